/** @jest-environment node */
// The shop's saved cards through its own client (cardPayments(), as configured from the env)
// against the Stripe stand-in started here: Stripe's real API shapes and test cards, no mocks.
// ensureCustomer's keeping of the id in Firestore is in tests/integration/saved-cards.test.ts.
import Stripe from "stripe";
import { startStripeStandin, type RecordedPaymentIntent, type StripeStandin } from "../../scripts/stripe-standin";
import type { SavedCard } from "@/lib/subscriptions/schema";
import { chargeSavedCard, createStripeCustomer, deliveryChargeKey, retrySavedCard, savedCardOf, startCardSetup, type DeliveryCharge } from "./saved-cards";

const SECRET_KEY = "sk_test_saved_cards_0123456789";
const WEBHOOK_SECRET = "whsec_saved_cards_0123456789";
// Ports of their own (4100-4199): the default test ports belong to `npm test`.
const PORT = 4160;
// Nothing listens there: the events' deliveries fail, which the stand-in only records.
const WEBHOOK_URL = "http://127.0.0.1:4161/api/webhooks/stripe";

let standin: StripeStandin;
let stripe: Stripe;
const nextYear = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  standin = await startStripeStandin({ port: PORT, secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl: WEBHOOK_URL });
  // The shop's env in emulator mode (lib/env.ts): the emulators are never reached by these tests.
  Object.assign(process.env, {
    FIREBASE_PROJECT_ID: "demo-flone",
    FIRESTORE_EMULATOR_HOST: "127.0.0.1:4162",
    FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:4163",
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standin.url,
  });
  stripe = new Stripe(SECRET_KEY, { host: "127.0.0.1", port: PORT, protocol: "http", maxNetworkRetries: 0 });
});
afterAll(() => standin.stop());
afterEach(() => fetch(`${standin.url}/_standin/faults`, { method: "DELETE" }));

const setFault = (fault: { drop?: boolean; delayMs?: number; count?: number; path?: string }) =>
  fetch(`${standin.url}/_standin/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(fault) });
const paymentIntentsWithKey = async (key: string) =>
  ((await (await fetch(`${standin.url}/_standin/payment_intents?idempotency_key=${encodeURIComponent(key)}`)).json()) as { payment_intents: RecordedPaymentIntent[] }).payment_intents;

let uids = 0;
/** A saved card as the hosted setup page saves it: the parent picks one of Stripe's test cards. */
async function saveCard(testCard: string, expiry = { month: 4, year: nextYear }): Promise<SavedCard> {
  const customerId = await createStripeCustomer({ uid: `uid-${Date.now()}-${uids++}`, email: "parent@flone.test" });
  const { url, sessionId } = await startCardSetup({ customerId, subscriptionId: "SUB-ABCDEFGHJK", successUrl: "http://shop.test/ok", cancelUrl: "http://shop.test/back", locale: "en" });
  const res = await fetch(`${url}/pay`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ payment_method: testCard, exp_month: String(expiry.month), exp_year: String(expiry.year) }),
  });
  expect(res.status).toBe(303);
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  return savedCardOf(session.setup_intent as string);
}

let deliveries = 0;
/** A delivery's charge: its own subscription and delivery number, so no two tests share a key. */
const delivery = (card: SavedCard, over: Partial<DeliveryCharge> = {}): DeliveryCharge => ({
  card,
  amount: 3150,
  orderId: "FL-ABCDEFGH",
  subscriptionId: "SUB-ABCDEFGHJK",
  deliveryNumber: 1000 + deliveries++,
  ...over,
});

describe("saved cards", () => {
  it("makes one Stripe customer per account uid, however often asked", async () => {
    const account = { uid: `uid-once-${Date.now()}`, email: "parent@flone.test", name: "Sam Parent" };
    const id = await createStripeCustomer(account);
    expect(id).toMatch(/^cus_/);
    expect(await createStripeCustomer(account)).toBe(id);
    expect(await stripe.customers.retrieve(id)).toMatchObject({ email: "parent@flone.test", name: "Sam Parent", metadata: { uid: account.uid } });
    expect(await createStripeCustomer({ ...account, uid: `${account.uid}-2` })).not.toBe(id);
  });

  it("opens a setup-mode Checkout Session for the customer, in the parent's language, the subscription in its metadata and its SetupIntent's", async () => {
    const customerId = await createStripeCustomer({ uid: `uid-setup-${Date.now()}`, email: "parent@flone.test" });
    const started = await startCardSetup({
      customerId,
      subscriptionId: "SUB-ABCDEFGHJK",
      successUrl: "http://shop.test/fr/my-account/subscriptions/SUB-ABCDEFGHJK?setup={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://shop.test/fr/my-account/subscriptions/SUB-ABCDEFGHJK",
      locale: "fr",
    });
    expect(started.url).toBe(`${standin.url}/c/pay/${started.sessionId}`);
    expect(await stripe.checkout.sessions.retrieve(started.sessionId)).toMatchObject({
      mode: "setup",
      status: "open",
      customer: customerId,
      locale: "fr",
      allowed_payment_method_types: ["card"],
      metadata: { subscriptionId: "SUB-ABCDEFGHJK" },
    });
    const res = await fetch(`${started.url}/pay`, { method: "POST", redirect: "manual", body: new URLSearchParams({ payment_method: "pm_card_visa" }) });
    expect(res.headers.get("location")).toBe(`http://shop.test/fr/my-account/subscriptions/SUB-ABCDEFGHJK?setup=${started.sessionId}`);
    const session = await stripe.checkout.sessions.retrieve(started.sessionId);
    expect(await stripe.setupIntents.retrieve(session.setup_intent as string)).toMatchObject({ customer: customerId, metadata: { subscriptionId: "SUB-ABCDEFGHJK" } });
  });

  it("reads the saved card from the SetupIntent: customer, payment method, brand, last 4 and expiry", async () => {
    const card = await saveCard("pm_card_visa", { month: 2, year: nextYear });
    expect(card).toEqual({ customerId: expect.stringMatching(/^cus_/), paymentMethodId: expect.stringMatching(/^pm_/), brand: "visa", last4: "4242", expMonth: 2, expYear: nextYear });
    expect((await stripe.paymentMethods.retrieve(card.paymentMethodId)).customer).toBe(card.customerId);
    await expect(savedCardOf("seti_nope")).rejects.toMatchObject({ statusCode: 404 });
  });

  it("charges a delivery once under `<subscriptionId>-<deliveryNumber>`: asked again, the same PaymentIntent", async () => {
    const card = await saveCard("pm_card_visa");
    const charge = delivery(card, { subscriptionId: "SUB-ABCDEFGHJK", deliveryNumber: 1 });
    const result = await chargeSavedCard(charge);
    expect(result).toEqual({ status: "succeeded", paymentIntent: expect.stringMatching(/^pi_/), amount: 3150 });
    expect(await chargeSavedCard(charge)).toEqual(result);
    const made = await paymentIntentsWithKey("SUB-ABCDEFGHJK-1");
    expect(made).toEqual([
      expect.objectContaining({
        id: (result as { paymentIntent: string }).paymentIntent,
        amount: 3150,
        customer: card.customerId,
        metadata: { orderId: "FL-ABCDEFGH", subscriptionId: "SUB-ABCDEFGHJK", deliveryNumber: "1" },
      }),
    ]);
    expect(await stripe.paymentIntents.retrieve(made[0]!.id)).toMatchObject({ status: "succeeded", currency: "usd", payment_method: card.paymentMethodId });
    // The same delivery asked with another amount is a fault of the caller, not a second charge.
    expect(await chargeSavedCard({ ...charge, amount: 3200 })).toMatchObject({ status: "error", retryable: false });
    expect(await paymentIntentsWithKey("SUB-ABCDEFGHJK-1")).toHaveLength(1);
  });

  it("says authentication_required for a card whose bank wants the parent present, with the PaymentIntent to finish", async () => {
    const card = await saveCard("pm_card_authenticationRequired");
    const result = await chargeSavedCard(delivery(card));
    expect(result).toEqual({ status: "authentication_required", paymentIntent: expect.stringMatching(/^pi_/) });
    expect((await stripe.paymentIntents.retrieve((result as { paymentIntent: string }).paymentIntent)).status).toBe("requires_payment_method");
  });

  it("says declined with Stripe's code and the bank's reason; a retry with the card saved since charges that same PaymentIntent, once", async () => {
    const failing = await saveCard("pm_card_chargeCustomerFail");
    const charge = delivery(failing);
    const declined = await chargeSavedCard(charge);
    expect(declined).toEqual({ status: "declined", code: "card_declined", declineCode: "generic_decline", paymentIntent: expect.stringMatching(/^pi_/) });
    const paymentIntent = (declined as { paymentIntent: string }).paymentIntent;
    // The delivery's key answers its decline again: a retry goes through retrySavedCard.
    expect(await chargeSavedCard(charge)).toEqual(declined);

    const again = { card: failing, paymentIntent, subscriptionId: charge.subscriptionId, deliveryNumber: charge.deliveryNumber, attempt: 2 };
    expect(await retrySavedCard(again)).toMatchObject({ status: "declined", code: "card_declined", paymentIntent });
    // The parent saved another card since.
    const visa = await stripe.paymentMethods.attach("pm_card_visa", { customer: failing.customerId });
    const card = { ...failing, paymentMethodId: visa.id, last4: "4242" };
    expect(await retrySavedCard({ ...again, card, attempt: 3 })).toEqual({ status: "succeeded", paymentIntent, amount: 3150 });
    // Asked once more (a job run again): already charged, not charged twice.
    expect(await retrySavedCard({ ...again, card, attempt: 4 })).toEqual({ status: "succeeded", paymentIntent, amount: 3150 });
    expect(await paymentIntentsWithKey(deliveryChargeKey(charge.subscriptionId, charge.deliveryNumber))).toHaveLength(1);
    expect((await stripe.paymentIntents.retrieve(paymentIntent)).amount_received).toBe(3150);
  });

  it("retries by itself, with the same key, when the connection breaks after Stripe charged: one PaymentIntent", async () => {
    const card = await saveCard("pm_card_visa");
    const charge = delivery(card);
    await setFault({ drop: true, path: "/v1/payment_intents" });
    const result = await chargeSavedCard(charge);
    expect(result).toMatchObject({ status: "succeeded" });
    expect((await paymentIntentsWithKey(deliveryChargeKey(charge.subscriptionId, charge.deliveryNumber))).map((p) => p.id)).toEqual([(result as { paymentIntent: string }).paymentIntent]);
  });

  it("says 'error, retryable' when no answer came back at all, and the next try gets the charge Stripe made meanwhile, not a second one", async () => {
    const card = await saveCard("pm_card_visa");
    const charge = delivery(card);
    // The client's three attempts (the first and its two retries) all lose their answer.
    await setFault({ drop: true, count: 3, path: "/v1/payment_intents" });
    expect(await chargeSavedCard(charge)).toMatchObject({ status: "error", retryable: true });
    const made = await paymentIntentsWithKey(deliveryChargeKey(charge.subscriptionId, charge.deliveryNumber));
    expect(made).toEqual([expect.objectContaining({ status: "succeeded" })]);
    expect(await chargeSavedCard(charge)).toEqual({ status: "succeeded", paymentIntent: made[0]!.id, amount: 3150 });
    expect(await paymentIntentsWithKey(deliveryChargeKey(charge.subscriptionId, charge.deliveryNumber))).toHaveLength(1);
  });

  it("says 'error, not retryable' for a card that is not the customer's", async () => {
    const card = await saveCard("pm_card_visa");
    const other = await saveCard("pm_card_visa");
    expect(await chargeSavedCard(delivery({ ...card, paymentMethodId: other.paymentMethodId }))).toMatchObject({ status: "error", retryable: false });
  });
});
