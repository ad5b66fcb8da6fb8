import { productSchema } from "@/lib/catalog/schema";
import { AGE_BAND_IDS } from "./age";
import { SHARD_COUNT, entryAgeBands, shardOf, toCatalogEntry } from "./entry";
import { isVisible } from "./visibility";

describe("shardOf", () => {
  it("is stable and spreads ids over every shard", () => {
    expect(shardOf("glass-bottle")).toBe(shardOf("glass-bottle"));
    const used = new Set(Array.from({ length: 2000 }, (_, i) => shardOf(`product-${i}`)));
    expect(used.size).toBe(SHARD_COUNT);
    for (const s of used) expect(s).toMatch(/^shard-\d\d$/);
  });
});

describe("toCatalogEntry", () => {
  it("carries what a card and the filters need", () => {
    const p = productSchema.parse({
      id: "sun-hat",
      sku: "CL-9",
      name: "Sun Hat",
      price: 1200,
      discount: 25,
      categories: ["clothing"],
      images: ["/a.svg", "/b.svg", "/c.svg"],
      variations: [
        { color: "yellow", image: "/y.svg", size: [{ name: "S", stock: 1 }, { name: "M", stock: 2 }] },
        { color: "white", image: "/w.svg", size: [{ name: "M", stock: 0 }] },
      ],
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    expect(toCatalogEntry(p)).toMatchObject({
      finalPrice: 900,
      colors: ["yellow", "white"],
      sizes: ["S", "M"],
      stock: 3,
      hasVariations: true,
      images: ["/a.svg", "/b.svg"],
    });
  });
});

describe("age bands in the entry", () => {
  const base = { id: "x", sku: "X", name: "X", price: 100, categories: ["toys"], images: ["/x.svg"], createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
  it("carries the bands a range overlaps, and nothing for all ages or a range over every band", () => {
    expect(toCatalogEntry(productSchema.parse({ ...base, ageRange: { fromMonths: 0, toMonths: 6 } })).ages).toEqual(["0-3m", "3-6m"]);
    expect(toCatalogEntry(productSchema.parse({ ...base, ageRange: { fromMonths: 36 } })).ages).toEqual(["2-4y", "4y-plus"]);
    const all = toCatalogEntry(productSchema.parse(base));
    expect("ages" in all).toBe(false);
    expect(entryAgeBands(all)).toEqual(AGE_BAND_IDS);
    expect("ages" in toCatalogEntry(productSchema.parse({ ...base, ageRange: { fromMonths: 0 } }))).toBe(false);
  });
  it("refuses a product whose range ends before it starts", () => {
    expect(productSchema.safeParse({ ...base, ageRange: { fromMonths: 12, toMonths: 6 } }).success).toBe(false);
  });
});

describe("subscribe and save in the entry", () => {
  const base = { id: "x", sku: "X", name: "X", price: 100, categories: ["diapering"], images: ["/x.svg"], createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
  it("carries the subscriber discount for a card's badge, and nothing when sold once or at no discount", () => {
    expect(toCatalogEntry(productSchema.parse({ ...base, subscription: { intervals: [4], discountPercent: 10 } })).subscribeSave).toBe(10);
    expect("subscribeSave" in toCatalogEntry(productSchema.parse({ ...base, subscription: { intervals: [4], discountPercent: 0 } }))).toBe(false);
    expect("subscribeSave" in toCatalogEntry(productSchema.parse(base))).toBe(false);
  });
});

describe("archived products", () => {
  const base = { id: "x", sku: "X", name: "X", price: 100, categories: ["toys"], images: ["/x.svg"], createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
  it("are marked in the index entry only when archived (entries stay small), and hidden by the one visibility rule", () => {
    const shown = toCatalogEntry(productSchema.parse(base));
    const hidden = toCatalogEntry(productSchema.parse({ ...base, archived: true }));
    expect("archived" in shown).toBe(false);
    expect(hidden.archived).toBe(true);
    expect([shown, hidden].map(isVisible)).toEqual([true, false]);
    expect(isVisible(productSchema.parse({ ...base, archived: true }))).toBe(false);
  });
});
