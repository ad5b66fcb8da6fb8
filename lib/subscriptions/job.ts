import "server-only";
// POST /api/jobs/subscriptions, called every minute by the scheduler (the local stack's sweep,
// apphosting.yaml's in production): the pauses whose day has come end (a guarded commit each, so
// two runs at once resume it once), every delivery that is due is placed (or skipped for want of
// stock, with its email), the coming deliveries' size steps, reminders and card warnings are done
// (lib/subscriptions/notices.ts), declined charges due again are queued, and Stripe's answers are
// applied (with their emails). Idempotent and safe to run twice at once:
// a delivery is one order by its key ("SUB-...-N") and its commit is guarded by the subscription,
// a charge is one PaymentIntent by its key, and an answer is applied in the commit that marks it.
import { FieldValue } from "firebase-admin/firestore";
import type { Product } from "@/lib/catalog/schema";
import { firestore } from "@/lib/firebase/admin";
import { enqueueMail } from "@/lib/mail/outbox";
import { sendStripeCalls } from "@/lib/payments/stripe-outbox";
import { commitOptimistically, ContentionError, unchangedSince } from "@/lib/firebase/optimistic";
import { applyCharges, queueRetries, type ChargeReport } from "./charges";
import { changeSubscriptionAsJob, parseSubscription, placeDelivery, readProduct, resumeOnItsDay, SubscriptionError, subscriptionRef, unitsInStock } from "./db";
import { outOfStockMail } from "./mails";
import { runNotices, type NoticeRun } from "./notices";
import { dayOf, nextAfter } from "./schedule";
import { SUBSCRIPTIONS_COLLECTION, type Subscription } from "./schema";
import { log } from "@/lib/log";

/** Subscriptions one run looks at, oldest date first; the next run (a minute later) takes the rest. */
const RUN_LIMIT = 1000;
/** Products whose deliveries are placed at once (one product's deliveries go one after another: they race for its stock). */
const PRODUCTS_AT_ONCE = 8;

export type SubscriptionRun = {
  /** Paused until a day that has come: active again (subscription ids). */
  resumed: string[];
  placed: string[];
  /** Deliveries skipped for want of stock (the parent chose "skip", or nothing was left to send). */
  skipped: string[];
  /** Placed by another run meanwhile, or changed by the parent: left as they are. */
  unchanged: number;
  charges: ChargeReport & { retried: string[] };
  /** Size steps, reminders and card warnings done by this run (subscription ids). */
  notices: NoticeRun;
  productIds: string[];
};

const collection = () => firestore().collection(SUBSCRIPTIONS_COLLECTION);

export async function runSubscriptions(now: () => Date = () => new Date()): Promise<SubscriptionRun> {
  const run: SubscriptionRun = {
    resumed: [],
    placed: [],
    skipped: [],
    unchanged: 0,
    charges: { paid: [], waiting: [], retrying: [], paused: [], retried: [] },
    notices: { sizeProposed: [], sizeSwitched: [], reminded: [], cardsWarned: [] },
    productIds: [],
  };
  const today = dayOf(now());
  // First: a delivery due on the day its pause ends is placed by this same run.
  run.resumed = await resumeEnded(today, now);
  // Index: subscriptions (status, nextDate) in firestore.indexes.json.
  const due = await collection().where("status", "==", "active").where("nextDate", "<=", today).orderBy("nextDate").limit(RUN_LIMIT).get();
  const byProduct = new Map<string, Subscription[]>();
  for (const snap of due.docs) {
    const sub = parseSubscription(snap);
    if (sub) byProduct.set(sub.productId, [...(byProduct.get(sub.productId) ?? []), sub]);
  }
  const groups = [...byProduct.values()];
  const worker = async () => {
    for (let group = groups.shift(); group; group = groups.shift()) for (const sub of group) await deliver(sub, now, run);
  };
  await Promise.all(Array.from({ length: PRODUCTS_AT_ONCE }, worker));
  run.productIds = [...byProduct.keys()];
  // After the deliveries: a subscription placed today has its next date, a month or more ahead.
  run.notices = await runNotices(now);

  const retryDue = await collection().where("failure.retryAt", "<=", now().toISOString()).limit(RUN_LIMIT).get();
  run.charges.retried = await queueRetries(retryDue.docs.flatMap((d) => parseSubscription(d) ?? []), now);
  await sendStripeCalls({ limit: 500, now });
  Object.assign(run.charges, await applyCharges(now));
  return run;
}

/** Resume the subscriptions paused until `today` or before; their ids. */
async function resumeEnded(today: string, now: () => Date): Promise<string[]> {
  // Index: subscriptions (status, pausedUntil) in firestore.indexes.json.
  const ended = await collection().where("status", "==", "paused").where("pausedUntil", "<=", today).orderBy("pausedUntil").limit(RUN_LIMIT).get();
  const resumed: string[] = [];
  for (const snap of ended.docs) {
    try {
      await changeSubscriptionAsJob(snap.id, resumeOnItsDay(today), now);
      resumed.push(snap.id);
    } catch (error) {
      // Resumed (or changed) meanwhile by another run or the parent; or busy: the next run looks again.
      if (!(error instanceof SubscriptionError)) throw error;
    }
  }
  return resumed;
}

/** One due delivery: placed, or (short of stock) sent as what there is, or skipped, as the parent chose. */
async function deliver(sub: Subscription, now: () => Date, run: SubscriptionRun): Promise<void> {
  try {
    const product = await readProduct(sub.productId);
    // Gone, archived or recalled: not for sale, whatever its stock (placing it would be refused every minute).
    const forSale = product && !product.archived && !product.recall ? product : null;
    const inStock = forSale ? unitsInStock(forSale, sub) : 0;
    const quantity = sub.outOfStock === "send-available" ? Math.min(sub.quantity, inStock) : sub.quantity;
    if (!forSale || inStock < quantity || quantity === 0) return void (await skip(sub, product, now, run));
    const placed = await placeDelivery(sub, forSale, now, quantity);
    if (placed.status === "placed" && !placed.repeated) {
      run.placed.push(placed.orderId);
      log.info("subscriptions: delivery placed", { orderId: placed.orderId, subscriptionId: sub.id });
    } else if (placed.status === "placed") run.unchanged++;
    // Sold meanwhile: the next run reads the stock again.
    else if (placed.status === "unavailable") run.unchanged++;
  } catch (error) {
    if (error instanceof SubscriptionError) run.unchanged++;
    else log.error(`subscription ${sub.id}: its delivery failed`, { error });
  }
}

/** Skip the due delivery: one interval on, counted as a delivery (its number is not used again), its email in the same commit. */
async function skip(sub: Subscription, product: Product | null, now: () => Date, run: SubscriptionRun): Promise<void> {
  let skipped = false;
  try {
    skipped = await commitOptimistically(
      firestore(),
      async (batch) => {
        const snap = await subscriptionRef(sub.id).get();
        const stored = parseSubscription(snap);
        // Placed, skipped or paused meanwhile (another run, the parent): nothing to skip.
        if (!stored || stored.delivered !== sub.delivered || stored.status !== "active") return { result: false };
        const stamp = now().toISOString();
        const next = nextAfter(stored.nextDate, stored.intervalWeeks, dayOf(new Date(stamp)));
        batch.update(snap.ref, { delivered: stored.delivered + 1, nextDate: next, proposedSize: FieldValue.delete(), updatedAt: stamp }, unchangedSince(snap));
        const mail = await outOfStockMail(stored, { ...(product ? { product } : {}), delivery: stored.delivered + 1, day: stored.nextDate, next });
        if (mail) enqueueMail(batch, mail, stamp);
        return { result: true, batch };
      },
      5,
    );
  } catch (error) {
    if (!(error instanceof ContentionError)) throw error;
  }
  if (skipped) run.skipped.push(sub.id);
  else run.unchanged++;
}
