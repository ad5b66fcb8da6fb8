"use client";
import type { SavedItem } from "@/stores/rules";
import { HeartIcon } from "./icons";
import { useRestored, useShop, useShopActions, useShopTexts } from "@/components/ui/shop-state/shop-state-provider";
import styles from "./buttons.module.css";
import { fill } from "@/lib/i18n/format";

/**
 * Adds to the wishlist. Once there, the heart is filled and the label says so; pressing it again
 * says "Product already in wishlist" and changes nothing (removing happens on the wishlist screen).
 */
export function WishlistButton({ item, showText = false }: { item: SavedItem; showText?: boolean }) {
  const { t } = useShopTexts();
  const actions = useShopActions();
  const restored = useRestored();
  const inList = useShop((s) => s.wishlist.wishlistItems.some((i) => i.id === item.id));
  const saved = restored && inList;
  const label = fill(saved ? t.inWishlistLabel : t.addToWishlistLabel, { name: item.name });
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${showText ? styles.withText : ""} ${saved ? styles.active : ""}`}
      aria-label={label}
      title={showText ? undefined : label}
      onClick={() => void actions.addToWishlist(item)}
    >
      <HeartIcon filled={saved} />
      {showText && <span>{t.wishlist}</span>}
    </button>
  );
}
