// The shopping-state rules (cart lines, wishlist, compare, their limits), as pure functions on
// plain data (no React, no storage), so each rule is unit-tested on its own. stores/shop-store.ts
// wires them into zustand. The schemas of what is stored live in stores/schemas.ts, so the browser
// can use these rules without loading a parser (see
// components/ui/shop-state/shop-state-provider.tsx).
import { nanoid } from "nanoid";
import { MAX_CART_LINES, MAX_COMPARE_ITEMS, MAX_LINE_QUANTITY, MAX_WISHLIST_ITEMS } from "@/lib/cart/limits";
import type { CartLine, CartProduct, RegistryTag, SavedItem } from "./schemas";

export { MAX_CART_LINES, MAX_COMPARE_ITEMS, MAX_LINE_QUANTITY, MAX_WISHLIST_ITEMS };

export type AddToCartInput = {
  product: CartProduct;
  quantity?: number;
  color?: string;
  size?: string;
  /** Units in stock of this product (or of this colour and size); the cart never holds more. */
  stock: number;
  /** Bought for this registry item: kept on a line of its own. */
  registry?: RegistryTag;
  /** With `registry`: the units still wanted on it; that line never holds more. */
  wanted?: number;
};
export type AddOutcome = { lines: CartLine[]; added: number };

const sameChoice = (line: CartLine, id: string, color?: string, size?: string) =>
  line.id === id && line.selectedProductColor === color && line.selectedProductSize === size;

/** The same line: the same choice, bought for the same registry item (or for no registry). */
const sameLine = (line: CartLine, id: string, color?: string, size?: string, registry?: RegistryTag) =>
  sameChoice(line, id, color, size) && line.registry?.slug === registry?.slug && line.registry?.itemId === registry?.itemId;

/** Units of one product (or one colour and size of it) already in the cart, on every line (they share the stock). */
export function quantityInCart(lines: CartLine[], id: string, color?: string, size?: string): number {
  return lines.filter((l) => sameChoice(l, id, color, size)).reduce((sum, l) => sum + l.quantity, 0);
}

/**
 * How many more units may go into the cart: the stock left after what is already there on every
 * line of that choice (and never more than a line can hold); for a registry line also no more
 * than is still wanted, less what its line holds already.
 */
export function addableQuantity(lines: CartLine[], input: Pick<AddToCartInput, "product" | "color" | "size" | "stock" | "registry" | "wanted">) {
  const limit = Math.min(Math.floor(input.stock), MAX_LINE_QUANTITY);
  const stockLeft = limit - quantityInCart(lines, input.product.id, input.color, input.size);
  const { registry, wanted } = input;
  const wantedLeft =
    registry && wanted !== undefined
      ? wanted - lines.filter((l) => sameLine(l, input.product.id, input.color, input.size, registry)).reduce((sum, l) => sum + l.quantity, 0)
      : Infinity;
  return Math.max(0, Math.min(stockLeft, wantedLeft));
}

/** False when the add would need a new line and the cart already has the most lines it may hold. */
export function cartHasRoomFor(lines: CartLine[], input: Pick<AddToCartInput, "product" | "color" | "size" | "registry">): boolean {
  const hasVariation = input.color !== undefined || input.size !== undefined;
  const existing = lines.some((l) =>
    sameLine(l, input.product.id, hasVariation ? input.color : undefined, hasVariation ? input.size : undefined, input.registry),
  );
  return existing || lines.length < MAX_CART_LINES;
}

/**
 * Add to cart. Without variation: an existing line of the same product grows by the quantity
 * (default 1). With variation: it merges only when id, colour and size all match. The quantity is
 * cut to the stock left; `added` says how many units went in (0: none left).
 */
export function addToCart(lines: CartLine[], input: AddToCartInput): AddOutcome {
  const { product, color, size, registry } = input;
  const asked = Math.max(1, Math.floor(input.quantity ?? 1));
  const added = Math.min(asked, addableQuantity(lines, input));
  if (added === 0 || !cartHasRoomFor(lines, input)) return { lines, added: 0 };
  const hasVariation = color !== undefined || size !== undefined;
  const existing = lines.find((l) => sameLine(l, product.id, hasVariation ? color : undefined, hasVariation ? size : undefined, registry));
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
    ...(registry ? { registry } : {}),
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

/** Set a line's quantity (the cart screen's "fix the quantity"), kept within 1..MAX_LINE_QUANTITY. */
export function setQuantity(lines: CartLine[], cartItemId: string, quantity: number): CartLine[] {
  const q = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));
  return lines.map((l) => (l.cartItemId === cartItemId && l.quantity !== q ? { ...l, quantity: q } : l));
}

/** A line as the server sees it now: its prices and its name in the shopper's language. */
export type LinePrice = { cartItemId: string; price: number; finalPrice: number; discount: number; name?: string };

/** Take the server's current prices (and name) into the lines (display only; the server prices the order). */
export function refreshPrices(lines: CartLine[], prices: LinePrice[]): CartLine[] {
  const byLine = new Map(prices.map((p) => [p.cartItemId, p]));
  let changed = false;
  const next = lines.map((l) => {
    const p = byLine.get(l.cartItemId);
    const name = p?.name ?? l.name;
    if (!p || (p.price === l.price && p.finalPrice === l.finalPrice && p.discount === l.discount && name === l.name)) return l;
    changed = true;
    return { ...l, name, price: p.price, finalPrice: p.finalPrice, discount: p.discount };
  });
  return changed ? next : lines;
}

/** Compare: add appends (the button is disabled for a product already there), up to the list's limit. */
export function addToCompare(items: SavedItem[], item: SavedItem): SavedItem[] {
  if (items.length >= MAX_COMPARE_ITEMS) return items;
  return [...items, item];
}

export function removeById(items: SavedItem[], id: string): SavedItem[] {
  return items.filter((i) => i.id !== id);
}

/** Wishlist: a product already there is not added twice (`added: false` -> the notice). */
export function addToWishlist(items: SavedItem[], item: SavedItem): { items: SavedItem[]; added: boolean } {
  if (items.some((i) => i.id === item.id) || items.length >= MAX_WISHLIST_ITEMS) return { items, added: false };
  return { items: [...items, item], added: true };
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** Display subtotal in cents (the server recomputes it at checkout). */
export function cartSubtotal(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.finalPrice * l.quantity, 0);
}

export type { CartLine, CartProduct, RegistryTag, SavedItem };
