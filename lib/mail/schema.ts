// The outbox: every email the shop sends is first a document mail/{id}, written in the same
// commit as the event it reports (lib/mail/outbox.ts), then sent by lib/mail/sender.ts. `to` and
// `message` have the shape of Firebase's Trigger Email extension; the rest is ours: what the
// message is about, its language, and where its delivery stands.
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/routing";
import { orderIdSchema } from "@/lib/orders/schema";
import { productIdSchema } from "@/lib/catalog/schema";
import { isHeaderText } from "./header-text";

export const MAIL_COLLECTION = "mail";

/** The statuses an order is moved to that the customer hears about (its placing: the confirmation). */
export const STATUS_MAIL_STATUSES = ["paid", "processing", "shipped", "delivered", "cancelled", "refunded"] as const;
export type StatusMailStatus = (typeof STATUS_MAIL_STATUSES)[number];
export const statusMailKind = (status: StatusMailStatus) => `order-${status}` as const;

/** The steps of a return the customer hears about (lib/mail/return-mails.tsx): one message each per return. */
export const RETURN_MAIL_STEPS = ["requested", "accepted", "refused"] as const;
export type ReturnMailStep = (typeof RETURN_MAIL_STEPS)[number];
export const returnMailKind = (step: ReturnMailStep) => `order-return-${step}` as const;

/**
 * What a subscription tells its parent (lib/subscriptions/mails.tsx): the next delivery's reminder,
 * a delivery skipped or sent smaller for want of stock, a payment the parent must confirm, a
 * decline to be tried again, the pause after the last retry, a saved card about to expire. Each
 * keyed by its delivery, attempt or card: one message per event.
 */
export const SUBSCRIPTION_MAIL_KINDS = [
  "subscription-reminder",
  "subscription-out-of-stock",
  "subscription-payment-action",
  "subscription-payment-declined",
  "subscription-paused",
  "subscription-card-expiring",
] as const;
export type SubscriptionMailKind = (typeof SUBSCRIPTION_MAIL_KINDS)[number];

/** What a message is about; with `orderId`, one message of a kind per order (its id says so) unless keyed. */
export const MAIL_KINDS = [
  "order-confirmation",
  "order-new-staff",
  "order-payment-reminder",
  ...STATUS_MAIL_STATUSES.map(statusMailKind),
  ...RETURN_MAIL_STEPS.map(returnMailKind),
  "registry-gift",
  "newsletter-confirm",
  "newsletter-letter",
  "product-recall",
  "restock-confirm",
  "restock-notice",
  ...SUBSCRIPTION_MAIL_KINDS,
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * pending: waits for a sender (from `nextAttemptAt` on); sending: claimed by a sender until
 * `nextAttemptAt` (its lease: past it, another sender may take it); sent; failed: given up.
 */
export const MAIL_STATES = ["pending", "sending", "sent", "failed"] as const;
export type MailState = (typeof MAIL_STATES)[number];

const oneLine = (max: number) => z.string().min(1).max(max).refine(isHeaderText, "a header must be one line");

/** "<left@right>", the angle brackets included; the document's id is the part inside them. */
export const messageIdSchema = z.string().regex(/^<[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9.-]+>$/);

/** A message's document id: its Message-ID without the angle brackets. */
export const mailIdSchema = z.string().max(300).regex(/^[\w.!#$%&'*+=?^`{|}~-]+@[A-Za-z0-9.-]+$/);

export const mailMessageSchema = z.object({
  subject: oneLine(250),
  text: z.string().min(1).max(100_000),
  html: z.string().min(1).max(500_000),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailDocSchema = z.object({
  to: z.email().max(254).refine(isHeaderText),
  message: mailMessageSchema,
  messageId: messageIdSchema,
  kind: z.enum(MAIL_KINDS),
  orderId: orderIdSchema.optional(),
  /** Staff's resend of this message (its id): the same message, again. */
  resendOf: mailIdSchema.optional(),
  /** A recall notice: the product recalled (lib/admin/products/recall.tsx counts them). */
  recallOf: productIdSchema.optional(),
  locale: z.enum(LOCALES),
  /**
   * A newsletter letter's one-click unsubscribe URL (RFC 8058): sent as `List-Unsubscribe: <url>`
   * with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. https (http only for a local host).
   */
  listUnsubscribe: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .refine(isHeaderText)
    .refine((url) => url.startsWith("https://") || /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url), "https only")
    .optional(),
  state: z.enum(MAIL_STATES),
  /** Attempts started (a claim counts, even if its sender died). */
  attempts: z.number().int().min(0),
  /** pending: the earliest next attempt; sending: the end of the claim's lease; sent, failed: null. */
  nextAttemptAt: z.iso.datetime().nullable(),
  /** The last failure, as the transport said it. */
  error: z.string().max(1000).optional(),
  sentAt: z.iso.datetime().optional(),
  /** The SMTP server's answer to the message: its "250 ... queued as <id>" names the provider's id. */
  provider: z.object({ messageId: z.string().max(500), response: z.string().max(1000) }).optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MailDoc = z.infer<typeof mailDocSchema>;
