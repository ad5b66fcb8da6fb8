import "server-only";
// Newsletter sign-up: one document per address, whose id is the SHA-256 of the normalised email,
// created with create() so a repeat sign-up (even two at the same moment) never makes a second
// document. The action answers the same to a new and a repeat sign-up, so the form does not
// reveal who is subscribed.
import { createHash } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { firestore } from "@/lib/firebase/admin";
import { emailField } from "@/lib/forms";
import { LOCALES } from "@/lib/i18n/routing";

export const NEWSLETTER_COLLECTION = "newsletterSubscribers";

export const newsletterInputSchema = z.object({
  email: emailField("emailInvalid"),
  locale: z.enum(LOCALES).catch("en"),
});
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

/** The document id of an (already normalised) email. */
export function subscriberId(email: string): string {
  return createHash("sha256").update(email).digest("hex");
}

const ALREADY_EXISTS = 6; // gRPC status code

export type SubscribeResult = { ok: true; created: boolean } | { ok: false; error: "emailInvalid" };

/** Parse and store a sign-up. `created` is false when the address was already on the list. */
export async function subscribeToNewsletter(
  raw: { email: unknown; locale?: unknown },
  { db = firestore(), now = new Date() }: { db?: Firestore; now?: Date } = {},
): Promise<SubscribeResult> {
  const parsed = newsletterInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: "emailInvalid" };
  const { email, locale } = parsed.data;
  try {
    await db
      .collection(NEWSLETTER_COLLECTION)
      .doc(subscriberId(email))
      .create({ email, locale, createdAt: now.toISOString() });
    return { ok: true, created: true };
  } catch (e) {
    if ((e as { code?: unknown }).code === ALREADY_EXISTS) return { ok: true, created: false };
    throw e;
  }
}

/** A stored sign-up (newsletterSubscribers/{subscriberId}). */
export const newsletterEntrySchema = z.object({ email: z.string(), locale: z.enum(LOCALES), createdAt: z.string().datetime() });
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
