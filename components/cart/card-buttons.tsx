"use client";
// A product card's buttons (loaded as their own chunk: see shopping-islands.tsx).
import type { CartProduct, SavedItem } from "@/stores/rules";
import { AddToCartButton } from "./add-to-cart-button";
import { CompareButton } from "./compare-button";
import { WishlistButton } from "./wishlist-button";

/** What a card's add to cart needs beyond the saved item: sent only for products it can add. */
export type CardPurchase = Pick<CartProduct, "price" | "finalPrice" | "discount"> & { stock: number };

export function CardButtons({ item, purchase }: { item: SavedItem; purchase?: CardPurchase }) {
  return (
    <>
      {purchase && <AddToCartButton product={{ ...item, price: purchase.price, finalPrice: purchase.finalPrice, discount: purchase.discount }} stock={purchase.stock} />}
      <WishlistButton item={item} />
      <CompareButton item={item} />
    </>
  );
}
