import { adminProductsHref } from "@/lib/admin/routes";
import { isFiltered, MAX_PRODUCT_SEARCH, parseProductQuery, toProductSearch } from "./query";

describe("parseProductQuery", () => {
  it("keeps what is valid and drops the rest, never failing", () => {
    expect(parseProductQuery({ q: "  soft   bottle ", category: "toys", stock: "low", state: "archived", new: "1", sale: "on", sort: "price-asc", cursor: "glass-bottle" })).toEqual({
      q: "soft bottle",
      category: "toys",
      stock: "low",
      state: "archived",
      new: true,
      sale: true,
      sort: "price-asc",
      cursor: "glass-bottle",
    });
    expect(parseProductQuery({ q: "", category: "cars", stock: "some", state: "gone", new: "0", sort: "random", cursor: "../x" })).toEqual({ sort: "newest" });
    expect(parseProductQuery(new URLSearchParams("category=bath&category=toys"))).toEqual({ category: "bath", sort: "newest" });
    expect(parseProductQuery({ q: ["a", "b"] })).toEqual({ q: "a", sort: "newest" });
  });

  it("bounds the search text", () => {
    expect(parseProductQuery({ q: "x".repeat(500) }).q).toHaveLength(MAX_PRODUCT_SEARCH);
  });

  it("round-trips through the canonical URL (fixed key order, defaults left out)", () => {
    const query = parseProductQuery({ sort: "stock", sale: "1", q: "duck", category: "bath" });
    expect(toProductSearch(query)).toBe("?q=duck&category=bath&sale=1&sort=stock");
    expect(parseProductQuery(new URLSearchParams(toProductSearch(query)))).toEqual(query);
    expect(adminProductsHref({ sort: "newest" })).toBe("/products");
    expect(adminProductsHref({ q: "a b", cursor: "x-1", sort: "name" })).toBe("/products?q=a+b&sort=name&cursor=x-1");
  });

  it("knows when the list is narrowed down", () => {
    expect(isFiltered({ sort: "name", cursor: "a" })).toBe(false);
    expect(isFiltered({ sort: "name", new: true })).toBe(true);
    expect(isFiltered({ sort: "name", untranslated: true })).toBe(true);
  });

  it("filters to the products missing a translation, in the URL as untranslated=1", () => {
    const query = parseProductQuery({ untranslated: "1", stock: "in" });
    expect(query).toEqual({ untranslated: true, stock: "in", sort: "newest" });
    expect(toProductSearch(query)).toBe("?stock=in&untranslated=1");
    expect(parseProductQuery({ untranslated: "maybe" })).toEqual({ sort: "newest" });
  });
});
