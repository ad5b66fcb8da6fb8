import "server-only";
// Newsletter sign-up, with double opt-in: one document per address, whose id is the SHA-256 of the
// normalised email. A sign-up stores the address as pending with two random tokens (256 bits,
// made here on the server) and writes, in the same commit, an email whose link carries the
// confirmation token: nobody is on the list before clicking it (lib/newsletter/opt-in.ts). A
// repeat sign-up of a pending address sends the link again (at most every RESEND_AFTER_MS); of a
// confirmed one, nothing. The action answers the same to every sign-up, so the form does not
// reveal who is subscribed. Concurrent sign-ups of one address: guarded writes, one email.
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { emailField } from "@/lib/forms";
import { LOCALES } from "@/lib/i18n/routing";
import { newLinkToken } from "@/lib/mail/link-token";
import { enqueueMail } from "@/lib/mail/outbox";
import { newsletterConfirmMail } from "./mails";
import { NEWSLETTER_COLLECTION, storedSubscriberSchema, subscriberId, type StoredSubscriber } from "./schema";

// Older callers import these from here.
export { NEWSLETTER_COLLECTION, subscriberId } from "./schema";

/** A pending address gets its confirmation link again at most this often (no mail bombing through the form). */
export const RESEND_AFTER_MS = 10 * 60_000;

export const newsletterInputSchema = z.object({
  email: emailField("emailInvalid"),
  locale: z.enum(LOCALES).catch("en"),
});
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

export type SubscribeResult = { ok: true; created: boolean } | { ok: false; error: "emailInvalid" };

/**
 * Parse a sign-up; store it as pending and write its confirmation email in the same commit.
 * `created` is false when the address was already known (pending or confirmed).
 */
export async function subscribeToNewsletter(
  raw: { email: unknown; locale?: unknown },
  { db = firestore(), now = new Date() }: { db?: Firestore; now?: Date } = {},
): Promise<SubscribeResult> {
  const parsed = newsletterInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: "emailInvalid" };
  const { email, locale } = parsed.data;
  const id = subscriberId(email);
  const ref = db.collection(NEWSLETTER_COLLECTION).doc(id);
  const at = now.toISOString();
  return commitOptimistically<SubscribeResult>(db, async (batch) => {
    const snap = await ref.get();
    const stored = snap.exists ? storedSubscriberSchema.safeParse(snap.data()) : null;
    const known = stored?.success ? stored.data : null;
    if (known?.status === "confirmed") return { result: { ok: true, created: false } };
    if (known?.confirmSentAt && now.getTime() - Date.parse(known.confirmSentAt) < RESEND_AFTER_MS) return { result: { ok: true, created: false } };
    // The same link again for a pending address (an earlier email still works); new ones otherwise.
    const confirmToken = known?.confirmToken ?? newLinkToken();
    const doc: StoredSubscriber = {
      email,
      locale: known?.locale ?? locale,
      status: "pending",
      confirmToken,
      unsubscribeToken: known?.unsubscribeToken ?? newLinkToken(),
      confirmSentAt: at,
      createdAt: known?.createdAt ?? at,
    };
    // Guarded: of two sign-ups at once, one commits (and one email goes out); the other reads again
    // (the revision changes the document even when two write the same instant).
    if (snap.exists) batch.update(ref, { ...doc, revision: FieldValue.increment(1) }, unchangedSince(snap));
    else batch.create(ref, doc);
    enqueueMail(batch, await newsletterConfirmMail({ id, email, locale: doc.locale, token: confirmToken }), at);
    return { result: { ok: true, created: !snap.exists }, batch };
  });
}

/** A stored sign-up as the person's data export shows it (no tokens). */
export const newsletterEntrySchema = storedSubscriberSchema.pick({ email: true, locale: true, status: true, confirmedAt: true, createdAt: true });
export type NewsletterEntry = z.infer<typeof newsletterEntrySchema>;

/** The document of `email` (normalised as a sign-up is), or null for no email address. */
function entryRef(email: string, db: Firestore) {
  const parsed = newsletterInputSchema.shape.email.safeParse(email);
  return parsed.success ? db.collection(NEWSLETTER_COLLECTION).doc(subscriberId(parsed.data)) : null;
}

/** The sign-up of `email`, or null when it is not on the list. */
export async function newsletterEntryOf(email: string, db: Firestore = firestore()): Promise<NewsletterEntry | null> {
  const ref = entryRef(email, db);
  const parsed = newsletterEntrySchema.safeParse(ref ? (await ref.get()).data() : undefined);
  return parsed.success ? parsed.data : null;
}

/** Take `email` off the list (its account was deleted). Answers whether it was on it. */
export async function removeFromNewsletter(email: string, db: Firestore = firestore()): Promise<boolean> {
  const ref = entryRef(email, db);
  if (!ref || !(await ref.get()).exists) return false;
  await ref.delete();
  return true;
}
