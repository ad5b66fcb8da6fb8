// The admin promotions screen's URL query written back as a search string (lib/admin/routes.ts
// builds the screen's URLs with it): no zod, no runtime imports.
import type { PromotionStatus } from "@/lib/promotions/schema";

export type PromotionSort = "newest" | "oldest";
export const DEFAULT_PROMOTION_SORT: PromotionSort = "newest";

export type PromotionQuery = {
  status?: PromotionStatus;
  sort: PromotionSort;
  /** The id of the last promotion of the previous page. */
  cursor?: string;
};

/** The canonical search string of a query ("" or "?a=1&b=2"): fixed key order, defaults left out. */
export function toPromotionSearch(query: Partial<PromotionQuery>): string {
  const sp = new URLSearchParams();
  if (query.status) sp.set("status", query.status);
  if (query.sort && query.sort !== DEFAULT_PROMOTION_SORT) sp.set("sort", query.sort);
  if (query.cursor) sp.set("cursor", query.cursor);
  const s = sp.toString();
  return s ? `?${s}` : "";
}
