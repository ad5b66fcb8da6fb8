// A card order's way to Stripe's page (lib/payments/checkout-session.ts), through the shop's own
// Stripe client to the stack's stand-in: one session per order, asked again by "Pay now" and
// answered the same; only the order's owner gets it, only while it is a pending card order; a
// session that has closed is said so. Orders are placed by placeOrder.
import { randomUUID } from "node:crypto";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { placeOrder } from "@/lib/orders/db";
import { getOrderOf } from "@/lib/orders/read";
import type { PlaceOrderInput } from "@/lib/orders/schema";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { changeOrderStatus } from "@/lib/orders/db";
import { cardPaymentPage } from "@/lib/payments/checkout-session";
import { sendStripeCalls, storedCallSchema, STRIPE_OUTBOX_COLLECTION } from "@/lib/payments/stripe-outbox";
import { cardPayments, offeredPaymentMethods } from "@/lib/payments/stripe";
import { uniq } from "./clients";

jest.setTimeout(60_000);

const db = firestore();
const ORIGIN = "http://127.0.0.1:3100";

async function order(paymentMethod: PlaceOrderInput["paymentMethod"] = "card") {
  const p = testProduct(uniq("card-checkout"), { stock: 5, variations: [] });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  const uid = uniq("card-checkout-buyer");
  const outcome = await placeOrder(
    { uid, email: `${uid}@flone.test`, locale: "fr" },
    { idempotencyKey: randomUUID(), lines: [{ id: p.id, quantity: 2 }], billing: { kind: "new", address: TEST_ADDRESS }, shipping: { kind: "same" }, shippingMethod: "express", paymentMethod },
  );
  if (outcome.status !== "placed") throw new Error(JSON.stringify(outcome));
  return (await getOrderOf(uid, outcome.orderId))!;
}

describe("card checkout", () => {
  it("a shopper's cancel expires the order's open session, owed in the cancel's commit and sent once by two senders at once: no payment can arrive after", async () => {
    const o = await order();
    const page = await cardPaymentPage(o.uid, o.id, ORIGIN);
    if (page.status !== "open") throw new Error(page.status);
    const sessionId = new URL(page.url).pathname.split("/").pop()!;
    expect((await getOrderOf(o.uid, o.id))!.payment.sessionId).toBe(sessionId);

    await changeOrderStatus({ orderId: o.id, to: "cancelled", actor: { uid: o.uid, role: "customer" } });
    const owed = storedCallSchema.parse((await db.collection(STRIPE_OUTBOX_COLLECTION).doc(`${o.id}.expire-session`).get()).data());
    expect(owed).toMatchObject({ kind: "expire-session", orderId: o.id, sessionId, state: "pending" });
    // Still open until it is sent (Stripe's page would still take a payment).
    expect((await cardPayments()!.stripe.checkout.sessions.retrieve(sessionId)).status).toBe("open");
    await Promise.all([sendStripeCalls(), sendStripeCalls()]);
    expect((await cardPayments()!.stripe.checkout.sessions.retrieve(sessionId)).status).toBe("expired");
    expect(storedCallSchema.parse((await db.collection(STRIPE_OUTBOX_COLLECTION).doc(`${o.id}.expire-session`).get()).data())).toMatchObject({ state: "done", attempts: 1 });
    expect((await fetch(`${page.url}/pay`, { method: "POST", redirect: "manual" })).status).toBe(410);
    expect(await cardPaymentPage(o.uid, o.id, ORIGIN)).toEqual({ status: "not-found" });
  });

  it("a cancel by Stripe's own expiry, or of an order whose session was never opened, owes no expiry", async () => {
    const never = await order();
    await changeOrderStatus({ orderId: never.id, to: "cancelled", actor: { uid: never.uid, role: "customer" } });
    const byStripe = await order();
    await cardPaymentPage(byStripe.uid, byStripe.id, ORIGIN);
    await changeOrderStatus({ orderId: byStripe.id, to: "cancelled", actor: { uid: "stripe-webhook", role: "system" } });
    for (const o of [never, byStripe]) expect((await db.collection(STRIPE_OUTBOX_COLLECTION).where("orderId", "==", o.id).get()).size).toBe(0);
  });

  it("offers the card with both Stripe keys set (the test stack sets them)", () => {
    expect(offeredPaymentMethods()).toEqual(["cash-on-delivery", "bank-transfer", "card"]);
  });

  it("opens one Stripe session per order for its server-computed total, and gives it again to 'Pay now'", async () => {
    const o = await order();
    const first = await cardPaymentPage(o.uid, o.id, ORIGIN);
    if (first.status !== "open") throw new Error(first.status);
    const again = await cardPaymentPage(o.uid, o.id, ORIGIN);
    expect(again).toEqual(first);
    const sessionId = new URL(first.url).pathname.split("/").pop()!;
    const session = await cardPayments()!.stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      amount_total: o.total,
      currency: "usd",
      client_reference_id: o.id,
      customer_email: o.email,
      success_url: `${ORIGIN}/checkout/confirmation/${o.id}`,
      cancel_url: `${ORIGIN}/my-account/orders/${o.id}`,
      expires_at: Math.floor(Date.parse(o.createdAt) / 1000) + 31 * 60,
    });
    // The order's own language names the delivery line.
    expect(await (await fetch(first.url)).text()).toContain("Livraison");

    await cardPayments()!.stripe.checkout.sessions.expire(sessionId);
    expect(await cardPaymentPage(o.uid, o.id, ORIGIN)).toEqual({ status: "closed" });
  });

  it("gives nothing for someone else's order or an order not paid by card", async () => {
    const o = await order();
    expect(await cardPaymentPage("someone-else", o.id, ORIGIN)).toEqual({ status: "not-found" });
    expect(await cardPaymentPage(o.uid, "FL-ZZZZZZZZ", ORIGIN)).toEqual({ status: "not-found" });
    const transfer = await order("bank-transfer");
    expect(await cardPaymentPage(transfer.uid, transfer.id, ORIGIN)).toEqual({ status: "not-found" });
  });
});
