import type { Product } from "@/lib/catalog/schema";
import { adjustStock, priceOrder } from "./pricing";

const base: Product = {
  id: "romper",
  sku: "R-1",
  name: "Romper",
  price: 2000,
  discount: 25,
  new: false,
  archived: false,
  rating: 0,
  saleCount: 4,
  categories: ["clothing"],
  tags: [],
  variations: [{ color: "blue", image: "/blue.jpg", size: [{ name: "S", stock: 3 }, { name: "M", stock: 0 }] }],
  stock: 0,
  images: ["/main.jpg"],
  shortDescription: "",
  fullDescription: "",
  reviewCount: 0,
  ratingSum: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const rattle: Product = { ...base, id: "rattle", name: "Rattle", price: 1000, discount: 0, variations: [], stock: 10 };
const catalogue = new Map<string, Product | null>([["romper", base], ["rattle", rattle], ["gone", null]]);

describe("priceOrder", () => {
  it("prices lines from the products: list price, discount, shipping and total", () => {
    const r = priceOrder(catalogue, [{ id: "romper", color: "blue", size: "S", quantity: 2 }, { id: "rattle", quantity: 1 }], { method: "standard", country: "US" });
    expect(r).toEqual({
      ok: true,
      lines: [
        { productId: "romper", name: "Romper", color: "blue", size: "S", image: "/blue.jpg", listPrice: 2000, unitPrice: 1500, quantity: 2, lineTotal: 3000, tax: 0 },
        { productId: "rattle", name: "Rattle", image: "/main.jpg", listPrice: 1000, unitPrice: 1000, quantity: 1, lineTotal: 1000, tax: 0 },
      ],
      subtotal: 5000,
      discount: 1000,
      shipping: 595,
      tax: { place: "US", rate: 0, included: false, goods: 0, shipping: 0, total: 0 },
      total: 4595,
      itemCount: 3,
    });
  });

  it("adds the destination state's tax per line (after its discount) and on delivery to the total", () => {
    const lines = [{ id: "romper", color: "blue", size: "S", quantity: 1 }, { id: "rattle", quantity: 1 }];
    const r = priceOrder(catalogue, lines, { method: "standard", country: "US", region: "California" });
    if (!r.ok) throw new Error("not priced");
    // 1500 and 1000 at 7.25 %: 108.75 -> 109 and 72.5 -> 73; delivery 595: 43.14 -> 43.
    expect(r.lines.map((l) => l.tax)).toEqual([109, 73]);
    expect(r.tax).toEqual({ place: "US-CA", rate: 725, included: false, goods: 182, shipping: 43, total: 225 });
    expect(r.total).toBe(2500 + 595 + 225);
    const ny = priceOrder(catalogue, lines, { method: "standard", country: "US", region: "NY" });
    expect(ny.ok && ny.tax.total).toBe(60 + 40 + 24);
  });

  it("ships standard free from $49 of goods at home, never abroad; express always costs", () => {
    const lines = [{ id: "rattle", quantity: 5 }];
    const cost = (method: "standard" | "express", country: "US" | "FR") => {
      const r = priceOrder(catalogue, lines, { method, country });
      return r.ok ? r.shipping : NaN;
    };
    expect(cost("standard", "US")).toBe(0);
    expect(cost("express", "US")).toBe(1495);
    expect(cost("standard", "FR")).toBe(1995);
    expect(cost("express", "FR")).toBe(3495);
    const under = priceOrder(catalogue, [{ id: "rattle", quantity: 4 }], { method: "standard", country: "US" });
    expect(under.ok && under.shipping).toBe(595);
  });

  it("names every line that cannot be filled: gone, sold out, over stock (the same choice on two lines adds up)", () => {
    const r = priceOrder(
      catalogue,
      [
        { id: "romper", color: "blue", size: "S", quantity: 2 },
        { id: "romper", color: "blue", size: "M", quantity: 1 },
        { id: "gone", quantity: 1 },
        { id: "romper", color: "blue", size: "S", quantity: 2 },
        { id: "romper", color: "red", size: "S", quantity: 1 },
        { id: "rattle", color: "blue", quantity: 1 },
      ],
      { method: "standard", country: "US" },
    );
    expect(r).toEqual({
      ok: false,
      problems: [
        { index: 0, productId: "romper", name: "Romper", color: "blue", size: "S", kind: "over-stock", requested: 2, available: 3 },
        { index: 1, productId: "romper", name: "Romper", color: "blue", size: "M", kind: "sold-out", requested: 1, available: 0 },
        { index: 2, productId: "gone", kind: "gone", requested: 1, available: 0 },
        { index: 3, productId: "romper", name: "Romper", color: "blue", size: "S", kind: "over-stock", requested: 2, available: 3 },
        { index: 4, productId: "romper", name: "Romper", color: "red", size: "S", kind: "gone", requested: 1, available: 0 },
        { index: 5, productId: "rattle", name: "Rattle", color: "blue", kind: "gone", requested: 1, available: 0 },
      ],
    });
  });

  it("takes at most 10 units of one product, all its colours and sizes together, said once on its first line", () => {
    const big = new Map<string, Product | null>([
      ["romper", { ...base, variations: [{ color: "blue", image: "/blue.jpg", size: [{ name: "S", stock: 50 }, { name: "M", stock: 50 }] }] }],
      ["rattle", { ...rattle, stock: 50 }],
    ]);
    const price = (lines: { id: string; color?: string; size?: string; quantity: number }[]) => priceOrder(big, lines, { method: "standard", country: "US" });
    expect(price([{ id: "romper", color: "blue", size: "S", quantity: 10 }, { id: "rattle", quantity: 10 }]).ok).toBe(true);
    expect(price([{ id: "rattle", quantity: 2 }, { id: "romper", color: "blue", size: "S", quantity: 6 }, { id: "romper", color: "blue", size: "M", quantity: 5 }])).toEqual({
      ok: false,
      problems: [{ index: 1, productId: "romper", name: "Romper", color: "blue", size: "S", kind: "over-limit", requested: 11, available: 10 }],
    });
    // A line no longer for sale says so; the limit is said on the product's next line.
    expect(price([{ id: "romper", color: "red", size: "S", quantity: 1 }, { id: "romper", color: "blue", size: "M", quantity: 11 }])).toEqual({
      ok: false,
      problems: [
        { index: 0, productId: "romper", name: "Romper", color: "red", size: "S", kind: "gone", requested: 1, available: 0 },
        { index: 1, productId: "romper", name: "Romper", color: "blue", size: "M", kind: "over-limit", requested: 12, available: 10 },
      ],
    });
  });
});

describe("adjustStock", () => {
  it("takes and returns units of one choice and moves the sale count the other way, never below zero", () => {
    const taken = adjustStock(base, { color: "blue", size: "S" }, -2);
    expect(taken.variations[0]!.size).toEqual([{ name: "S", stock: 1 }, { name: "M", stock: 0 }]);
    expect(taken.saleCount).toBe(6);
    expect(adjustStock(taken, { color: "blue", size: "S" }, 2)).toEqual(base);
    expect(adjustStock(rattle, {}, -3)).toMatchObject({ stock: 7, saleCount: 7 });
    expect(adjustStock(rattle, {}, -30).stock).toBe(0);
  });
});

describe("priceOrder: registry lines", () => {
  it("keeps each line's registry item on the priced line (and nothing else of the browser's)", () => {
    const r = priceOrder(
      catalogue,
      [{ id: "romper", color: "blue", size: "S", quantity: 1, registry: { slug: "emma", itemId: "i1", title: "ignored" } as never }, { id: "rattle", quantity: 1 }],
      { method: "standard", country: "US" },
    );
    if (!r.ok) throw new Error("not priced");
    expect(r.lines.map((l) => l.registry)).toEqual([{ slug: "emma", itemId: "i1" }, undefined]);
  });
});
