// The admin promotions screen's query, as the URL holds it (/promotions?status=paused&sort=oldest):
// parsed leniently (a bad value is dropped, never an error page) and written back as one
// canonical search string (./search.ts). A promotion's page pages its orders the same way. Pure.
import { z } from "zod";
import { orderIdSchema } from "@/lib/orders/schema";
import { PROMOTION_STATUSES, promotionIdSchema } from "@/lib/promotions/schema";
import { DEFAULT_PROMOTION_SORT, type PromotionQuery, type PromotionSort } from "./search";
import { paramValue, type SearchParamsLike } from "../url-params";

export { DEFAULT_PROMOTION_SORT, toPromotionSearch, type PromotionQuery, type PromotionSort } from "./search";

export const PROMOTION_SORTS = ["newest", "oldest"] as const satisfies readonly PromotionSort[];
/** Promotions per page of the admin table, and orders per page of a promotion's page. */
export const ADMIN_PROMOTIONS_PAGE_SIZE = 20;
export const PROMOTION_ORDERS_PAGE_SIZE = 20;

/** The query a URL asks for; unknown or malformed values are left out. */
export function parsePromotionQuery(params: SearchParamsLike): PromotionQuery {
  const get = (key: string) => paramValue(params, key);
  const sort = z.enum(PROMOTION_SORTS).safeParse(get("sort"));
  const query: PromotionQuery = { sort: sort.success ? sort.data : DEFAULT_PROMOTION_SORT };
  const status = z.enum(PROMOTION_STATUSES).safeParse(get("status"));
  if (status.success) query.status = status.data;
  const cursor = promotionIdSchema.safeParse(get("cursor"));
  if (cursor.success) query.cursor = cursor.data;
  return query;
}

/** The page of a promotion's orders a URL asks for: the last order of the previous page, if any. */
export function parseOrdersCursor(params: SearchParamsLike): string | undefined {
  const cursor = orderIdSchema.safeParse(paramValue(params, "orders"));
  return cursor.success ? cursor.data : undefined;
}
