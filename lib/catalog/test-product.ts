// Test data for integration tests and benchmarks: one product with plain defaults (a simple
// product with 5 units unless `over` says otherwise).
import type { Product } from "@/lib/catalog/schema";

const CREATED = "2026-11-01T00:00:00.000Z";

export function testProduct(id: string, over: Partial<Product> = {}): Product {
  return {
    id,
    sku: id.slice(0, 40).toUpperCase(),
    name: `Test ${id}`,
    price: 2000,
    discount: 0,
    new: false,
    archived: false,
    rating: 0,
    saleCount: 0,
    categories: ["nursery"],
    tags: [],
    variations: [],
    stock: 5,
    images: ["/img/main.jpg"],
    shortDescription: "",
    fullDescription: "",
    reviewCount: 0,
    ratingSum: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...over,
  };
}
