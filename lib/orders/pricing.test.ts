import type { Product } from "@/lib/catalog/schema";
import type { Candidate, PromotionInput } from "@/lib/promotions/engine";
import { promotionSchema, type Promotion } from "@/lib/promotions/schema";
import { adjustStock, priceOrder, promotionsTotal, type PricedOrder } from "./pricing";

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
  translations: {},
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
        { productId: "romper", name: "Romper", color: "blue", size: "S", image: "/blue.jpg", listPrice: 2000, unitPrice: 1500, quantity: 2, promotionDiscount: 0, lineTotal: 3000, tax: 0 },
        { productId: "rattle", name: "Rattle", image: "/main.jpg", listPrice: 1000, unitPrice: 1000, quantity: 1, promotionDiscount: 0, lineTotal: 1000, tax: 0 },
      ],
      subtotal: 5000,
      discount: 1000,
      promotions: [],
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

describe("priceOrder: promotions", () => {
  // Toys: the rattle (1000, no discount of its own) and the teether (300); the romper is clothing at 25 % off (2000 -> 1500).
  const toy: Product = { ...rattle, categories: ["toys"], stock: 10 };
  const teether: Product = { ...toy, id: "teether", name: "Teether", price: 300 };
  const shop = new Map<string, Product | null>([["romper", base], ["rattle", toy], ["teether", teether]]);
  const romper = { id: "romper", color: "blue", size: "S" };
  const promotion = (id: string, benefit: object, more: Record<string, unknown> = {}): Promotion =>
    promotionSchema.parse({
      id,
      name: `Promo ${id}`,
      trigger: "automatic",
      status: "active",
      benefit,
      conditions: {},
      limits: {},
      combinesWith: { product: true, order: true, delivery: true },
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      ...more,
    });
  const auto = (p: Promotion): Candidate => ({ promotion: p, usage: { uses: 0, given: 0, byAccount: 0 } });
  const coded = (p: Promotion): Candidate => ({ promotion: { ...p, trigger: "code", code: "SAVE" }, usage: { uses: 0, given: 0, byAccount: 0 }, code: "SAVE" });
  const offers = (more: Partial<PromotionInput>): PromotionInput => ({ now: new Date("2026-06-01T12:00:00.000Z"), shopper: { signedIn: true, firstOrder: false, subscriber: false }, automatic: [], ...more });
  const us = { method: "standard" as const, country: "US" as const };
  const ca = { ...us, region: "CA" };
  const priced = (lines: Parameters<typeof priceOrder>[1], to: Parameters<typeof priceOrder>[2], promotions?: PromotionInput): PricedOrder => {
    const r = priceOrder(shop, lines, to, promotions);
    if (!r.ok) throw new Error("not priced");
    return r;
  };
  /** What the shopper pays for goods after every discount. */
  const goods = (r: PricedOrder) => r.lines.reduce((s, l) => s + l.lineTotal, 0);

  it("prices as without promotions when none applies", () => {
    const lines = [{ ...romper, quantity: 1 }, { id: "rattle", quantity: 2 }];
    expect(priced(lines, ca, offers({}))).toEqual(priced(lines, ca));
  });

  it("spreads a fixed discount bigger than a cheap line over the lines, none below zero, the total never below the delivery", () => {
    const r = priced([{ id: "teether", quantity: 1 }, { id: "rattle", quantity: 2 }], us, offers({ automatic: [auto(promotion("five-off", { kind: "order-amount", amount: 500 }))] }));
    // 500 x 300/2300 = 65.2, 500 x 2000/2300 = 434.8 -> 65 and 435.
    expect(r.lines.map((l) => [l.promotionDiscount, l.lineTotal])).toEqual([[65, 235], [435, 1565]]);
    expect(r.total).toBe(1800 + 595);
    const huge = priced([{ id: "teether", quantity: 1 }], us, offers({ automatic: [auto(promotion("huge", { kind: "order-amount", amount: 100_000 }))] }));
    expect(huge.lines[0]).toMatchObject({ promotionDiscount: 300, lineTotal: 0 });
    expect(huge).toMatchObject({ promotions: [{ promotionId: "huge", amount: 300 }], shipping: 595, total: 595 });
  });

  it("stacks a product 50 % and an order 50 % to 75 % off, not free", () => {
    const r = priced([{ id: "rattle", quantity: 2 }], us, offers({ automatic: [auto(promotion("toys-half", { kind: "product-percent", percent: 50, target: { categories: ["toys"] } })), auto(promotion("order-half", { kind: "order-percent", percent: 50 }))] }));
    expect(r.lines[0]).toMatchObject({ unitPrice: 1000, promotionDiscount: 1500, lineTotal: 500 });
    expect(r.total).toBe(500 + 595);
  });

  it("gives buy 3 get 1 on 7 items: the cheapest unit free", () => {
    const b3g1 = promotion("b3g1", { kind: "buy-x-get-y", buy: 3, get: 1, target: { categories: ["toys"] } });
    const r = priced([{ id: "rattle", quantity: 5 }, { id: "teether", quantity: 2 }], us, offers({ automatic: [auto(b3g1)] }));
    expect(r.lines.map((l) => l.promotionDiscount)).toEqual([0, 300]);
    expect(r.promotions).toEqual([{ promotionId: "b3g1", name: "Promo b3g1", class: "product", amount: 300 }]);
  });

  it("taxes each line on what is left of it after promotions, and the shares add up to the discount exactly", () => {
    const code = coded(promotion("ten", { kind: "order-percent", percent: 10 }));
    const r = priced([{ ...romper, quantity: 1 }, { id: "rattle", quantity: 1 }, { id: "teether", quantity: 1 }], ca, offers({ code }));
    // 10 % of 1500 + 1000 + 300 = 280, shared 150, 100, 30; 7.25 % of 1350, 900, 270: 97.9 -> 98, 65.25 -> 65, 19.6 -> 20.
    expect(r.lines.map((l) => [l.promotionDiscount, l.lineTotal, l.tax])).toEqual([[150, 1350, 98], [100, 900, 65], [30, 270, 20]]);
    expect(r.promotions).toEqual([{ promotionId: "ten", name: "Promo ten", code: "SAVE", class: "order", amount: 280 }]);
    expect(r.lines.reduce((s, l) => s + l.promotionDiscount, 0)).toBe(280);
    expect(r.tax).toMatchObject({ goods: 98 + 65 + 20, shipping: 43 });
    expect(r).toMatchObject({ subtotal: 3300, discount: 500, shipping: 595 });
    expect(r.subtotal - r.discount - promotionsTotal(r).goods).toBe(goods(r));
    expect(r.total).toBe(2520 + 595 + 98 + 65 + 20 + 43);
  });

  it("with prices including tax, takes each line's tax out of what is left of it after promotions", async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock("./config", () => {
        const actual = jest.requireActual<typeof import("./config")>("./config");
        return { ...actual, TAX_SETTINGS: { pricesIncludeTax: true, taxDelivery: true, countries: { FR: { rate: 2000 } } } };
      });
      const { priceOrder: price } = await import("./pricing");
      const r = price(shop, [{ id: "rattle", quantity: 1 }, { id: "teether", quantity: 1 }], { method: "standard", country: "FR" }, offers({ automatic: [auto(promotion("ten", { kind: "order-percent", percent: 10 }))] }));
      if (!r.ok) throw new Error("not priced");
      // 130 off, shared 100 and 30: lines of 900 and 270 hold 900 - 750 = 150 and 270 - 225 = 45 of tax; delivery 1995 holds 1995 - 1663 = 332.
      expect(r.lines.map((l) => [l.lineTotal, l.tax])).toEqual([[900, 150], [270, 45]]);
      expect(r.tax).toMatchObject({ included: true, goods: 195, shipping: 332 });
      expect(r.total).toBe(900 + 270 + 1995);
    });
    jest.dontMock("./config");
  });

  it("makes delivery free, and its tax with it", () => {
    const free = auto(promotion("ship-free", { kind: "free-delivery", methods: ["standard"] }));
    const r = priced([{ id: "rattle", quantity: 1 }], ca, offers({ automatic: [free] }));
    expect(r).toMatchObject({ shipping: 0, promotions: [{ promotionId: "ship-free", class: "delivery", amount: 595 }] });
    expect(r.tax).toMatchObject({ goods: 73, shipping: 0, total: 73 });
    expect(r.total).toBe(1000 + 73);
    expect(promotionsTotal(r)).toEqual({ goods: 0, delivery: 595 });
  });

  it("prices delivery on the goods before promotions: a discount never takes the order back under the free-shipping threshold", () => {
    const r = priced([{ id: "rattle", quantity: 5 }], us, offers({ automatic: [auto(promotion("ten", { kind: "order-percent", percent: 10 }))] }));
    expect(r).toMatchObject({ shipping: 0, total: 4500 });
    expect(priced([{ id: "rattle", quantity: 4 }], us).shipping).toBe(595);
  });

  it("changes nothing for a refused code, and says why (a minimum not reached: how much is missing)", () => {
    const lines = [{ id: "rattle", quantity: 2 }];
    const code = coded(promotion("big", { kind: "order-amount", amount: 1000 }, { conditions: { minSubtotal: 5000 } }));
    const r = priced(lines, ca, offers({ code }));
    expect(r.codeRefusal).toEqual({ code: "SAVE", reason: "minimum-subtotal", missing: 3000 });
    expect({ ...r, codeRefusal: undefined }).toEqual(priced(lines, ca));
    expect(priced(lines, ca, offers({ code: { unknown: "NOPE" } })).codeRefusal).toEqual({ code: "NOPE", reason: "unknown" });
  });

  it("gives a product's own discount nothing more from a promotion that excludes discounted products", () => {
    const p = promotion("full-price", { kind: "order-percent", percent: 10 }, { conditions: { excludeDiscounted: true } });
    const r = priced([{ ...romper, quantity: 1 }, { id: "rattle", quantity: 1 }], us, offers({ automatic: [auto(p)] }));
    expect(r.lines.map((l) => l.promotionDiscount)).toEqual([0, 100]);
    expect(r.discount).toBe(500);
  });
});
