"use client";
// The product screens' client islands (zoom and slider, tabs, copy link, colour and size), one
// chunk loaded when the first of them renders (components/ui/island.tsx), so none weighs on a
// page's first-load JavaScript. A card's quick view has its own wrapper (quick-view-island.tsx),
// so listings do not carry these.
import { island } from "@/components/ui/island";

const load = () => import("./product-islands-chunk");

/** The gallery's zoomed view and slider buttons. */
export const GalleryEnhancer = island(() => load().then((m) => m.GalleryEnhancer));
/** Description / additional information / reviews tabs. */
export const DetailTabs = island(() => load().then((m) => m.DetailTabs));
/** The share links, their "Copy link" a button once alive. */
export const ShareList = island(() => load().then((m) => m.ShareList));
/** Colour, then size, with the stock of that choice (kept in the URL). */
export const VariantChoice = island(() => load().then((m) => m.VariantChoice));
/**
 * The reviews tab's sign-in link or review form. Its own chunk: it carries the review actions'
 * references and the form, which most visitors never use.
 */
export const ReviewForm = island(() => import("./review-form").then((m) => m.ReviewForm));
