"use client";
// The shopping islands that server components place (header, product cards, product page), each
// its own chunk (components/ui/island.tsx): none weighs on a page's first-load JavaScript.
// Their styles are imported by the server components that place them (components/ui/island.tsx).
import { island } from "@/components/ui/island";

/** The header's wishlist, compare and cart (with the mini-cart) and their counters. */
export const HeaderShopLinks = island(() => import("./header-island").then((m) => m.HeaderIsland));

/** Add to cart (simple products in stock), wishlist and compare on a product card. */
export const CardButtons = island(() => import("./card-buttons").then((m) => m.CardButtons));

/**
 * The product page's quantity, add to cart, wishlist and compare. A simple product's is in the
 * server's HTML; one with colours and sizes follows the URL, so it renders in the browser.
 */
export const ProductPurchase = island(() => import("./product-purchase-island").then((m) => m.ProductPurchaseIsland));
