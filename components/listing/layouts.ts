import type { GridColumns } from "@/components/product/product-grid";
import type { ListingRoute } from "@/lib/routes";

/**
 * How one listing page arranges the same engine (components/listing/listing.tsx). The shop has nine
 * listing routes (LISTING_ROUTES in lib/routes.ts); each is a preset below, so adding a route is a
 * page file naming its preset (see listing-route.tsx).
 */
export type ListingLayout = {
  /**
   * Where the filter form sits: a sidebar on the left or right (folded into a panel on small
   * screens), a horizontal "Filters" panel above the results, or none (only category links
   * above the results; the chosen filters still show as removable chips).
   */
  filters: "left" | "right" | "top" | "none";
  /** Product cards in a grid, or one product per row with its short description. */
  view: "grid" | "list";
  /** Cards per row on wide screens (grid: 2-4; list: 1 or 2 rows side by side). */
  columns: GridColumns | 1;
  /** Use the wide container (1600px) instead of the standard one. */
  fullWidth?: boolean;
  /** The same arrangement in the other view, for the grid/list switch. */
  counterpart: ListingRoute;
};


export const LISTING_LAYOUTS = {
  "shop-grid-standard": { filters: "left", view: "grid", columns: 3, counterpart: "shop-list-standard" },
  "shop-grid-filter": { filters: "top", view: "grid", columns: 4, counterpart: "shop-list-full-width" },
  "shop-grid-two-column": { filters: "left", view: "grid", columns: 2, counterpart: "shop-list-two-column" },
  "shop-grid-no-sidebar": { filters: "none", view: "grid", columns: 4, counterpart: "shop-list-full-width" },
  "shop-grid-full-width": { filters: "left", view: "grid", columns: 4, fullWidth: true, counterpart: "shop-list-full-width" },
  "shop-grid-right-sidebar": { filters: "right", view: "grid", columns: 3, counterpart: "shop-list-standard" },
  "shop-list-standard": { filters: "left", view: "list", columns: 1, counterpart: "shop-grid-standard" },
  "shop-list-full-width": { filters: "left", view: "list", columns: 1, fullWidth: true, counterpart: "shop-grid-full-width" },
  "shop-list-two-column": { filters: "left", view: "list", columns: 2, counterpart: "shop-grid-two-column" },
} as const satisfies Record<ListingRoute, ListingLayout>;
