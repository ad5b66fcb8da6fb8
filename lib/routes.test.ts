import { parseListingQuery } from "./catalog/query";
import { activeFilterCount, withChange } from "./catalog/query";
import { ageBandHref, blogListHref, categoryHref, listingHref, postHref, productHref, subscribeHref } from "./routes";

describe("blog URLs", () => {
  it("a post's public URL carries its slug in ?post=", () => {
    expect(postHref("safe-sleep")).toBe("/blog-details-standard?post=safe-sleep");
  });

});

describe("listing URLs", () => {
  const q = parseListingQuery({ category: ["toys", "bath"], color: "pink", sort: "price-asc", page: "3" });

  it("builds canonical links to the listing's own path", () => {
    expect(listingHref("/shop-grid-standard", { ...q, page: 2 })).toBe(
      "/shop-grid-standard?category=bath&category=toys&color=pink&sort=price-asc&page=2",
    );
    expect(listingHref("/shop-grid-standard", {})).toBe("/shop-grid-standard");
  });

  it("removes one filter value and goes back to page 1", () => {
    const next = withChange(q, { category: q.category.filter((c) => c !== "toys") });
    expect(listingHref("/shop", next)).toBe("/shop?category=bath&color=pink&sort=price-asc");
  });

  it("counts every chosen value and flag as an active filter", () => {
    expect(activeFilterCount(q)).toBe(3);
    expect(activeFilterCount(parseListingQuery({ min: "5", max: "50", inStock: "1", sale: "1", sort: "rating" }))).toBe(4);
    expect(activeFilterCount(parseListingQuery({}))).toBe(0);
  });
});

describe("blogListHref", () => {
  it("leaves defaults out and keeps the other values", () => {
    expect(blogListHref("/blog-standard", {})).toBe("/blog-standard");
    expect(blogListHref("/blog-standard", { page: 1, tag: "bath" })).toBe("/blog-standard?tag=bath");
    expect(blogListHref("/blog-no-sidebar", { q: "a b", page: 3 })).toBe("/blog-no-sidebar?q=a+b&page=3");
    expect(blogListHref("/blog-standard", { category: "Bath time" })).toBe("/blog-standard?category=Bath+time");
  });
});

describe("product and shop URLs", () => {
  it("a product page, in another layout or with a colour and size chosen", () => {
    expect(productHref("a-b")).toBe("/product/a-b");
    expect(productHref("a-b", { route: "product-slider" })).toBe("/product-slider/a-b");
    expect(productHref("a-b", { color: "sky blue", size: "0-3m" })).toBe("/product/a-b?color=sky+blue&size=0-3m");
  });
  it("a category is the shop filtered by it", () => {
    expect(categoryHref("toys")).toBe("/shop-grid-standard?category=toys");
  });
  it("an age band is the shop filtered by it, a URL the listing parses back to that band", () => {
    const href = ageBandHref("2-4y");
    expect(href).toBe("/shop-grid-standard?age=2-4y");
    expect(parseListingQuery(Object.fromEntries(new URLSearchParams(href.split("?")[1]))).age).toEqual(["2-4y"]);
  });
});

describe("subscribeHref", () => {
  it("carries the interval, the colour and size when chosen, and the quantity", () => {
    expect(subscribeHref("eco-diapers")).toBe("/subscribe/eco-diapers");
    expect(subscribeHref("eco-diapers", { interval: 4, color: "white", size: "Size 3", quantity: 2 })).toBe("/subscribe/eco-diapers?interval=4&color=white&size=Size+3&quantity=2");
    expect(subscribeHref("wipes", { interval: 2, quantity: 1 })).toBe("/subscribe/wipes?interval=2&quantity=1");
    expect(new URL(subscribeHref("a", { interval: 1, color: "a&b=c", size: "M", quantity: 3 }), "http://x").searchParams.get("color")).toBe("a&b=c");
  });
});
