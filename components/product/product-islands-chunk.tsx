"use client";
// Every client island of the product screens in one module, loaded on demand by product-islands.tsx:
// one small request after the page shows, and nothing in its first-load JavaScript.
export { DetailTabs } from "./detail-tabs";
export { GalleryEnhancer } from "./gallery-enhancer";
export { QuickView } from "./quick-view";
export { ShareList } from "./share-list";
export { VariantChoice } from "./variant-choice";
