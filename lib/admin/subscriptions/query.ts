// The admin subscriptions screen's query, as the URL holds it
// (/subscriptions?status=active&payment=failures&sort=next): parsed leniently (a bad value is
// dropped, never an error page) and written back as one canonical search string (./search.ts). A
// subscription's page pages its orders the same way. Pure.
import { z } from "zod";
import { orderIdSchema } from "@/lib/orders/schema";
import { SUBSCRIPTION_STATUSES, subscriptionIdSchema } from "@/lib/subscriptions/schema";
import { DEFAULT_SUBSCRIPTION_SORT, FAILURES_PARAM, type SubscriptionQuery, type SubscriptionSort } from "./search";
import { paramValue, type SearchParamsLike } from "../url-params";

export { DEFAULT_SUBSCRIPTION_SORT, FAILURES_PARAM, toSubscriptionSearch, type SubscriptionQuery, type SubscriptionSort } from "./search";

export const SUBSCRIPTION_SORTS = ["newest", "next"] as const satisfies readonly SubscriptionSort[];
/** Subscriptions per page of the admin table, and orders per page of a subscription's page. */
export const ADMIN_SUBSCRIPTIONS_PAGE_SIZE = 20;
export const SUBSCRIPTION_ORDERS_PAGE_SIZE = 20;

/** The query a URL asks for; unknown or malformed values are left out. */
export function parseSubscriptionQuery(params: SearchParamsLike): SubscriptionQuery {
  const get = (key: string) => paramValue(params, key);
  const sort = z.enum(SUBSCRIPTION_SORTS).safeParse(get("sort"));
  const query: SubscriptionQuery = { sort: sort.success ? sort.data : DEFAULT_SUBSCRIPTION_SORT };
  const status = z.enum(SUBSCRIPTION_STATUSES).safeParse(get("status"));
  if (status.success) query.status = status.data;
  if (z.literal(FAILURES_PARAM).safeParse(get("payment")).success) query.failures = true;
  const cursor = subscriptionIdSchema.safeParse(get("cursor"));
  if (cursor.success) query.cursor = cursor.data;
  return query;
}

/** The page of a subscription's orders a URL asks for: the last order of the previous page, if any. */
export function parseSubscriptionOrdersCursor(params: SearchParamsLike): string | undefined {
  const cursor = orderIdSchema.safeParse(paramValue(params, "orders"));
  return cursor.success ? cursor.data : undefined;
}
