import type { ProductRoute } from "@/lib/routes";

/**
 * The shop's six product page layouts (PRODUCT_ROUTES in lib/routes.ts), as presets of one
 * product core (components/product/product-core.tsx). Each route file names its preset
 * (product-route.tsx).
 */
export type ProductLayout = {
  /**
   * How the images show: one main image with thumbnails below, left or right of it; every image
   * large one under the other ("stack"); or a horizontal slider across the page.
   */
  gallery: "below" | "left" | "right" | "stack" | "slider";
  /**
   * What stays in view while the page scrolls: the information column (beside stacked images),
   * the image (beside long details), or nothing.
   */
  sticky: "summary" | "gallery" | "none";
  /** Where the description/information/reviews tabs go: below everything, or in the details column. */
  details: "below" | "column";
};

export const PRODUCT_LAYOUTS = {
  product: { gallery: "below", sticky: "none", details: "below" },
  "product-tab-left": { gallery: "left", sticky: "none", details: "below" },
  "product-tab-right": { gallery: "right", sticky: "none", details: "below" },
  "product-sticky": { gallery: "stack", sticky: "summary", details: "below" },
  "product-slider": { gallery: "slider", sticky: "none", details: "below" },
  "product-fixed-image": { gallery: "below", sticky: "gallery", details: "column" },
} as const satisfies Record<ProductRoute, ProductLayout>;

