// The admin products screen's URL query written back as a search string (lib/admin/routes.ts
// builds the screen's URLs with it): no zod, no runtime imports.
import type { Category } from "@/lib/catalog/schema";

export type ProductSort = "name" | "newest" | "price-asc" | "price-desc" | "stock";
export const DEFAULT_PRODUCT_SORT: ProductSort = "newest";

/** Stock, all colours and sizes together: more than the low-stock threshold, 1 to it, none. */
export type StockState = "in" | "low" | "out";
/** Shown on the storefront or archived (hidden but kept). */
export type ProductState = "active" | "archived";

export type ProductQuery = {
  /** Words of the name, or the start of the id or SKU (case and accents ignored). */
  q?: string;
  category?: Category;
  stock?: StockState;
  state?: ProductState;
  /** Only products flagged new / with a running discount. */
  new?: true;
  sale?: true;
  /** Only products with a text still untranslated into French or German. */
  untranslated?: true;
  sort: ProductSort;
  /** The last product of the previous page. */
  cursor?: string;
};

/** The canonical search string of a query ("" or "?a=1&b=2"): fixed key order, defaults left out. */
export function toProductSearch(query: Partial<ProductQuery>): string {
  const sp = new URLSearchParams();
  if (query.q) sp.set("q", query.q);
  if (query.category) sp.set("category", query.category);
  if (query.stock) sp.set("stock", query.stock);
  if (query.state) sp.set("state", query.state);
  if (query.new) sp.set("new", "1");
  if (query.sale) sp.set("sale", "1");
  if (query.untranslated) sp.set("untranslated", "1");
  if (query.sort && query.sort !== DEFAULT_PRODUCT_SORT) sp.set("sort", query.sort);
  if (query.cursor) sp.set("cursor", query.cursor);
  const s = sp.toString();
  return s ? `?${s}` : "";
}
