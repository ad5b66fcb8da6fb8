"use client";
// The shopping islands that server components place (header, product cards, product page).
// Each loads as its own chunk when it first renders, so none of them weighs on a page's
// first-load JavaScript. Server-rendered pages already hold their HTML (React renders lazy
// components on the server); in the browser that HTML stays as it is until the chunk arrives,
// then comes alive (a click on it meanwhile is replayed by React).
import { lazy, Suspense, type ComponentProps } from "react";
import styles from "./lazy-islands.module.css";

const HeaderIsland = lazy(() => import("./header-island").then((m) => ({ default: m.HeaderIsland })));
const CardButtonsIsland = lazy(() => import("./card-buttons").then((m) => ({ default: m.CardButtons })));
const PurchaseIsland = lazy(() =>
  import("./product-purchase-island").then((m) => ({ default: m.ProductPurchaseIsland })),
);

/** The header's wishlist, compare and cart (with the mini-cart) and their counters. */
export function HeaderShopLinks() {
  return (
    <Suspense fallback={null}>
      <HeaderIsland />
    </Suspense>
  );
}

/** Add to cart (simple products in stock), wishlist and compare on a product card. */
export function CardButtons(props: ComponentProps<typeof CardButtonsIsland>) {
  return (
    <Suspense fallback={null}>
      <CardButtonsIsland {...props} />
    </Suspense>
  );
}

/**
 * The product page's quantity, add to cart, wishlist and compare. It follows the colour and
 * size in the URL, so it renders in the browser; its space is kept meanwhile.
 */
export function ProductPurchase(props: ComponentProps<typeof PurchaseIsland>) {
  return (
    <div className={styles.purchase}>
      <Suspense fallback={null}>
        <PurchaseIsland {...props} />
      </Suspense>
    </div>
  );
}
