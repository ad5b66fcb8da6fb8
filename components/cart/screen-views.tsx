"use client";
// The cart, wishlist and compare screens, each its own chunk loaded after the page shell (they
// need the restored state anyway). screens.tsx places them with their placeholder.
import { lazy } from "react";
import type { CartPageTexts, ComparePageTexts, PromotionTexts, WishlistPageTexts } from "./texts";

const CartView = lazy(() => import("./cart-view").then((m) => ({ default: m.CartView })));
const WishlistView = lazy(() => import("./wishlist-view").then((m) => ({ default: m.WishlistView })));
const CompareView = lazy(() => import("./compare-view").then((m) => ({ default: m.CompareView })));

export function LazyCartView({ texts, promotions }: { texts: CartPageTexts; promotions: PromotionTexts }) {
  return <CartView texts={texts} promotions={promotions} />;
}

export function LazyWishlistView({ texts }: { texts: WishlistPageTexts }) {
  return <WishlistView texts={texts} />;
}

export function LazyCompareView({ texts }: { texts: ComparePageTexts }) {
  return <CompareView texts={texts} />;
}
