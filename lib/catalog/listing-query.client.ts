// A listing's canonical query string, without zod: links are built with it in client code too
// (lib/routes.ts), so it must not carry the schema (listing-query.ts parses the URL with zod).
import { AGE_BAND_IDS } from "./age.client";
import type { ListingQuery } from "./listing-query";

export const PAGE_SIZE = 15;
export const SORTS = ["default", "price-asc", "price-desc", "newest", "best-selling", "rating"] as const;
export type Sort = (typeof SORTS)[number];

/** The canonical URL search string of a query (defaults left out), for links and cache keys. */
export function toSearchString(q: Partial<ListingQuery>): string {
  const sp = new URLSearchParams();
  for (const key of ["category", "color", "size", "tag"] as const) {
    for (const v of [...(q[key] ?? [])].sort()) sp.append(key, v);
  }
  for (const band of AGE_BAND_IDS) if (q.age?.includes(band)) sp.append("age", band);
  if (q.min !== undefined) sp.set("min", String(q.min));
  if (q.max !== undefined) sp.set("max", String(q.max));
  if (q.inStock) sp.set("inStock", "1");
  if (q.sale) sp.set("sale", "1");
  if (q.q) sp.set("q", q.q);
  if (q.sort && q.sort !== "default") sp.set("sort", q.sort);
  if (q.page && q.page > 1) sp.set("page", String(q.page));
  const s = sp.toString();
  return s ? `?${s}` : "";
}
