"use client";
// What the wishlist and compare screens share: the stored list, the catalogue's current data for
// it (use-catalog-data.ts), the shopping actions, and where focus goes after a removal.
import { getCompareProducts, getWishlistProducts } from "@/lib/actions/saved";
import { toLocale } from "@/lib/i18n/routing";
import { useRestored, useShop, useShopActions, useShopTexts } from "@/components/ui/shop-state/shop-state-provider";
import { useCatalogData } from "./use-catalog-data";
import { useFocusAfterRemoval } from "./use-focus-after-removal";

const LOADERS = { wishlist: getWishlistProducts, compare: getCompareProducts };

/** `T`: the element that takes focus after a removal while the list is not empty. */
export function useSavedList<T extends HTMLElement>(list: "wishlist" | "compare") {
  const restored = useRestored();
  const items = useShop((s) => (list === "wishlist" ? s.wishlist.wishlistItems : s.compare.compareItems));
  const { locale } = useShopTexts();
  const actions = useShopActions();
  const data = useCatalogData(
    items.map((i) => i.id),
    restored,
    LOADERS[list],
    toLocale(locale),
  );
  const focus = useFocusAfterRemoval<T>(items.length === 0);
  return { restored, items, locale, actions, data, ...focus };
}
