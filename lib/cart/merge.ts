// The account's saved cart and wishlist (ids and choices only, never prices or names, and the
// promotion code typed for the cart) and the rules that combine two of them. Pure and without zod, so the server (lib/users/shopping-state.ts)
// and the browser's sync chunk (stores/account-sync.ts) share them; the input schema is
// savedShoppingSchema in lib/cart/schema.ts.
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_WISHLIST_ITEMS } from "./limits";

/** A line bought for a baby registry's item (the title is only what the line shows). */
export type SavedRegistryTag = { slug: string; itemId: string; title: string };
export type SavedCartLine = { id: string; color?: string; size?: string; quantity: number; registry?: SavedRegistryTag };
/** `code`: the promotion code typed for the cart, as typed (the server decides each time whether it applies). */
export type SavedShopping = { cart: SavedCartLine[]; wishlist: string[]; code?: string };

export const EMPTY_SHOPPING: SavedShopping = { cart: [], wishlist: [] };

/**
 * One key per product, colour and size ("" and no choice differ, as they do in the store's cart),
 * and per registry item: a gift is a line of its own, apart from the same product bought for oneself.
 */
export const lineKey = (l: Pick<SavedCartLine, "id" | "color" | "size" | "registry">): string =>
  JSON.stringify([l.id, l.color ?? null, l.size ?? null, ...(l.registry ? [l.registry.slug, l.registry.itemId] : [])]);

const capQuantity = (q: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(q)));

/** The line with only its stored fields (no undefined keys: Firestore and equality stay simple). */
function cleanLine(l: SavedCartLine, quantity = l.quantity): SavedCartLine {
  return {
    id: l.id,
    ...(l.color !== undefined ? { color: l.color } : {}),
    ...(l.size !== undefined ? { size: l.size } : {}),
    quantity: capQuantity(quantity),
    ...(l.registry ? { registry: { slug: l.registry.slug, itemId: l.registry.itemId, title: l.registry.title } } : {}),
  };
}

/** The state with its code, if any (no undefined key). */
const withCode = (state: Omit<SavedShopping, "code">, code: string | undefined): SavedShopping => (code !== undefined ? { ...state, code } : state);

/**
 * Sign-in: the account's state, then the guest's. The code: the guest's if they typed one (the
 * latest the shopper chose), else the account's. The cart's rule: a line with the same
 * product id, colour and size (and registry item, lineKey) adds its quantity to the existing line (capped at
 * MAX_LINE_QUANTITY), otherwise it is a new line, while the cart has room (MAX_CART_LINES: the
 * account's lines come first). The wishlist keeps one entry per product: the account's order,
 * then the guest's new ones, up to MAX_WISHLIST_ITEMS. Duplicates within one side merge the same
 * way, so merging with EMPTY_SHOPPING normalizes a state.
 */
export function mergeShopping(account: SavedShopping, guest: SavedShopping): SavedShopping {
  const lines = new Map<string, SavedCartLine>();
  for (const line of [...account.cart, ...guest.cart]) {
    const key = lineKey(line);
    const existing = lines.get(key);
    if (existing) lines.set(key, cleanLine(existing, existing.quantity + line.quantity));
    else if (lines.size < MAX_CART_LINES) lines.set(key, cleanLine(line));
  }
  const wishlist = [...new Set([...account.wishlist, ...guest.wishlist])].slice(0, MAX_WISHLIST_ITEMS);
  return withCode({ cart: [...lines.values()], wishlist }, guest.code ?? account.code);
}

/** Only the products still sold: lines and entries of products that are gone are dropped. */
export function keepProducts(state: SavedShopping, known: ReadonlySet<string>): SavedShopping {
  return withCode({ cart: state.cart.filter((l) => known.has(l.id)), wishlist: state.wishlist.filter((id) => known.has(id)) }, state.code);
}

/** Every product id the state names. */
export const productIdsOf = (state: SavedShopping): string[] => [
  ...new Set([...state.cart.map((l) => l.id), ...state.wishlist]),
];

/** Same lines (order included) with the same quantities, the same wishlist and the same code. */
export function sameShopping(a: SavedShopping, b: SavedShopping): boolean {
  if (a.cart.length !== b.cart.length || a.wishlist.length !== b.wishlist.length || a.code !== b.code) return false;
  return (
    a.cart.every((l, i) => lineKey(l) === lineKey(b.cart[i]!) && l.quantity === b.cart[i]!.quantity) &&
    a.wishlist.every((id, i) => id === b.wishlist[i])
  );
}

/**
 * Three-way merge for a device that changed its state (`mine`) since it last agreed with the
 * account (`base`), while the account moved on to `theirs` (another device, or the server dropped
 * a gone product). Per line and per wishlist entry: what this device changed wins, everything
 * else is taken from the account. Quantities are taken, not added, so applying the same local
 * change twice (a save that landed, then a reload) never counts it twice. Order: the account's,
 * then what this device added. The code likewise: this device's if it changed it (typed or
 * removed one), else the account's.
 */
export function rebaseShopping(base: SavedShopping, mine: SavedShopping, theirs: SavedShopping): SavedShopping {
  const qty = (lines: SavedCartLine[]) => new Map(lines.map((l) => [lineKey(l), l.quantity]));
  const [b, m, t] = [qty(base.cart), qty(mine.cart), qty(theirs.cart)];
  const changedHere = (key: string) => b.get(key) !== m.get(key);
  const cart: SavedCartLine[] = [];
  for (const line of theirs.cart) {
    const key = lineKey(line);
    if (!changedHere(key)) cart.push(cleanLine(line));
    else if (m.has(key)) cart.push(cleanLine(line, m.get(key)!));
    // else: removed on this device
  }
  for (const line of mine.cart) {
    const key = lineKey(line);
    if (!t.has(key) && changedHere(key)) cart.push(cleanLine(line));
  }

  const [bw, mw, tw] = [new Set(base.wishlist), new Set(mine.wishlist), new Set(theirs.wishlist)];
  const wishlist = [
    ...theirs.wishlist.filter((id) => !(bw.has(id) && !mw.has(id))),
    ...mine.wishlist.filter((id) => !tw.has(id) && !bw.has(id)),
  ];
  const code = base.code !== mine.code ? mine.code : theirs.code;
  return mergeShopping(EMPTY_SHOPPING, withCode({ cart, wishlist }, code));
}
