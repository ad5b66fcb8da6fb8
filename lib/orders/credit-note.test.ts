import { creditFor, creditNoteSchema, creditedUnits, isEmptyCredit, remainingCredit, type Creditable, type CreditNote } from "./credit-note";

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
