import "server-only";
// Calls to Stripe that a decision owes: the refund of money given back to a paid card order (a
// cancel, staff's refund, an accepted return), and the expiry of a pending card order's Checkout
// Session when the order is cancelled (so no payment can arrive for it). Calling Stripe is a side
// effect the commit that decides it cannot contain, so the commit writes an outbox entry instead
// (stripeOutbox/{id}, in the SAME commit as the cancel, refund or return: decided and owed
// together, or not at all), and the entry is sent afterwards: right after the response
// (sendStripeCallsAfterResponse) and by the outbox sweep (POST /api/jobs/outbox). As for mail
// (lib/mail/sender.ts), each entry is claimed by a write guarded by "unchanged since read" before
// it is sent, so of several senders at once one calls Stripe; and each call carries the entry's
// Idempotency-Key, so a sender that died after Stripe acted and is taken again at the end of its
// lease gets the same answer back, not a second refund. Stripe's refusal of a refund (a disputed
// charge, say) is kept as "failed" and shown to staff on the order's page, who may try again
// (under a new key: Stripe answers a refused key with its refusal). The order hears that the
// money is back from the charge.refunded webhook (lib/payments/stripe-webhook.ts).
import { FieldValue, type QueryDocumentSnapshot, type WriteBatch } from "firebase-admin/firestore";
import { after } from "next/server";
import Stripe from "stripe";
import { z } from "zod";
import { recordAudit, type Staff } from "@/lib/admin/audit";
import { firestore } from "@/lib/firebase/admin";
import { lostGuard, updateIfUnchanged } from "@/lib/firebase/optimistic";
import { afterFailure, MAIL_DELIVERY } from "@/lib/mail/retry";
import { ORDERS_COLLECTION, orderIdSchema, type Order } from "@/lib/orders/schema";
import { returnIdSchema } from "@/lib/orders/return-request";
import { savedCardSchema, type SavedCard } from "@/lib/subscriptions/schema";
import { subscriptionIdSchema } from "@/lib/subscriptions/id";
import { chargeSavedCard, retrySavedCard } from "./saved-cards";
import { cardPayments } from "./stripe";
import { log } from "@/lib/log";

export const STRIPE_OUTBOX_COLLECTION = "stripeOutbox";

/** What gave the money back: the order's cancel, staff's refund of what was left, or one accepted return. */
export const REFUND_CAUSES = ["cancelled", "refunded", "return"] as const;

/**
 * pending: waits for a sender (from `nextAttemptAt` on); sending: claimed until `nextAttemptAt`
 * (its lease); done: Stripe did it (a refund: `refundId`); failed: Stripe refused it, or every
 * attempt failed: staff see a refund's and may try again.
 */
export const CALL_STATES = ["pending", "sending", "done", "failed"] as const;

const delivery = {
  orderId: orderIdSchema,
  state: z.enum(CALL_STATES),
  /** Attempts started since the last "try again" (a claim counts, even if its sender died). */
  attempts: z.number().int().min(0),
  /** Staff's "try again"s: part of the Idempotency-Key, so each is a new request to Stripe. */
  tries: z.number().int().min(0),
  nextAttemptAt: z.iso.datetime().nullable(),
  error: z.string().max(1000).optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

export const storedRefundSchema = z.object({
  ...delivery,
  kind: z.literal("refund"),
  cause: z.enum(REFUND_CAUSES),
  returnId: returnIdSchema.optional(),
  /** Cents, in the order's currency. */
  amount: z.number().int().min(1),
  currency: z.string().max(10),
  paymentIntent: z.string().min(1).max(255),
  refundId: z.string().max(255).optional(),
});
export type StoredRefund = z.infer<typeof storedRefundSchema>;
export type Refund = StoredRefund & { id: string };

/** A cancelled pending card order's open Checkout Session, to be expired. */
export const storedExpirySchema = z.object({ ...delivery, kind: z.literal("expire-session"), sessionId: z.string().min(1).max(255) });

/**
 * What Stripe answered a delivery's charge: recorded on the call, then applied to the order and
 * subscription (lib/subscriptions/charges.ts). not-pending: the order was paid or cancelled before
 * the call was sent, and Stripe was not asked.
 */
export const CHARGE_OUTCOMES = ["succeeded", "authentication_required", "declined", "not-pending"] as const;

/**
 * A subscription delivery's charge of the parent's saved card, off-session. Its Idempotency-Key is
 * the subscription's id and the delivery's number (chargeKeyOf): whoever sends it, however often,
 * Stripe makes one PaymentIntent for the delivery. A retry after a decline is a new attempt with
 * its own key (nothing was charged by the declined one).
 */
export const storedChargeSchema = z.object({
  ...delivery,
  kind: z.literal("charge"),
  subscriptionId: subscriptionIdSchema,
  delivery: z.number().int().min(1),
  attempt: z.number().int().min(1).max(20),
  amount: z.number().int().min(1),
  card: savedCardSchema,
  /** A retry: the delivery's PaymentIntent, confirmed again (never a second one). */
  retryOf: z.string().max(255).optional(),
  outcome: z.enum(CHARGE_OUTCOMES).optional(),
  paymentIntent: z.string().max(255).optional(),
  declineCode: z.string().max(100).optional(),
  /** Its outcome was applied to the order and the subscription (in that commit). */
  applied: z.boolean(),
});
export type StoredCharge = z.infer<typeof storedChargeSchema>;

export const storedCallSchema = z.discriminatedUnion("kind", [storedRefundSchema, storedExpirySchema, storedChargeSchema]);
export type StoredCall = z.infer<typeof storedCallSchema>;

const callsRef = () => firestore().collection(STRIPE_OUTBOX_COLLECTION);
const queued = (orderId: string, at: string) => ({ orderId, state: "pending" as const, attempts: 0, tries: 0, nextAttemptAt: at, createdAt: at, updatedAt: at });

/** The key Stripe sees: one per call and "try again" (a retry by the client or a sender reuses it). */
export const idempotencyKeyOf = (call: { id: string; tries: number }) => `${call.id}.${call.tries}`;

export type RefundCause = (typeof REFUND_CAUSES)[number];

/**
 * Add to `batch` (the commit that cancels, refunds or accepts a return of `order`) the refund of
 * `amount` cents to the order's card, when it was paid by card through Stripe; nothing otherwise.
 * At most what was charged. Returns the refund's id, or null.
 */
export function enqueueRefund(batch: WriteBatch, order: Order, refund: { cause: RefundCause; amount: number; returnId?: string }, at: string): string | null {
  const charged = order.payment.charged;
  const amount = Math.min(refund.amount, charged?.amount ?? 0);
  if (order.paymentMethod !== "card" || !charged?.paymentIntent || amount <= 0) return null;
  const id = `${order.id}.${refund.returnId ? `return-${refund.returnId}` : refund.cause}`;
  const doc: StoredRefund = storedRefundSchema.parse({
    ...queued(order.id, at),
    kind: "refund",
    cause: refund.cause,
    ...(refund.returnId ? { returnId: refund.returnId } : {}),
    amount,
    currency: order.currency.toLowerCase(),
    paymentIntent: charged.paymentIntent,
  });
  // create(): one refund per cause and order (the state machine allows each cause once).
  batch.create(callsRef().doc(id), doc);
  return id;
}

/**
 * Add to `batch` (the commit that cancels `order`, a pending card order) the expiry of its open
 * Checkout Session, so that no payment can arrive for it; nothing for another order. Returns its id.
 */
export function enqueueSessionExpiry(batch: WriteBatch, order: Order, at: string): string | null {
  const sessionId = order.payment.sessionId;
  if (order.paymentMethod !== "card" || order.status !== "pending" || !sessionId) return null;
  const id = `${order.id}.expire-session`;
  batch.create(callsRef().doc(id), storedExpirySchema.parse({ ...queued(order.id, at), kind: "expire-session", sessionId }));
  return id;
}

/**
 * Add to `batch` (the commit that places a subscription's delivery, or decides to retry its
 * charge) the charge of `amount` cents to the saved card. One per delivery and attempt.
 */
export function enqueueDeliveryCharge(
  batch: WriteBatch,
  charge: { orderId: string; subscriptionId: string; delivery: number; attempt: number; amount: number; card: SavedCard; retryOf?: string },
  at: string,
): string {
  const id = `${charge.orderId}.charge-${charge.attempt}`;
  const doc: StoredCharge = storedChargeSchema.parse({
    ...queued(charge.orderId, at),
    kind: "charge",
    subscriptionId: charge.subscriptionId,
    delivery: charge.delivery,
    attempt: charge.attempt,
    amount: charge.amount,
    card: charge.card,
    ...(charge.retryOf ? { retryOf: charge.retryOf } : {}),
    applied: false,
  });
  batch.create(callsRef().doc(id), doc);
  return id;
}

/** An order's refunds, oldest first (staff's order page). */
export async function listRefunds(orderId: string): Promise<Refund[]> {
  const found = await callsRef().where("orderId", "==", orderId).where("kind", "==", "refund").get();
  return found.docs
    .flatMap((d) => {
      const parsed = storedRefundSchema.safeParse(d.data());
      return parsed.success ? [{ id: d.id, ...parsed.data }] : [];
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export type StripeCallReport = { done: number; retried: number; failed: number; lost: number };
type Outcome = keyof StripeCallReport;

/** Stripe said no, and would say it again: staff decide (a network error or Stripe's 5xx is tried again). */
const REFUSED = new Set(["StripeInvalidRequestError", "StripeCardError", "StripePermissionError", "StripeAuthenticationError", "StripeIdempotencyError"]);

/** Send up to `limit` due calls. Safe to run any number of times at once: each is asked of Stripe by one sender. */
export async function sendStripeCalls({ limit = 20, now = () => new Date() }: { limit?: number; now?: () => Date } = {}): Promise<StripeCallReport> {
  const report: StripeCallReport = { done: 0, retried: 0, failed: 0, lost: 0 };
  const config = cardPayments();
  if (!config) return report;
  // Index: stripeOutbox (state, nextAttemptAt) in firestore.indexes.json.
  const due = await callsRef().where("state", "in", ["pending", "sending"]).where("nextAttemptAt", "<=", now().toISOString()).orderBy("nextAttemptAt").limit(limit).get();
  for (const snap of due.docs) report[await deliver(snap, config.stripe, now)]++;
  return report;
}

async function deliver(snap: QueryDocumentSnapshot, stripe: Stripe, now: () => Date): Promise<Outcome> {
  const parsed = storedCallSchema.safeParse(snap.data());
  const at = () => now().toISOString();
  if (!parsed.success) {
    log.error(`${STRIPE_OUTBOX_COLLECTION}/${snap.id} does not match the schema: ${parsed.error.message}`);
    return (await updateIfUnchanged(snap.ref, snap.updateTime, { state: "failed", nextAttemptAt: null, error: "malformed call", updatedAt: at() })) ? "failed" : "lost";
  }
  const call = { id: snap.id, ...parsed.data };
  const attempts = call.attempts + 1;
  if (call.attempts >= MAIL_DELIVERY.maxAttempts) {
    return (await updateIfUnchanged(snap.ref, snap.updateTime, { state: "failed", nextAttemptAt: null, error: `gave up after ${call.attempts} attempts`, updatedAt: at() })) ? "failed" : "lost";
  }
  const lease = new Date(now().getTime() + MAIL_DELIVERY.leaseMs).toISOString();
  const claim = await updateIfUnchanged(snap.ref, snap.updateTime, { state: "sending", attempts, nextAttemptAt: lease, updatedAt: at() });
  if (!claim) return "lost";
  let done: Record<string, unknown>;
  try {
    done = await ask(stripe, call);
  } catch (error) {
    const refused = error instanceof Stripe.errors.StripeError && REFUSED.has(error.type);
    const next = afterFailure(attempts, refused, now());
    const message = String((error as Error)?.message ?? error).slice(0, 1000);
    log.warn(`stripe call ${call.id} attempt ${attempts} failed (${message})${next.state === "failed" ? ": giving up" : ""}`);
    await updateIfUnchanged(snap.ref, claim, { ...next, error: message, updatedAt: at() });
    return next.state === "failed" ? "failed" : "retried";
  }
  const recorded = await updateIfUnchanged(snap.ref, claim, { state: "done", nextAttemptAt: null, error: FieldValue.delete(), ...done, updatedAt: at() });
  if (!recorded) log.error(`stripe call ${call.id} was made, but its lease had ended and another sender took it (the same key: the same answer)`);
  return "done";
}

/** The call itself, with its Idempotency-Key; what to record of Stripe's answer. */
async function ask(stripe: Stripe, call: StoredCall & { id: string }): Promise<Record<string, unknown>> {
  if (call.kind === "charge") return charge(call);
  const options = { idempotencyKey: idempotencyKeyOf(call) };
  if (call.kind === "refund") {
    const made = await stripe.refunds.create({ payment_intent: call.paymentIntent, amount: call.amount, metadata: { orderId: call.orderId, refund: call.id } }, options);
    return { refundId: made.id };
  }
  try {
    await stripe.checkout.sessions.expire(call.sessionId, {}, options);
    return {};
  } catch (error) {
    // Not open any more (expired on its own, or paid just before: the webhook refuses that
    // payment for a cancelled order and staff see it): nothing left to expire.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && !error.code) return { error: error.message.slice(0, 1000) };
    throw error;
  }
}

/**
 * A delivery's charge, off-session (lib/payments/saved-cards.ts): the first under the key
 * "<subscription>-<delivery>", a retry as a new confirmation of the same PaymentIntent. What
 * Stripe decided (paid, needs the parent, declined) is the call's result, recorded for
 * lib/subscriptions/charges.ts to apply. No answer (a timeout, Stripe busy) throws, to be sent again
 * under the same key: Stripe replays what it did, never a second charge.
 */
async function charge(call: StoredCharge & { id: string }): Promise<Record<string, unknown>> {
  // Never a charge for an order that no longer waits for it (cancelled, or paid on session).
  const order = await firestore().collection(ORDERS_COLLECTION).doc(call.orderId).get();
  if (order.get("status") !== "pending") return { outcome: "not-pending" };
  const delivery = { card: call.card, subscriptionId: call.subscriptionId, deliveryNumber: call.delivery };
  const result = call.retryOf
    ? await retrySavedCard({ ...delivery, paymentIntent: call.retryOf, attempt: call.attempt })
    : await chargeSavedCard({ ...delivery, amount: call.amount, orderId: call.orderId });
  if (result.status === "error") {
    if (result.retryable) throw new Error(result.message);
    return { outcome: "declined", declineCode: "processing_error", error: result.message.slice(0, 1000) };
  }
  if (result.status === "declined") {
    return { outcome: "declined", declineCode: (result.declineCode ?? result.code).slice(0, 100), ...(result.paymentIntent ? { paymentIntent: result.paymentIntent } : {}) };
  }
  return { outcome: result.status, paymentIntent: result.paymentIntent };
}

/**
 * Staff's "try again" on a failed refund of `orderId`: pending again under a new key, with its
 * audit entry, in one commit guarded by the refund unchanged since read (two clicks at once: one
 * retry). False when there is no such failed refund (any more).
 */
export async function retryRefund(staff: Staff, orderId: string, id: string, now: () => Date = () => new Date()): Promise<boolean> {
  const snap = await callsRef().doc(id).get();
  const parsed = snap.exists ? storedRefundSchema.safeParse(snap.data()) : null;
  if (!parsed?.success || parsed.data.orderId !== orderId || parsed.data.state !== "failed") return false;
  const at = now().toISOString();
  const batch = firestore().batch();
  batch.update(snap.ref, { state: "pending", attempts: 0, tries: parsed.data.tries + 1, nextAttemptAt: at, error: FieldValue.delete(), updatedAt: at }, { lastUpdateTime: snap.updateTime! });
  recordAudit(batch, { actor: staff, action: "order.refund-retried", target: { kind: "order", id: orderId }, before: { refund: id, error: parsed.data.error ?? null }, after: { refund: id, amount: parsed.data.amount }, at });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (lostGuard(error)) return false;
    throw error;
  }
}

/** Send what this request just queued once its response is out; outside a request, the sweep does. */
export function sendStripeCallsAfterResponse(): void {
  try {
    after(() => sendStripeCalls().catch((error: unknown) => log.error("stripe calls: sending after the response failed", { error })));
  } catch {
    // not in a request
  }
}
