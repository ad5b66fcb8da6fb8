import "server-only";
// The newsletter's links: confirming a sign-up (double opt-in) and leaving, both without an
// account, each proved by the subscriber's own random token (lib/newsletter/subscribe.ts) that
// only their emails carry. And the letters: one message per confirmed subscriber, with the
// one-click unsubscribe link and headers (RFC 8058).
import { timingSafeEqual } from "node:crypto";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import type { Locale } from "@/lib/i18n/routing";
import { enqueueMail } from "@/lib/mail/outbox";
import type { Letter } from "@/lib/mail/templates/newsletter";
import { newsletterLetterMail } from "./mails";
import { NEWSLETTER_COLLECTION, newsletterTokenSchema, storedSubscriberSchema, subscriberIdSchema } from "./schema";

/** What a newsletter link carries; anything else is refused before any read. */
export const newsletterLinkSchema = z.object({ id: subscriberIdSchema, token: newsletterTokenSchema });
export type NewsletterLink = z.infer<typeof newsletterLinkSchema>;

const sameToken = (a: string | undefined, b: string) => a !== undefined && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type ConfirmOutcome = "confirmed" | "invalid";

/** Confirm the sign-up the link names; a second click answers "confirmed" again and changes nothing. */
export async function confirmSubscription(raw: unknown, { db = firestore(), now = new Date() }: { db?: Firestore; now?: Date } = {}): Promise<ConfirmOutcome> {
  const link = newsletterLinkSchema.safeParse(raw);
  if (!link.success) return "invalid";
  const ref = db.collection(NEWSLETTER_COLLECTION).doc(link.data.id);
  return commitOptimistically<ConfirmOutcome>(db, async (batch) => {
    const snap = await ref.get();
    const stored = storedSubscriberSchema.safeParse(snap.data());
    if (!snap.exists || !stored.success || !sameToken(stored.data.confirmToken, link.data.token)) return { result: "invalid" };
    if (stored.data.status === "confirmed") return { result: "confirmed" };
    batch.update(ref, { status: "confirmed", confirmedAt: now.toISOString(), revision: FieldValue.increment(1) }, unchangedSince(snap));
    return { result: "confirmed", batch };
  });
}

export type UnsubscribeOutcome = "unsubscribed" | "invalid";

/**
 * Leave the newsletter: the address's document is deleted (nothing kept about it). A link whose
 * subscriber is gone already answers "unsubscribed" (a second click, a mail client's retry).
 */
export async function unsubscribeFromNewsletter(raw: unknown, { db = firestore() }: { db?: Firestore } = {}): Promise<UnsubscribeOutcome> {
  const link = newsletterLinkSchema.safeParse(raw);
  if (!link.success) return "invalid";
  const ref = db.collection(NEWSLETTER_COLLECTION).doc(link.data.id);
  return commitOptimistically<UnsubscribeOutcome>(db, async (batch) => {
    const snap = await ref.get();
    if (!snap.exists) return { result: "unsubscribed" };
    const stored = storedSubscriberSchema.safeParse(snap.data());
    if (!stored.success || !sameToken(stored.data.unsubscribeToken, link.data.token)) return { result: "invalid" };
    batch.delete(ref, unchangedSince(snap));
    return { result: "unsubscribed", batch };
  });
}

const ALREADY_EXISTS = 6; // gRPC status code

/** A letter's id: it names its messages, one per subscriber. */
export const letterIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/);

/**
 * Queue letter `letterId` (its text in each language) for every confirmed subscriber, in their
 * language. Each message's id is the letter's and the subscriber's, so running it again (a crash
 * half-way) queues only those not queued yet. Answers how many were queued now.
 */
export async function queueNewsletter(letterId: string, letters: Readonly<Record<Locale, Letter>>, now = new Date()): Promise<number> {
  const id = letterIdSchema.parse(letterId);
  const db = firestore();
  const confirmed = await db.collection(NEWSLETTER_COLLECTION).where("status", "==", "confirmed").get();
  let queued = 0;
  for (const snap of confirmed.docs) {
    const stored = storedSubscriberSchema.safeParse(snap.data());
    if (!stored.success || !stored.data.unsubscribeToken) continue;
    const { email, locale, unsubscribeToken } = stored.data;
    const key = `${id}.${snap.id.slice(0, 32)}`;
    const batch = db.batch();
    enqueueMail(batch, await newsletterLetterMail({ id: snap.id, email, locale, token: unsubscribeToken }, letters[locale], key), now.toISOString());
    try {
      await batch.commit();
      queued++;
    } catch (error) {
      // create() found the message: queued by an earlier run.
      if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    }
  }
  return queued;
}
