// The admin orders screen's URL query written back as a search string (lib/admin/routes.ts
// builds the screen's URLs with it): no zod, no runtime imports.
import type { OrderStatus } from "@/lib/orders/status";

export type OrderSort = "newest" | "oldest" | "total";
export const DEFAULT_ORDER_SORT: OrderSort = "newest";

export type OrderQuery = {
  status?: OrderStatus;
  /** Days (YYYY-MM-DD, UTC), both included. */
  from?: string;
  to?: string;
  /** A customer's uid, or their email address (lower case). */
  customer?: string;
  /** An order id or the start of one, normalised to "FL-...". */
  q?: string;
  sort: OrderSort;
  /** The last order of the previous page. */
  cursor?: string;
};

/** The canonical search string of a query ("" or "?a=1&b=2"): fixed key order, defaults left out. */
export function toOrderSearch(query: Partial<OrderQuery>): string {
  const sp = new URLSearchParams();
  if (query.q) sp.set("q", query.q);
  if (query.status) sp.set("status", query.status);
  if (query.from) sp.set("from", query.from);
  if (query.to) sp.set("to", query.to);
  if (query.customer) sp.set("customer", query.customer);
  if (query.sort && query.sort !== DEFAULT_ORDER_SORT) sp.set("sort", query.sort);
  if (query.cursor) sp.set("cursor", query.cursor);
  const s = sp.toString();
  return s ? `?${s}` : "";
}

