import "server-only";
// Card refunds: money given back to a paid card order (a cancel, staff's refund, an accepted
// return) goes back to the card through Stripe. Calling Stripe is a side effect the commit that
// decides it cannot contain, so the commit writes an outbox entry instead (stripeRefunds/{id}, in
// the SAME commit as the cancel, refund or return: decided and owed together, or not at all), and
// the entry is sent afterwards: right after the response (sendRefundsAfterResponse) and by the
// outbox sweep (POST /api/jobs/outbox). As for mail (lib/mail/sender.ts), each entry is claimed by
// a write guarded by "unchanged since read" before it is sent, so of several senders at once one
// calls Stripe; and each call carries the entry's Idempotency-Key, so a sender that died after
// Stripe refunded and is taken again at the end of its lease gets the same refund back, not a
// second one. Stripe's refusal (a disputed charge, say) is kept as "failed" and shown to staff
// on the order's page, who may try again (under a new key: Stripe answers a refused key with its
// refusal). The order hears that the money is back from the charge.refunded webhook
// (lib/payments/stripe-webhook.ts).
import { FieldValue, type QueryDocumentSnapshot, type Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { after } from "next/server";
import Stripe from "stripe";
import { z } from "zod";
import { recordAudit, type Staff } from "@/lib/admin/audit";
import { firestore } from "@/lib/firebase/admin";
import { afterFailure, MAIL_DELIVERY } from "@/lib/mail/retry";
import { orderIdSchema, type Order } from "@/lib/orders/schema";
import { returnIdSchema } from "@/lib/orders/return-request";
import { cardPayments } from "./stripe";

export const STRIPE_REFUNDS_COLLECTION = "stripeRefunds";

/** What gave the money back: the order's cancel, staff's refund of what was left, or one accepted return. */
export const REFUND_CAUSES = ["cancelled", "refunded", "return"] as const;

/**
 * pending: waits for a sender (from `nextAttemptAt` on); sending: claimed until `nextAttemptAt`
 * (its lease); refunded: Stripe made the refund (`refundId`); failed: Stripe refused it, or
 * every attempt failed: staff see it and may try again.
 */
export const REFUND_STATES = ["pending", "sending", "refunded", "failed"] as const;

export const storedRefundSchema = z.object({
  orderId: orderIdSchema,
  cause: z.enum(REFUND_CAUSES),
  returnId: returnIdSchema.optional(),
  /** Cents, in the order's currency. */
  amount: z.number().int().min(1),
  currency: z.string().max(10),
  paymentIntent: z.string().min(1).max(255),
  state: z.enum(REFUND_STATES),
  /** Attempts started since the last "try again" (a claim counts, even if its sender died). */
  attempts: z.number().int().min(0),
  /** Staff's "try again"s: part of the Idempotency-Key, so each is a new request to Stripe. */
  tries: z.number().int().min(0),
  nextAttemptAt: z.iso.datetime().nullable(),
  refundId: z.string().max(255).optional(),
  error: z.string().max(1000).optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type StoredRefund = z.infer<typeof storedRefundSchema>;
export type Refund = StoredRefund & { id: string };

const refundsRef = () => firestore().collection(STRIPE_REFUNDS_COLLECTION);

/** The key Stripe sees: one per refund and "try again" (a retry by the client or a sender reuses it). */
export const idempotencyKeyOf = (refund: Pick<Refund, "id" | "tries">) => `${refund.id}.${refund.tries}`;

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
    orderId: order.id,
    cause: refund.cause,
    ...(refund.returnId ? { returnId: refund.returnId } : {}),
    amount,
    currency: order.currency.toLowerCase(),
    paymentIntent: charged.paymentIntent,
    state: "pending",
    attempts: 0,
    tries: 0,
    nextAttemptAt: at,
    createdAt: at,
    updatedAt: at,
  });
  // create(): one refund per cause and order (the state machine allows each cause once).
  batch.create(refundsRef().doc(id), doc);
  return id;
}

/** An order's refunds, oldest first (staff's order page). */
export async function listRefunds(orderId: string): Promise<Refund[]> {
  const found = await refundsRef().where("orderId", "==", orderId).get();
  return found.docs
    .flatMap((d) => {
      const parsed = storedRefundSchema.safeParse(d.data());
      return parsed.success ? [{ id: d.id, ...parsed.data }] : [];
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export type RefundReport = { refunded: number; retried: number; failed: number; lost: number };
type Outcome = keyof RefundReport;

/** gRPC codes of a claim that lost: changed by another sender (FAILED_PRECONDITION), or gone (NOT_FOUND). */
const LOST = new Set([5, 9]);
/** Stripe said no, and would say it again: staff decide (a network error or Stripe's 5xx is tried again). */
const REFUSED = new Set(["StripeInvalidRequestError", "StripeCardError", "StripePermissionError", "StripeAuthenticationError", "StripeIdempotencyError"]);

/** Send up to `limit` due refunds. Safe to run any number of times at once: each is asked of Stripe by one sender. */
export async function sendRefunds({ limit = 20, now = () => new Date() }: { limit?: number; now?: () => Date } = {}): Promise<RefundReport> {
  const report: RefundReport = { refunded: 0, retried: 0, failed: 0, lost: 0 };
  const config = cardPayments();
  if (!config) return report;
  // Index: stripeRefunds (state, nextAttemptAt) in firestore.indexes.json.
  const due = await refundsRef().where("state", "in", ["pending", "sending"]).where("nextAttemptAt", "<=", now().toISOString()).orderBy("nextAttemptAt").limit(limit).get();
  for (const snap of due.docs) report[await deliver(snap, config.stripe, now)]++;
  return report;
}

async function deliver(snap: QueryDocumentSnapshot, stripe: Stripe, now: () => Date): Promise<Outcome> {
  const parsed = storedRefundSchema.safeParse(snap.data());
  const at = () => now().toISOString();
  if (!parsed.success) {
    console.error(`${STRIPE_REFUNDS_COLLECTION}/${snap.id} does not match the schema: ${parsed.error.message}`);
    return (await guarded(snap, snap.updateTime, { state: "failed", nextAttemptAt: null, error: "malformed refund", updatedAt: at() })) ? "failed" : "lost";
  }
  const refund = { id: snap.id, ...parsed.data };
  const attempts = refund.attempts + 1;
  if (refund.attempts >= MAIL_DELIVERY.maxAttempts) {
    return (await guarded(snap, snap.updateTime, { state: "failed", nextAttemptAt: null, error: `gave up after ${refund.attempts} attempts`, updatedAt: at() })) ? "failed" : "lost";
  }
  const lease = new Date(now().getTime() + MAIL_DELIVERY.leaseMs).toISOString();
  const claim = await guarded(snap, snap.updateTime, { state: "sending", attempts, nextAttemptAt: lease, updatedAt: at() });
  if (!claim) return "lost";
  let made: Stripe.Refund;
  try {
    made = await stripe.refunds.create(
      { payment_intent: refund.paymentIntent, amount: refund.amount, metadata: { orderId: refund.orderId, refund: refund.id } },
      { idempotencyKey: idempotencyKeyOf(refund) },
    );
  } catch (error) {
    const refused = error instanceof Stripe.errors.StripeError && REFUSED.has(error.type);
    const next = afterFailure(attempts, refused, now());
    const message = String((error as Error)?.message ?? error).slice(0, 1000);
    console.warn(`refund ${refund.id} attempt ${attempts} failed (${message})${next.state === "failed" ? ": staff must decide" : ""}`);
    await guarded(snap, claim, { ...next, error: message, updatedAt: at() });
    return next.state === "failed" ? "failed" : "retried";
  }
  const recorded = await guarded(snap, claim, { state: "refunded", nextAttemptAt: null, refundId: made.id, error: FieldValue.delete(), updatedAt: at() });
  if (!recorded) console.error(`refund ${refund.id} was made (${made.id}), but its lease had ended and another sender took it (the same key: the same refund)`);
  return "refunded";
}

/** Update the refund if unchanged since `since`: the write's time, or null when another sender changed it. */
async function guarded(snap: QueryDocumentSnapshot, since: Timestamp, fields: Record<string, unknown>): Promise<Timestamp | null> {
  try {
    return (await snap.ref.update(fields, { lastUpdateTime: since })).writeTime;
  } catch (error) {
    if (LOST.has((error as { code?: number }).code ?? -1)) return null;
    throw error;
  }
}

/**
 * Staff's "try again" on a failed refund of `orderId`: pending again under a new key, with its
 * audit entry, in one commit guarded by the refund unchanged since read (two clicks at once: one
 * retry). False when there is no such failed refund (any more).
 */
export async function retryRefund(staff: Staff, orderId: string, id: string, now: () => Date = () => new Date()): Promise<boolean> {
  const snap = await refundsRef().doc(id).get();
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
    if (LOST.has((error as { code?: number }).code ?? -1)) return false;
    throw error;
  }
}

/** Send what this request just queued once its response is out; outside a request, the sweep does. */
export function sendRefundsAfterResponse(): void {
  try {
    after(() => sendRefunds().catch((error: unknown) => console.error("refunds: sending after the response failed", error)));
  } catch {
    // not in a request
  }
}
