import { promotionSchema } from "@/lib/promotions/schema";
import { testProduct } from "@/tests/fixtures/product";
import { creditFor, creditNoteSchema, creditedUnits, isEmptyCredit, remainingCredit, type Creditable, type CreditNote } from "./credit-note";
import { priceOrder } from "./pricing";

// Two lines: 3 units for 1000 cents (tax 73), 1 unit for 2500 (tax 181); delivery 595 (tax 43); tax added.
const order: Creditable = {
  lines: [
    { quantity: 3, lineTotal: 1000, tax: 73 },
    { quantity: 1, lineTotal: 2500, tax: 181 },
  ],
  shipping: 595,
  tax: { included: false, shipping: 43 },
};
const note = (credit: ReturnType<typeof creditFor>, n: number): CreditNote =>
  creditNoteSchema.parse({ number: `C2026-00000${n}`, at: "2026-06-01T10:00:00.000Z", reason: "return", ...credit });

describe("creditFor", () => {
  it("credits the units' share of the paid line and its tax, without delivery while units remain", () => {
    const credit = creditFor(order, [1, 0]);
    expect(credit).toEqual({ lines: [{ index: 0, quantity: 1, amount: 333, tax: 24 }], shipping: 0, tax: 24, total: 357 });
  });

  it("adds delivery and its tax with the order's last units, and the parts sum to exactly what was paid", () => {
    const first = note(creditFor(order, [1, 0]), 1);
    const second = note(creditFor({ ...order, creditNotes: [first] }, [1, 1]), 2);
    const last = creditFor({ ...order, creditNotes: [first, second] }, [1, 0]);
    expect(second.shipping).toBe(0);
    expect(last.shipping).toBe(595);
    const all = [first, second, last];
    expect(all.reduce((s, n) => s + n.total, 0)).toBe(1000 + 73 + 2500 + 181 + 595 + 43);
    const line0 = all.flatMap((n) => n.lines.filter((l) => l.index === 0));
    expect(line0.reduce((s, l) => s + l.amount, 0)).toBe(1000);
    expect(line0.reduce((s, l) => s + l.tax, 0)).toBe(73);
  });

  it("keeps tax inside the total when prices include it", () => {
    const included: Creditable = { ...order, tax: { included: true, shipping: 43 } };
    expect(creditFor(included, [3, 1])).toMatchObject({ shipping: 595, tax: 73 + 181 + 43, total: 1000 + 2500 + 595 });
  });

  it("works for an order placed before tax (no tax anywhere)", () => {
    const old: Creditable = { lines: [{ quantity: 2, lineTotal: 999 }], shipping: 0 };
    expect(creditFor(old, [1])).toEqual({ lines: [{ index: 0, quantity: 1, amount: 500, tax: 0 }], shipping: 0, tax: 0, total: 500 });
    expect(remainingCredit({ ...old, creditNotes: [note(creditFor(old, [1]), 1)] }).total).toBe(499);
  });
});

describe("remainingCredit", () => {
  it("credits everything on a fresh order and nothing once all is credited", () => {
    const full = remainingCredit(order);
    expect(full.total).toBe(1000 + 73 + 2500 + 181 + 595 + 43);
    const done = { ...order, creditNotes: [note(full, 1)] };
    expect(creditedUnits(done)).toEqual([3, 1]);
    expect(isEmptyCredit(remainingCredit(done))).toBe(true);
  });
});

describe("creditFor: an order priced with promotions", () => {
  // 3 rattles (1000) and a romper (1500) to California, 1000 off the order: shared 667 and 333,
  // so the lines cost 2333 (tax 169) and 1167 (tax 85); delivery 595 (tax 43).
  const products = new Map([["rattle", testProduct("rattle", { price: 1000 })], ["romper", testProduct("romper", { price: 1500 })]]);
  const tenOff = promotionSchema.parse({
    id: "ten-off",
    name: "$10 off",
    trigger: "automatic",
    status: "active",
    benefit: { kind: "order-amount", amount: 1000 },
    conditions: {},
    limits: {},
    combinesWith: { product: true, order: true, delivery: true },
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  });
  const priced = priceOrder(products, [{ id: "rattle", quantity: 3 }, { id: "romper", quantity: 1 }], { method: "standard", country: "US", region: "CA" }, {
    now: new Date("2026-06-01T12:00:00.000Z"),
    shopper: { signedIn: true, firstOrder: false, subscriber: false },
    automatic: [{ promotion: tenOff, usage: { uses: 0, given: 0, byAccount: 0 } }],
  });
  if (!priced.ok) throw new Error("not priced");
  const paid = priced.total;

  it("prices the order as described", () => {
    expect(priced.lines.map((l) => [l.promotionDiscount, l.lineTotal, l.tax])).toEqual([[667, 2333, 169], [333, 1167, 85]]);
    expect(paid).toBe(2333 + 1167 + 595 + 169 + 85 + 43);
  });

  it("gives back, for 1 of 3 discounted units, its share of what was paid for the line and of its tax", () => {
    // 2333 / 3 = 777.67 -> 778; 169 / 3 = 56.33 -> 56: not the unit's 1000 before the promotion.
    expect(creditFor(priced, [1, 0])).toEqual({ lines: [{ index: 0, quantity: 1, amount: 778, tax: 56 }], shipping: 0, tax: 56, total: 834 });
  });

  it("gives back exactly what was paid once everything is returned, never more", () => {
    const first = note(creditFor(priced, [1, 0]), 1);
    const second = note(creditFor({ ...priced, creditNotes: [first] }, [1, 1]), 2);
    const last = note(creditFor({ ...priced, creditNotes: [first, second] }, [1, 0]), 3);
    expect(first.total + second.total + last.total).toBe(paid);
    expect(remainingCredit(priced).total).toBe(paid);
    expect(isEmptyCredit(remainingCredit({ ...priced, creditNotes: [first, second, last] }))).toBe(true);
  });
});
