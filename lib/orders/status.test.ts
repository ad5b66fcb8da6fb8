import { checkTransition, isFinal, nextStatuses, ORDER_STATUSES, returnsStock, type OrderStatus } from "./status";

const LEGAL: [OrderStatus, OrderStatus][] = [
  ["pending", "paid"],
  ["paid", "processing"],
  ["processing", "shipped"],
  ["shipped", "delivered"],
  ["pending", "cancelled"],
  ["paid", "cancelled"],
  ["delivered", "refunded"],
];

describe("order state machine", () => {
  it("allows exactly the legal arrows to the staff", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const legal = LEGAL.some(([a, b]) => a === from && b === to);
        const check = checkTransition(from, to, "admin");
        expect({ from, to, ok: check.ok }).toEqual({ from, to, ok: legal });
        if (!legal) expect(check).toEqual({ ok: false, reason: from === to ? "same" : "illegal" });
      }
    }
  });

  it("lets a shopper cancel a pending order and nothing else", () => {
    expect(checkTransition("pending", "cancelled", "customer")).toEqual({ ok: true });
    expect(checkTransition("paid", "cancelled", "customer")).toEqual({ ok: false, reason: "not-allowed" });
    expect(checkTransition("pending", "paid", "customer")).toEqual({ ok: false, reason: "not-allowed" });
    expect(checkTransition("shipped", "cancelled", "customer")).toEqual({ ok: false, reason: "illegal" });
    for (const s of ORDER_STATUSES) if (s !== "pending") expect(nextStatuses(s, "customer")).toEqual([]);
  });

  it("returns stock only on cancel, and cancelled and refunded are final", () => {
    expect(ORDER_STATUSES.filter(returnsStock)).toEqual(["cancelled"]);
    expect(ORDER_STATUSES.filter(isFinal)).toEqual(["cancelled", "refunded"]);
  });
});
