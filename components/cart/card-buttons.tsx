"use client";
// A product card's buttons (loaded as their own chunk: see shopping-islands.tsx).
import type { CartProduct } from "@/stores/rules";
import { AddToCartButton } from "./add-to-cart-button";
import { CompareButton } from "./compare-button";
import { WishlistButton } from "./wishlist-button";

export function CardButtons({ product, stock, addable }: { product: CartProduct; stock: number; addable: boolean }) {
  const item = { id: product.id, name: product.name, image: product.image };
  return (
    <>
      {addable && <AddToCartButton product={product} stock={stock} />}
      <WishlistButton item={item} />
      <CompareButton item={item} />
    </>
  );
}
