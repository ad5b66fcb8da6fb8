import "server-only";
// Subscribe and save's card (docs/checkout.md, "Saved cards"). It is saved once, through Stripe
// Checkout in setup mode: a SetupIntent checks the card (and has the bank authenticate the parent
// when it wants to) and attaches it to the account's one Stripe customer. Each delivery is then
// charged off-session, the parent not present: a PaymentIntent created with off_session and
// confirm under the Idempotency-Key `<subscriptionId>-<deliveryNumber>`, so however often a
// delivery's charge is asked for (the client's own retries after a timeout or a cut connection,
// the job run again) Stripe makes one PaymentIntent and charges it once. A failed charge is tried
// again on that same PaymentIntent (retrySavedCard), never on a new one. Whatever Stripe answers
// is parsed here, with zod, before the shop reads it.
import Stripe from "stripe";
import { z } from "zod";
import { firestore } from "@/lib/firebase/admin";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import { CURRENCY } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { savedCardSchema, type SavedCard } from "@/lib/subscriptions/schema";
import { uidSchema } from "@/lib/users/schema";
import { STATE_COLLECTION, USERS_COLLECTION } from "@/lib/users/stored-profile";
import { cardPayments } from "./stripe";

/** users/{uid}/state/stripeCustomer: the account's Stripe customer (written by the server; erased with the account). */
export const STRIPE_CUSTOMER_DOC = "stripeCustomer";
export const storedCustomerSchema = z.object({ customerId: z.string().regex(/^cus_\w+$/), createdAt: z.iso.datetime() });

// What the shop reads of Stripe's answers.
const customerSchema = z.object({ id: z.string().regex(/^cus_\w+$/), object: z.literal("customer") });
const setupSessionSchema = z.object({ id: z.string().min(1), mode: z.literal("setup"), url: z.url() });
const savedSetupSchema = z.object({
  status: z.literal("succeeded"),
  customer: z.string().min(1),
  payment_method: z.object({
    id: z.string().min(1),
    type: z.literal("card"),
    card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }),
  }),
});
const paymentIntentSchema = z.object({ id: z.string().regex(/^pi_\w+$/), status: z.string(), amount_received: z.number().int() });
/** What a 402 card error, or a confirm of an intent no longer waiting, carries. */
const errorRawSchema = z.object({
  code: z.string().optional(),
  decline_code: z.string().optional(),
  payment_intent: paymentIntentSchema.optional(),
});

const stripe = (): Stripe => {
  const config = cardPayments();
  if (!config) throw new Error("saved cards: card payments are not configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)");
  return config.stripe;
};

const customerRef = (uid: string) => firestore().collection(USERS_COLLECTION).doc(uidSchema.parse(uid)).collection(STATE_COLLECTION).doc(STRIPE_CUSTOMER_DOC);

// gRPC ALREADY_EXISTS: create() found a document.
const ALREADY_EXISTS = 6;

export type CustomerAccount = { uid: string; email: string; name?: string };

/**
 * The account's Stripe customer: the one kept for it, else one made now and kept. Two calls at
 * once make one (the same Idempotency-Key) and keep the first stored.
 */
export async function ensureCustomer(account: CustomerAccount, now: () => Date = () => new Date()): Promise<string> {
  const ref = customerRef(account.uid);
  const kept = parseSnapshot(await ref.get(), storedCustomerSchema);
  if (kept) return kept.customerId;
  const customerId = await createStripeCustomer(account);
  try {
    await ref.create(storedCustomerSchema.parse({ customerId, createdAt: now().toISOString() }));
    return customerId;
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    const stored = parseSnapshot(await ref.get(), storedCustomerSchema);
    if (!stored) throw error;
    return stored.customerId;
  }
}

/**
 * A Stripe customer for the account, keyed by its uid: asked again (a retry, a second call before
 * the first was kept) it is the same customer. Stripe forgets a key after 24 hours, so the id must
 * be kept (ensureCustomer) for "one per account" to hold beyond that.
 */
export async function createStripeCustomer(account: CustomerAccount): Promise<string> {
  const uid = uidSchema.parse(account.uid);
  const customer = await stripe().customers.create(
    { email: account.email, ...(account.name ? { name: account.name } : {}), metadata: { uid } },
    { idempotencyKey: `customer-${uid}` },
  );
  return customerSchema.parse(customer).id;
}

/**
 * Stripe's page where the parent saves a card for the subscription (Checkout in setup mode), for
 * the customer, in the parent's language. The subscription's id rides along as metadata, on the
 * session and on its SetupIntent. `successUrl` may hold {CHECKOUT_SESSION_ID}.
 */
export async function startCardSetup(o: { customerId: string; subscriptionId: string; successUrl: string; cancelUrl: string; locale: Locale }): Promise<{ sessionId: string; url: string }> {
  // No Idempotency-Key of ours: a second page for the same subscription is harmless (the card of
  // the one completed is kept), and the client's own key covers its retries.
  const session = await stripe().checkout.sessions.create({
    mode: "setup",
    customer: o.customerId,
    // Cards only: a subscription is charged with a card (SavedCard); with the type named, no currency is needed.
    allowed_payment_method_types: ["card"],
    locale: o.locale,
    success_url: o.successUrl,
    cancel_url: o.cancelUrl,
    metadata: { subscriptionId: o.subscriptionId },
    setup_intent_data: { metadata: { subscriptionId: o.subscriptionId } },
  });
  const parsed = setupSessionSchema.parse(session);
  return { sessionId: parsed.id, url: parsed.url };
}

/** The card a completed setup saved (the SetupIntent of checkout.session.completed). Throws when it saved none. */
export async function savedCardOf(setupIntentId: string): Promise<SavedCard> {
  const setup = savedSetupSchema.parse(await stripe().setupIntents.retrieve(setupIntentId, { expand: ["payment_method"] }));
  const { id, card } = setup.payment_method;
  return savedCardSchema.parse({ customerId: setup.customer, paymentMethodId: id, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year });
}

export type ChargeResult =
  | { status: "succeeded"; paymentIntent: string; amount: number }
  /** The bank wants the parent present: they must confirm this PaymentIntent themselves (or save another card). */
  | { status: "authentication_required"; paymentIntent: string }
  /** `code`: Stripe's (card_declined, expired_card...); `declineCode`: the bank's reason (insufficient_funds...). */
  | { status: "declined"; code: string; declineCode?: string; paymentIntent?: string }
  /** Not charged, as far as the shop knows. retryable: ask again with the same delivery (Stripe replays what it did); else a fault to fix. */
  | { status: "error"; retryable: boolean; message: string };

/** The Idempotency-Key of a delivery's charge: one PaymentIntent per delivery. */
export const deliveryChargeKey = (subscriptionId: string, deliveryNumber: number) => `${subscriptionId}-${deliveryNumber}`;

export type DeliveryCharge = { card: SavedCard; amount: number; orderId: string; subscriptionId: string; deliveryNumber: number };

/** Charge a delivery's order to the saved card, the parent not present. Asked again for the same delivery: Stripe's first answer again. */
export async function chargeSavedCard(o: DeliveryCharge): Promise<ChargeResult> {
  const amount = z.number().int().min(1).parse(o.amount);
  return outcome(() =>
    stripe().paymentIntents.create(
      {
        amount,
        currency: CURRENCY.toLowerCase(),
        customer: o.card.customerId,
        payment_method: o.card.paymentMethodId,
        // No redirect-based method, so no return_url is needed to confirm at once (nobody is there to come back).
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
        off_session: true,
        confirm: true,
        description: `${o.subscriptionId}, delivery ${o.deliveryNumber}`,
        metadata: { orderId: o.orderId, subscriptionId: o.subscriptionId, deliveryNumber: String(o.deliveryNumber) },
      },
      { idempotencyKey: deliveryChargeKey(o.subscriptionId, o.deliveryNumber) },
    ),
  );
}

/**
 * Try a declined (or authentication_required) delivery's charge again, on its own PaymentIntent,
 * with the card saved now (the same, or one the parent saved since). `attempt` (2, 3...) makes
 * each try a new request; a PaymentIntent that succeeded meanwhile answers "succeeded", never a
 * second charge.
 */
export async function retrySavedCard(o: { card: SavedCard; paymentIntent: string; subscriptionId: string; deliveryNumber: number; attempt: number }): Promise<ChargeResult> {
  const attempt = z.number().int().min(2).parse(o.attempt);
  return outcome(() =>
    stripe().paymentIntents.confirm(
      o.paymentIntent,
      { payment_method: o.card.paymentMethodId, off_session: true },
      { idempotencyKey: `${deliveryChargeKey(o.subscriptionId, o.deliveryNumber)}.${attempt}` },
    ),
  );
}

const succeeded = (intent: z.infer<typeof paymentIntentSchema>): ChargeResult => ({ status: "succeeded", paymentIntent: intent.id, amount: intent.amount_received });

/** What a charge's call came to, read from Stripe's answer or error. */
async function outcome(call: () => Promise<Stripe.PaymentIntent>): Promise<ChargeResult> {
  try {
    const intent = paymentIntentSchema.parse(await call());
    if (intent.status === "succeeded") return succeeded(intent);
    // Only on-session: off-session, Stripe answers a 402 instead.
    if (intent.status === "requires_action") return { status: "authentication_required", paymentIntent: intent.id };
    return { status: "error", retryable: true, message: `PaymentIntent ${intent.id} is ${intent.status}` };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const raw = errorRawSchema.safeParse(error.raw).data ?? {};
    if (error instanceof Stripe.errors.StripeCardError) {
      const paymentIntent = raw.payment_intent?.id;
      // Test mode says code authentication_required; live banks may say card_declined with that decline code.
      if (paymentIntent && (raw.code === "authentication_required" || raw.decline_code === "authentication_required")) return { status: "authentication_required", paymentIntent };
      return { status: "declined", code: raw.code ?? "card_declined", ...(raw.decline_code ? { declineCode: raw.decline_code } : {}), ...(paymentIntent ? { paymentIntent } : {}) };
    }
    // A retry of an intent that was charged meanwhile.
    if (raw.code === "payment_intent_unexpected_state" && raw.payment_intent?.status === "succeeded") return succeeded(raw.payment_intent);
    // No answer (timeout, cut connection) after the client's own retries, Stripe busy or down:
    // the same request again is safe (its key), and Stripe replays what it did.
    const retryable = error instanceof Stripe.errors.StripeConnectionError || error.statusCode === 409 || error.statusCode === 429 || (error.statusCode ?? 0) >= 500;
    return { status: "error", retryable, message: error.message };
  }
}
