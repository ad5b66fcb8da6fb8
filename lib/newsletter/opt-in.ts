import "server-only";
// The newsletter's links: confirming a sign-up (double opt-in) and leaving, both without an
// account, each proved by the subscriber's own random token (lib/newsletter/subscribe.ts) that
// only their emails carry (lib/mail/link-token.ts). The letters themselves: lib/newsletter/letters.ts.
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { emailLinkSchema, sameToken } from "@/lib/mail/link-token";
import { NEWSLETTER_COLLECTION, storedSubscriberSchema } from "./schema";

export type ConfirmOutcome = "confirmed" | "invalid";

/** Confirm the sign-up the link names; a second click answers "confirmed" again and changes nothing. */
export async function confirmSubscription(raw: unknown, { db = firestore(), now = new Date() }: { db?: Firestore; now?: Date } = {}): Promise<ConfirmOutcome> {
  const link = emailLinkSchema.safeParse(raw);
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
  const link = emailLinkSchema.safeParse(raw);
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
