// "Tell me when it's back": a shopper's request to hear once when a sold-out product (or one
// colour and size of it) is back, and what is stored for it. Pure: specs and scripts read it too.
// - restockRequests/{id}: one request, its id the SHA-256 of the product, the choice and the
//   address (a second request of the same is the same document). A guest's is `pending` until
//   its confirmation link is followed (lib/mail/link-token.ts, as the newsletter's); a signed-in
//   shopper's is `waiting` at once. Deleted in the commit that queues its notice.
// - restockWaits/{productId}: how many wait, per product and per choice, moved in the same commit
//   as each request confirmed or released (what staff see), and when each choice's last batch of
//   notices went out (lib/restock/batch.ts).
import { createHash } from "node:crypto";
import { z } from "zod";
import { productIdSchema } from "@/lib/catalog/schema";
import { emailField } from "@/lib/forms";
import { LOCALES } from "@/lib/i18n/routing";
import { linkTokenSchema } from "@/lib/mail/link-token";

export const RESTOCK_REQUESTS = "restockRequests";
export const RESTOCK_WAITS = "restockWaits";
export const RESTOCK_RATE_LIMITS = "restockRateLimits";

const label = z.string().trim().min(1).max(40);
/** A colour or size as the form posts it: empty is none. */
const optionalLabel = z.preprocess((v) => (v === "" || v === null ? undefined : v), label.optional());

/** What the product page's buttons send: the product and the choice, in the page's language. */
export const restockChoiceSchema = z.object({
  productId: productIdSchema,
  color: optionalLabel,
  size: optionalLabel,
  locale: z.enum(LOCALES).catch("en"),
});
export type RestockChoice = z.infer<typeof restockChoiceSchema>;

/** A guest's request: the choice and the address to tell. */
export const restockGuestSchema = restockChoiceSchema.extend({ email: emailField("emailInvalid") });
export type RestockGuestInput = z.infer<typeof restockGuestSchema>;

/** The form as posted, bounded before it is parsed (lib/actions/restock.ts). */
export const restockFormSchema = z.object({
  productId: z.string().max(200).default(""),
  color: z.string().max(200).default(""),
  size: z.string().max(200).default(""),
  email: z.string().max(6000).default(""),
  locale: z.string().max(10).default(""),
});

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** Which of a product's choices a request waits for: a key of restockWaits' `choices` map (a simple product has one). */
export const choiceKey = (choice: { color?: string; size?: string }) => `c${sha256(`${choice.color ?? ""}\n${choice.size ?? ""}`).slice(0, 16)}`;

/** A request's document id: one per product, choice and (normalised) address. */
export const restockRequestId = (choice: { productId: string; color?: string; size?: string }, email: string) =>
  sha256(`${choice.productId}\n${choice.color ?? ""}\n${choice.size ?? ""}\n${email}`);

export const storedRestockRequestSchema = z.object({
  productId: productIdSchema,
  color: label.optional(),
  size: label.optional(),
  /** `<productId>/<choiceKey>`: the requests of one choice, oldest first. */
  waitKey: z.string().max(300),
  email: z.email().max(254),
  locale: z.enum(LOCALES),
  /** The signed-in shopper who asked (none for a guest). */
  uid: z.string().max(128).optional(),
  status: z.enum(["pending", "waiting"]),
  /** A guest's confirmation link's token. */
  confirmToken: linkTokenSchema.optional(),
  /** When the confirmation link was last written to the outbox. */
  confirmSentAt: z.iso.datetime().optional(),
  /** When it joined the queue (confirmed): its place in it. */
  waitingSince: z.iso.datetime().optional(),
  createdAt: z.iso.datetime(),
});
export type StoredRestockRequest = z.infer<typeof storedRestockRequestSchema>;

export const waitKeyOf = (productId: string, choice: { color?: string; size?: string }) => `${productId}/${choiceKey(choice)}`;

export const choiceWaitSchema = z.object({
  color: label.optional(),
  size: label.optional(),
  waiting: z.number().int().min(0),
  /** When its last batch of notices was queued. */
  releasedAt: z.iso.datetime().optional(),
});
export type ChoiceWait = z.infer<typeof choiceWaitSchema>;

export const storedRestockWaitSchema = z.object({
  productId: productIdSchema,
  waiting: z.number().int().min(0),
  choices: z.record(z.string().regex(/^c[0-9a-f]{16}$/), choiceWaitSchema).default({}),
});
export type StoredRestockWait = z.infer<typeof storedRestockWaitSchema>;
