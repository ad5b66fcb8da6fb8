// What the admin's product form sends, as the server parses it (lib/actions/admin-products.ts):
// every field of the product schema that staff set, with the rules the form cannot be trusted to
// keep (unique colours and sizes, known image sources, an offer end only with a discount, a
// subscription's size ladder that fits the product's sizes). What the shop sets itself (rating,
// sales, reviews, dates) is not part of it. Pure.
import { z } from "zod";
import { isProductImageSrc } from "@/lib/catalog/image-hosts";
import { productIdSchema, productRecallInputSchema, productSchema } from "@/lib/catalog/schema";
import { ladderProblems, type SubscriptionProblem } from "@/lib/catalog/subscription-checks";
import { intervalWeeksSchema, ladderRungSchema, MAX_INTERVAL_WEEKS, productSubscriptionSchema } from "@/lib/catalog/subscription-offer";
import { productTranslationSchema, TRANSLATED_LOCALES, variantKeys } from "@/lib/catalog/translations";
import { MAX_BULK_PRODUCTS } from "./query";
import { ADMIN_NEW_PRODUCT_SEGMENT } from "../routes";

/** Path segments of the admin screens that can never be product ids (/products/new). */
export const RESERVED_PRODUCT_IDS: readonly string[] = [ADMIN_NEW_PRODUCT_SEGMENT];

const imageSrc = z.string().trim().min(1).max(500).refine(isProductImageSrc);
const tag = z.string().trim().min(1).max(40);

/**
 * A subscription offer as staff send it: the intervals ticked (kept ascending, each once) and rungs
 * without the stored schema's one refusal for any range, so that ladderProblems can say what is
 * wrong where. The product schema parses the result again when it is saved.
 */
const subscriptionFieldsSchema = z.object({
  intervals: z
    .array(intervalWeeksSchema)
    .max(MAX_INTERVAL_WEEKS)
    .transform((weeks) => [...new Set(weeks)].sort((a, b) => a - b)),
  discountPercent: productSubscriptionSchema.shape.discountPercent,
  ladder: z.array(z.object({ ...ladderRungSchema.shape, size: z.string().trim().min(1).max(40) })).max(12).optional(),
});

export const productFieldsSchema = productSchema
  .pick({ sku: true, name: true, price: true, discount: true, offerEnd: true, new: true, archived: true, categories: true, ageRange: true, stock: true, shortDescription: true, fullDescription: true })
  .extend({
    subscription: subscriptionFieldsSchema.optional(),
    sku: z.string().trim().min(1).max(40),
    name: z.string().trim().min(1).max(200),
    shortDescription: z.string().trim().max(500).default(""),
    fullDescription: z.string().trim().max(10_000).default(""),
    categories: productSchema.shape.categories.refine((c) => new Set(c).size === c.length),
    tags: z.array(tag).max(20).default([]),
    images: z.array(imageSrc).min(1).max(12),
    variations: z
      .array(
        z.object({
          color: z.string().trim().min(1).max(40),
          image: imageSrc,
          size: z.array(z.object({ name: z.string().trim().min(1).max(40), stock: z.number().int().min(0).max(1_000_000) })).min(1).max(30),
        }),
      )
      .max(20)
      .default([]),
    /** Strict: a language or field the shop does not know is refused, not dropped. */
    translations: z.strictObject({ fr: productTranslationSchema.strict().optional(), de: productTranslationSchema.strict().optional() }).default({}),
  })
  .superRefine((p, ctx) => {
    const dupes = (values: string[], path: (i: number) => (string | number)[]) => {
      const seen = new Set<string>();
      values.forEach((v, i) => {
        const key = v.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: path(i), message: "duplicate" });
        seen.add(key);
      });
    };
    dupes(p.variations.map((v) => v.color), (i) => ["variations", i, "color"]);
    p.variations.forEach((v, vi) => dupes(v.size.map((s) => s.name), (i) => ["variations", vi, "size", i, "name"]));
    dupes(p.tags, (i) => ["tags", i]);
    // A label translates one of the product's own colours or sizes.
    const keys = variantKeys(p);
    for (const locale of TRANSLATED_LOCALES) {
      for (const kind of ["colors", "sizes"] as const) {
        for (const key of Object.keys(p.translations[locale]?.[kind] ?? {})) {
          if (!keys[kind].includes(key)) ctx.addIssue({ code: "custom", path: ["translations", locale, kind, key], message: "unknown" });
        }
      }
    }
    if (p.offerEnd && p.discount === 0) ctx.addIssue({ code: "custom", path: ["offerEnd"], message: "an offer end needs a discount" });
    if (p.subscription) {
      const refuse = (path: (string | number)[], problem: SubscriptionProblem) =>
        ctx.addIssue({ code: "custom", path: ["subscription", ...path], message: problem, params: { fieldError: problem } });
      if (p.subscription.intervals.length === 0) refuse(["intervals"], "intervalNeeded");
      const sizes = [...new Set(p.variations.flatMap((v) => v.size.map((s) => s.name)))];
      for (const { index, field, problem } of ladderProblems(p.subscription.ladder ?? [], sizes)) refuse(["ladder", index, field], problem);
    }
  });
export type ProductFields = z.output<typeof productFieldsSchema>;
export type ProductFieldsInput = z.input<typeof productFieldsSchema>;

/** The fields the catalogue's CSV file carries: every field staff set but the subscription offer, set on the product's page only. */
export const CATALOG_FIELDS = [
  "sku",
  "name",
  "price",
  "discount",
  "offerEnd",
  "new",
  "archived",
  "categories",
  "tags",
  "ageRange",
  "variations",
  "stock",
  "images",
  "shortDescription",
  "fullDescription",
  "translations",
] as const satisfies readonly (keyof ProductFields)[];

/** The fields staff set (everything the audit compares); the shop's own (rating, sales, reviews, dates) are left alone. */
export const EDITABLE_FIELDS = [...CATALOG_FIELDS, "subscription"] as const satisfies readonly (keyof ProductFields)[];

type EditableField = (typeof EDITABLE_FIELDS)[number];
type Editable = Pick<ProductFields, EditableField>;
type Values = Record<string, unknown>;

/**
 * The fields of `fields` (all editable ones unless told) that differ between two versions (all of
 * them for a creation or deletion): the audit's before and after.
 */
export function changedFields(
  before: Partial<Editable> | null,
  after: Partial<Editable> | null,
  fields: readonly EditableField[] = EDITABLE_FIELDS,
): { before: Values | null; after: Values | null } {
  const pick = (p: Partial<Editable>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, (p as Values)[k] ?? null]));
  if (!before || !after) return { before: before && pick(before, fields), after: after && pick(after, fields) };
  const keys = fields.filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
  return { before: pick(before, keys), after: pick(after, keys) };
}

/** The id of a product staff create (form or CSV): never a path segment of the admin screens. */
export const newProductIdSchema = productIdSchema.refine((id) => !RESERVED_PRODUCT_IDS.includes(id));

export const createProductInputSchema = z.object({ id: newProductIdSchema, fields: productFieldsSchema });
/** `updatedAt`: the product as the form loaded it; a product changed since is refused (no lost update). */
export const updateProductInputSchema = z.object({ id: productIdSchema, updatedAt: z.string().datetime(), fields: productFieldsSchema });
export const productRefInputSchema = z.object({ id: productIdSchema });
export const archiveProductInputSchema = z.object({ id: productIdSchema, archived: z.boolean() });
/** Recalling a product, or changing its recall (lib/admin/products/recall.tsx). */
export const recallProductInputSchema = productRecallInputSchema.extend({ id: productIdSchema });

const bulkIds = z
  .array(productIdSchema)
  .min(1)
  .max(MAX_BULK_PRODUCTS)
  .transform((ids) => [...new Set(ids)]);
export const BULK_PRODUCT_ACTIONS = ["archive", "unarchive", "delete"] as const;
export type BulkProductAction = (typeof BULK_PRODUCT_ACTIONS)[number];
export const bulkProductsInputSchema = z.object({ ids: bulkIds, action: z.enum(BULK_PRODUCT_ACTIONS) });

export type CreateProductInput = z.input<typeof createProductInputSchema>;
export type UpdateProductInput = z.input<typeof updateProductInputSchema>;
