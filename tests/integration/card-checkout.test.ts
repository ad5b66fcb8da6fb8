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
import { cardPaymentPage } from "@/lib/payments/checkout-session";
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
