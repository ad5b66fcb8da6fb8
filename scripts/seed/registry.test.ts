import { stockOf } from "@/lib/catalog/schema";
import { makeProducts } from "./catalog";
import { demoRegistryItems } from "./registry";

const NOW = new Date("2026-11-01T00:00:00Z");

it("the demo registry has six products of six categories, each a real choice in stock, nothing bought", () => {
  const products = makeProducts(undefined, NOW);
  const items = demoRegistryItems(products, NOW.toISOString());
  expect(items).toHaveLength(6);
  const byId = new Map(products.map((p) => [p.id, p]));
  const categories = new Set(items.map((i) => byId.get(i.doc.productId)!.categories[0]));
  expect(categories.size).toBe(6);
  for (const { doc } of items) {
    const product = byId.get(doc.productId)!;
    expect(doc.bought).toBe(0);
    if (product.variations.length > 0) expect(stockOf(product, doc.color, doc.size)).toBeGreaterThan(0);
    else expect(doc.color).toBeUndefined();
  }
  expect(items.some((i) => i.doc.color)).toBe(true);
  expect(demoRegistryItems(products, NOW.toISOString())).toEqual(items);
});
