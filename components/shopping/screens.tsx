"use client";
// The cart, wishlist and compare screens load as their own chunks after the page shell (they
// need the restored state anyway), with the placeholder they show until it is restored.
import { lazy, Suspense } from "react";
import { Pending, emptyContent } from "./empty-state";
import type { CartPageTexts, ComparePageTexts, WishlistPageTexts } from "./texts";

const CartView = lazy(() => import("./cart-view").then((m) => ({ default: m.CartView })));
const WishlistView = lazy(() => import("./wishlist-view").then((m) => ({ default: m.WishlistView })));
const CompareView = lazy(() => import("./compare-view").then((m) => ({ default: m.CompareView })));

export function CartScreen({ texts }: { texts: CartPageTexts }) {
  return (
    <Suspense fallback={<Pending list="cart" loading={texts.loading} empty={emptyContent.cart(texts)} />}>
      <CartView texts={texts} />
    </Suspense>
  );
}

export function WishlistScreen({ texts }: { texts: WishlistPageTexts }) {
  return (
    <Suspense fallback={<Pending list="wishlist" loading={texts.loading} empty={emptyContent.wishlist(texts)} />}>
      <WishlistView texts={texts} />
    </Suspense>
  );
}

export function CompareScreen({ texts }: { texts: ComparePageTexts }) {
  return (
    <Suspense fallback={<Pending list="compare" loading={texts.loading} empty={emptyContent.compare(texts)} />}>
      <CompareView texts={texts} />
    </Suspense>
  );
}
