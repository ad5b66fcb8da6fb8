// The admin product table's search, filters, sort and cursor pages, run over the catalogue index
// entries (lib/catalog/entry.ts). Pure, so it is unit-tested and benchmarked; lib/admin/products/db.ts
// hands it the index.
//
// Why the index and not a Firestore query: the table searches words of the name and the start of
// the id or SKU, with accents and case ignored, combined with any of five filters and five sorts.
// Firestore can do none of the text matching, and each filter x sort pair would need its own
// composite index. The index is a bounded read (1 document when unchanged since this process last
// loaded it, 17 after a change, whatever the catalogue's size), and filtering and sorting 10,000
// entries in memory takes a few milliseconds (npm run bench:products). The products collection is
// never read for the table.
import { withDealState } from "@/lib/catalog/deals";
import type { CatalogEntry } from "@/lib/catalog/entry";
import { normalize, tokens, wordMatch } from "@/lib/search/text";
import { ADMIN_PRODUCTS_PAGE_SIZE, type ProductQuery, type ProductSort, type StockState } from "./query";

/** A product is low in stock at or under this many units (all colours and sizes together); /dash lists them too. */
export const LOW_STOCK_THRESHOLD = 5;

export const stockState = (stock: number, low = LOW_STOCK_THRESHOLD): StockState => (stock <= 0 ? "out" : stock <= low ? "low" : "in");

/** The entry's searchable text, normalised once per entry object (entries are reused until the index changes). */
const searchTexts = new WeakMap<CatalogEntry, { id: string; sku: string; name: string[] }>();
function searchTextOf(e: CatalogEntry) {
  let text = searchTexts.get(e);
  if (!text) searchTexts.set(e, (text = { id: normalize(e.id), sku: normalize(e.sku), name: tokens(e.name) }));
  return text;
}

/** Does the entry match the search: every word starts a word of the name, or the text starts the id or the SKU. */
export function matchesProductSearch(e: CatalogEntry, q: string, words = tokens(q), text = normalize(q.trim())): boolean {
  const own = searchTextOf(e);
  if (own.id.startsWith(text.replace(/\s+/g, "-")) || own.sku.startsWith(text)) return true;
  if (words.length === 0) return true;
  return words.every((w) => own.name.some((n) => wordMatch(n, w) > 0));
}

const collator = new Intl.Collator("en", { sensitivity: "base" });
const byId = (a: CatalogEntry, b: CatalogEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const comparators: Record<ProductSort, (a: CatalogEntry, b: CatalogEntry) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  name: (a, b) => collator.compare(a.name, b.name),
  "price-asc": (a, b) => a.finalPrice - b.finalPrice,
  "price-desc": (a, b) => b.finalPrice - a.finalPrice,
  stock: (a, b) => a.stock - b.stock,
};

export type ProductPage = {
  rows: CatalogEntry[];
  /** How many products match the filters (all pages). */
  total: number;
  /** The cursor of the next page (the last product shown), or null on the last page. */
  next: string | null;
};

/**
 * One page of the products matching `query`, after its cursor, ordered by its sort and then by
 * id (a total order, so a cursor is a position: rows added or removed meanwhile shift nothing
 * else). A cursor that no longer exists starts over at the first page.
 */
export function runProductSearch(entries: readonly CatalogEntry[], query: ProductQuery, now: number, pageSize = ADMIN_PRODUCTS_PAGE_SIZE): ProductPage {
  const words = query.q ? tokens(query.q) : [];
  const text = query.q ? normalize(query.q.trim()) : "";
  // Text and fixed filters on the stored entries (their search text is cached), then the deal
  // state (an ended deal is no sale) for the sale filter and the prices shown.
  const matching = entries
    .filter(
      (e) =>
        (!query.category || e.categories.includes(query.category)) &&
        (!query.stock || stockState(e.stock) === query.stock) &&
        (!query.state || (query.state === "archived") === (e.archived === true)) &&
        (!query.new || e.new) &&
        (!query.untranslated || e.untranslated === true) &&
        (!query.q || matchesProductSearch(e, query.q, words, text)),
    )
    .map((e) => withDealState(e, now))
    .filter((e) => !query.sale || e.discount > 0);
  const compare = comparators[query.sort];
  const order = (a: CatalogEntry, b: CatalogEntry) => compare(a, b) || byId(a, b);
  matching.sort(order);
  let start = 0;
  if (query.cursor) {
    const at = matching.findIndex((e) => e.id === query.cursor);
    if (at >= 0) start = at + 1;
  }
  const rows = matching.slice(start, start + pageSize);
  return { rows, total: matching.length, next: start + pageSize < matching.length ? rows.at(-1)!.id : null };
}
