// The cart, wishlist and compare screens: their view (a chunk of its own, screen-views.tsx) and,
// until it has loaded, the placeholder it shows itself until the stored state is restored. The
// placeholder is rendered here, on the server, so its code is not in the page's first load.
import { Suspense } from "react";
import { Pending, emptyContent } from "./empty-state";
import { LazyCartView, LazyCompareView, LazyWishlistView } from "./screen-views";
import type { CartPageTexts, ComparePageTexts, PromotionTexts, WishlistPageTexts } from "./texts";

export function CartScreen({ texts, promotions }: { texts: CartPageTexts; promotions: PromotionTexts }) {
  return (
    <Suspense fallback={<Pending list="cart" loading={texts.loading} empty={emptyContent.cart(texts)} />}>
      <LazyCartView texts={texts} promotions={promotions} />
    </Suspense>
  );
}

export function WishlistScreen({ texts }: { texts: WishlistPageTexts }) {
  return (
    <Suspense fallback={<Pending list="wishlist" loading={texts.loading} empty={emptyContent.wishlist(texts)} />}>
      <LazyWishlistView texts={texts} />
    </Suspense>
  );
}

export function CompareScreen({ texts }: { texts: ComparePageTexts }) {
  return (
    <Suspense fallback={<Pending list="compare" loading={texts.loading} empty={emptyContent.compare(texts)} />}>
      <LazyCompareView texts={texts} />
    </Suspense>
  );
}
