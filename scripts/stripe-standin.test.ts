/** @jest-environment node */
// The Stripe stand-in, driven by the real `stripe` client over HTTP (as the shop drives it), with
// its webhooks received by a local server and verified with the package's own constructEvent.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { parseStripeForm, startStripeStandin, type StripeStandin } from "./stripe-standin";

const SECRET_KEY = "sk_test_standin_0123456789abcdef";
const WEBHOOK_SECRET = "whsec_standin_0123456789abcdef";
const PORT = 3561;

type Received = { body: string; signature: string };
let received: Received[] = [];
let receiver: http.Server;
let standin: StripeStandin;
let stripe: Stripe;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ body: Buffer.concat(chunks).toString("utf8"), signature: String(req.headers["stripe-signature"]) });
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/stripe`;
  standin = await startStripeStandin({ port: PORT, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl });
  stripe = new Stripe(SECRET_KEY, { host: "127.0.0.1", port: PORT, protocol: "http", maxNetworkRetries: 0 });
});
afterAll(async () => {
  await standin.stop();
  await new Promise((r) => receiver.close(r));
});
beforeEach(() => (received = []));

const params = (over: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
  mode: "payment",
  client_reference_id: "FL-ABCDEFGH",
  customer_email: "parent@flone.test",
  line_items: [
    { quantity: 2, price_data: { currency: "usd", unit_amount: 1250, product_data: { name: "Soft rattle" } } },
    { quantity: 1, price_data: { currency: "usd", unit_amount: 499, product_data: { name: "Delivery" } } },
  ],
  success_url: "http://shop.test/checkout/confirmation/FL-ABCDEFGH?session={CHECKOUT_SESSION_ID}",
  cancel_url: "http://shop.test/my-account/orders/FL-ABCDEFGH",
  expires_at: Math.floor(Date.now() / 1000) + 30 * 60 + 10,
  metadata: { orderId: "FL-ABCDEFGH" },
  ...over,
});

/** The events received, each verified as the shop verifies them. */
const events = () => received.map((r) => stripe.webhooks.constructEvent(r.body, r.signature, WEBHOOK_SECRET));

const submit = (url: string) => fetch(url, { method: "POST", redirect: "manual" });

describe("Stripe stand-in", () => {
  it("creates and retrieves a Checkout Session with Stripe's shape", async () => {
    const session = await stripe.checkout.sessions.create(params());
    expect(session).toMatchObject({
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: 2999,
      currency: "usd",
      client_reference_id: "FL-ABCDEFGH",
      customer_email: "parent@flone.test",
      metadata: { orderId: "FL-ABCDEFGH" },
      livemode: false,
      payment_intent: null,
    });
    expect(session.id).toMatch(/^cs_test_\w+$/);
    expect(session.url).toBe(`${standin.url}/c/pay/${session.id}`);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual(session);
  });

  it("answers a repeated Idempotency-Key with the first object, and refuses it with other params", async () => {
    const key = `order-${Date.now()}`;
    const first = await stripe.checkout.sessions.create(params(), { idempotencyKey: key });
    const again = await stripe.checkout.sessions.create(params(), { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    await expect(stripe.checkout.sessions.create(params({ client_reference_id: "FL-OTHERONE" }), { idempotencyKey: key })).rejects.toMatchObject({
      type: "StripeIdempotencyError",
      statusCode: 400,
    });
  });

  it("refuses a wrong API key, an unknown session and bad parameters the way Stripe does", async () => {
    const wrong = new Stripe("sk_test_not_the_key_at_all", { host: "127.0.0.1", port: PORT, protocol: "http", maxNetworkRetries: 0 });
    await expect(wrong.checkout.sessions.create(params())).rejects.toMatchObject({ type: "StripeAuthenticationError", statusCode: 401 });
    await expect(stripe.checkout.sessions.retrieve("cs_test_nope")).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 404, code: "resource_missing" });
    await expect(stripe.checkout.sessions.create(params({ expires_at: Math.floor(Date.now() / 1000) + 60 }))).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "expires_at",
    });
    await expect(stripe.checkout.sessions.create(params({ line_items: [] }))).rejects.toMatchObject({ type: "StripeInvalidRequestError", param: "line_items" });
  });

  it("serves an accessible hosted page; Pay sends a signed checkout.session.completed, then redirects to success_url", async () => {
    const session = await stripe.checkout.sessions.create(params());
    const html = await (await fetch(session.url!)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Cancel<\/button>/);
    expect(html).toContain("29.99 USD");

    const res = await submit(`${session.url}/pay`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`http://shop.test/checkout/confirmation/FL-ABCDEFGH?session=${session.id}`);
    const [event] = events();
    expect(received).toHaveLength(1);
    expect(event).toMatchObject({ object: "event", type: "checkout.session.completed", api_version: Stripe.API_VERSION, livemode: false });
    const paid = event!.data.object as Stripe.Checkout.Session;
    expect(paid).toMatchObject({ id: session.id, status: "complete", payment_status: "paid", amount_total: 2999, client_reference_id: "FL-ABCDEFGH" });
    expect(paid.payment_intent).toMatch(/^pi_/);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: "complete", payment_intent: paid.payment_intent });
    // Signed with the webhook secret, and with nothing else.
    expect(() => stripe.webhooks.constructEvent(received[0]!.body, received[0]!.signature, "whsec_another_secret")).toThrow(Stripe.errors.StripeSignatureVerificationError);
    // Paid once: the page is gone.
    expect((await submit(`${session.url}/pay`)).status).toBe(410);
    expect(received).toHaveLength(1);
  });

  it("Cancel goes back to cancel_url and leaves the session open", async () => {
    const session = await stripe.checkout.sessions.create(params());
    const res = await submit(`${session.url}/cancel`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://shop.test/my-account/orders/FL-ABCDEFGH");
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect(received).toHaveLength(0);
  });

  it("expires an open session with a signed checkout.session.expired, once", async () => {
    const session = await stripe.checkout.sessions.create(params());
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ id: session.id, status: "expired", url: null });
    expect(events().map((e) => [e.type, (e.data.object as Stripe.Checkout.Session).id])).toEqual([["checkout.session.expired", session.id]]);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 400 });
    expect((await fetch(session.url!)).status).toBe(410);
  });

  it("refunds a paid session's payment with a signed charge.refunded; never more than was paid", async () => {
    const session = await stripe.checkout.sessions.create(params());
    await submit(`${session.url}/pay`);
    const pi = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    received = [];
    const refund = await stripe.refunds.create({ payment_intent: pi, amount: 1000, metadata: { orderId: "FL-ABCDEFGH" } }, { idempotencyKey: `refund-${pi}-1` });
    expect(refund).toMatchObject({ object: "refund", amount: 1000, currency: "usd", payment_intent: pi, status: "succeeded", metadata: { orderId: "FL-ABCDEFGH" } });
    const [event] = events();
    expect(event!.type).toBe("charge.refunded");
    expect(event!.data.object).toMatchObject({ object: "charge", payment_intent: pi, amount: 2999, amount_refunded: 1000, refunded: false });
    // The same refund asked again (same key) is the same refund, and sends nothing.
    expect((await stripe.refunds.create({ payment_intent: pi, amount: 1000, metadata: { orderId: "FL-ABCDEFGH" } }, { idempotencyKey: `refund-${pi}-1` })).id).toBe(refund.id);
    expect(received).toHaveLength(1);
    await expect(stripe.refunds.create({ payment_intent: pi, amount: 2000 })).rejects.toMatchObject({ type: "StripeInvalidRequestError", param: "amount" });
    const rest = await stripe.refunds.create({ payment_intent: pi });
    expect(rest.amount).toBe(1999);
    expect(events()[1]!.data.object).toMatchObject({ amount_refunded: 2999, refunded: true });
  });

  it("refuses refunds of a payment it was told to refuse, with Stripe's error, until told to allow them", async () => {
    const session = await stripe.checkout.sessions.create(params());
    await submit(`${session.url}/pay`);
    const pi = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const refuse = (refuse: boolean) => fetch(`${standin.url}/_standin/refuse-refunds`, { method: "POST", body: new URLSearchParams({ payment_intent: pi, refuse: String(refuse) }) });
    expect((await refuse(true)).status).toBe(200);
    received = [];
    await expect(stripe.refunds.create({ payment_intent: pi }, { idempotencyKey: `refund-${pi}-a` })).rejects.toMatchObject({ type: "StripeInvalidRequestError", code: "charge_disputed" });
    expect(received).toHaveLength(0);
    await refuse(false);
    // Like Stripe, the refused key answers its refusal again; a new key is a new try.
    await expect(stripe.refunds.create({ payment_intent: pi }, { idempotencyKey: `refund-${pi}-a` })).rejects.toMatchObject({ code: "charge_disputed" });
    expect((await stripe.refunds.create({ payment_intent: pi }, { idempotencyKey: `refund-${pi}-b` })).amount).toBe(2999);
    expect(events().map((e) => e.type)).toEqual(["charge.refunded"]);
  });

  it("delivers an event again on request, with the same id and a fresh signature", async () => {
    const session = await stripe.checkout.sessions.create(params());
    await stripe.checkout.sessions.expire(session.id);
    const first = events()[0]!;
    const res = await fetch(`${standin.url}/_standin/events/${first.id}/resend`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(events().map((e) => e.id)).toEqual([first.id, first.id]);
  });
});

describe("parseStripeForm", () => {
  it("reads stripe-node's bracket encoding into objects and arrays", () => {
    expect(parseStripeForm("mode=payment&line_items[0][quantity]=2&line_items[0][price_data][currency]=usd&metadata[orderId]=FL-1")).toEqual({
      mode: "payment",
      line_items: [{ quantity: "2", price_data: { currency: "usd" } }],
      metadata: { orderId: "FL-1" },
    });
  });
});
