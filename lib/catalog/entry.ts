// The catalogue index: one compact entry per product, enough to filter, sort, facet, search
// and render a product card without reading the product document. Entries live in a few
// shard documents (catalogIndex/shard-NN, field entries.<productId>), so a listing reads a
// constant number of documents however large the catalogue is, and a product write updates
// exactly one entry with a field-path update (no read of the shard needed).
import { z } from "zod";
import { categorySchema, finalPrice, productIdSchema, totalStock, type Product } from "@/lib/catalog/schema";
import { AGE_BAND_IDS, ageBandSchema, ageBandsOf, type AgeBand } from "./age";
import { TRANSLATED_LOCALES, entryTranslationsSchema, isMissingTranslations, type EntryTranslations } from "./translations";

/** 16 shards x ~250 KB hold ~15,000 products comfortably under Firestore's 1 MiB document limit. */
export const SHARD_COUNT = 16;
export const INDEX_COLLECTION = "catalogIndex";
export const INDEX_META_DOC = "meta";

export const catalogEntrySchema = z.object({
  id: productIdSchema,
  sku: z.string(),
  name: z.string(),
  price: z.number().int(),
  /** Price after discount, in cents: what filters and sorts use. */
  finalPrice: z.number().int(),
  discount: z.number().int(),
  offerEnd: z.string().optional(),
  new: z.boolean(),
  /** Only set when true (entries stay small); hidden from the storefront (visibility.ts). */
  archived: z.boolean().optional(),
  /** Only set when true: recalled, left out of listings and search (visibility.ts). */
  recalled: z.boolean().optional(),
  rating: z.number(),
  reviewCount: z.number().int(),
  saleCount: z.number().int(),
  categories: z.array(categorySchema),
  tags: z.array(z.string()),
  /** Subscribe and save: the subscriber discount, only set when the product is subscribable at a discount (a card's badge). */
  subscribeSave: z.number().int().min(1).max(100).optional(),
  /** The age bands the product suits, youngest first; absent = every band (entries stay small). */
  ages: z.array(ageBandSchema).optional(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  stock: z.number().int(),
  hasVariations: z.boolean(),
  /**
   * With variations: the stock of each colour and size, `colors` x `sizes` row by row, comma
   * separated, empty where that colour does not come in that size ("3,0,,5"). A string: Firestore
   * counts 8 bytes for every number in an array, this takes 2 or 3 a cell. Lets a cart be checked
   * from the index alone (entryChoiceStock). Missing on entries written before it existed.
   */
  cellStock: z.string().regex(/^[\d,]*$/).optional().catch(undefined),
  images: z.array(z.string()).max(2),
  shortDescription: z.string(),
  /** The name and short description in the other languages, only those translated (entries stay small). */
  i18n: entryTranslationsSchema.optional(),
  /** Some text lacks its French or German translation (isMissingTranslations): the admin's "missing translations" filter. */
  untranslated: z.literal(true).optional(),
  createdAt: z.string(),
});
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;

export function toCatalogEntry(p: Product): CatalogEntry {
  const sizes = new Set<string>();
  for (const v of p.variations) for (const s of v.size) sizes.add(s.name);
  const ages = ageBandsOf(p.ageRange);
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    price: p.price,
    finalPrice: finalPrice(p),
    discount: p.discount,
    ...(p.offerEnd ? { offerEnd: p.offerEnd } : {}),
    new: p.new,
    ...(p.archived ? { archived: true } : {}),
    ...(p.recall ? { recalled: true } : {}),
    rating: p.rating,
    reviewCount: p.reviewCount,
    saleCount: p.saleCount,
    categories: p.categories,
    tags: p.tags,
    ...(p.subscription && p.subscription.discountPercent > 0 ? { subscribeSave: p.subscription.discountPercent } : {}),
    ...(ages.length < AGE_BAND_IDS.length ? { ages } : {}),
    colors: p.variations.map((v) => v.color),
    sizes: [...sizes],
    stock: totalStock(p),
    hasVariations: p.variations.length > 0,
    ...(p.variations.length > 0 ? { cellStock: cellStockOf(p, [...sizes]) } : {}),
    images: p.images.slice(0, 2),
    shortDescription: p.shortDescription,
    ...entryTranslationsOf(p),
    ...(isMissingTranslations(p) ? { untranslated: true as const } : {}),
    createdAt: p.createdAt,
  };
}

function entryTranslationsOf(p: Product): { i18n?: EntryTranslations } {
  const i18n: EntryTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const { name, shortDescription } = p.translations[locale] ?? {};
    if (name || shortDescription) i18n[locale] = { ...(name ? { name } : {}), ...(shortDescription ? { shortDescription } : {}) };
  }
  return Object.keys(i18n).length > 0 ? { i18n } : {};
}

/** The `cellStock` of a product whose sizes (of every colour, in order) are `sizes`. */
function cellStockOf(p: Product, sizes: readonly string[]): string {
  return p.variations.map((v) => sizes.map((name) => v.size.find((s) => s.name === name)?.stock ?? "").join(",")).join(",");
}

/**
 * Units left of one choice, as the entry says: a colour and size of a product with variations,
 * no choice for one without; undefined when the product is not sold that way (or the entry
 * predates `cellStock`). The same answer as the product's own variations give (lib/cart/line-status.ts).
 */
export function entryChoiceStock(e: CatalogEntry, color: string | undefined, size: string | undefined): number | undefined {
  if (!e.hasVariations) return color === undefined && size === undefined ? e.stock : undefined;
  const row = e.colors.indexOf(color as string);
  const column = e.sizes.indexOf(size as string);
  if (row < 0 || column < 0 || e.cellStock === undefined) return undefined;
  const cell = e.cellStock.split(",")[row * e.sizes.length + column];
  return cell ? Number(cell) : undefined;
}

/** The age bands of an entry (every band when it names none). */
export const entryAgeBands = (e: Pick<CatalogEntry, "ages">): readonly AgeBand[] => e.ages ?? AGE_BAND_IDS;

const shardName = (i: number) => `shard-${String(i).padStart(2, "0")}`;

/** The index's shard documents, in order. */
export const SHARD_IDS: readonly string[] = Array.from({ length: SHARD_COUNT }, (_, i) => shardName(i));

/** FNV-1a: a stable, well-spread hash so a product always lands in the same shard. */
export function shardOf(productId: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < productId.length; i++) {
    h ^= productId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return shardName((h >>> 0) % SHARD_COUNT);
}
