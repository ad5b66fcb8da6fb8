// The shopping-state rules of the spec, as pure functions on plain data (no React, no storage),
// so each rule is unit-tested on its own. stores/shop-store.ts wires them into zustand.
import { nanoid } from "nanoid";
// zod/mini: the same parsing at a fraction of the browser bundle of "zod".
import * as z from "zod/mini";

const money = z.int().check(z.minimum(0), z.maximum(10_000_000));
const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

/** What a cart line carries of its product, to render the line without a server round trip. */
export const cartProductSchema = z.object({
  id: text(1, 100),
  name: text(1, 200),
  image: text(0, 500),
  /** Display only: the server prices the order at checkout. */
  price: money,
  finalPrice: money,
  discount: z.int().check(z.minimum(0), z.maximum(90)),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartLineSchema = z.extend(cartProductSchema, {
  cartItemId: text(1, 40),
  quantity: z.int().check(z.minimum(1), z.maximum(999)),
  selectedProductColor: z.optional(text(0, 40)),
  selectedProductSize: z.optional(text(0, 40)),
  /** For a variation product, the chosen colour and size. */
  variation: z.optional(z.object({ color: text(0, 40), size: text(0, 40) })),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Compare and wishlist keep what the header and a list need; screens fetch fresh data by id. */
export const savedItemSchema = z.object({
  id: text(1, 100),
  name: text(1, 200),
  image: text(0, 500),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

export type AddToCartInput = {
  product: CartProduct;
  quantity?: number;
  color?: string;
  size?: string;
  /** Units in stock of this product (or of this colour and size); the cart never holds more. */
  stock: number;
};
export type AddOutcome = { lines: CartLine[]; added: number };

const sameChoice = (line: CartLine, id: string, color?: string, size?: string) =>
  line.id === id && line.selectedProductColor === color && line.selectedProductSize === size;

/** Units of one product (or one colour and size of it) already in the cart. */
export function quantityInCart(lines: CartLine[], id: string, color?: string, size?: string): number {
  return lines.filter((l) => sameChoice(l, id, color, size)).reduce((sum, l) => sum + l.quantity, 0);
}

/** How many more units may go into the cart: the stock left after what is already there. */
export function addableQuantity(lines: CartLine[], input: Pick<AddToCartInput, "product" | "color" | "size" | "stock">) {
  return Math.max(0, input.stock - quantityInCart(lines, input.product.id, input.color, input.size));
}

/**
 * Add to cart. Without variation: an existing line of the same product grows by the quantity
 * (default 1). With variation: it merges only when id, colour and size all match. The quantity is
 * cut to the stock left; `added` says how many units went in (0: none left).
 */
export function addToCart(lines: CartLine[], input: AddToCartInput): AddOutcome {
  const { product, color, size } = input;
  const wanted = Math.max(1, Math.floor(input.quantity ?? 1));
  const added = Math.min(wanted, addableQuantity(lines, input));
  if (added === 0) return { lines, added: 0 };
  const hasVariation = color !== undefined || size !== undefined;
  const existing = lines.find((l) => sameChoice(l, product.id, hasVariation ? color : undefined, hasVariation ? size : undefined));
  if (existing) {
    return {
      lines: lines.map((l) => (l === existing ? { ...l, ...product, quantity: l.quantity + added } : l)),
      added,
    };
  }
  const line: CartLine = {
    ...product,
    cartItemId: nanoid(12),
    quantity: added,
    ...(hasVariation
      ? { selectedProductColor: color, selectedProductSize: size, variation: { color: color ?? "", size: size ?? "" } }
      : {}),
  };
  return { lines: [...lines, line], added };
}

export function removeFromCart(lines: CartLine[], cartItemId: string): CartLine[] {
  return lines.filter((l) => l.cartItemId !== cartItemId);
}

/** At quantity 1 the line goes; otherwise it drops by one. */
export function decreaseQuantity(lines: CartLine[], cartItemId: string): CartLine[] {
  const line = lines.find((l) => l.cartItemId === cartItemId);
  if (!line) return lines;
  if (line.quantity <= 1) return removeFromCart(lines, cartItemId);
  return lines.map((l) => (l === line ? { ...l, quantity: l.quantity - 1 } : l));
}

/** Compare: add appends (the button is disabled for a product already there). */
export function addToCompare(items: SavedItem[], item: SavedItem): SavedItem[] {
  return [...items, item];
}

export function removeById(items: SavedItem[], id: string): SavedItem[] {
  return items.filter((i) => i.id !== id);
}

/** Wishlist: a product already there is not added twice (`added: false` -> the notice). */
export function addToWishlist(items: SavedItem[], item: SavedItem): { items: SavedItem[]; added: boolean } {
  if (items.some((i) => i.id === item.id)) return { items, added: false };
  return { items: [...items, item], added: true };
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** Display subtotal in cents (the server recomputes it at checkout). */
export function cartSubtotal(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.finalPrice * l.quantity, 0);
}
