// The server's side of the cart check: the browser's lines parsed, and each line against the
// product as stored now.
import { z } from "zod";
import { finalPrice, stockOf, type Product } from "@/lib/schemas";
import { MAX_CART_LINES } from "./limits";
import type { CartCheckLine, LineStatus } from "./check";

/** At most one cart's worth of lines: ids and choices only. */
export const cartCheckInputSchema = z
  .array(
    z.object({
      cartItemId: z.string().min(1).max(40),
      id: z.string().min(1).max(100),
      color: z.string().max(40).optional(),
      size: z.string().max(40).optional(),
    }),
  )
  .max(MAX_CART_LINES) satisfies z.ZodType<CartCheckLine[]>;

/**
 * A line against the product as it is now: gone when the product no longer exists, or when the
 * chosen colour and size (or the lack of a choice) no longer match how the product is sold.
 */
export function lineStatus(product: Product | null, line: CartCheckLine): LineStatus {
  if (!product) return { cartItemId: line.cartItemId, state: "gone" };
  const chose = line.color !== undefined || line.size !== undefined;
  const hasVariations = product.variations.length > 0;
  if (chose !== hasVariations) return { cartItemId: line.cartItemId, state: "gone" };
  if (hasVariations) {
    const sizes = product.variations.find((v) => v.color === line.color)?.size;
    if (!sizes?.some((s) => s.name === line.size)) return { cartItemId: line.cartItemId, state: "gone" };
  }
  return {
    cartItemId: line.cartItemId,
    state: "available",
    price: product.price,
    finalPrice: finalPrice(product),
    discount: product.discount,
    stock: stockOf(product, line.color, line.size),
  };
}
