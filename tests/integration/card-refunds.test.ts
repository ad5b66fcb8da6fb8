// Card refunds (lib/payments/stripe-outbox.ts) against the real Firestore emulator and the stack's Stripe
// stand-in, through the shop's own Stripe client: card orders are placed by placeOrder, paid on the
// stand-in's page and marked paid by the stand-in's own checkout.session.completed event; a
// cancel (the customer's or staff's), staff's refund and an accepted return each owe their refund
// in their own commit, the sender asks Stripe once even with a dead sender's call behind it and
// several senders at once, and the stand-in's charge.refunded moves a cancelled order to refunded.
// A refund Stripe refuses is kept for staff, who try it again.
import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { testProduct } from "@/tests/fixtures/product";
import { decideReturn } from "@/lib/admin/orders/returns";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { changeOrderStatus, placeOrder } from "@/lib/orders/db";
import { getOrderOf } from "@/lib/orders/read";
import { requestReturn } from "@/lib/orders/returns";
import type { CustomerOrder, PlaceOrderInput } from "@/lib/orders/schema";
import { cardPaymentPage } from "@/lib/payments/checkout-session";
import { idempotencyKeyOf, listRefunds, retryRefund, sendStripeCalls, STRIPE_OUTBOX_COLLECTION } from "@/lib/payments/stripe-outbox";
import { cardPayments } from "@/lib/payments/stripe";
import { applyStripeEvent, STRIPE_EVENTS_COLLECTION } from "@/lib/payments/stripe-webhook";
import { TEST_ADDRESS, TEST_PARCEL } from "@/tests/fixtures/order";
import { uniq } from "./clients";

jest.setTimeout(90_000);

const db = firestore();
const ORIGIN = "http://127.0.0.1:3100";
const STANDIN = () => process.env.STRIPE_API_URL!;
const staff = { uid: "refunds-staff", email: "refunds-staff@flone.test" };

/** Every event the stand-in made (its deliveries to the absent shop fail: tests apply them here). */
async function standinEvents(): Promise<Stripe.Event[]> {
  return ((await (await fetch(`${STANDIN()}/_standin/events`)).json()) as { events: Stripe.Event[] }).events;
}
const refundEvents = async (paymentIntent: string) =>
  (await standinEvents()).filter((e) => e.type === "charge.refunded" && (e.data.object as Stripe.Charge).payment_intent === paymentIntent);

/** A card order of `quantity` units, placed, paid on the stand-in's page, and marked paid by Stripe's event. */
async function paidCardOrder(quantity = 2, paymentMethod: PlaceOrderInput["paymentMethod"] = "card"): Promise<CustomerOrder> {
  const p = testProduct(uniq("refunds"), { stock: 10, price: 2499, variations: [] });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  const uid = uniq("refunds-buyer");
  const outcome = await placeOrder(
    { uid, email: `${uid}@flone.test` },
    { idempotencyKey: randomUUID(), lines: [{ id: p.id, quantity }], billing: { kind: "new", address: TEST_ADDRESS }, shipping: { kind: "same" }, shippingMethod: "standard", paymentMethod },
  );
  if (outcome.status !== "placed") throw new Error(JSON.stringify(outcome));
  if (paymentMethod === "card") {
    const page = await cardPaymentPage(uid, outcome.orderId, ORIGIN);
    if (page.status !== "open") throw new Error(page.status);
    expect((await fetch(`${page.url}/pay`, { method: "POST", redirect: "manual" })).status).toBe(303);
    const paid = (await standinEvents()).find((e) => e.type === "checkout.session.completed" && (e.data.object as Stripe.Checkout.Session).client_reference_id === outcome.orderId)!;
    expect(await applyStripeEvent(paid)).toMatchObject({ outcome: "applied", status: "paid" });
  } else {
    await changeOrderStatus({ orderId: outcome.orderId, to: "paid", actor: { uid: staff.uid, role: "admin" } });
  }
  return (await getOrderOf(uid, outcome.orderId))!;
}

const refundsOf = (orderId: string) => listRefunds(orderId);
const storedEvents = async (orderId: string) => (await db.collection(STRIPE_EVENTS_COLLECTION).where("orderId", "==", orderId).get()).docs.map((d) => d.data());

describe("card refunds", () => {
  it("the customer's cancel of a paid card order owes its refund in the cancel's commit; a dead sender's call and five senders at once refund once; Stripe's word makes it refunded", async () => {
    const order = await paidCardOrder();
    const pi = order.payment.charged!.paymentIntent;
    const { order: cancelled } = await changeOrderStatus({ orderId: order.id, to: "cancelled", actor: { uid: order.uid, role: "customer" } });
    expect(cancelled.status).toBe("cancelled");
    const [owed] = await refundsOf(order.id);
    expect(owed).toMatchObject({ id: `${order.id}.cancelled`, cause: "cancelled", amount: order.total, currency: "usd", paymentIntent: pi, state: "pending", tries: 0 });

    // A sender that asked Stripe and died before recording it (its claim's lease then ends)...
    const dead = await cardPayments()!.stripe.refunds.create(
      { payment_intent: pi, amount: owed!.amount, metadata: { orderId: order.id, refund: owed!.id } },
      { idempotencyKey: idempotencyKeyOf(owed!) },
    );
    // ...then five senders at once: one claims it, and its call, with the same key, is the same refund.
    const reports = await Promise.all(Array.from({ length: 5 }, () => sendStripeCalls()));
    expect(reports.reduce((n, r) => n + r.done, 0)).toBeGreaterThanOrEqual(1);
    const [sent] = await refundsOf(order.id);
    expect(sent).toMatchObject({ state: "done", refundId: dead.id, attempts: 1 });
    const events = await refundEvents(pi);
    expect(events).toHaveLength(1);
    expect(events[0]!.data.object).toMatchObject({ amount: order.total, amount_refunded: order.total, refunded: true });

    // Stripe's charge.refunded, delivered ten times at once: the order is refunded once.
    const results = await Promise.all(Array.from({ length: 10 }, () => applyStripeEvent(events[0]!)));
    expect(results.filter((r) => r.outcome === "applied")).toEqual([expect.objectContaining({ status: "refunded" })]);
    const refunded = (await getOrderOf(order.uid, order.id))!;
    expect(refunded.status).toBe("refunded");
    expect(refunded.history.map((h) => h.status)).toEqual(["pending", "paid", "cancelled", "refunded"]);
    expect(refunded.payment.refunded).toMatchObject({ amount: order.total });
    // Nothing more owed: the cancel credited it all.
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect((await storedEvents(order.id)).filter((e) => e.type === "charge.refunded")).toEqual([expect.objectContaining({ outcome: "applied", amount: order.total })]);
  });

  it("keeps a refund Stripe refuses as failed, with Stripe's reason, for staff; their try again (twice at once: once) sends it under a new key", async () => {
    const order = await paidCardOrder();
    const pi = order.payment.charged!.paymentIntent;
    const refuse = (on: boolean) => fetch(`${STANDIN()}/_standin/refuse-refunds`, { method: "POST", body: new URLSearchParams({ payment_intent: pi, refuse: String(on) }) });
    await refuse(true);
    await changeOrderStatus({ orderId: order.id, to: "cancelled", actor: { uid: staff.uid, role: "admin" } });
    await sendStripeCalls();
    const [failed] = await refundsOf(order.id);
    expect(failed).toMatchObject({ state: "failed", error: expect.stringContaining("charged back"), tries: 0 });
    expect(await refundEvents(pi)).toHaveLength(0);
    // Not failed: nothing to try again; another order's id: neither.
    expect(await retryRefund(staff, "FL-ZZZZZZZZ", failed!.id)).toBe(false);

    await refuse(false);
    const retried = await Promise.all([retryRefund(staff, order.id, failed!.id), retryRefund(staff, order.id, failed!.id)]);
    expect(retried.sort()).toEqual([false, true]);
    await sendStripeCalls();
    const [sent] = await refundsOf(order.id);
    expect(sent).toMatchObject({ state: "done", tries: 1, refundId: expect.stringMatching(/^re_/) });
    expect(sent!.error).toBeUndefined();
    expect(await retryRefund(staff, order.id, sent!.id)).toBe(false);
    expect(await refundEvents(pi)).toHaveLength(1);
  });

  it("an accepted return refunds its credit to the card; Stripe's word leaves the order partly refunded; staff's refund of the rest refunds what is left", async () => {
    const order = await paidCardOrder(3);
    const pi = order.payment.charged!.paymentIntent;
    for (const to of ["processing", "shipped", "delivered"] as const) {
      await changeOrderStatus({ orderId: order.id, to, actor: { uid: staff.uid, role: "admin" }, ...(to === "shipped" ? { shipment: TEST_PARCEL } : {}) });
    }
    const { request } = await requestReturn(order.uid, { orderId: order.id, id: randomUUID(), lines: [{ index: 0, quantity: 1 }], reason: "Too small" });
    const { request: accepted } = await decideReturn(staff, { orderId: order.id, returnId: request.id, decision: "accept", restock: false });
    const [owed] = await refundsOf(order.id);
    expect(owed).toMatchObject({ id: `${order.id}.return-${request.id}`, cause: "return", returnId: request.id, amount: accepted.refund, state: "pending" });
    await sendStripeCalls();
    const [event] = await refundEvents(pi);
    expect(await applyStripeEvent(event!)).toMatchObject({ outcome: "applied", status: "partly-refunded" });
    const partly = (await getOrderOf(order.uid, order.id))!;
    expect(partly.status).toBe("partly-refunded");
    expect(partly.payment.refunded).toMatchObject({ amount: accepted.refund });

    await changeOrderStatus({ orderId: order.id, to: "refunded", actor: { uid: staff.uid, role: "admin" } });
    const rest = (await refundsOf(order.id)).find((r) => r.cause === "refunded");
    expect(rest).toMatchObject({ amount: order.total - accepted.refund!, state: "pending" });
    await sendStripeCalls();
    const events = await refundEvents(pi);
    expect(events.map((e) => (e.data.object as Stripe.Charge).amount_refunded)).toEqual([accepted.refund, order.total]);
    expect(await applyStripeEvent(events[1]!)).toMatchObject({ outcome: "applied", status: "refunded" });
    expect((await getOrderOf(order.uid, order.id))!.payment.refunded).toMatchObject({ amount: order.total });
  });

  it("refuses a charge.refunded whose charge is not the order's (another amount, another currency), records it and changes nothing", async () => {
    const order = await paidCardOrder();
    await changeOrderStatus({ orderId: order.id, to: "cancelled", actor: { uid: order.uid, role: "customer" } });
    await sendStripeCalls();
    const [event] = await refundEvents(order.payment.charged!.paymentIntent);
    const forged = (over: Partial<Stripe.Charge>): Stripe.Event => ({ ...event!, id: `evt_${uniq("forged").replace(/\W/g, "")}`, data: { object: { ...(event!.data.object as Stripe.Charge), ...over } } }) as Stripe.Event;
    expect(await applyStripeEvent(forged({ amount: order.total + 100, amount_refunded: order.total + 100 }))).toEqual({ outcome: "refused", reason: "amount" });
    expect(await applyStripeEvent(forged({ currency: "eur" }))).toEqual({ outcome: "refused", reason: "currency" });
    expect(await applyStripeEvent(forged({ payment_intent: "pi_nobody" }))).toEqual({ outcome: "refused", reason: "unknown-order" });
    const after = (await getOrderOf(order.uid, order.id))!;
    expect(after.status).toBe("cancelled");
    expect(after.payment.refunded).toBeUndefined();
  });

  it("owes nothing to a card for an order paid otherwise, or a card order cancelled before it was paid; a customer may not cancel a paid bank-transfer order", async () => {
    const cash = await paidCardOrder(1, "bank-transfer");
    await expect(changeOrderStatus({ orderId: cash.id, to: "cancelled", actor: { uid: cash.uid, role: "customer" } })).rejects.toMatchObject({ code: "not-allowed" });
    await changeOrderStatus({ orderId: cash.id, to: "cancelled", actor: { uid: staff.uid, role: "admin" } });
    expect(await refundsOf(cash.id)).toEqual([]);

    const p = testProduct(uniq("refunds-unpaid"), { stock: 5, variations: [] });
    await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
    const uid = uniq("refunds-unpaid-buyer");
    const placed = await placeOrder({ uid, email: `${uid}@flone.test` }, { idempotencyKey: randomUUID(), lines: [{ id: p.id, quantity: 1 }], billing: { kind: "new", address: TEST_ADDRESS }, shipping: { kind: "same" }, shippingMethod: "standard", paymentMethod: "card" });
    if (placed.status !== "placed") throw new Error(placed.status);
    await changeOrderStatus({ orderId: placed.orderId, to: "cancelled", actor: { uid, role: "customer" } });
    expect(await refundsOf(placed.orderId)).toEqual([]);
    expect((await db.collection(STRIPE_OUTBOX_COLLECTION).where("orderId", "==", placed.orderId).get()).size).toBe(0);
  });
});
