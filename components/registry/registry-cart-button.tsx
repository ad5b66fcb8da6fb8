"use client";
// The guest page's "Add to cart" for one registry item: the shop's own add-to-cart path (the
// persisted cart, its notices), with the line tagged for this registry item and never more units
// than are still wanted (nor than the stock of that colour and size). No Auth SDK, no account.
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import type { CartProduct } from "@/stores/rules";
import type { RegistryTag } from "@/stores/schemas";

type Props = { product: CartProduct; color?: string; size?: string; stock: number; remaining: number; registry: RegistryTag };

export function RegistryCartButton({ product, color, size, stock, remaining, registry }: Props) {
  return <AddToCartButton product={product} stock={stock} wanted={remaining} color={color} size={size} registry={registry} />;
}
