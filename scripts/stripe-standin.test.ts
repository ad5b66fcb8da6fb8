/** @jest-environment node */
// The Stripe stand-in, driven by the real `stripe` client over HTTP (as the shop drives it), with
// its webhooks received by a local server and verified with the package's own constructEvent.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { parseStripeForm, startStripeStandin, type RecordedPaymentIntent, type StripeStandin } from "./stripe-standin";

const SECRET_KEY = "sk_test_standin_0123456789abcdef";
const WEBHOOK_SECRET = "whsec_standin_0123456789abcdef";
// Ports of their own (4100-4199): the default test ports belong to `npm test`.
const PORT = 4150;
const RECEIVER_PORT = 4151;

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
  await new Promise<void>((r) => receiver.listen(RECEIVER_PORT, "127.0.0.1", r));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/stripe`;
  standin = await startStripeStandin({ port: PORT, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl });
  stripe = new Stripe(SECRET_KEY, { host: "127.0.0.1", port: PORT, protocol: "http", maxNetworkRetries: 0 });
});
afterAll(async () => {
  await standin.stop();
  await new Promise((r) => receiver.close(r));
});
beforeEach(() => (received = []));

// Fixed once: a repeated request must send the very same parameters, whatever second it is sent in.
const EXPIRES_AT = Math.floor(Date.now() / 1000) + 30 * 60 + 10;
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
  expires_at: EXPIRES_AT,
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

const standinGet = async <T>(path: string): Promise<T> => (await (await fetch(`${standin.url}${path}`)).json()) as T;
const paymentIntentsWith = async (query: Record<string, string>) =>
  (await standinGet<{ payment_intents: RecordedPaymentIntent[] }>(`/_standin/payment_intents?${new URLSearchParams(query)}`)).payment_intents;
const setFault = (fault: { delayMs?: number; drop?: boolean; count?: number; path?: string; status?: number; forMs?: number }) =>
  fetch(`${standin.url}/_standin/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(fault) });
/** What the test-card choice on the hosted setup page sends. */
const saveOnPage = (session: Stripe.Checkout.Session, card: string, expiry?: { month: number; year: number }) =>
  fetch(`${session.url}/pay`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ payment_method: card, ...(expiry ? { exp_month: String(expiry.month), exp_year: String(expiry.year) } : {}) }),
  });
const nextYear = new Date().getUTCFullYear() + 1;

describe("Stripe stand-in: saved cards and off-session payments", () => {
  let customer: Stripe.Customer;
  beforeEach(async () => {
    customer = await stripe.customers.create({ email: "parent@flone.test", name: "Sam Parent", metadata: { uid: "uid-1" } });
  });
  afterEach(() => fetch(`${standin.url}/_standin/faults`, { method: "DELETE" }));

  const setupParams = (over: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
    mode: "setup",
    customer: customer.id,
    allowed_payment_method_types: ["card"],
    success_url: "http://shop.test/my-account/subscriptions/SUB-ABCDEFGHJK?setup={CHECKOUT_SESSION_ID}",
    cancel_url: "http://shop.test/my-account/subscriptions/SUB-ABCDEFGHJK",
    metadata: { subscriptionId: "SUB-ABCDEFGHJK" },
    setup_intent_data: { metadata: { subscriptionId: "SUB-ABCDEFGHJK" } },
    ...over,
  });
  /** A card saved for `customer` by attaching one of Stripe's test payment methods. */
  const saved = (card: string) => stripe.paymentMethods.attach(card, { customer: customer.id });
  const offSession = (pm: string, over: Partial<Stripe.PaymentIntentCreateParams> = {}): Stripe.PaymentIntentCreateParams => ({
    amount: 2599,
    currency: "usd",
    customer: customer.id,
    payment_method: pm,
    // Without it, Stripe wants a return_url: redirect-based methods could be offered.
    automatic_payment_methods: { enabled: true, allow_redirects: "never" },
    off_session: true,
    confirm: true,
    metadata: { subscriptionId: "SUB-ABCDEFGHJK", deliveryNumber: "1", orderId: "FL-ABCDEFGH" },
    ...over,
  });

  it("creates and retrieves customers, one per Idempotency-Key", async () => {
    expect(customer).toMatchObject({ object: "customer", email: "parent@flone.test", name: "Sam Parent", metadata: { uid: "uid-1" }, livemode: false });
    expect(customer.id).toMatch(/^cus_\w+$/);
    expect(await stripe.customers.retrieve(customer.id)).toEqual(customer);
    const key = `customer-${Date.now()}`;
    const first = await stripe.customers.create({ email: "a@flone.test" }, { idempotencyKey: key });
    expect((await stripe.customers.create({ email: "a@flone.test" }, { idempotencyKey: key })).id).toBe(first.id);
    await expect(stripe.customers.create({ email: "b@flone.test" }, { idempotencyKey: key })).rejects.toMatchObject({ type: "StripeIdempotencyError" });
    await expect(stripe.customers.retrieve("cus_nope")).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
  });

  it("creates a setup-mode Checkout Session for a customer; refuses one without a currency or card, with line items or an unknown customer", async () => {
    const session = await stripe.checkout.sessions.create(setupParams());
    expect(session).toMatchObject({
      object: "checkout.session",
      mode: "setup",
      status: "open",
      payment_status: "no_payment_required",
      customer: customer.id,
      amount_total: null,
      setup_intent: null,
      payment_intent: null,
      metadata: { subscriptionId: "SUB-ABCDEFGHJK" },
    });
    expect(session.url).toBe(`${standin.url}/c/pay/${session.id}`);
    expect((await stripe.checkout.sessions.create(setupParams({ allowed_payment_method_types: undefined, currency: "usd" }))).currency).toBe("usd");
    await expect(stripe.checkout.sessions.create(setupParams({ allowed_payment_method_types: undefined }))).rejects.toMatchObject({ param: "currency" });
    // Gone from this API version, as on Stripe.
    await expect(stripe.checkout.sessions.create({ ...setupParams(), payment_method_types: ["card"] } as Stripe.Checkout.SessionCreateParams)).rejects.toMatchObject({
      code: "parameter_unknown",
      param: "payment_method_types",
    });
    await expect(stripe.checkout.sessions.create(setupParams({ line_items: params().line_items }))).rejects.toMatchObject({ param: "line_items" });
    await expect(stripe.checkout.sessions.create(setupParams({ customer: "cus_nope" }))).rejects.toMatchObject({ statusCode: 404, param: "customer" });
  });

  it("saves the test card chosen on the hosted setup page: a succeeded SetupIntent, the card on the customer, checkout.session.completed, then success_url", async () => {
    const session = await stripe.checkout.sessions.create(setupParams());
    const html = await (await fetch(session.url!)).text();
    expect(html).toContain('<html lang="en">');
    for (const card of ["pm_card_visa", "pm_card_authenticationRequired", "pm_card_chargeCustomerFail", "pm_card_chargeDeclined"]) {
      expect(html).toMatch(new RegExp(`<label[^>]*><input type="radio" name="payment_method" value="${card}"`));
    }
    expect(html).toMatch(/<legend>Expiry date<\/legend>/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Save card<\/button>/);

    const res = await saveOnPage(session, "pm_card_visa", { month: 3, year: nextYear });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`http://shop.test/my-account/subscriptions/SUB-ABCDEFGHJK?setup=${session.id}`);
    expect(events().map((e) => e.type)).toEqual(["checkout.session.completed"]);
    const completed = events()[0]!.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ id: session.id, mode: "setup", status: "complete", payment_status: "no_payment_required", customer: customer.id, metadata: { subscriptionId: "SUB-ABCDEFGHJK" } });
    expect(completed.setup_intent).toMatch(/^seti_/);

    const setup = await stripe.setupIntents.retrieve(completed.setup_intent as string, { expand: ["payment_method"] });
    expect(setup).toMatchObject({ object: "setup_intent", status: "succeeded", usage: "off_session", customer: customer.id, metadata: { subscriptionId: "SUB-ABCDEFGHJK" } });
    const pm = setup.payment_method as Stripe.PaymentMethod;
    expect(pm).toMatchObject({ object: "payment_method", type: "card", customer: customer.id, card: { brand: "visa", last4: "4242", exp_month: 3, exp_year: nextYear } });
    // Not expanded: the id only.
    expect((await stripe.setupIntents.retrieve(setup.id)).payment_method).toBe(pm.id);
    expect(await stripe.paymentMethods.retrieve(pm.id)).toEqual(pm);
    expect((await stripe.customers.listPaymentMethods(customer.id)).data.map((p) => p.id)).toEqual([pm.id]);
    expect((await fetch(session.url!)).status).toBe(410);
  });

  it("says on the page that a declined card or a past expiry was not saved; the session stays open and nothing is sent", async () => {
    const session = await stripe.checkout.sessions.create(setupParams());
    const declined = await saveOnPage(session, "pm_card_chargeDeclined");
    expect(declined.status).toBe(402);
    expect(await declined.text()).toMatch(/<p class="problem" role="alert">Your card was declined\.<\/p>/);
    const expired = await saveOnPage(session, "pm_card_visa", { month: 1, year: new Date().getUTCFullYear() - 1 });
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain("Your card&#39;s expiration date is in the past.");
    expect((await saveOnPage(session, "pm_card_unknown")).status).toBe(400);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
    expect(received).toHaveLength(0);
  });

  it("attaches a test payment method to a customer as a new one; refuses a declined card and another customer's", async () => {
    const pm = await saved("pm_card_mastercard");
    expect(pm).toMatchObject({ object: "payment_method", customer: customer.id, card: { brand: "mastercard", last4: "4444" } });
    expect(pm.id).toMatch(/^pm_(?!card_)/);
    await expect(saved("pm_card_chargeDeclined")).rejects.toMatchObject({ type: "StripeCardError", statusCode: 402, code: "card_declined", decline_code: "generic_decline" });
    const other = await stripe.customers.create({ email: "other@flone.test" });
    await expect(stripe.paymentMethods.attach(pm.id, { customer: other.id })).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 400 });
    await expect(stripe.paymentIntents.create(offSession(pm.id, { customer: other.id }))).rejects.toMatchObject({ statusCode: 400, param: "payment_method" });
  });

  it("charges a saved card off-session: succeeded with its charge, payment_intent.succeeded naming the key, and refundable", async () => {
    const pm = await saved("pm_card_visa");
    const intent = await stripe.paymentIntents.create(offSession(pm.id), { idempotencyKey: "SUB-ABCDEFGHJK-1" });
    expect(intent).toMatchObject({ object: "payment_intent", status: "succeeded", amount: 2599, amount_received: 2599, currency: "usd", customer: customer.id, payment_method: pm.id });
    expect(intent.latest_charge).toMatch(/^ch_/);
    expect(await stripe.paymentIntents.retrieve(intent.id)).toEqual(intent);
    const [event] = events();
    expect(event).toMatchObject({ type: "payment_intent.succeeded", request: { idempotency_key: "SUB-ABCDEFGHJK-1" } });
    expect(event!.data.object).toMatchObject({ id: intent.id, status: "succeeded", metadata: { subscriptionId: "SUB-ABCDEFGHJK", deliveryNumber: "1", orderId: "FL-ABCDEFGH" } });

    received = [];
    expect(await stripe.refunds.create({ payment_intent: intent.id, amount: 599 })).toMatchObject({ amount: 599, payment_intent: intent.id, status: "succeeded" });
    expect(events()[0]!.data.object).toMatchObject({ object: "charge", id: intent.latest_charge, amount_refunded: 599, customer: customer.id });
  });

  it("wants a return_url, or no redirect-based methods, to confirm at once", async () => {
    await expect(stripe.paymentIntents.create(offSession("pm_card_visa", { automatic_payment_methods: undefined }))).rejects.toMatchObject({ statusCode: 400, param: "return_url" });
    expect(await stripe.paymentIntents.create(offSession("pm_card_visa", { automatic_payment_methods: undefined, return_url: "http://shop.test/back" }))).toMatchObject({ status: "succeeded" });
  });

  it("accepts Stripe's test ids as the payment method directly", async () => {
    expect(await stripe.paymentIntents.create(offSession("pm_card_visa"))).toMatchObject({ status: "succeeded", payment_method: expect.stringMatching(/^pm_(?!card_)/) });
    await expect(stripe.paymentIntents.create(offSession("pm_card_chargeDeclined"))).rejects.toMatchObject({ type: "StripeCardError", code: "card_declined", decline_code: "generic_decline" });
  });

  it("answers an off-session charge of a card that needs its holder with Stripe's 402 authentication_required, the intent waiting for a payment method", async () => {
    const pm = await saved("pm_card_authenticationRequired");
    const error = await stripe.paymentIntents.create(offSession(pm.id)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const card = error as Stripe.errors.StripeCardError;
    expect(card).toMatchObject({ statusCode: 402, code: "authentication_required", decline_code: "authentication_required", payment_method: { id: pm.id } });
    expect(card.payment_intent).toMatchObject({
      status: "requires_payment_method",
      payment_method: null,
      last_payment_error: { type: "card_error", code: "authentication_required", payment_method: { id: pm.id } },
    });
    const intent = await stripe.paymentIntents.retrieve(card.payment_intent!.id);
    expect(intent.status).toBe("requires_payment_method");
    expect(events().map((e) => [e.type, (e.data.object as Stripe.PaymentIntent).id])).toEqual([["payment_intent.payment_failed", intent.id]]);
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ statusCode: 400, param: "payment_intent" });
    // With the cardholder present, Stripe asks for the bank's challenge instead.
    expect(await stripe.paymentIntents.create({ ...offSession(pm.id), off_session: undefined })).toMatchObject({ status: "requires_action", next_action: { type: "use_stripe_sdk" } });
  });

  it("declines a saved card that Stripe declines (card_declined), and takes it again with another card on the same intent, once", async () => {
    const failing = await saved("pm_card_chargeCustomerFail");
    const error = (await stripe.paymentIntents.create(offSession(failing.id), { idempotencyKey: "SUB-ABCDEFGHJK-2" }).catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    expect(error).toMatchObject({ type: "StripeCardError", code: "card_declined", decline_code: "generic_decline", payment_intent: { status: "requires_payment_method" } });
    // The decline is the key's answer, replayed: no second attempt.
    await expect(stripe.paymentIntents.create(offSession(failing.id), { idempotencyKey: "SUB-ABCDEFGHJK-2" })).rejects.toMatchObject({ code: "card_declined", payment_intent: { id: error.payment_intent!.id } });
    expect(await paymentIntentsWith({ idempotency_key: "SUB-ABCDEFGHJK-2" })).toHaveLength(1);

    const visa = await saved("pm_card_visa");
    const retried = await stripe.paymentIntents.confirm(error.payment_intent!.id, { payment_method: visa.id, off_session: true });
    expect(retried).toMatchObject({ id: error.payment_intent!.id, status: "succeeded", payment_method: visa.id });
    await expect(stripe.paymentIntents.confirm(retried.id, { payment_method: visa.id, off_session: true })).rejects.toMatchObject({
      code: "payment_intent_unexpected_state",
      payment_intent: { id: retried.id, status: "succeeded" },
    });
    expect(events().map((e) => e.type)).toEqual(["payment_intent.payment_failed", "payment_intent.succeeded"]);
  });

  it("replays a PaymentIntent for its Idempotency-Key, and refuses the key with another amount", async () => {
    const pm = await saved("pm_card_visa");
    const first = await stripe.paymentIntents.create(offSession(pm.id), { idempotencyKey: "SUB-ABCDEFGHJK-3" });
    const again = await stripe.paymentIntents.create(offSession(pm.id), { idempotencyKey: "SUB-ABCDEFGHJK-3" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    await expect(stripe.paymentIntents.create(offSession(pm.id, { amount: 2600 }), { idempotencyKey: "SUB-ABCDEFGHJK-3" })).rejects.toMatchObject({ type: "StripeIdempotencyError" });
    expect(await paymentIntentsWith({ idempotency_key: "SUB-ABCDEFGHJK-3" })).toEqual([expect.objectContaining({ id: first.id, status: "succeeded", amount: 2599 })]);
    expect(received).toHaveLength(1);
  });

  it("carries out a request it answers too late: the client gives up, its retry with the same key gets the same PaymentIntent", async () => {
    const pm = await saved("pm_card_visa");
    const impatient = new Stripe(SECRET_KEY, { host: "127.0.0.1", port: PORT, protocol: "http", maxNetworkRetries: 0, timeout: 200 });
    expect((await setFault({ delayMs: 1_000, path: "/v1/payment_intents" })).status).toBe(200);
    await expect(impatient.paymentIntents.create(offSession(pm.id), { idempotencyKey: "SUB-ABCDEFGHJK-4" })).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
    // Charged although the client never heard.
    const charged = await paymentIntentsWith({ idempotency_key: "SUB-ABCDEFGHJK-4" });
    expect(charged).toEqual([expect.objectContaining({ status: "succeeded" })]);
    const retried = await impatient.paymentIntents.create(offSession(pm.id), { idempotencyKey: "SUB-ABCDEFGHJK-4" });
    expect(retried).toMatchObject({ id: charged[0]!.id, status: "succeeded" });
    expect(await paymentIntentsWith({ idempotency_key: "SUB-ABCDEFGHJK-4" })).toHaveLength(1);
    expect(events().filter((e) => e.type === "payment_intent.succeeded")).toHaveLength(1);
  });

  it("a client that retries by itself after a timeout or a cut connection charges once", async () => {
    const pm = await saved("pm_card_visa");
    const retrying = new Stripe(SECRET_KEY, { host: "127.0.0.1", port: PORT, protocol: "http", maxNetworkRetries: 2, timeout: 300 });
    await setFault({ delayMs: 1_000, path: "/v1/payment_intents" });
    const late = await retrying.paymentIntents.create(offSession(pm.id), { idempotencyKey: "SUB-ABCDEFGHJK-5" });
    expect(late.lastResponse.headers["idempotent-replayed"]).toBe("true");
    await setFault({ drop: true, path: "/v1/payment_intents" });
    const cut = await retrying.paymentIntents.create(offSession(pm.id, { metadata: { subscriptionId: "SUB-ABCDEFGHJK", deliveryNumber: "6" } }), { idempotencyKey: "SUB-ABCDEFGHJK-6" });
    expect(cut.lastResponse.headers["idempotent-replayed"]).toBe("true");
    for (const [key, intent] of [["SUB-ABCDEFGHJK-5", late], ["SUB-ABCDEFGHJK-6", cut]] as const) {
      expect((await paymentIntentsWith({ idempotency_key: key })).map((p) => p.id)).toEqual([intent.id]);
    }
    expect(await paymentIntentsWith({ "metadata[deliveryNumber]": "6" })).toHaveLength(1);
  });

  it("refuses a malformed fault", async () => {
    expect((await setFault({ delayMs: -1 })).status).toBe(400);
    expect((await setFault({ path: "/c/pay" })).status).toBe(400);
    expect((await setFault({ status: 503 })).status).toBe(400);
    expect((await setFault({ forMs: 0 })).status).toBe(400);
  });
});

describe("Stripe stand-in: Stripe down or slow for a while (fault windows)", () => {
  afterEach(() => fetch(`${standin.url}/_standin/faults`, { method: "DELETE" }));

  it("refuses every request with a 500 for the window and does nothing, then works again", async () => {
    expect((await setFault({ status: 500, forMs: 600, path: "/v1/checkout/sessions" })).status).toBe(200);
    for (let i = 0; i < 3; i++) await expect(stripe.checkout.sessions.create(params(), { idempotencyKey: `down-${i}` })).rejects.toMatchObject({ statusCode: 500, type: "StripeAPIError" });
    expect(events()).toEqual([]);
    await new Promise((r) => setTimeout(r, 650));
    const session = await stripe.checkout.sessions.create(params(), { idempotencyKey: "down-0" });
    expect(session.status).toBe("open");
  });

  it("holds the events of a down window until it ends, then delivers each once", async () => {
    const session = await stripe.checkout.sessions.create(params());
    await setFault({ status: 500, forMs: 700, path: "/v1/refunds" });
    const t0 = Date.now();
    const paid = await submit(`${session.url}/pay`);
    expect(paid.status).toBe(303);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(600);
    expect(events().map((e) => e.type)).toEqual(["checkout.session.completed"]);
  });

  it("answers late for the whole window, events late too, and every request carried out", async () => {
    await setFault({ delayMs: 300, forMs: 1_000, path: "/v1/checkout/sessions" });
    const t0 = Date.now();
    const [a, b] = await Promise.all([stripe.checkout.sessions.create(params()), stripe.checkout.sessions.create(params())]);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(300);
    expect(a.id).not.toBe(b.id);
    const t1 = Date.now();
    await stripe.checkout.sessions.expire(a.id);
    expect(Date.now() - t1).toBeGreaterThanOrEqual(600); // the answer, and the event before it, each late
    expect(events().map((e) => e.type)).toEqual(["checkout.session.expired"]);
  });
});

describe("parseStripeForm", () => {
  it("reads stripe-node's bracket encoding into objects and arrays", () => {
    expect(parseStripeForm("mode=payment&line_items[0][quantity]=2&line_items[0][price_data][currency]=usd&metadata[orderId]=FL-1")).toEqual({
      mode: "payment",
      line_items: [{ quantity: "2", price_data: { currency: "usd" } }],
      metadata: { orderId: "FL-1" },
    });
    expect(parseStripeForm("expand[]=payment_method&expand[]=customer")).toEqual({ expand: ["payment_method", "customer"] });
  });
});
