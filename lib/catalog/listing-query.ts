// A listing's URL: what the query string may hold, parsed with zod (its canonical form, for
// links, is in listing-query.client.ts, free of zod). Light on purpose (no search vocabulary, no
// messages); lib/catalog/query.ts runs the listing itself.
import { z } from "zod";
import { categorySchema } from "@/lib/catalog/schema";
import { AGE_BAND_IDS, ageBandSchema } from "./age";
import { SORTS } from "./listing-query.client";

export { PAGE_SIZE, SORTS, toSearchString, type Sort } from "./listing-query.client";

type SearchParams = Record<string, string | string[] | undefined>;

/** Several values of one filter: `?color=red&color=blue` (what a GET form with checkboxes sends). */
const many = <T extends z.ZodType<string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .transform((values) => [...new Set(values.filter((x) => item.safeParse(x).success))] as z.output<T>[]);

const label = z.string().trim().min(1).max(40);
/** Price bounds in whole dollars, as a shopper types them; anything else is ignored. */
const dollars = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : undefined),
  z.number().finite().min(0).max(100_000).optional(),
).catch(undefined);
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

// Invalid values are dropped rather than refused: a hand-edited or stale link still shows a listing.
export const listingQuerySchema = z.object({
  category: many(categorySchema),
  color: many(label),
  size: many(label),
  tag: many(label),
  /** Age bands (lib/catalog/age.ts), in band order whatever the URL's order. */
  age: many(ageBandSchema).transform((bands) => AGE_BAND_IDS.filter((b) => bands.includes(b))),
  min: z.preprocess(first, dollars),
  max: z.preprocess(first, dollars),
  inStock: z.preprocess(first, z.literal("1").optional().catch(undefined)).transform((v) => v === "1"),
  /** Only discounted products (`?sale=1`). */
  sale: z.preprocess(first, z.literal("1").optional().catch(undefined)).transform((v) => v === "1"),
  sort: z.preprocess(first, z.enum(SORTS).catch("default")).default("default"),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000).catch(1)).default(1),
  /** Spaces inside collapse to one ("baby  bottle" and "baby bottle" are one search, one cached page). */
  q: z.preprocess(first, z.string().trim().max(100).optional().catch(undefined)).transform((v) => v?.replace(/\s+/g, " ")),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export function parseListingQuery(sp: SearchParams): ListingQuery {
  return listingQuerySchema.parse(sp);
}


