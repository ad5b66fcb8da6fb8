"use client";
// The shopping islands that server components place (header, product cards, product page), each
// its own chunk (components/ui/island.tsx): none weighs on a page's first-load JavaScript.
import { island } from "@/components/ui/island";
import styles from "./shopping-islands.module.css";
// The islands' styles come with the page, not with their chunks: the server-rendered HTML is
// styled from the first paint, so nothing moves when a chunk arrives.
import "./header-shop-links.module.css";
import "./product-purchase.module.css";
import "./buttons.module.css";

/** The header's wishlist, compare and cart (with the mini-cart) and their counters. */
export const HeaderShopLinks = island(() => import("./header-island").then((m) => m.HeaderIsland));

/** Add to cart (simple products in stock), wishlist and compare on a product card. */
export const CardButtons = island(() => import("./card-buttons").then((m) => m.CardButtons));

const PurchaseIsland = island(() => import("./product-purchase-island").then((m) => m.ProductPurchaseIsland));

/**
 * The product page's quantity, add to cart, wishlist and compare. It follows the colour and
 * size in the URL, so it renders in the browser; its space is kept meanwhile.
 */
export function ProductPurchase(props: Parameters<typeof PurchaseIsland>[0]) {
  return (
    <div className={styles.purchase}>
      <PurchaseIsland {...props} />
    </div>
  );
}
