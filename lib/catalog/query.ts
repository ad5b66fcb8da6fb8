// Pure listing logic over catalogue entries: parse the URL, filter, search, sort, facet, page.
// No I/O here, so it is unit-tested directly and runs the same on any number of products.
import { CATEGORIES } from "@/lib/catalog/schema";
import { AGE_BAND_IDS } from "./age";
import { ENGLISH_SEARCH, searchCatalog, type SearchContext } from "@/lib/search/engine";
import { entryAgeBands, type CatalogEntry } from "./entry";

export { PAGE_SIZE, SORTS, listingQuerySchema, parseListingQuery, toSearchString, type ListingQuery, type Sort } from "./listing-query";
import type { ListingQuery, Sort } from "./listing-query";
import { PAGE_SIZE } from "./listing-query";

type Facet = "category" | "color" | "size" | "tag" | "age";
const facetValues: Record<Facet, (e: CatalogEntry) => readonly string[]> = {
  category: (e) => e.categories,
  color: (e) => e.colors,
  size: (e) => e.sizes,
  tag: (e) => e.tags,
  age: entryAgeBands,
};
/** Facets shown in a fixed order (the shop's own lists) rather than by count. */
const fixedOrder: Partial<Record<Facet, readonly string[]>> = { category: CATEGORIES, age: AGE_BAND_IDS };

const FACETS = Object.keys(facetValues) as Facet[];
/** The filters a facet count may leave out: the facets and the two flags (price always applies). */
type Filter = Facet | "inStock" | "sale";

/**
 * The one filter the entry fails, null when it passes all of them, "many" when it fails two or
 * more (or the price). Facet counts are disjunctive: an option counts the products it would give
 * with the other filters as they are, so an entry counts for a facet only when it fails nothing
 * or nothing but that facet; one pass over the entries then gives the results and every count.
 */
function failedFilter(e: CatalogEntry, q: ListingQuery): Filter | null | "many" {
  if (q.min !== undefined && e.finalPrice < q.min * 100) return "many";
  if (q.max !== undefined && e.finalPrice > q.max * 100) return "many";
  let failed: Filter | null = null;
  for (const facet of FACETS) {
    const wanted = q[facet] as readonly string[];
    // Within a facet the values are alternatives (red OR blue); facets combine with AND.
    if (wanted.length > 0 && !facetValues[facet](e).some((v) => wanted.includes(v))) {
      if (failed) return "many";
      failed = facet;
    }
  }
  if (q.inStock && e.stock <= 0) {
    if (failed) return "many";
    failed = "inStock";
  }
  if (q.sale && e.discount <= 0) {
    if (failed) return "many";
    failed = "sale";
  }
  return failed;
}

const byId = (a: CatalogEntry, b: CatalogEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const comparators: Record<Sort, (a: CatalogEntry, b: CatalogEntry) => number> = {
  // Featured: what can be bought first, then the newest.
  default: (a, b) => Number(b.stock > 0) - Number(a.stock > 0) || b.createdAt.localeCompare(a.createdAt),
  "price-asc": (a, b) => a.finalPrice - b.finalPrice,
  "price-desc": (a, b) => b.finalPrice - a.finalPrice,
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  "best-selling": (a, b) => b.saleCount - a.saleCount,
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
};

export type FacetCount = { value: string; count: number };
export type ListingResult = {
  items: CatalogEntry[];
  total: number;
  page: number;
  pageCount: number;
  /** 1-based position of the first and last item shown ("Showing 16-30 of 124"). */
  from: number;
  to: number;
  facets: {
    category: FacetCount[];
    color: FacetCount[];
    size: FacetCount[];
    tag: FacetCount[];
    /** Age bands in band order, those giving nothing left out (unless chosen). */
    age: FacetCount[];
    inStock: number;
    /** How many matching products are discounted (the "On sale" filter's count). */
    sale: number;
  };
  /** Lowest and highest price in the catalogue, in cents, for the price filter's hints. */
  priceRange: { min: number; max: number };
};

/** A facet's options with their counts; chosen values stay visible even when they give nothing now. */
function facetList(counts: Map<string, number>, q: ListingQuery, facet: Facet): FacetCount[] {
  for (const v of q[facet] as readonly string[]) if (!counts.has(v)) counts.set(v, 0);
  const list = [...counts].map(([value, count]) => ({ value, count }));
  const fixed = fixedOrder[facet];
  if (fixed) return list.sort((a, b) => fixed.indexOf(a.value) - fixed.indexOf(b.value));
  return list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** One page of a listing; a search (`q.q`) keeps only what searchCatalog finds, in its language and with its synonyms. */
export function runListing(all: CatalogEntry[], q: ListingQuery, pageSize = PAGE_SIZE, search: SearchContext = ENGLISH_SEARCH): ListingResult {
  const scoreOf = q.q ? searchCatalog(all, q.q, search) : null;
  const pool = scoreOf ? [...scoreOf.keys()] : all;

  const matching: CatalogEntry[] = [];
  const counts = Object.fromEntries(FACETS.map((f) => [f, new Map<string, number>()])) as Record<Facet, Map<string, number>>;
  const count = (facet: Facet, e: CatalogEntry) => {
    const c = counts[facet];
    for (const v of new Set(facetValues[facet](e))) c.set(v, (c.get(v) ?? 0) + 1);
  };
  let inStock = 0;
  let sale = 0;
  for (const e of pool) {
    const failed = failedFilter(e, q);
    if (failed === null) {
      matching.push(e);
      for (const facet of FACETS) count(facet, e);
      if (e.stock > 0) inStock++;
      if (e.discount > 0) sale++;
    } else if (failed !== "many" && failed !== "inStock" && failed !== "sale") {
      // Fails only this facet: it counts for that facet's options. (Failing only "in stock" or
      // "on sale" means it is sold out or not discounted: it counts for neither.)
      count(failed, e);
    }
  }
  const compare = comparators[q.sort];
  matching.sort((a, b) =>
    // A search without an explicit sort ranks by relevance.
    (scoreOf && q.sort === "default" ? scoreOf.get(b)! - scoreOf.get(a)! : 0) || compare(a, b) || byId(a, b),
  );

  const total = matching.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(q.page, pageCount);
  const start = (page - 1) * pageSize;
  const items = matching.slice(start, start + pageSize);

  let min = Infinity;
  let max = 0;
  for (const e of all) {
    min = Math.min(min, e.finalPrice);
    max = Math.max(max, e.finalPrice);
  }
  return {
    items,
    total,
    page,
    pageCount,
    from: total === 0 ? 0 : start + 1,
    to: start + items.length,
    facets: {
      category: facetList(counts.category, q, "category"),
      color: facetList(counts.color, q, "color"),
      size: facetList(counts.size, q, "size"),
      tag: facetList(counts.tag, q, "tag"),
      age: facetList(counts.age, q, "age"),
      inStock,
      sale,
    },
    priceRange: { min: Number.isFinite(min) ? min : 0, max },
  };
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
    q.age.length +
    (q.min !== undefined ? 1 : 0) +
    (q.max !== undefined ? 1 : 0) +
    (q.inStock ? 1 : 0) +
    (q.sale ? 1 : 0)
  );
}
