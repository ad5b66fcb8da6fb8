import { checkTransition, customerMayCancel, isFinal, nextStatuses, ORDER_STATUSES, returnsStock, STAFF_TARGETS, type OrderStatus } from "./status";

const LEGAL: [OrderStatus, OrderStatus][] = [
  ["pending", "paid"],
  ["paid", "processing"],
  ["processing", "shipped"],
  ["shipped", "delivered"],
  ["pending", "cancelled"],
  ["paid", "cancelled"],
  ["delivered", "refunded"],
  ["partly-refunded", "refunded"],
];

describe("order state machine", () => {
  it("allows exactly the legal arrows to the staff", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const legal = LEGAL.some(([a, b]) => a === from && b === to);
        const check = checkTransition(from, to, "admin");
        expect({ from, to, ok: check.ok }).toEqual({ from, to, ok: legal });
        // Arrows only the shop ("system") takes: an accepted return's, and a card refund's confirmation.
        const systemOnly = (to === "partly-refunded" && from === "delivered") || (to === "refunded" && from === "cancelled");
        if (!legal) expect(check).toEqual({ ok: false, reason: from === to ? "same" : systemOnly ? "not-allowed" : "illegal" });
      }
    }
  });

  it("lets a shopper cancel a pending order, or a paid card order before it is prepared, and nothing else", () => {
    expect(checkTransition("pending", "cancelled", "customer")).toEqual({ ok: true });
    expect(checkTransition("paid", "cancelled", "customer")).toEqual({ ok: false, reason: "not-allowed" });
    expect(checkTransition("paid", "cancelled", "customer", "bank-transfer")).toEqual({ ok: false, reason: "not-allowed" });
    expect(checkTransition("paid", "cancelled", "customer", "card")).toEqual({ ok: true });
    expect(checkTransition("processing", "cancelled", "customer", "card")).toEqual({ ok: false, reason: "illegal" });
    expect(checkTransition("pending", "paid", "customer")).toEqual({ ok: false, reason: "not-allowed" });
    expect(checkTransition("shipped", "cancelled", "customer")).toEqual({ ok: false, reason: "illegal" });
    for (const s of ORDER_STATUSES) if (s !== "pending") expect(nextStatuses(s, "customer")).toEqual([]);
    expect(ORDER_STATUSES.filter((status) => customerMayCancel({ status, paymentMethod: "card" }))).toEqual(["pending", "paid"]);
    expect(ORDER_STATUSES.filter((status) => customerMayCancel({ status, paymentMethod: "cash-on-delivery" }))).toEqual(["pending"]);
  });

  it("moves a cancelled order to refunded only for the shop (Stripe's refund confirmed), never for staff", () => {
    expect(checkTransition("cancelled", "refunded", "system")).toEqual({ ok: true });
    expect(checkTransition("cancelled", "refunded", "admin")).toEqual({ ok: false, reason: "not-allowed" });
    expect(nextStatuses("cancelled", "admin")).toEqual([]);
  });

  it("moves a delivered order to partly refunded only through an accepted return", () => {
    expect(checkTransition("delivered", "partly-refunded", "system")).toEqual({ ok: true });
    expect(checkTransition("partly-refunded", "refunded", "system")).toEqual({ ok: true });
    expect(checkTransition("delivered", "partly-refunded", "admin")).toEqual({ ok: false, reason: "not-allowed" });
    expect(checkTransition("shipped", "partly-refunded", "system")).toEqual({ ok: false, reason: "illegal" });
    expect(nextStatuses("delivered", "admin")).toEqual(["refunded"]);
  });

  it("returns stock only on cancel, and refunded is final", () => {
    expect(ORDER_STATUSES.filter(returnsStock)).toEqual(["cancelled"]);
    expect(ORDER_STATUSES.filter(isFinal)).toEqual(["refunded"]);
  });
});

test("staff may move orders by hand to every status but pending and partly refunded (an accepted return's)", () => {
  expect(STAFF_TARGETS).toEqual(["paid", "processing", "shipped", "delivered", "cancelled", "refunded"]);
});
