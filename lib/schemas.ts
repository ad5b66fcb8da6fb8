// The shop's data model, in one place. Every document read from Firestore and every
// input that crosses a trust boundary is parsed with one of these schemas.
// Money is stored as integer cents (USD) so totals never suffer float rounding.
import { z } from "zod";
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_WISHLIST_ITEMS } from "@/lib/cart/limits";
import type { SavedShopping } from "@/lib/cart/merge";
import { ageRangeSchema } from "@/lib/catalog/age";
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "@/lib/catalog/review-limits";

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

/** A Firebase Auth uid; also a document id, so never a path (no "/"). */
export const uidSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[^/]+$/);

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
   * A safety recall (lib/admin/recall.ts): its page shows the message, nobody can buy it, listings
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
  /** Colour x size variations, each size with its own stock. Empty for simple products. */
  variations: z.array(variationSchema).max(20).default([]),
  /** Stock of a product without variations (ignored when variations exist). */
  stock: stockCount.default(0),
  images: z.array(z.string().min(1).max(500)).min(1).max(12),
  shortDescription: z.string().max(500).default(""),
  fullDescription: z.string().max(10_000).default(""),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type Product = z.infer<typeof productSchema>;
/** What a product document holds: everything but its id, which is the document id. */
export const productDocSchema = productSchema.omit({ id: true });
export type ProductDoc = z.infer<typeof productDocSchema>;


/** What only the server sets (firebase-admin); firestore.rules forbid clients to write it. */
export const userInfoSchema = z.object({
  isAdmin: z.boolean().default(false),
});

/** The fields a user may choose (registration, account page). */
export const profileNamesSchema = z.object({
  firstName: z.string().trim().max(80).default(""),
  lastName: z.string().trim().max(80).default(""),
});

/** users/{uid}. Names at the top level (the user may edit them), the role under userInfo (never). */
export const userProfileSchema = profileNamesSchema.extend({
  email: z.string().email().or(z.literal("")).default(""),
  createdAt: z.string().datetime(),
  userInfo: userInfoSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const postSchema = z.object({
  slug: slugSchema,
  title: z.string().min(1).max(200),
  excerpt: z.string().max(500),
  body: z.array(z.string().max(5000)).min(1),
  author: z.string().min(1).max(80),
  category: z.string().min(1).max(40),
  tags: z.array(z.string().min(1).max(40)).max(20).default([]),
  image: z.string().min(1).max(500),
  publishedAt: z.string().datetime(),
  /** The language the post is written in (pages mark it with lang= when it is not the page's). */
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default("en"),
});
export type Post = z.infer<typeof postSchema>;

// ---------------------------------------------------------------------------
// Pure helpers on products (shared by server and client code).

/** Price after discount, in cents, rounded to the nearest cent. */
export function finalPrice(p: Pick<Product, "price" | "discount">): number {
  return Math.round((p.price * (100 - p.discount)) / 100);
}

/** Total units in stock, across every colour and size. */
export function totalStock(p: Pick<Product, "variations" | "stock">): number {
  if (p.variations.length === 0) return p.stock;
  return p.variations.reduce((sum, v) => sum + v.size.reduce((s, x) => s + x.stock, 0), 0);
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

// ---------------------------------------------------------------------------
// The account's saved cart and wishlist (users/{uid}/state/shopping): ids and choices only.
// Ids are any short string here, not productIdSchema: a stored id that is no product any more is
// dropped as "gone" (lib/cart/merge.ts keepProducts), it does not make the whole state invalid.

export const savedCartLineSchema = z.object({
  id: z.string().min(1).max(100),
  color: z.string().max(40).optional(),
  size: z.string().max(40).optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** Bought for a registry item (stores/schemas.ts registryTagSchema): its own line. */
  registry: z
    .object({ slug: z.string().min(1).max(100), itemId: z.string().min(1).max(40), title: z.string().min(1).max(100) })
    .optional(),
});

/** What the browser sends (unknown keys such as prices are stripped, never stored). */
export const savedShoppingSchema = z.object({
  cart: z.array(savedCartLineSchema).max(MAX_CART_LINES),
  wishlist: z.array(z.string().min(1).max(100)).max(MAX_WISHLIST_ITEMS),
}) satisfies z.ZodType<SavedShopping>;

/**
 * A sign-in's merge, once: the browser keeps its key until the answer arrives, so a merge sent
 * again (the page left before the answer) is not applied twice.
 */
export const mergeKeySchema = z.string().regex(/^[\w-]{12,64}$/);
export const mergeShoppingInputSchema = savedShoppingSchema.extend({ mergeKey: mergeKeySchema });

/** The stored document; `mergeKeys`: the latest merges applied (MERGE_KEYS_KEPT). */
export const storedShoppingSchema = savedShoppingSchema.extend({ updatedAt: z.string().datetime(), mergeKeys: z.array(z.string()).default([]) });

// ---------------------------------------------------------------------------
// The account screen (lib/actions/account.ts, lib/users/account.ts, lib/users/addresses.ts).

/** Countries an address may be in (ISO 3166-1 alpha-2); names come from Intl.DisplayNames. */
export const COUNTRIES = [
  "AT", "AU", "BE", "BG", "CA", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GR",
  "HR", "HU", "IE", "IS", "IT", "LI", "LT", "LU", "LV", "MC", "MT", "NL", "NO", "NZ", "PL", "PT",
  "RO", "SE", "SI", "SK", "US",
] as const;
export const countrySchema = z.enum(COUNTRIES);
export type Country = z.infer<typeof countrySchema>;

/** Firebase Auth's own minimum password length (auth/weak-password below it). */
export const PASSWORD_MIN_LENGTH = 6;
/** Generous for password managers; bounds the work of a request. */
export const PASSWORD_MAX_LENGTH = 128;

const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default("");

/**
 * The account form's profile: names (required here) and the sign-in email. Changing the email
 * takes the current password too (checked on the server): a stolen session alone cannot move the
 * account to another address.
 */
export const accountProfileInputSchema = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).default(""),
});
export type AccountProfileInput = z.input<typeof accountProfileInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/**
 * "Type DELETE or your email address": checked on the server against the account's email; and the
 * password again (checked by Auth), unless the account has none (then a recent sign-in is needed).
 */
export const deleteAccountInputSchema = z.object({
  confirm: z.string().trim().min(1).max(254),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).default(""),
});

/** Firestore auto-ids and nanoids: letters, digits, "_" and "-"; never a path. */
export const addressIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[\w-]+$/);

/** What a person types into the address form. */
export const addressInputSchema = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
  company: optionalText(100),
  country: countrySchema,
  street: requiredText(200),
  city: requiredText(100),
  region: optionalText(100),
  postcode: z
    .string()
    .trim()
    .min(1)
    .max(16)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/),
  // Digits with the usual separators, optionally a leading "+": 6 to 20 digits.
  phone: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^\+?[\d\s().-]+$/)
    .refine((v) => {
      const digits = v.replace(/\D/g, "").length;
      return digits >= 6 && digits <= 20;
    }),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** users/{uid}/addresses/{id}, as stored (the id is the document id). */
export const addressDocSchema = addressInputSchema.extend({
  isDefault: z.boolean().default(false),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type AddressDoc = z.infer<typeof addressDocSchema>;
export type Address = AddressDoc & { id: string };

/** Action inputs of the address book. */
export const addAddressInputSchema = addressInputSchema.extend({ makeDefault: z.boolean().default(false) });
export const updateAddressInputSchema = addressInputSchema.extend({ id: addressIdSchema });
export const addressRefInputSchema = z.object({ id: addressIdSchema });
