// The admin subscriptions screen's URL query written back as a search string (lib/admin/routes.ts
// builds the screen's URLs with it): no zod, no runtime imports.
import type { SubscriptionStatus } from "@/lib/subscriptions/schema";

/** Newest first, or the soonest next delivery first. */
export type SubscriptionSort = "newest" | "next";
export const DEFAULT_SUBSCRIPTION_SORT: SubscriptionSort = "newest";

export type SubscriptionQuery = {
  status?: SubscriptionStatus;
  /** Only subscriptions with a payment failure (waiting on a retry or on the parent, or given up). */
  failures?: boolean;
  sort: SubscriptionSort;
  /** The id of the last subscription of the previous page. */
  cursor?: string;
};

/** The value of `payment` that asks for failures only. */
export const FAILURES_PARAM = "failures";

/** The canonical search string of a query ("" or "?a=1&b=2"): fixed key order, defaults left out. */
export function toSubscriptionSearch(query: Partial<SubscriptionQuery>): string {
  const sp = new URLSearchParams();
  if (query.status) sp.set("status", query.status);
  if (query.failures) sp.set("payment", FAILURES_PARAM);
  if (query.sort && query.sort !== DEFAULT_SUBSCRIPTION_SORT) sp.set("sort", query.sort);
  if (query.cursor) sp.set("cursor", query.cursor);
  const s = sp.toString();
  return s ? `?${s}` : "";
}
