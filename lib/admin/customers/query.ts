// The admin customers screen's query, as the URL holds it (/customers?q=oli&role=admin&sort=name):
// parsed leniently (a bad value is dropped, never an error page) and written back as one canonical
// search string (lib/admin/customers/search.ts). Pure.
import { z } from "zod";
import { uidSchema } from "@/lib/users/schema";
import { searchTermOf } from "@/lib/users/search-terms";
import { DEFAULT_CUSTOMER_SORT, type CustomerQuery, type CustomerSort } from "./search";
import { paramValue, type SearchParamsLike } from "../url-params";

export { DEFAULT_CUSTOMER_SORT, toCustomerSearch, type CustomerQuery, type CustomerSort } from "./search";

export const CUSTOMER_SORTS = ["newest", "name"] as const satisfies readonly CustomerSort[];

/** Customers per page of the admin table. */
export const ADMIN_CUSTOMERS_PAGE_SIZE = 20;
/** Orders shown on a customer's page (the rest: the orders screen filtered by the customer). */
export const CUSTOMER_ORDERS_SHOWN = 10;

/** The query a URL asks for; unknown or malformed values are left out. */
export function parseCustomerQuery(params: SearchParamsLike): CustomerQuery {
  const get = (key: string) => paramValue(params, key);
  const sort = z.enum(CUSTOMER_SORTS).safeParse(get("sort"));
  const query: CustomerQuery = { sort: sort.success ? sort.data : DEFAULT_CUSTOMER_SORT };
  const raw = get("q");
  const q = raw && raw.length <= 200 ? searchTermOf(raw) : undefined;
  if (q) query.q = q;
  if (get("role") === "admin") query.role = "admin";
  if (get("status") === "disabled") query.status = "disabled";
  const cursor = uidSchema.safeParse(get("cursor"));
  if (cursor.success) query.cursor = cursor.data;
  return query;
}

/** Does the query narrow the customers down (beyond sorting and paging)? */
export const isCustomerFiltered = (query: CustomerQuery): boolean => Boolean(query.q || query.role || query.status);
