// The admin products screen's query, as the URL holds it (/products?q=bottle&stock=low...):
// parsed leniently (a bad value is dropped, never an error page) and written back as one canonical
// search string (lib/admin/products/search.ts), so links and forms agree. Pure: used by the page,
// lib/admin/products/db.ts and the tests.
import { z } from "zod";
import { categorySchema, productIdSchema } from "@/lib/catalog/schema";
import { DEFAULT_PRODUCT_SORT, type ProductQuery, type ProductSort } from "./search";

export { DEFAULT_PRODUCT_SORT, toProductSearch, type ProductQuery, type ProductSort, type ProductState, type StockState } from "./search";

export const PRODUCT_SORTS = ["newest", "name", "price-asc", "price-desc", "stock"] as const satisfies readonly ProductSort[];
export const STOCK_STATES = ["in", "low", "out"] as const;
export const PRODUCT_STATES = ["active", "archived"] as const;

/** Products per page of the admin table. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
/** The most products one bulk action changes. */
export const MAX_BULK_PRODUCTS = 50;
/** A search longer than this is cut (nobody types more; it bounds the work). */
export const MAX_PRODUCT_SEARCH = 100;

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function first(params: Params, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const v = params[key];
  return Array.isArray(v) ? v[0] : v;
}

const flag = z.enum(["1", "true", "on"]);

/** The query a URL asks for; unknown or malformed values are left out. */
export function parseProductQuery(params: Params): ProductQuery {
  const get = (key: string) => {
    const v = first(params, key)?.trim();
    return v ? v : undefined;
  };
  const sort = z.enum(PRODUCT_SORTS).safeParse(get("sort"));
  const query: ProductQuery = { sort: sort.success ? sort.data : DEFAULT_PRODUCT_SORT };
  const q = get("q")?.replace(/\s+/g, " ").slice(0, MAX_PRODUCT_SEARCH).trim();
  if (q) query.q = q;
  const category = categorySchema.safeParse(get("category"));
  if (category.success) query.category = category.data;
  const stock = z.enum(STOCK_STATES).safeParse(get("stock"));
  if (stock.success) query.stock = stock.data;
  const state = z.enum(PRODUCT_STATES).safeParse(get("state"));
  if (state.success) query.state = state.data;
  if (flag.safeParse(get("new")).success) query.new = true;
  if (flag.safeParse(get("sale")).success) query.sale = true;
  if (flag.safeParse(get("untranslated")).success) query.untranslated = true;
  const cursor = productIdSchema.safeParse(get("cursor"));
  if (cursor.success) query.cursor = cursor.data;
  return query;
}

/** Does the query narrow the products down (beyond sorting and paging)? */
export const isFiltered = (query: ProductQuery): boolean => Boolean(query.q || query.category || query.stock || query.state || query.new || query.sale || query.untranslated);
