import { parseListingQuery } from "@/lib/catalog/query";
import { activeFilterCount, listingHref, pageWindow, withChange } from "./url";

describe("pageWindow", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it("shows first, last and the neighbours of the current page, with gaps", () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, null, 9]);
    expect(pageWindow(5, 9)).toEqual([1, null, 4, 5, 6, null, 9]);
    expect(pageWindow(9, 9)).toEqual([1, null, 8, 9]);
  });
  it("fills a gap of one page with that page instead of an ellipsis", () => {
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, null, 9]);
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
