import "server-only";
// The job's steps before a delivery (lib/subscriptions/job.ts), each once per delivery or card and
// each one guarded commit of the subscription with its email:
// - the size step, SIZE_CHECK_DAYS_BEFORE a ladder product's delivery: the baby's estimated weight
//   against the size's range; outgrown, the next size is switched to (autoSize) or proposed
//   (`proposedSize`), and `sizeCheckedFor` marks the delivery done;
// - the reminder, REMINDER_DAYS_BEFORE: day, contents, amount at today's price, the one-click links
//   (and the size proposed); `remindedFor` marks it sent;
// - the card warning: a saved card that cannot pay a coming delivery, CARD_EXPIRY_WARNING_DAYS
//   before that delivery; `expiryWarnedFor` ("MM/YYYY") marks the card warned.
// A run reads the subscriptions whose next delivery is coming (active, or paused until a day: the
// job resumes those on their day, lib/subscriptions/job.ts) and that close (the size step's and
// the reminder's windows are days wide, the card's a month, card subscriptions only) and skips
// those already done; two runs at once write each once (the guard, and the email's id).
import type { DocumentSnapshot, Query } from "firebase-admin/firestore";
import type { Product } from "@/lib/catalog/schema";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, ContentionError, unchangedSince } from "@/lib/firebase/optimistic";
import { enqueueMail, type MailInput } from "@/lib/mail/outbox";
import { subscriptionLinkHref } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-url";
import { CARD_EXPIRY_WARNING_DAYS, REMINDER_DAYS_BEFORE, SIZE_CHECK_DAYS_BEFORE } from "./config";
import { parseSubscription, readProduct, sizeFields, subscriptionRef } from "./db";
import { estimateDelivery } from "./estimate";
import { linkKeySchema, newLinkKey, signLink } from "./link-token";
import { cardExpiringMail, reminderMail } from "./mails";
import { addDays, cardExpiryLabel, cardExpiryWarning, dayOf, isComing } from "./schedule";
import { SUBSCRIPTIONS_COLLECTION, type Subscription, type SubscriptionDoc } from "./schema";
import { sizeStep } from "./size-step";
import { log } from "@/lib/log";

export type NoticeRun = { sizeProposed: string[]; sizeSwitched: string[]; reminded: string[]; cardsWarned: string[] };

/** Subscriptions read a page at a time; the steps' work goes this many at once. */
const PAGE = 500;
const AT_ONCE = 8;

export async function runNotices(now: () => Date): Promise<NoticeRun> {
  const run: NoticeRun = { sizeProposed: [], sizeSwitched: [], reminded: [], cardsWarned: [] };
  const today = dayOf(now());
  const products = new Map<string, Promise<Product | null>>();
  const product = (id: string) => products.get(id) ?? (products.set(id, readProduct(id)), products.get(id)!);

  // The size step first: a reminder written in the same run shows what it proposed.
  const sized = await dueWithin(today, SIZE_CHECK_DAYS_BEFORE, (s) => Boolean(s.baby && s.size) && s.sizeCheckedFor < s.delivered + 1);
  await inPool(sized, async (sub) => {
    const decision = await checkSize(sub, await product(sub.productId), now);
    if (decision === "propose") run.sizeProposed.push(sub.id);
    if (decision === "switch") run.sizeSwitched.push(sub.id);
  });

  const reminders = await dueWithin(today, REMINDER_DAYS_BEFORE, (s) => s.remindedFor < s.delivered + 1);
  await inPool(reminders, async (sub) => {
    if (await remind(sub, await product(sub.productId), now)) run.reminded.push(sub.id);
  });

  const cards = await dueWithin(today, CARD_EXPIRY_WARNING_DAYS, (s) => cardToWarn(s, today) !== null, (q) => q.where("payment.method", "==", "card"));
  await inPool(cards, async (sub) => {
    if (await warnCard(sub, today, now)) run.cardsWarned.push(sub.id);
  });
  return run;
}

/**
 * Subscriptions with a delivery coming (isComing) whose next delivery is after today and at most
 * `days` ahead, that `wanted` keeps. Indexes: subscriptions (status, nextDate) and (status,
 * payment.method, nextDate).
 */
async function dueWithin(today: string, days: number, wanted: (sub: Subscription) => boolean, narrow: (q: Query) => Query = (q) => q): Promise<Subscription[]> {
  const query = narrow(firestore().collection(SUBSCRIPTIONS_COLLECTION).where("status", "in", ["active", "paused"]))
    .where("nextDate", ">", today)
    .where("nextDate", "<=", addDays(today, days))
    .orderBy("nextDate")
    .limit(PAGE);
  const found: Subscription[] = [];
  for (let page = await query.get(); ; page = await query.startAfter(page.docs.at(-1)!).get()) {
    for (const snap of page.docs) {
      const sub = parseSubscription(snap);
      if (sub && isComing(sub) && wanted(sub)) found.push(sub);
    }
    if (page.size < PAGE) return found;
  }
}

async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      try {
        await work(item);
      } catch (error) {
        // One subscription's failure does not hold up the others; the next run tries it again.
        log.error("subscription notice failed", { error });
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

/**
 * One guarded commit of the subscription `sub` as read again now, if `decide` still finds
 * something to do on it: its fields, and its email in the same commit. Null: nothing to do (done
 * by another run, or the subscription moved on); lost every race: the next run tries again.
 */
async function guarded<R>(
  sub: Subscription,
  decide: (stored: Subscription, raw: DocumentSnapshot, at: Date) => Promise<{ result: R; fields: Partial<Record<keyof SubscriptionDoc | "linkKey", unknown>>; mail?: MailInput | null } | null>,
  now: () => Date,
): Promise<R | null> {
  try {
    return await commitOptimistically<R | null>(
      firestore(),
      async (batch) => {
        const snap = await subscriptionRef(sub.id).get();
        const stored = parseSubscription(snap);
        // Still the delivery this run read as next, of a subscription still running.
        if (!stored || !isComing(stored) || stored.delivered !== sub.delivered || stored.nextDate !== sub.nextDate) return { result: null };
        const at = now();
        const decision = await decide(stored, snap, at);
        if (!decision) return { result: null };
        const stamp = at.toISOString();
        batch.update(snap.ref, { ...decision.fields, updatedAt: stamp }, unchangedSince(snap));
        if (decision.mail) enqueueMail(batch, decision.mail, stamp);
        return { result: decision.result, batch };
      },
      5,
    );
  } catch (error) {
    if (error instanceof ContentionError) return null;
    throw error;
  }
}

function checkSize(sub: Subscription, product: Product | null, now: () => Date) {
  const delivery = sub.delivered + 1;
  return guarded(
    sub,
    async (stored) => {
      const decision = stored.sizeCheckedFor < delivery && product ? sizeStep(stored, product) : null;
      return decision && { result: decision.kind, fields: { sizeCheckedFor: delivery, ...sizeFields(decision, delivery) } };
    },
    now,
  );
}

function remind(sub: Subscription, product: Product | null, now: () => Date) {
  const delivery = sub.delivered + 1;
  return guarded(
    sub,
    async (stored, raw, at) => {
      if (stored.remindedFor >= delivery) return null;
      // The subscription's link key, made with its first reminder (kept on it, never sent anywhere).
      const kept = linkKeySchema.safeParse(raw.get("linkKey"));
      const key = kept.success ? kept.data : newLinkKey();
      const link = (action: "skip" | "change" | "size") => signLink(key, action, { id: stored.id, delivery }, at);
      const skip = link("skip");
      const links = {
        skip: absoluteUrl(subscriptionLinkHref("skip", skip)),
        change: absoluteUrl(subscriptionLinkHref("change", link("change"))),
        ...(stored.proposedSize?.forDelivery === delivery ? { size: absoluteUrl(subscriptionLinkHref("size", link("size"))) } : {}),
        expires: new Date(skip.expires * 1000),
      };
      const mail = await reminderMail(stored, product, estimateDelivery(stored, product, at), links, at);
      return { result: true, fields: { remindedFor: delivery, ...(kept.success ? {} : { linkKey: key }) }, mail };
    },
    now,
  );
}

/** The saved card to warn about now, with the delivery it cannot pay; null when there is none. */
function cardToWarn(sub: Subscription, today: string) {
  const card = sub.payment.method === "card" ? sub.payment.card : undefined;
  if (!card || sub.expiryWarnedFor === cardExpiryLabel(card)) return null;
  const warning = cardExpiryWarning(card, sub.nextDate, sub.intervalWeeks);
  return warning.warnOn <= today ? { card, delivery: warning.delivery } : null;
}

function warnCard(sub: Subscription, today: string, now: () => Date) {
  return guarded(
    sub,
    async (stored) => {
      const due = cardToWarn(stored, today);
      return due && { result: true, fields: { expiryWarnedFor: cardExpiryLabel(due.card) }, mail: await cardExpiringMail(stored, due.card, due.delivery) };
    },
    now,
  );
}
