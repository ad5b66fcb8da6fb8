import "server-only";
// Bank-transfer orders that are never paid let go of their stock. POST /api/jobs/unpaid (called
// by a scheduler: Cloud Scheduler in production, the local stack every minute) runs one sweep:
// an order still pending UNPAID_REMINDER_AFTER_DAYS after it was placed is sent one reminder; at
// UNPAID_CANCEL_AFTER_DAYS the shop cancels it through the state machine (changeOrderStatus: its
// stock and registry counts come back and the customer's email is queued, all in the cancel's
// commit). Idempotent and safe to run twice at once: each reminder is marked on the order in the
// guarded commit that queues it, and a second cancel finds the order cancelled already.
// Card orders whose Stripe page can no longer be paid (CARD_LAPSED_AFTER_MINUTES after they were
// placed) are cancelled the same way: their stock comes back. A subscription's delivery is not one
// of them: its payment waits on the subscription's own rules (lib/subscriptions/charges.ts: the
// parent's payment on session, the decline's retries, then the pause that cancels it), and its
// page can be opened whenever the parent asks (lib/payments/checkout-session.ts).
// The same sweep first numbers the invoices that the numbering after each checkout missed
// (lib/orders/invoice-number.ts: a crash, a lost race, a script's order), safe twice at once too.
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import { enqueueMail } from "@/lib/mail/outbox";
import { paymentReminderMail } from "@/lib/mail/order-mails";
import { CARD_LAPSED_AFTER_MINUTES, UNPAID_CANCEL_AFTER_DAYS, UNPAID_REMINDER_AFTER_DAYS } from "./config";
import { changeOrderStatus, OrderError } from "./db";
import type { PaymentMethod } from "./payments";
import { numberWaitingInvoices } from "./invoice-number";
import { isAnonymized, ORDERS_COLLECTION, orderDocSchema } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders one sweep looks at, oldest first; the next sweep takes the rest. */
const SWEEP_LIMIT = 200;
/** Who the history says cancelled it. */
const SHOP = { uid: "unpaid-orders-job", role: "system" } as const;

/** `numbered`: invoices this sweep numbered. */
export type UnpaidSweep = { numbered: number; reminded: string[]; cancelled: string[]; productIds: string[] };

/** Pending orders paid by `method` placed at or before `before`, oldest first (createdAt and `fields` only). */
function pendingBefore(method: PaymentMethod, before: string, ...fields: string[]) {
  return firestore()
    .collection(ORDERS_COLLECTION)
    .where("paymentMethod", "==", method)
    .where("status", "==", "pending")
    .where("createdAt", "<=", before)
    .orderBy("createdAt")
    .limit(SWEEP_LIMIT)
    .select("createdAt", ...fields);
}

/**
 * Pending card orders placed at or before `before` that are not a subscription's delivery, up to
 * SWEEP_LIMIT. Firestore cannot ask for a field's absence, so the deliveries waiting for their
 * payment are read and passed over, page after page: however many there are, the lapsed orders
 * behind them are reached.
 */
async function lapsedCardOrders(before: string): Promise<string[]> {
  const query = pendingBefore("card", before, "subscription");
  const found: string[] = [];
  for (let page = await query.get(); ; page = await query.startAfter(page.docs.at(-1)!).get()) {
    for (const doc of page.docs) if (doc.get("subscription") === undefined && found.length < SWEEP_LIMIT) found.push(doc.id);
    if (page.size < SWEEP_LIMIT || found.length >= SWEEP_LIMIT) return found;
  }
}

export async function sweepUnpaidOrders(now: () => Date = () => new Date()): Promise<UnpaidSweep> {
  const numbered = await numberWaitingInvoices(now);
  const at = now();
  const remindBefore = new Date(at.getTime() - UNPAID_REMINDER_AFTER_DAYS * DAY_MS).toISOString();
  const cancelBefore = new Date(at.getTime() - UNPAID_CANCEL_AFTER_DAYS * DAY_MS).toISOString();
  const due = await pendingBefore("bank-transfer", remindBefore, "paymentReminderAt").get();
  const lapsedCards = await lapsedCardOrders(new Date(at.getTime() - CARD_LAPSED_AFTER_MINUTES * 60_000).toISOString());
  const sweep: UnpaidSweep = { numbered, reminded: [], cancelled: [], productIds: [] };
  const cancel = async (orderId: string) => {
    try {
      const { productIds } = await changeOrderStatus({ orderId, to: "cancelled", actor: SHOP }, now);
      sweep.cancelled.push(orderId);
      sweep.productIds.push(...productIds);
    } catch (error) {
      // Paid or cancelled since the query (a concurrent sweep, the staff, a webhook): nothing to do.
      if (!(error instanceof OrderError)) throw error;
    }
  };
  for (const doc of due.docs) {
    if (String(doc.get("createdAt")) <= cancelBefore) await cancel(doc.id);
    else if (!doc.get("paymentReminderAt") && (await remind(doc.id, cancelBefore, at))) sweep.reminded.push(doc.id);
  }
  for (const id of lapsedCards) await cancel(id);
  return sweep;
}

/** Mark the order reminded and queue its reminder, in one guarded commit; false when it needs none (any more). */
async function remind(orderId: string, cancelBefore: string, at: Date): Promise<boolean> {
  const ref = firestore().collection(ORDERS_COLLECTION).doc(orderId);
  return commitOptimistically(firestore(), async (batch) => {
    const snap = await ref.get();
    const order = parseSnapshot(snap, orderDocSchema);
    if (!order || order.status !== "pending" || order.paymentReminderAt || isAnonymized(order)) return { result: false };
    const stamp = at.toISOString();
    // The day it is cancelled: as many days after it was placed as the cancel waits.
    const cancelOn = new Date(Date.parse(order.createdAt) + (Date.parse(stamp) - Date.parse(cancelBefore))).toISOString();
    batch.update(ref, { paymentReminderAt: stamp }, unchangedSince(snap));
    const mail = await paymentReminderMail({ id: orderId, ...order }, cancelOn);
    if (mail) enqueueMail(batch, mail, stamp);
    return { result: true, batch };
  });
}
