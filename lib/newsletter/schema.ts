// The newsletter's schemas: the sign-up form as posted (lib/actions/newsletter.ts: bounded
// strings; lib/newsletter checks the address itself), and newsletterSubscribers/{subscriberId},
// what is stored for an address on the list (lib/newsletter/subscribe.ts writes it). Pure: specs
// and scripts read it too.
import { createHash } from "node:crypto";
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/routing";
import { hashIdSchema, linkTokenSchema } from "@/lib/mail/link-token";

export const newsletterFormSchema = z.object({ email: z.string().max(6000).default(""), locale: z.string().max(10).default("") });

export const NEWSLETTER_COLLECTION = "newsletterSubscribers";

/** The document id of an (already normalised) email. */
export function subscriberId(email: string): string {
  return createHash("sha256").update(email).digest("hex");
}

export const subscriberIdSchema = hashIdSchema;

/**
 * A stored address. An entry from before double opt-in has no status or tokens: it counts as
 * pending (never confirmed), and a new sign-up sends it a link.
 */
export const storedSubscriberSchema = z.object({
  email: z.string(),
  locale: z.enum(LOCALES),
  status: z.enum(["pending", "confirmed"]).default("pending"),
  /** In the confirmation email's link. */
  confirmToken: linkTokenSchema.optional(),
  /** In every letter's unsubscribe link and List-Unsubscribe header. */
  unsubscribeToken: linkTokenSchema.optional(),
  /** When the confirmation link was last written to the outbox. */
  confirmSentAt: z.string().datetime().optional(),
  confirmedAt: z.string().datetime().optional(),
  createdAt: z.string().datetime(),
});
export type StoredSubscriber = z.infer<typeof storedSubscriberSchema>;
