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
