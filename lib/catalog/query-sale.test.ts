// The `sale` filter (?sale=1): only discounted products, with its own facet count.
import { testEntry } from "@/tests/fixtures/catalog-entry";
import { parseListingQuery, runListing, toSearchString } from "./query";

const entry = testEntry;

const all = [
  entry("a", { discount: 20, finalPrice: 800, categories: ["bath"] }),
  entry("b", { discount: 0, categories: ["bath"] }),
  entry("c", { discount: 10, finalPrice: 900, categories: ["toys"], stock: 0 }),
  entry("d", { discount: 0, categories: ["toys"] }),
];

describe("sale filter", () => {
  it("parses sale=1 only, and ignores other values", () => {
    expect(parseListingQuery({ sale: "1" }).sale).toBe(true);
    expect(parseListingQuery({ sale: ["1", "0"] }).sale).toBe(true);
    expect(parseListingQuery({ sale: "yes" }).sale).toBe(false);
    expect(parseListingQuery({}).sale).toBe(false);
  });

  it("is part of the canonical search string", () => {
    expect(toSearchString(parseListingQuery({ sale: "1", category: "bath", page: "2" }))).toBe(
      "?category=bath&sale=1&page=2",
    );
    expect(toSearchString(parseListingQuery({ sale: "0" }))).toBe("");
  });

  it("keeps only discounted products and combines with the other filters", () => {
    expect(runListing(all, parseListingQuery({ sale: "1" })).items.map((e) => e.id)).toEqual(["a", "c"]);
    expect(runListing(all, parseListingQuery({ sale: "1", inStock: "1" })).items.map((e) => e.id)).toEqual(["a"]);
    expect(runListing(all, parseListingQuery({ sale: "1", category: "toys" })).items.map((e) => e.id)).toEqual(["c"]);
  });

  it("counts discounted products under the other filters, whether or not sale is on", () => {
    expect(runListing(all, parseListingQuery({})).facets.sale).toBe(2);
    expect(runListing(all, parseListingQuery({ sale: "1" })).facets.sale).toBe(2);
    expect(runListing(all, parseListingQuery({ category: "bath" })).facets.sale).toBe(1);
    // The other facets count within the sale filter.
    const onSale = runListing(all, parseListingQuery({ sale: "1" }));
    // Categories keep the catalogue's order (toys before bath).
    expect(onSale.facets.category).toEqual([
      { value: "toys", count: 1 },
      { value: "bath", count: 1 },
    ]);
    expect(onSale.facets.inStock).toBe(1);
  });
});
