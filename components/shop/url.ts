import { toSearchString, type ListingQuery } from "@/lib/catalog/query";

/** A listing URL: the page's path plus the canonical search string of a query. */
export function listingHref(basePath: string, query: Partial<ListingQuery>): string {
  return `${basePath}${toSearchString(query)}`;
}

/** The query with a change (typically one filter value removed), back on page 1. */
export function withChange(query: ListingQuery, change: Partial<ListingQuery>): Partial<ListingQuery> {
  return { ...query, ...change, page: 1 };
}

/** How many filters are on (each chosen value counts), for the "Filters (3 active)" label. */
export function activeFilterCount(q: ListingQuery): number {
  return (
    q.category.length +
    q.color.length +
    q.size.length +
    q.tag.length +
    (q.min !== undefined ? 1 : 0) +
    (q.max !== undefined ? 1 : 0) +
    (q.inStock ? 1 : 0) +
    (q.sale ? 1 : 0)
  );
}

/** Page numbers to show: first, last, and two around the current one; null marks a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === "number" && p - prev === 2) out.push(prev + 1);
    else if (typeof prev === "number" && p - prev > 2) out.push(null);
    out.push(p);
  }
  return out;
}
