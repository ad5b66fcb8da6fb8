// The admin customers screen's URL query written back as a search string (lib/admin/routes.ts
// builds the screen's URLs with it): no zod, no runtime imports.

export type CustomerSort = "newest" | "name";
export const DEFAULT_CUSTOMER_SORT: CustomerSort = "newest";

export type CustomerQuery = {
  /** A search term: the start of a name or an email, normalised (lib/users/search-terms.ts). */
  q?: string;
  /** Only admins. */
  role?: "admin";
  /** Only disabled accounts. */
  status?: "disabled";
  sort: CustomerSort;
  /** The uid of the last customer of the previous page. */
  cursor?: string;
};

/** The canonical search string of a query ("" or "?a=1&b=2"): fixed key order, defaults left out. */
export function toCustomerSearch(query: Partial<CustomerQuery>): string {
  const sp = new URLSearchParams();
  if (query.q) sp.set("q", query.q);
  if (query.role) sp.set("role", query.role);
  if (query.status) sp.set("status", query.status);
  if (query.sort && query.sort !== DEFAULT_CUSTOMER_SORT) sp.set("sort", query.sort);
  if (query.cursor) sp.set("cursor", query.cursor);
  const s = sp.toString();
  return s ? `?${s}` : "";
}
