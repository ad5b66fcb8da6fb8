import type { Subscription } from "@/lib/subscriptions/schema";
import { brandName, paymentState } from "./payment-state";

const CARD = { customerId: "cus_1", paymentMethodId: "pm_1", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 };
const card = { method: "card", card: CARD } as const;
const failure = (over: Partial<NonNullable<Subscription["failure"]>> = {}): NonNullable<Subscription["failure"]> => ({
  deliveryNumber: 2,
  orderId: "FL-ABCD2345",
  reason: "card_declined",
  attempts: 1,
  at: "2015-03-05T09:00:00.000Z",
  ...over,
});

describe("paymentState", () => {
  it("says how a subscription without a failure is paid", () => {
    expect(paymentState({ status: "active", payment: { method: "cash-on-delivery" } })).toEqual({ kind: "cash-on-delivery" });
    expect(paymentState({ status: "active", payment: card })).toEqual({ kind: "card", brand: "visa", last4: "4242" });
    expect(paymentState({ status: "incomplete", payment: { method: "card" } })).toEqual({ kind: "card-missing" });
  });

  it("puts a failure first: a retry's day, a retry sent, the parent asked to authenticate", () => {
    expect(paymentState({ status: "active", payment: card, failure: failure({ retryAt: "2015-03-06T09:00:00.000Z" }) })).toEqual({ kind: "retry", at: "2015-03-06T09:00:00.000Z" });
    expect(paymentState({ status: "active", payment: card, failure: failure({ attempts: 2 }) })).toEqual({ kind: "retrying" });
    expect(paymentState({ status: "active", payment: card, failure: failure({ reason: "authentication_required" }) })).toEqual({ kind: "authentication" });
  });

  it("after the last retry: given up, paused (or cancelled since, its order still owed)", () => {
    expect(paymentState({ status: "paused", payment: card, failure: failure({ attempts: 4 }) })).toEqual({ kind: "gave-up", paused: true });
    expect(paymentState({ status: "cancelled", payment: card, failure: failure({ attempts: 4, reason: "expired_card" }) })).toEqual({ kind: "gave-up", paused: false });
    expect(paymentState({ status: "paused", payment: card, failure: failure({ attempts: 4, reason: "authentication_required" }) })).toEqual({ kind: "gave-up", paused: true });
  });
});

test("brandName", () => {
  expect(brandName("visa")).toBe("Visa");
  expect(brandName("amex")).toBe("Amex");
  expect(brandName("")).toBe("");
});
