import type { GridColumns } from "@/components/product/product-grid";

/**
 * How one listing page arranges the same engine (components/shop/listing.tsx). The spec has nine
 * shop routes; each is a preset below, so adding a route is a page file naming its preset.
 */
export type ListingLayout = {
  /** Filters beside the results (left or right), or folded in a "Filters" panel above them. */
  filters: "left" | "right" | "top";
  /** Product cards in a grid, or one product per row with its short description. */
  view: "grid" | "list";
  /** Cards per row on wide screens (grid: 2-4; list: 1 or 2 rows side by side). */
  columns: GridColumns | 1;
  /** Use the wide container (1600px) instead of the standard one. */
  fullWidth?: boolean;
};

export const LISTING_LAYOUTS = {
  "shop-grid-standard": { filters: "left", view: "grid", columns: 3 },
  "shop-grid-filter": { filters: "top", view: "grid", columns: 4 },
  "shop-grid-two-column": { filters: "left", view: "grid", columns: 2 },
  "shop-grid-no-sidebar": { filters: "top", view: "grid", columns: 4 },
  "shop-grid-full-width": { filters: "left", view: "grid", columns: 4, fullWidth: true },
  "shop-grid-right-sidebar": { filters: "right", view: "grid", columns: 3 },
  "shop-list-standard": { filters: "left", view: "list", columns: 1 },
  "shop-list-full-width": { filters: "left", view: "list", columns: 1, fullWidth: true },
  "shop-list-two-column": { filters: "left", view: "list", columns: 2 },
} as const satisfies Record<string, ListingLayout>;

export type ListingRoute = keyof typeof LISTING_LAYOUTS;
