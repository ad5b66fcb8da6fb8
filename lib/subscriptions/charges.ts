import "server-only";
// What a delivery's charge came to, applied once: the outbox (lib/payments/stripe-outbox.ts) asks
// Stripe and records its answer on the call; this applies the answer to the order and the
// subscription, marking the call applied in the same commit (so a second run changes nothing).
// - succeeded: the order moves pending -> paid (its email follows), the charge recorded on it.
// - authentication_required: the order waits, unshipped, for the parent to pay it on the
//   provider's page (the order's own "Pay now", on session); the subscription shows why, and the
//   parent's email links to the order. Not for ever: it is tried again on a decline's days (each
//   answer asking the parent again), and given up after the last as a decline is.
// - declined (or refused by Stripe): tried again DECLINE_RETRY_DAYS after the first decline, the
//   parent told each time when; after the last, the order is cancelled (its stock back) and the
//   subscription paused, and the parent told so.
// - not-pending: the order was paid or cancelled before its charge was sent; Stripe was not asked.
//   Cancelled just after it was sent, and charged: the charge is refunded.
// The order leaving pending ends the subscription's failure for it (lib/orders/db.ts changeOrderStatus).
// Each email is written in the commit that applies the answer, keyed by the attempt: one per answer.
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { FieldValue } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, lostGuard, unchangedSince } from "@/lib/firebase/optimistic";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import { changeOrderStatus, OrderError } from "@/lib/orders/db";
import { ORDERS_COLLECTION, parseOrder } from "@/lib/orders/schema";
import { enqueueMail } from "@/lib/mail/outbox";
import { enqueueDeliveryCharge, enqueueRefund, enqueueSessionExpiry, STRIPE_OUTBOX_COLLECTION, storedChargeSchema, type StoredCharge } from "@/lib/payments/stripe-outbox";
import { parseSubscription, subscriptionRef } from "./db";
import { declinedMail, pausedMail, paymentActionMail, type ChargeEvent } from "./mails";
import { retryAt } from "./schedule";
import type { Subscription } from "./schema";

/** gRPC's code for a create() that found its document. */
const ALREADY_EXISTS = 6;

/** Who the order's history says moved it. */
const JOB = { uid: "subscriptions-job", role: "system" } as const;

export type ChargeReport = { paid: string[]; waiting: string[]; retrying: string[]; paused: string[] };

const calls = () => firestore().collection(STRIPE_OUTBOX_COLLECTION);

/** Apply every delivery charge Stripe has answered and nobody applied yet. Safe to run twice at once. */
export async function applyCharges(now: () => Date = () => new Date(), limit = 100): Promise<ChargeReport> {
  const report: ChargeReport = { paid: [], waiting: [], retrying: [], paused: [] };
  const answered = await calls().where("kind", "==", "charge").where("applied", "==", false).where("state", "in", ["done", "failed"]).limit(limit).get();
  for (const snap of answered.docs) {
    const charge = parseSnapshot(snap, storedChargeSchema);
    if (!charge) continue;
    const outcome = await applyOne(snap, charge, now);
    if (outcome) report[outcome].push(charge.orderId);
  }
  return report;
}

async function applyOne(callSnap: DocumentSnapshot, charge: StoredCharge, now: () => Date): Promise<keyof ChargeReport | null> {
  if (charge.outcome === "succeeded") {
    try {
      await changeOrderStatus(
        {
          orderId: charge.orderId,
          to: "paid",
          actor: JOB,
          // In the move's commit: the call applied (guarded: a second run's move fails), the charge
          // on the order, and the page the parent may have open to pay it expired (no second payment).
          audit: (batch, { before, at }) => {
            batch.update(callSnap.ref, { applied: true, updatedAt: at }, unchangedSince(callSnap));
            batch.update(firestore().collection(ORDERS_COLLECTION).doc(charge.orderId), {
              "payment.charged": { amount: charge.amount, at, paymentIntent: charge.paymentIntent ?? "" },
            });
            enqueueSessionExpiry(batch, before, at);
          },
        },
        now,
      );
      return "paid";
    } catch (error) {
      // Moved already: by a second run, or paid on session meanwhile (only the call is left to
      // mark), or cancelled after the charge went out (its money goes back).
      if (!(error instanceof OrderError)) throw error;
      await refundIfCancelled(callSnap, charge, now);
      return null;
    }
  }
  if (charge.outcome === "not-pending") {
    await markApplied(callSnap, now);
    return null;
  }
  // The last retry failed: the order lets its stock go first (its own commit, through the state
  // machine, which ends the failure), then the commit below records why the subscription paused.
  // Run again after a crash in between, the order is found cancelled and the pause still happens.
  const lastTry = retryAt(now(), charge.attempt) === null;
  const before = lastTry ? parseSubscription(await subscriptionRef(charge.subscriptionId).get())?.failure : undefined;
  if (lastTry) await cancelUnpaid(charge.orderId, now);
  return commitOptimistically(firestore(), async (batch) => {
    const [call, subSnap] = await firestore().getAll(callSnap.ref, subscriptionRef(charge.subscriptionId));
    if (call!.get("applied") !== false) return { result: null };
    const sub = parseSubscription(subSnap!);
    const at = now();
    const stamp = at.toISOString();
    batch.update(call!.ref, { applied: true, updatedAt: stamp }, unchangedSince(call!));
    if (!sub) return { result: null, batch };
    const reason = charge.outcome === "authentication_required" ? "authentication_required" : charge.outcome === "declined" ? declineReason(charge) : "other";
    const known = sub.failure ?? before;
    const firstAt = known?.deliveryNumber === charge.delivery ? new Date(known.at) : at;
    const paymentIntent = charge.paymentIntent ?? known?.paymentIntent;
    const failure = { deliveryNumber: charge.delivery, orderId: charge.orderId, reason, attempts: charge.attempt, at: firstAt.toISOString(), ...(paymentIntent ? { paymentIntent } : {}) };
    const event: ChargeEvent = { orderId: charge.orderId, attempt: charge.attempt, amount: charge.amount, card: charge.card };
    const tell = (mail: Awaited<ReturnType<typeof pausedMail>>) => mail && enqueueMail(batch, mail, stamp);
    const retry = retryAt(firstAt, charge.attempt);
    if (retry && reason === "authentication_required") {
      batch.update(subSnap!.ref, { failure: { ...failure, retryAt: retry.toISOString() }, updatedAt: stamp }, unchangedSince(subSnap!));
      tell(await paymentActionMail(sub, event));
      return { result: "waiting" as const, batch };
    }
    if (retry) {
      batch.update(subSnap!.ref, { failure: { ...failure, retryAt: retry.toISOString() }, updatedAt: stamp }, unchangedSince(subSnap!));
      tell(await declinedMail(sub, { ...event, retry: retry.toISOString(), expired: reason === "expired_card" }));
      return { result: "retrying" as const, batch };
    }
    // Retries over (declined, or the parent never confirmed). A subscription the parent cancelled
    // meanwhile stays cancelled (its order is cancelled all the same).
    const cancelled = sub.status === "cancelled";
    batch.update(subSnap!.ref, { failure, ...(cancelled ? {} : { status: "paused" }), updatedAt: stamp }, unchangedSince(subSnap!));
    if (!cancelled) tell(await pausedMail(sub, event));
    return { result: "paused" as const, batch };
  });
}

const declineReason = (charge: StoredCharge) => (charge.declineCode === "expired_card" ? "expired_card" : "card_declined");

async function markApplied(callSnap: DocumentSnapshot, now: () => Date): Promise<void> {
  const fresh = await callSnap.ref.get();
  try {
    if (fresh.get("applied") === false) await callSnap.ref.update({ applied: true, updatedAt: now().toISOString() }, unchangedSince(fresh));
  } catch (error) {
    // Another run at once marked it first.
    if (!lostGuard(error)) throw error;
  }
}

/**
 * A charge that succeeded for an order cancelled after it was sent (the send's check came just
 * before the cancel): in one commit, the call applied, the charge recorded on the order and its
 * refund owed as a cancel's (sent by the outbox; Stripe's charge.refunded then moves the order on
 * to refunded). Any other order: the call is only marked applied.
 */
async function refundIfCancelled(callSnap: DocumentSnapshot, charge: StoredCharge, now: () => Date): Promise<void> {
  const orderRef = firestore().collection(ORDERS_COLLECTION).doc(charge.orderId);
  await commitOptimistically(firestore(), async (batch) => {
    const [call, snap] = await firestore().getAll(callSnap.ref, orderRef);
    if (call!.get("applied") !== false) return { result: undefined };
    const stamp = now().toISOString();
    batch.update(call!.ref, { applied: true, updatedAt: stamp }, unchangedSince(call!));
    const order = snap!.exists ? parseOrder(snap!.id, snap!.data()) : null;
    if (order?.status === "cancelled" && !order.payment.charged && charge.paymentIntent) {
      const charged = { amount: charge.amount, at: stamp, paymentIntent: charge.paymentIntent };
      batch.update(orderRef, { "payment.charged": charged }, unchangedSince(snap!));
      enqueueRefund(batch, { ...order, payment: { ...order.payment, charged } }, { cause: "cancelled", amount: charge.amount }, stamp);
    }
    return { result: undefined, batch };
  });
}

async function cancelUnpaid(orderId: string, now: () => Date): Promise<void> {
  try {
    await changeOrderStatus({ orderId, to: "cancelled", actor: JOB }, now);
  } catch (error) {
    if (!(error instanceof OrderError)) throw error; // paid or cancelled meanwhile: nothing to let go
  }
}

/**
 * The charges due again (a decline's retryAt come): each queued as its next attempt, in one commit
 * with the subscription's failure no longer waiting (guarded: two runs at once queue it once).
 * Only an order still pending is charged: one paid or cancelled meanwhile has its failure ended
 * instead. A subscription paused or cancelled before the retry came is not charged by itself: the
 * delivery is given up as after the last decline (its order cancelled, its stock back).
 */
export async function queueRetries(subs: readonly Subscription[], now: () => Date): Promise<string[]> {
  const queued: string[] = [];
  for (const { id, failure } of subs) {
    if (!failure?.retryAt) continue;
    // The order first: a move of it after this read changes the subscription (its failure ended),
    // so the guarded commit below fails rather than charge an order no longer pending.
    const order = await firestore().collection(ORDERS_COLLECTION).doc(failure.orderId).get();
    const snap = await subscriptionRef(id).get();
    const sub = parseSubscription(snap);
    const due = sub?.failure;
    // Queued, ended or changed by another run or the parent since the query.
    if (!sub || !due?.retryAt || due.orderId !== failure.orderId || due.retryAt > now().toISOString()) continue;
    if (order.get("status") !== "pending") {
      await endFailure(snap, now);
      continue;
    }
    if (sub.status !== "active" || sub.payment.method !== "card" || !sub.payment.card) {
      await cancelUnpaid(due.orderId, now);
      continue;
    }
    const stamp = now().toISOString();
    const batch = firestore().batch();
    // No longer waiting for its day: the retry is queued (a second run's guard fails).
    batch.update(snap.ref, { "failure.retryAt": FieldValue.delete(), updatedAt: stamp }, unchangedSince(snap));
    enqueueDeliveryCharge(
      batch,
      {
        orderId: due.orderId,
        subscriptionId: sub.id,
        delivery: due.deliveryNumber,
        attempt: due.attempts + 1,
        amount: Number(order.get("total")),
        card: sub.payment.card,
        ...(due.paymentIntent ? { retryOf: due.paymentIntent } : {}),
      },
      stamp,
    );
    try {
      await batch.commit();
      queued.push(due.orderId);
    } catch (error) {
      // Another run queued it (the guard, or the call's id exists: ALREADY_EXISTS): nothing twice.
      if (!lostGuard(error) && (error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    }
  }
  return queued;
}

/** A failure whose order was paid or cancelled already: nothing left to retry (guarded; lost: another run did it). */
async function endFailure(snap: DocumentSnapshot, now: () => Date): Promise<void> {
  try {
    await snap.ref.update({ failure: FieldValue.delete(), updatedAt: now().toISOString() }, unchangedSince(snap));
  } catch (error) {
    if (!lostGuard(error)) throw error;
  }
}
