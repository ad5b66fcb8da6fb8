// POST /api/webhooks/stripe (lib/payments/stripe-webhook.ts) against the real Firestore emulator,
// with real signatures: card orders are placed by placeOrder, their Checkout Sessions opened on a
// Stripe stand-in (scripts/stripe-standin.ts) with the shop's own parameters, paid or expired
// there; the stand-in's signed events are received by the webhook's code as the route runs it.
// Tampered, wrongly signed and old events are refused with 400 and change nothing; ten deliveries
// of one event at once change the order once; events that do not match their order are stored as
// refused and never applied.
import http from "node:http";
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { fetchProduct } from "@/lib/catalog/db";
import type { Product } from "@/lib/catalog/schema";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { MAIL_COLLECTION } from "@/lib/mail/schema";
import { placeOrder } from "@/lib/orders/db";
import { getOrderOf } from "@/lib/orders/read";
import type { CustomerOrder, PlaceOrderInput } from "@/lib/orders/schema";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { checkoutSessionParams } from "@/lib/payments/checkout-session";
import { cardPayments } from "@/lib/payments/stripe";
import { receiveStripeWebhook, STRIPE_EVENTS_COLLECTION } from "@/lib/payments/stripe-webhook";
import { startStripeStandin, type StripeStandin } from "../../scripts/stripe-standin";
import { uniq } from "./clients";

jest.setTimeout(60_000);

const db = firestore();
const SECRET_KEY = process.env.STRIPE_SECRET_KEY!;
const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET!;
const STANDIN_PORT = 3562;
const TEXTS = { delivery: "Delivery", tax: "Tax", order: "Order" };
const ORIGIN = "http://127.0.0.1:3100";

/** What the stand-in sent, as it arrived (body and signature), and what the webhook answered. */
type Delivery = { body: string; signature: string; status: number; answer: Record<string, unknown> };
let deliveries: Delivery[] = [];
/** While holding, events are kept (held) and not handed to the webhook: the shop is "down". */
let holding = false;
let held: { body: string; signature: string }[] = [];
let receiver: http.Server;
let standin: StripeStandin;
let stripe: Stripe;

/** The webhook's code, as POST /api/webhooks/stripe runs it. */
const deliver = async (body: string, signature: string) => {
  const request = new Request("http://127.0.0.1/api/webhooks/stripe", { method: "POST", headers: { "stripe-signature": signature, "content-type": "application/json" }, body });
  const { response } = await receiveStripeWebhook(request, cardPayments()!);
  return { status: response.status, answer: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const signature = String(req.headers["stripe-signature"]);
      if (holding) {
        held.push({ body, signature });
        res.writeHead(503).end();
        return;
      }
      deliver(body, signature).then(
        (r) => {
          deliveries.push({ body, signature, ...r });
          res.writeHead(r.status, { "content-type": "application/json" }).end(JSON.stringify(r.answer));
        },
        (e: Error) => res.writeHead(599).end(e.message),
      );
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const { port } = receiver.address() as { port: number };
  standin = await startStripeStandin({ port: STANDIN_PORT, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl: `http://127.0.0.1:${port}/` });
  stripe = new Stripe(SECRET_KEY, { host: "127.0.0.1", port: STANDIN_PORT, protocol: "http", maxNetworkRetries: 0 });
});
afterAll(async () => {
  await standin.stop();
  await new Promise((r) => receiver.close(r));
});
beforeEach(() => {
  deliveries = [];
  held = [];
  holding = false;
});

async function saveProduct(stock: number): Promise<Product> {
  const p = testProduct(uniq("card-test"), { name: "Card Test Blanket", stock, variations: [] });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const stockOf = async (p: Product) => (await fetchProduct(p.id))!.stock;

async function cardOrder(p: Product, quantity = 2, paymentMethod: PlaceOrderInput["paymentMethod"] = "card"): Promise<CustomerOrder> {
  const uid = uniq("card-buyer");
  const outcome = await placeOrder(
    { uid, email: `${uid}@flone.test` },
    {
      idempotencyKey: randomUUID(),
      lines: [{ id: p.id, quantity }],
      billing: { kind: "new", address: TEST_ADDRESS },
      shipping: { kind: "same" },
      shippingMethod: "standard",
      paymentMethod,
    },
  );
  if (outcome.status !== "placed") throw new Error(JSON.stringify(outcome));
  return (await getOrderOf(uid, outcome.orderId))!;
}

/** A session for the order with the shop's own parameters, `over` changed. */
const openSession = (order: CustomerOrder, over: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create({ ...checkoutSessionParams(order, TEXTS, ORIGIN), ...over });
const pay = async (session: Stripe.Checkout.Session) => {
  const res = await fetch(`${session.url}/pay`, { method: "POST", redirect: "manual" });
  expect(res.status).toBe(303);
};
const orderOf = async (order: CustomerOrder) => (await getOrderOf(order.uid, order.id))!;
const storedEvents = async (orderId: string) => (await db.collection(STRIPE_EVENTS_COLLECTION).where("orderId", "==", orderId).get()).docs.map((d) => d.data());
const mailsOf = async (order: CustomerOrder) =>
  (await db.collection(MAIL_COLLECTION).where("orderId", "==", order.id).where("to", "==", order.email).get()).docs.map((d) => String(d.get("kind"))).sort();

describe("POST /api/webhooks/stripe", () => {
  it("a paid session moves its card order to paid once, keeps the charge, and queues the customer's email", async () => {
    const order = await cardOrder(await saveProduct(5));
    const session = await openSession(order);
    await pay(session);
    expect(deliveries.map((d) => [d.status, d.answer.outcome])).toEqual([[200, "applied"]]);
    const paid = await orderOf(order);
    expect(paid.status).toBe("paid");
    expect(paid.history.map((h) => [h.status, h.by.role])).toEqual([
      ["pending", "customer"],
      ["paid", "system"],
    ]);
    expect(paid.payment.charged).toMatchObject({ amount: order.total, sessionId: session.id, paymentIntent: expect.stringMatching(/^pi_/) });
    expect(await storedEvents(order.id)).toEqual([expect.objectContaining({ type: "checkout.session.completed", outcome: "applied", amount: order.total, sessionId: session.id })]);
    expect(await mailsOf(order)).toEqual(["order-confirmation", "order-paid"]);

    // The same event delivered again later: stored once, nothing moves.
    const again = await deliver(deliveries[0]!.body, deliveries[0]!.signature);
    expect(again).toEqual({ status: 200, answer: expect.objectContaining({ outcome: "duplicate" }) });
    expect((await orderOf(order)).history).toHaveLength(2);
  });

  it("refuses a tampered body, another secret and an old timestamp with 400, and changes nothing", async () => {
    const order = await cardOrder(await saveProduct(5));
    const session = await openSession(order);
    // The stand-in's real event, held before the shop hears it.
    holding = true;
    await pay(session);
    const { body } = held[0]!;
    const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

    const tampered = body.replace(`"amount_total": ${order.total}`, `"amount_total": 1`);
    expect(tampered).not.toBe(body);
    for (const [payload, signature] of [
      [tampered, sign(body)],
      [body, sign(body, "whsec_someone_else")],
      [body, sign(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)],
      [body, ""],
    ] as const) {
      expect(await deliver(payload, signature)).toEqual({ status: 400, answer: { error: "invalid signature" } });
    }
    expect((await orderOf(order)).status).toBe("pending");
    expect(await storedEvents(order.id)).toEqual([]);
    // The genuine one, freshly signed, is taken.
    expect((await deliver(body, sign(body))).answer.outcome).toBe("applied");
  });

  it("ten deliveries of one completed event at once pay the order once", async () => {
    const order = await cardOrder(await saveProduct(5));
    const session = await openSession(order);
    holding = true;
    await pay(session);
    const { body, signature } = held[0]!;

    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(body, signature)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.answer.outcome === "applied")).toHaveLength(1);
    expect(answers.filter((a) => a.answer.outcome === "duplicate")).toHaveLength(9);
    expect((await orderOf(order)).history.map((h) => h.status)).toEqual(["pending", "paid"]);
    expect(await storedEvents(order.id)).toHaveLength(1);
  });

  it("an expired session cancels the order and puts its stock back, once, even delivered ten times at once", async () => {
    const p = await saveProduct(5);
    const order = await cardOrder(p, 2);
    expect(await stockOf(p)).toBe(3);
    const session = await openSession(order);
    await stripe.checkout.sessions.expire(session.id);
    expect(deliveries.map((d) => d.answer.outcome)).toEqual(["applied"]);
    expect((await orderOf(order)).status).toBe("cancelled");
    expect(await stockOf(p)).toBe(5);

    const { body, signature } = deliveries[0]!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(body, signature)));
    expect(answers.map((a) => a.answer.outcome)).toEqual(Array(10).fill("duplicate"));
    expect(await stockOf(p)).toBe(5);
  });

  it("ten different expiry events for one order at once put its stock back once", async () => {
    const p = await saveProduct(5);
    const order = await cardOrder(p, 2);
    const sessions = await Promise.all(Array.from({ length: 10 }, (_, i) => openSession(order, { metadata: { attempt: String(i) } })));
    await Promise.all(sessions.map((s) => stripe.checkout.sessions.expire(s.id)));
    expect(deliveries).toHaveLength(10);
    expect(deliveries.map((d) => d.answer.outcome).sort()).toEqual(["applied", ...Array(9).fill("refused")]);
    expect(await stockOf(p)).toBe(5);
    expect((await orderOf(order)).history.map((h) => h.status)).toEqual(["pending", "cancelled"]);
  });

  it("stores and refuses events for no order, another currency, another amount or a non-card order, applying none", async () => {
    const p = await saveProduct(20);
    const order = await cardOrder(p);
    const cases: [Partial<Stripe.Checkout.SessionCreateParams>, string][] = [
      [{ client_reference_id: "FL-ZZZZZZZZ" }, "unknown-order"],
      [{ client_reference_id: "not an order id" }, "unknown-order"],
      [{ line_items: checkoutSessionParams(order, TEXTS, ORIGIN).line_items!.map((l) => ({ ...l, price_data: { ...l.price_data!, currency: "eur" } })) }, "currency"],
      [{ line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: order.total - 1, product_data: { name: "Less" } } }] }, "amount"],
    ];
    for (const [over, reason] of cases) {
      deliveries = [];
      await pay(await openSession(order, over));
      expect(deliveries.map((d) => [d.status, d.answer])).toEqual([[200, expect.objectContaining({ outcome: "refused", reason })]]);
    }
    expect((await orderOf(order)).status).toBe("pending");
    expect((await storedEvents(order.id)).map((e) => e.reason).sort()).toEqual(["amount", "currency"]);

    const transfer = await cardOrder(p, 1, "bank-transfer");
    deliveries = [];
    await pay(await openSession(transfer));
    expect(deliveries[0]!.answer).toMatchObject({ outcome: "refused", reason: "not-card" });
    expect((await orderOf(transfer)).status).toBe("pending");
  });

  it("a payment for an order cancelled meanwhile is stored as refused, and the order stays cancelled", async () => {
    const p = await saveProduct(5);
    const order = await cardOrder(p);
    const first = await openSession(order);
    const second = await openSession(order, { metadata: { attempt: "2" } });
    await stripe.checkout.sessions.expire(first.id);
    deliveries = [];
    await pay(second);
    expect(deliveries[0]!.answer).toMatchObject({ outcome: "refused", reason: "not-pending" });
    expect((await orderOf(order)).status).toBe("cancelled");
    expect(await stockOf(p)).toBe(5);
  });
});
