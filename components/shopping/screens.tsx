"use client";
// The cart, wishlist and compare screens load as their own chunks after the page shell (they
// need the restored state anyway), with the same small placeholder meanwhile.
import { lazy, Suspense } from "react";
import { Loading } from "./loading";
import type { CartPageTexts, ComparePageTexts, WishlistPageTexts } from "./texts";

const CartView = lazy(() => import("./cart-view").then((m) => ({ default: m.CartView })));
const WishlistView = lazy(() => import("./wishlist-view").then((m) => ({ default: m.WishlistView })));
const CompareView = lazy(() => import("./compare-view").then((m) => ({ default: m.CompareView })));

export function CartScreen({ texts }: { texts: CartPageTexts }) {
  return (
    <Suspense fallback={<Loading label={texts.loading} />}>
      <CartView texts={texts} />
    </Suspense>
  );
}

export function WishlistScreen({ texts }: { texts: WishlistPageTexts }) {
  return (
    <Suspense fallback={<Loading label={texts.loading} />}>
      <WishlistView texts={texts} />
    </Suspense>
  );
}

export function CompareScreen({ texts }: { texts: ComparePageTexts }) {
  return (
    <Suspense fallback={<Loading label={texts.loading} />}>
      <CompareView texts={texts} />
    </Suspense>
  );
}
