// Test data for the catalogue's unit tests: one index entry with plain defaults.
import type { CatalogEntry } from "./entry";

export function testEntry(id: string, over: Partial<CatalogEntry> = {}): CatalogEntry {
  return {
    id,
    sku: id.toUpperCase(),
    name: id,
    price: 1000,
    finalPrice: 1000,
    discount: 0,
    new: false,
    rating: 4,
    reviewCount: 0,
    saleCount: 0,
    categories: ["toys"],
    tags: [],
    colors: [],
    sizes: [],
    stock: 5,
    hasVariations: false,
    images: ["/x.svg"],
    shortDescription: "",
    createdAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}
