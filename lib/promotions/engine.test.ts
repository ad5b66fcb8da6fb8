import { applyPromotions, combinable, type Candidate, type PromotionInput, type PromotionLine, type PromotionUsage } from "./engine";
import { promotionSchema, type Benefit, type Promotion } from "./schema";

type PromotionSpec = Omit<Partial<Promotion>, "conditions" | "limits" | "combinesWith"> & {
  conditions?: Partial<Promotion["conditions"]>;
  limits?: Partial<Promotion["limits"]>;
  combinesWith?: Partial<Promotion["combinesWith"]>;
};
/** A valid promotion (parsed by its schema): automatic, active, combinable with everything unless told. */
const promotion = (id: string, benefit: Benefit | Record<string, unknown>, spec: PromotionSpec = {}): Promotion =>
  promotionSchema.parse({
    id,
    name: `Promo ${id}`,
    trigger: "automatic",
    status: "active",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...spec,
    benefit,
    conditions: { ...spec.conditions },
    limits: { ...spec.limits },
    combinesWith: { product: true, order: true, delivery: true, ...spec.combinesWith },
  });
const unused: PromotionUsage = { uses: 0, given: 0, byAccount: 0 };
const auto = (p: Promotion, usage: PromotionUsage = unused): Candidate => ({ promotion: p, usage });
const coded = (p: Promotion, usage: PromotionUsage = unused): Candidate => ({ promotion: { ...p, trigger: "code", code: p.code ?? "SAVE10" }, usage, code: p.code ?? "SAVE10" });

const line = (productId: string, unitPrice: number, quantity: number, more: Partial<PromotionLine> = {}): PromotionLine => ({
  productId,
  categories: ["toys"],
  unitPrice,
  listPrice: unitPrice,
  quantity,
  ...more,
});
/** Standard delivery in the US: 595, free from 4900 of goods. */
const standard = { method: "standard" as const, price: (goods: number) => (goods >= 4900 ? 0 : 595) };
const express = { method: "express" as const, price: () => 1495 };
const shopper = { signedIn: true, firstOrder: false, subscriber: false };
const input = (more: Partial<PromotionInput> = {}): PromotionInput => ({ now: new Date("2026-06-01T12:00:00.000Z"), shopper, automatic: [], ...more });
const apply = (lines: PromotionLine[], more: Partial<PromotionInput> = {}, delivery: typeof standard | typeof express = standard) =>
  applyPromotions(lines, delivery, input(more));
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

const orderOff = (amount: number) => ({ kind: "order-amount", amount });
const orderPercent = (percent: number) => ({ kind: "order-percent", percent });
const productPercent = (percent: number, target: object = { categories: ["toys"] }) => ({ kind: "product-percent", percent, target });

describe("applyPromotions: nothing to apply", () => {
  it("takes nothing off and keeps the delivery price", () => {
    expect(apply([line("rattle", 1000, 2)])).toEqual({ lineDiscounts: [0], shippingDiscount: 0, shipping: 595, applied: [] });
  });
});

describe("applyPromotions: amounts and percentages", () => {
  it("spreads a fixed amount bigger than a cheap line over the lines in proportion, no line below zero", () => {
    const r = apply([line("sock", 100, 1), line("stroller", 3000, 1)], { automatic: [auto(promotion("five-off", orderOff(500)))] });
    // 500 x 100/3100 = 16.13, 500 x 3000/3100 = 483.87: the cent left goes to the larger remainder.
    expect(r.lineDiscounts).toEqual([16, 484]);
    expect(r.applied).toEqual([{ promotionId: "five-off", name: "Promo five-off", class: "order", amount: 500 }]);
  });

  it("never takes more than the goods: a fixed amount over the subtotal takes every line to exactly 0", () => {
    const r = apply([line("sock", 100, 3), line("bib", 250, 1)], { automatic: [auto(promotion("big", orderOff(100_000)))] });
    expect(r.lineDiscounts).toEqual([300, 250]);
    expect(r.applied[0]!.amount).toBe(550);
  });

  it("stacks two percentages on what is left: product 50 % then order 50 % is 75 % off, not free", () => {
    const r = apply([line("rattle", 1000, 2)], { automatic: [auto(promotion("half-toys", productPercent(50))), auto(promotion("half-order", orderPercent(50)))] });
    expect(r.lineDiscounts).toEqual([1500]);
    expect(r.applied.map((a) => [a.promotionId, a.amount])).toEqual([["half-toys", 1000], ["half-order", 500]]);
    const two = apply([line("rattle", 1000, 2)], { automatic: [auto(promotion("half-a", productPercent(50))), auto(promotion("half-b", productPercent(50)))] });
    expect(two.lineDiscounts).toEqual([1500]);
  });

  it("rounds a percentage per unit, half a cent up", () => {
    // 15 % of 1010 = 151.5 -> 152 per unit; 15 % of 1001 = 150.15 -> 150.
    const r = apply([line("a", 1010, 3), line("b", 1001, 1)], { automatic: [auto(promotion("p15", productPercent(15)))] });
    expect(r.lineDiscounts).toEqual([456, 150]);
  });

  it("takes a product amount off each target unit, never more than the unit's price", () => {
    const benefit = { kind: "product-amount", amount: 700, target: { productIds: ["cheap", "dear"] } };
    const r = apply([line("cheap", 500, 2), line("dear", 2000, 1), line("other", 2000, 1)], { automatic: [auto(promotion("seven", benefit))] });
    expect(r.lineDiscounts).toEqual([1000, 700, 0]);
  });

  it("works out an order-level promotion on the goods after product-level ones, whichever was chosen first", () => {
    const code = coded(promotion("ten", orderPercent(10)));
    const r = apply([line("rattle", 1000, 1), line("book", 1000, 1, { categories: ["nursery"] })], { code, automatic: [auto(promotion("toys-half", productPercent(50)))] });
    // Toys 50 %: 500 off the rattle; then 10 % of the 1500 left = 150, shared 500 : 1000.
    expect(r.lineDiscounts).toEqual([550, 100]);
    expect(r.applied).toEqual([
      { promotionId: "toys-half", name: "Promo toys-half", class: "product", amount: 500 },
      { promotionId: "ten", name: "Promo ten", code: "SAVE10", class: "order", amount: 150 },
    ]);
  });

  it("gives shares that add up to the discount exactly", () => {
    // 10 % of 3 x 333 + 2 x 1 + 777 = 1778 -> 177.8 -> 178, over lines of 999, 2 and 777.
    const r = apply([line("a", 333, 3), line("b", 1, 2), line("c", 777, 1)], { automatic: [auto(promotion("ten", orderPercent(10)))] });
    expect(sum(r.lineDiscounts)).toBe(178);
    expect(r.lineDiscounts).toEqual([100, 0, 78]);
  });
});

describe("applyPromotions: buy x get y", () => {
  const bxgy = (buy: number, get: number, maxFree?: number) => ({ kind: "buy-x-get-y", buy, get, ...(maxFree ? { maxFree } : {}), target: { categories: ["toys"] } });
  // 7 target units: 3 at 900, 2 at 500, 2 at 700; and a line that is not a target.
  const seven = [line("a", 900, 3), line("b", 500, 2), line("c", 700, 2), line("book", 100, 1, { categories: ["nursery"] })];

  it("buy 3 get 1 with 7 target units: one free, the cheapest", () => {
    const r = apply(seven, { automatic: [auto(promotion("b3g1", bxgy(3, 1)))] });
    expect(r.lineDiscounts).toEqual([0, 500, 0, 0]);
  });

  it("buy 2 get 1 with 7: two free, the two cheapest (equal prices: the earlier line first)", () => {
    expect(apply(seven, { automatic: [auto(promotion("b2g1", bxgy(2, 1)))] }).lineDiscounts).toEqual([0, 1000, 0, 0]);
    const tied = apply([line("x", 500, 1), line("y", 500, 1), line("z", 500, 1)], { automatic: [auto(promotion("b2g1", bxgy(2, 1)))] });
    expect(tied.lineDiscounts).toEqual([500, 0, 0]);
  });

  it("frees at most maxFree units, and needs a complete group", () => {
    expect(apply(seven, { automatic: [auto(promotion("b1g1", bxgy(1, 1, 2)))] }).lineDiscounts).toEqual([0, 1000, 0, 0]);
    expect(apply([line("a", 900, 2)], { automatic: [auto(promotion("b2g1", bxgy(2, 1)))] }).applied).toEqual([]);
  });

  it("picks the cheapest after earlier product-level promotions", () => {
    // 60 % off line a first (900 -> 360 a unit): now a's units are the cheapest.
    const cut = promotion("a-cut", productPercent(60, { productIds: ["a"] }));
    const code = coded(cut);
    const r = apply(seven, { code, automatic: [auto(promotion("b3g1", bxgy(3, 1)))] });
    expect(r.lineDiscounts).toEqual([3 * 540 + 360, 0, 0, 0]);
  });
});

describe("applyPromotions: delivery", () => {
  it("makes delivery free for its methods, and not for others", () => {
    const free = promotion("ship-free", { kind: "free-delivery", methods: ["standard"] });
    const r = apply([line("rattle", 1000, 1)], { automatic: [auto(free)] });
    expect(r).toMatchObject({ shipping: 0, shippingDiscount: 595, applied: [{ promotionId: "ship-free", class: "delivery", amount: 595 }] });
    const byExpress = apply([line("rattle", 1000, 1)], { automatic: [auto(free)] }, express);
    expect(byExpress).toMatchObject({ shipping: 1495, shippingDiscount: 0, applied: [] });
    const anyMethod = apply([line("rattle", 1000, 1)], { automatic: [auto(promotion("all-free", { kind: "free-delivery" }))] }, express);
    expect(anyMethod).toMatchObject({ shipping: 0, shippingDiscount: 1495 });
  });

  it("prices delivery on the goods after promotions: a discount can take the order under the free-shipping threshold", () => {
    const r = apply([line("rattle", 5000, 1)], { automatic: [auto(promotion("ten", orderPercent(10)))] });
    expect(r).toMatchObject({ lineDiscounts: [500], shipping: 595, shippingDiscount: 0 });
  });

  it("refuses a free-delivery code on an order that already ships free: it takes nothing off", () => {
    const code = coded(promotion("ship-free", { kind: "free-delivery" }));
    const r = apply([line("rattle", 5000, 1)], { code });
    expect(r).toMatchObject({ shipping: 0, applied: [], codeRefusal: { code: "SAVE10", reason: "nothing-eligible" } });
  });
});

describe("applyPromotions: conditions", () => {
  it("says how much is missing to a minimum subtotal (on the goods before promotions) or quantity", () => {
    const code = coded(promotion("min", orderOff(500), { conditions: { minSubtotal: 5000 } }));
    expect(apply([line("rattle", 1000, 3)], { code })).toEqual({ lineDiscounts: [0], shippingDiscount: 0, shipping: 595, applied: [], codeRefusal: { code: "SAVE10", reason: "minimum-subtotal", missing: 2000 } });
    expect(apply([line("rattle", 1000, 5)], { code }).applied).toHaveLength(1);
    // Product-level: target units only (the book is not a toy).
    const units = coded(promotion("three-toys", productPercent(10), { conditions: { minQuantity: 3 } }));
    const lines = [line("rattle", 1000, 2), line("book", 1000, 4, { categories: ["nursery"] })];
    expect(apply(lines, { code: units }).codeRefusal).toEqual({ code: "SAVE10", reason: "minimum-quantity", missing: 1 });
    // Order-level: every unit.
    const order = coded(promotion("three-items", orderPercent(10), { conditions: { minQuantity: 3 } }));
    expect(apply(lines, { code: order }).codeRefusal).toBeUndefined();
  });

  it("runs from startsAt (included) to endsAt (excluded)", () => {
    const windowed = coded(promotion("spring", orderOff(100), { conditions: { startsAt: "2026-06-01T12:00:00.000Z", endsAt: "2026-06-02T00:00:00.000Z" } }));
    const at = (iso: string) => apply([line("rattle", 1000, 1)], { code: windowed, now: new Date(iso) });
    expect(at("2026-06-01T11:59:59.999Z").codeRefusal).toEqual({ code: "SAVE10", reason: "not-started", startsAt: "2026-06-01T12:00:00.000Z" });
    expect(at("2026-06-01T12:00:00.000Z").applied).toHaveLength(1);
    expect(at("2026-06-02T00:00:00.000Z").codeRefusal).toEqual({ code: "SAVE10", reason: "ended" });
  });

  it("refuses a first-order-only code on a later order, and asks a signed-out shopper to sign in", () => {
    const code = coded(promotion("welcome", orderPercent(10), { conditions: { firstOrderOnly: true } }));
    const lines = [line("rattle", 1000, 1)];
    expect(apply(lines, { code }).codeRefusal).toEqual({ code: "SAVE10", reason: "first-order-only" });
    expect(apply(lines, { code, shopper: { signedIn: false, firstOrder: true, subscriber: false } }).codeRefusal).toEqual({ code: "SAVE10", reason: "sign-in" });
    expect(apply(lines, { code, shopper: { ...shopper, firstOrder: true } }).applied).toHaveLength(1);
  });

  it("refuses a subscribers-only code to a shopper who is not subscribed", () => {
    const code = coded(promotion("letter", orderPercent(10), { conditions: { subscribersOnly: true } }));
    expect(apply([line("rattle", 1000, 1)], { code }).codeRefusal).toEqual({ code: "SAVE10", reason: "subscribers-only" });
    expect(apply([line("rattle", 1000, 1)], { code, shopper: { ...shopper, subscriber: true } }).applied).toHaveLength(1);
  });

  it("refuses unknown, paused and archived codes, and those used up", () => {
    const lines = [line("rattle", 1000, 1)];
    expect(apply(lines, { code: { unknown: "NOPE" } }).codeRefusal).toEqual({ code: "NOPE", reason: "unknown" });
    const p = promotion("ten", orderPercent(10), { limits: { totalUses: 100, perAccount: 1 } });
    expect(apply(lines, { code: coded({ ...p, status: "paused" }) }).codeRefusal?.reason).toBe("paused");
    expect(apply(lines, { code: coded({ ...p, status: "archived" }) }).codeRefusal?.reason).toBe("unknown");
    expect(apply(lines, { code: coded(p, { uses: 100, given: 0, byAccount: 0 }) }).codeRefusal?.reason).toBe("no-uses-left");
    expect(apply(lines, { code: coded(p, { uses: 5, given: 0, byAccount: 1 }) }).codeRefusal?.reason).toBe("used-by-you");
    expect(apply(lines, { code: coded(p), shopper: { ...shopper, signedIn: false } }).codeRefusal?.reason).toBe("sign-in");
    expect(apply(lines, { code: coded(p, { uses: 99, given: 0, byAccount: 0 }) }).applied).toHaveLength(1);
  });

  it("refuses a code that touches nothing in the cart", () => {
    const code = coded(promotion("bath", productPercent(20, { categories: ["bath"] })));
    expect(apply([line("rattle", 1000, 1)], { code })).toMatchObject({ lineDiscounts: [0], applied: [], codeRefusal: { code: "SAVE10", reason: "nothing-eligible" } });
  });

  it("skips automatic promotions whose conditions the order does not meet, silently", () => {
    const r = apply([line("rattle", 1000, 1)], { automatic: [auto(promotion("big-spender", orderOff(500), { conditions: { minSubtotal: 10_000 } }))] });
    expect(r).toEqual({ lineDiscounts: [0], shippingDiscount: 0, shipping: 595, applied: [] });
  });
});

describe("applyPromotions: excludeDiscounted", () => {
  const lines = [line("sale", 800, 2, { listPrice: 1000 }), line("full", 1000, 1)];

  it("gives units already on sale nothing from an order-level promotion", () => {
    const r = apply(lines, { automatic: [auto(promotion("ten", orderPercent(10), { conditions: { excludeDiscounted: true } }))] });
    expect(r.lineDiscounts).toEqual([0, 100]);
    expect(apply(lines, { automatic: [auto(promotion("ten", orderPercent(10)))] }).lineDiscounts).toEqual([160, 100]);
  });

  it("does not count them for a product-level promotion's minimum quantity", () => {
    const p = promotion("toys", productPercent(10), { conditions: { excludeDiscounted: true, minQuantity: 2 } });
    expect(apply(lines, { code: coded(p) }).codeRefusal).toEqual({ code: "SAVE10", reason: "minimum-quantity", missing: 1 });
    expect(apply([...lines, line("full2", 500, 1)], { code: coded(p) }).lineDiscounts).toEqual([0, 100, 50]);
  });
});

describe("applyPromotions: budget", () => {
  it("caps the last order's discount at what is left of the budget, and refuses once it is spent", () => {
    const p = promotion("launch", orderPercent(20), { limits: { budget: 10_000 } });
    const r = apply([line("a", 1500, 1), line("b", 1500, 1)], { code: coded(p, { uses: 40, given: 9_800, byAccount: 0 }) });
    expect(r.applied).toEqual([{ promotionId: "launch", name: "Promo launch", code: "SAVE10", class: "order", amount: 200 }]);
    expect(r.lineDiscounts).toEqual([100, 100]);
    expect(apply([line("a", 1500, 2)], { code: coded(p, { uses: 41, given: 10_000, byAccount: 0 }) }).codeRefusal?.reason).toBe("no-uses-left");
  });

  it("caps a product-level and a delivery promotion too", () => {
    const product = promotion("half", productPercent(50), { limits: { budget: 5000 } });
    expect(apply([line("a", 1000, 3)], { automatic: [auto(product, { uses: 1, given: 4001, byAccount: 0 })] }).lineDiscounts).toEqual([999]);
    const ship = promotion("ship", { kind: "free-delivery" }, { limits: { budget: 1000 } });
    expect(apply([line("a", 1000, 1)], { automatic: [auto(ship, { uses: 1, given: 900, byAccount: 0 })] })).toMatchObject({ shipping: 495, shippingDiscount: 100 });
  });
});

describe("applyPromotions: stacking", () => {
  const lines = [line("rattle", 2000, 2)];
  const alone = { product: false, order: false, delivery: false };

  it("combines two promotions only if each accepts the other's class", () => {
    const a = promotion("p-a", orderPercent(10), { combinesWith: { product: true } });
    const b = promotion("p-b", productPercent(10), { combinesWith: { order: false } });
    expect(combinable(a, b)).toBe(false);
    expect(combinable(a, promotion("p-c", productPercent(10)))).toBe(true);
    expect(combinable(a, promotion("p-d", orderPercent(5), { combinesWith: { order: true } }))).toBe(true);
    expect(combinable(promotion("p-e", orderPercent(5), { combinesWith: { order: false } }), promotion("p-f", orderPercent(5)))).toBe(false);
  });

  it("chooses automatic promotions by their saving, the largest first, and drops those that clash", () => {
    const small = promotion("cheap-ten", orderPercent(10), { combinesWith: alone });
    const large = promotion("large", productPercent(30), { combinesWith: alone });
    const ship = promotion("ship", { kind: "free-delivery" });
    const r = apply(lines, { automatic: [auto(small), auto(large), auto(ship)] });
    expect(r.applied.map((a) => a.promotionId)).toEqual(["large"]);
    // Equal savings: the smaller id ("large" won above though "cheap-ten" comes first by id).
    const twin = promotion("aa-twin", orderPercent(10), { combinesWith: alone });
    expect(apply(lines, { automatic: [auto(small), auto(twin)] }).applied.map((a) => a.promotionId)).toEqual(["aa-twin"]);
  });

  it("puts the code first: automatic offers that clash with it are dropped", () => {
    const code = coded(promotion("code20", orderPercent(20), { combinesWith: alone }));
    const offer = promotion("offer10", productPercent(10));
    const r = apply(lines, { code, automatic: [auto(offer)] });
    expect(r.applied.map((a) => a.promotionId)).toEqual(["code20"]);
    expect(r.codeRefusal).toBeUndefined();
  });

  it("refuses a code that does not combine with the offers and would leave the shopper paying more (not-combinable)", () => {
    const code = coded(promotion("code5", orderPercent(5), { combinesWith: alone }));
    const offer = promotion("offer30", productPercent(30));
    const r = apply(lines, { code, automatic: [auto(offer)] });
    expect(r.codeRefusal).toEqual({ code: "SAVE10", reason: "not-combinable" });
    expect(r.applied.map((a) => [a.promotionId, a.amount])).toEqual([["offer30", 1200]]);
  });

  it("keeps a code and the offers that combine with it", () => {
    const code = coded(promotion("code5", orderPercent(5), { combinesWith: { product: true, order: false, delivery: true } }));
    const r = apply(lines, { code, automatic: [auto(promotion("offer30", productPercent(30))), auto(promotion("ship", { kind: "free-delivery" })), auto(promotion("other", orderOff(100)))] });
    // 30 % of 4000 = 1200; 5 % of the 2800 left = 140; goods 2660 ship for 595, made free.
    expect(r.applied.map((a) => [a.promotionId, a.amount])).toEqual([["offer30", 1200], ["code5", 140], ["ship", 595]]);
    expect(r).toMatchObject({ lineDiscounts: [1340], shipping: 0, shippingDiscount: 595 });
  });

  it("ignores a code promotion among the automatic ones", () => {
    const stray = { ...promotion("stray", orderPercent(50)), trigger: "code" as const };
    expect(apply(lines, { automatic: [auto(stray)] }).applied).toEqual([]);
  });
});

describe("applyPromotions: a subscription delivery's subscriber discount", () => {
  const lines = [line("nappies", 2799, 2), line("rattle", 1000, 1)];
  const subscription = auto(promotion("subscribe-and-save", productPercent(10, { productIds: ["nappies"] }), { combinesWith: { product: true, order: true, delivery: true } }));

  it("takes its percentage off the subscribed product only, before any other promotion", () => {
    const r = apply(lines, { subscription });
    // 10 % of 2799 = 279.9, half a cent up: 280 a unit.
    expect(r.lineDiscounts).toEqual([560, 0]);
    expect(r.applied).toEqual([{ promotionId: "subscribe-and-save", name: "Promo subscribe-and-save", class: "product", amount: 560 }]);
  });

  it("stays when an automatic offer that does not combine with product promotions would save more", () => {
    const offer = promotion("big-offer", orderPercent(40), { combinesWith: { product: false, order: true, delivery: true } });
    const r = apply(lines, { subscription, automatic: [auto(offer)] });
    expect(r.applied.map((a) => a.promotionId)).toEqual(["subscribe-and-save"]);
  });

  it("combines with a code that accepts it, the code on what is left", () => {
    const code = coded(promotion("code10", orderPercent(10)));
    const r = apply(lines, { subscription, code });
    // Goods 6598 - 560 = 6038; 10 % = 603.8 -> 604.
    expect(r.applied.map((a) => [a.promotionId, a.amount])).toEqual([["subscribe-and-save", 560], ["code10", 604]]);
  });
});
