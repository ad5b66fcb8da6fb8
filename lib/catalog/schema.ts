// The catalogue's data model: categories, products with their colour x size stock, reviews, and
// the pure rules on a product's price and stock (server and client code alike). Money is stored as
// integer cents (USD) so totals never suffer float rounding.
import { z } from "zod";
import { ageRangeSchema } from "@/lib/catalog/age";
import { productSubscriptionSchema } from "@/lib/catalog/subscription-offer";
import { productTranslationsSchema } from "@/lib/catalog/translations";
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "@/lib/catalog/review-limits";
import { uidSchema } from "@/lib/users/schema";

export const CATEGORIES = [
  "feeding",
  "nursery",
  "clothing",
  "toys",
  "bath",
  "strollers-car-seats",
  "diapering",
  "health-safety",
] as const;
export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

/** A URL segment we make ourselves (product ids, post slugs): lowercase letters, digits, dashes. */
export const slugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/);
/** A product id is also its URL segment. */
export const productIdSchema = slugSchema;

/** True when `id` can be a product id: anything else is "no such product", without a read. */
export const isProductId = (id: unknown): id is string => productIdSchema.safeParse(id).success;

const cents = z.number().int().min(0).max(10_000_000);
const stockCount = z.number().int().min(0).max(1_000_000);

export const sizeStockSchema = z.object({
  name: z.string().min(1).max(40),
  stock: stockCount,
});

export const variationSchema = z.object({
  color: z.string().min(1).max(40),
  /** Image shown when this colour is chosen. */
  image: z.string().min(1).max(500),
  size: z.array(sizeStockSchema).min(1).max(30),
});
export type Variation = z.infer<typeof variationSchema>;

/**
 * products/{id}/reviews/{uid}: one shopper's review of a product (lib/catalog/reviews.ts). Only the
 * server reads it (firestore.rules give the browser no access): the page gets ShownReview, without
 * the uid. Once the account is deleted the review stays, keyed by its `id`, with no uid and no
 * author ("Former customer").
 */
export const reviewDocSchema = z.object({
  /** New at every post (a replacement is a new review): the page's key, never the uid. */
  id: z.string().min(1).max(40),
  uid: uidSchema.nullable(),
  /** "Sam P."; null once the account is deleted. */
  author: z.string().min(1).max(80).nullable(),
  rating: z.number().int().min(1).max(5),
  text: z.string().min(1).max(2000),
  createdAt: z.string().datetime(),
  /** Posted by an account with a delivered order of the product; false: written before that rule. */
  verified: z.boolean(),
});
export type ReviewDoc = z.infer<typeof reviewDocSchema>;
/** What the product page shows of a review: no uid. */
export type ShownReview = Omit<ReviewDoc, "uid">;

/** What a shopper sends to post a review of a product; the author, id and date come from the server. */
export const reviewInputSchema = z.object({
  productId: productIdSchema,
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  text: z.string().trim().min(REVIEW_TEXT_MIN).max(REVIEW_TEXT_MAX),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** Which product's review (the shopper's own, from the session). */
export const reviewRefInputSchema = z.object({ productId: productIdSchema });

/** A product's safety recall as staff enter it: what to do (shown and emailed) and its date. */
export const productRecallInputSchema = z.object({
  message: z.string().trim().min(10).max(1000),
  /** The recall's date, YYYY-MM-DD (the manufacturer's or the authority's). */
  date: z.iso.date(),
});
export const productRecallSchema = productRecallInputSchema.extend({
  /** When staff first marked it recalled. */
  recordedAt: z.string().datetime(),
});
export type ProductRecall = z.infer<typeof productRecallSchema>;

export const productSchema = z.object({
  id: productIdSchema,
  sku: z.string().min(1).max(40),
  name: z.string().min(1).max(200),
  /** Unit price before discount, in cents. */
  price: cents,
  /** Discount in whole percent (0 = none). */
  discount: z.number().int().min(0).max(90).default(0),
  /** When the discount ends (ISO date-time); a deal countdown uses it. */
  offerEnd: z.string().datetime().optional(),
  new: z.boolean().default(false),
  /** Hidden from the storefront but kept (orders, audit and the admin still see it): lib/catalog/visibility.ts. */
  archived: z.boolean().default(false),
  /**
   * A safety recall (lib/admin/products/recall.tsx): its page shows the message, nobody can buy it, listings
   * and search leave it out, and every customer who ordered it is emailed once.
   */
  recall: productRecallSchema.optional(),
  /** The mean of every review's rating to one decimal (ratingSum / reviewCount), set by each review. */
  rating: z.number().min(0).max(5).default(0),
  /** How many reviews the product has (products/{id}/reviews), and the sum of their ratings. */
  reviewCount: z.number().int().min(0).default(0),
  ratingSum: z.number().int().min(0).default(0),
  saleCount: z.number().int().min(0).default(0),
  categories: z.array(categorySchema).min(1).max(8),
  tags: z.array(z.string().min(1).max(40)).max(20).default([]),
  /** The ages it suits, in months (lib/catalog/age.ts); absent = all ages. */
  ageRange: ageRangeSchema.optional(),
  /** Subscribe and save: the intervals and subscriber discount offered, and the size ladder (absent: one-time only). */
  subscription: productSubscriptionSchema.optional(),
  /** Colour x size variations, each size with its own stock. Empty for simple products. */
  variations: z.array(variationSchema).max(20).default([]),
  /** Stock of a product without variations (ignored when variations exist). */
  stock: stockCount.default(0),
  images: z.array(z.string().min(1).max(500)).min(1).max(12),
  shortDescription: z.string().max(500).default(""),
  fullDescription: z.string().max(10_000).default(""),
  /** The texts above in French and German (lib/catalog/translations.ts); English shows where one is missing. */
  translations: productTranslationsSchema.default({}),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type Product = z.infer<typeof productSchema>;
/** What a product document holds: everything but its id, which is the document id. */
export const productDocSchema = productSchema.omit({ id: true });
export type ProductDoc = z.infer<typeof productDocSchema>;

/** Price after discount, in cents, rounded to the nearest cent. */
export function finalPrice(p: Pick<Product, "price" | "discount">): number {
  return Math.round((p.price * (100 - p.discount)) / 100);
}

/** Total units in stock, across every colour and size. */
export function totalStock(p: Pick<Product, "variations" | "stock">): number {
  if (p.variations.length === 0) return p.stock;
  return p.variations.reduce((sum, v) => sum + v.size.reduce((s, x) => s + x.stock, 0), 0);
}

/**
 * Which choices can be bought ("1" in stock, "0" sold out), choice by choice: what the listings
 * show of a product's stock (sold-out cards, the in-stock filter, running deals). Two products with
 * the same answer look the same in every listing, whatever their counts.
 */
export function availability(p: Pick<Product, "variations" | "stock">): string {
  if (p.variations.length === 0) return p.stock > 0 ? "1" : "0";
  return p.variations.map((v) => v.size.map((s) => (s.stock > 0 ? "1" : "0")).join("")).join(",");
}

/** Stock of one choice: colour + size for variation products, else the product's stock. */
export function stockOf(
  p: Pick<Product, "variations" | "stock">,
  color?: string,
  size?: string,
): number {
  if (p.variations.length === 0) return p.stock;
  const v = p.variations.find((x) => x.color === color);
  return v?.size.find((s) => s.name === size)?.stock ?? 0;
}
