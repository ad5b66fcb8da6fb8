// Promotions: what staff define (promotions/{id}), what a shopper types (a code) and what an order
// keeps of each promotion it got. Money in integer cents; times as ISO instants (the admin form
// reads dates in the shop's time zone, SHOP_TIME_ZONE, and stores the instants).
import { z } from "zod";
import { categorySchema, productIdSchema } from "@/lib/catalog/schema";
import { SHIPPING_METHODS } from "@/lib/orders/config";
import { CODE_PATTERN, normalizeCode } from "./code";

export { normalizeCode };

export const PROMOTIONS_COLLECTION = "promotions";
/** promotionCodes/{CODE}: every code a shopper can type (a promotion's shared code, or one of its single-use codes). */
export const PROMOTION_CODES_COLLECTION = "promotionCodes";

const cents = z.number().int().min(0).max(1_000_000_000);
const positiveCents = z.number().int().min(1).max(1_000_000_000);
const percent = z.number().int().min(1).max(100);

/** Promotion ids: made by the shop (lowercase letters, digits, dashes). */
export const promotionIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{2,63}$/);

/**
 * Codes as stored and compared: upper case, letters, digits and dashes, 3 to 32 characters. What a
 * shopper types is trimmed and upper-cased first (normalizeCode), so "  spring10 " finds SPRING10.
 */
export const codeSchema = z.string().regex(CODE_PATTERN);
/** What a shopper may type in the coupon field (before normalizing): anything longer is no code of ours. */
export const typedCodeSchema = z
  .string()
  .max(64)
  .transform(normalizeCode)
  .pipe(codeSchema);

/** A code as a request carries it (the cart, the checkout): bounded text; an empty one is none. */
export const promotionCodeInputSchema = z
  .string()
  .max(64)
  .transform((typed) => typed.trim())
  .transform((typed) => (typed === "" ? undefined : typed));

/** The products a product-level benefit applies to: any of these ids, or any product in these categories. */
export const promotionTargetSchema = z
  .object({
    productIds: z.array(productIdSchema).max(200).default([]),
    categories: z.array(categorySchema).max(20).default([]),
  })
  .refine((t) => t.productIds.length + t.categories.length > 0, "name at least one product or category");
export type PromotionTarget = z.infer<typeof promotionTargetSchema>;

/**
 * What a promotion gives. Its class (PROMOTION_CLASS) decides when it applies: product-level
 * first, then order-level on what is left, then delivery.
 */
export const benefitSchema = z.discriminatedUnion("kind", [
  /** A percentage off the goods' subtotal (after product-level promotions). */
  z.object({ kind: z.literal("order-percent"), percent }),
  /** A fixed amount off the goods' subtotal, never more than it. */
  z.object({ kind: z.literal("order-amount"), amount: positiveCents }),
  /** A percentage off each unit of the target products. */
  z.object({ kind: z.literal("product-percent"), percent, target: promotionTargetSchema }),
  /** A fixed amount off each unit of the target products, never more than the unit's price. */
  z.object({ kind: z.literal("product-amount"), amount: positiveCents, target: promotionTargetSchema }),
  /** Delivery free: with one of these methods, or any (empty list). */
  z.object({ kind: z.literal("free-delivery"), methods: z.array(z.enum(SHIPPING_METHODS)).max(SHIPPING_METHODS.length).default([]) }),
  /**
   * Buy X get Y: among the target units, for every `buy + get` of them the `get` cheapest are free,
   * repeating ("3 packs of wipes, the cheapest free" is buy 2 get 1); at most `maxFree` units free per order.
   */
  z.object({
    kind: z.literal("buy-x-get-y"),
    buy: z.number().int().min(1).max(50),
    get: z.number().int().min(1).max(50),
    maxFree: z.number().int().min(1).max(100).optional(),
    target: promotionTargetSchema,
  }),
]);
export type Benefit = z.infer<typeof benefitSchema>;
export type BenefitKind = Benefit["kind"];

/** Every kind of benefit, in the order staff are offered them. */
export const BENEFIT_KINDS = ["order-percent", "order-amount", "product-percent", "product-amount", "buy-x-get-y", "free-delivery"] as const satisfies readonly BenefitKind[];

export const PROMOTION_CLASSES = ["product", "order", "delivery"] as const;
export type PromotionClass = (typeof PROMOTION_CLASSES)[number];
export const PROMOTION_CLASS: Readonly<Record<BenefitKind, PromotionClass>> = {
  "order-percent": "order",
  "order-amount": "order",
  "product-percent": "product",
  "product-amount": "product",
  "buy-x-get-y": "product",
  "free-delivery": "delivery",
};

export const conditionsSchema = z.object({
  /** The window it runs in: from `startsAt` (included) to `endsAt` (excluded); either may be open. */
  startsAt: z.string().datetime().optional(),
  endsAt: z.string().datetime().optional(),
  /** The goods' subtotal (after the products' own discounts, before promotions) the order must reach. */
  minSubtotal: cents.optional(),
  /** Units in the order (of the target products, for a product-level benefit) it must reach. */
  minQuantity: z.number().int().min(1).max(1000).optional(),
  /** Only an account's first order (one that was placed and not cancelled before payment). */
  firstOrderOnly: z.boolean().default(false),
  /** Only for confirmed newsletter subscribers (the code is sent in a letter). */
  subscribersOnly: z.boolean().default(false),
  /** Units of products that carry their own discount get nothing from it. */
  excludeDiscounted: z.boolean().default(false),
});
export type Conditions = z.infer<typeof conditionsSchema>;

export const limitsSchema = z.object({
  /** Orders that may carry it, in all. */
  totalUses: z.number().int().min(1).max(10_000_000).optional(),
  /** Orders one account may carry it on. */
  perAccount: z.number().int().min(1).max(1000).optional(),
  /** The total discount it may give, in all (cents): the last order gets what is left. */
  budget: positiveCents.optional(),
});
export type Limits = z.infer<typeof limitsSchema>;

export const PROMOTION_STATUSES = ["active", "paused", "archived"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Which classes of promotion it may be combined with in one order (it always combines with nothing of its own kind unless its class is listed). */
export const combinesWithSchema = z.object({ product: z.boolean(), order: z.boolean(), delivery: z.boolean() });
export type CombinesWith = z.infer<typeof combinesWithSchema>;

/** Single-use codes made at once, at most. */
export const MAX_BULK_CODES = 10_000;
/** What single-use codes may start with ("SPRING-..."): the prefix as typed, upper-cased. */
export const codePrefixSchema = z.string().trim().toUpperCase().regex(/^[A-Z0-9]{1,8}$/);

/** What staff write: a promotion without its id and dates. */
export const promotionInputSchema = z.object({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(500).default(""),
  trigger: z.enum(["code", "automatic"]),
  code: z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? normalizeCode(v) : undefined), codeSchema.optional()),
  benefit: benefitSchema,
  conditions: conditionsSchema,
  limits: limitsSchema,
  combinesWith: combinesWithSchema,
});
export type PromotionInput = z.input<typeof promotionInputSchema>;

/** promotions/{id}: its rules. How often it was used, and how much it gave, live beside it (lib/promotions/usage.ts). */
export const promotionSchema = z.object({
  id: promotionIdSchema,
  /** Shown to shoppers on the cart, checkout, order, email and invoice. */
  name: z.string().trim().min(1).max(80),
  /** Staff's own note. */
  description: z.string().max(500).default(""),
  /** "code": applies when its code (or one of its single-use codes) is typed; "automatic": by itself. */
  trigger: z.enum(["code", "automatic"]),
  /** The shared code anyone may type (a code promotion may have none and only single-use codes). */
  code: codeSchema.optional(),
  status: z.enum(PROMOTION_STATUSES),
  benefit: benefitSchema,
  conditions: conditionsSchema,
  limits: limitsSchema,
  combinesWith: combinesWithSchema,
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionDocSchema = promotionSchema.omit({ id: true });

/** promotionCodes/{CODE}: which promotion a code belongs to; a single-use code keeps the order that used it. */
export const promotionCodeDocSchema = z.object({
  promotionId: promotionIdSchema,
  singleUse: z.boolean(),
  /** A single-use code's order, once placed (freed again if that order gives the use back). */
  orderId: z.string().max(32).optional(),
  createdAt: z.string().datetime(),
});
export type PromotionCodeDoc = z.infer<typeof promotionCodeDocSchema>;

/** What an order keeps of a promotion it got: enough to show it (cart, order, email, invoice) and to give its use back. */
export const appliedPromotionSchema = z.object({
  promotionId: promotionIdSchema,
  name: z.string().min(1).max(80),
  /** The code typed, for a code promotion. */
  code: codeSchema.optional(),
  class: z.enum(PROMOTION_CLASSES),
  /** What it took off, in cents (for delivery: off the delivery price). */
  amount: cents,
});
export type AppliedPromotion = z.infer<typeof appliedPromotionSchema>;

/** Where an order's use of a promotion was counted (lib/promotions/usage.ts), so that giving it back undoes exactly that. */
export const promotionUseSchema = z.object({
  promotionId: promotionIdSchema,
  /** The usage document counted in: "total" (a limited promotion's guarded count) or one of the shards of an unlimited one. */
  counter: z.string().regex(/^(total|shard-\d{1,2})$/),
  /** The discount it gave (goods and delivery), counted against a budget. */
  amount: cents,
  /** Counted against the account's own uses (promotions/{id}/accounts/{uid}). */
  account: z.boolean(),
  /** The single-use code it took. */
  singleUseCode: codeSchema.optional(),
});
export type PromotionUse = z.infer<typeof promotionUseSchema>;
