// The account's saved state with what the browser shows of each product (name, image, current
// prices), built from the catalogue on the server: the browser never supplies a price. Lines and
// entries whose product is gone are left out.
import type { SavedCartLine, SavedShopping } from "./merge";

/** What a product contributes to the view (a catalogue entry has these). */
export type ProductFacts = { id: string; name: string; images: string[]; price: number; finalPrice: number; discount: number };

export type ShoppingViewLine = SavedCartLine & { name: string; image: string; price: number; finalPrice: number; discount: number };
export type ShoppingViewItem = { id: string; name: string; image: string };
/** What the account holds now, with display data; `code`: the promotion code typed for the cart. */
export type ShoppingView = { cart: ShoppingViewLine[]; wishlist: ShoppingViewItem[]; code?: string };

/**
 * `colorImage(id, color)`: the image of that colour (a line shows the colour chosen), if any.
 */
export function toShoppingView(
  state: SavedShopping,
  products: ReadonlyMap<string, ProductFacts>,
  colorImage: (id: string, color: string) => string | undefined = () => undefined,
): ShoppingView {
  const cart = state.cart.flatMap((line): ShoppingViewLine[] => {
    const p = products.get(line.id);
    if (!p) return [];
    const image = (line.color !== undefined ? colorImage(line.id, line.color) : undefined) ?? p.images[0] ?? "";
    return [{ ...line, name: p.name, image, price: p.price, finalPrice: p.finalPrice, discount: p.discount }];
  });
  const wishlist = state.wishlist.flatMap((id): ShoppingViewItem[] => {
    const p = products.get(id);
    return p ? [{ id, name: p.name, image: p.images[0] ?? "" }] : [];
  });
  return { cart, wishlist, ...(state.code !== undefined ? { code: state.code } : {}) };
}

/** The ids and choices of a view (what the account holds). */
export function stateOfView(view: ShoppingView): SavedShopping {
  return {
    cart: view.cart.map(({ id, color, size, quantity, registry }) => ({
      id,
      ...(color !== undefined ? { color } : {}),
      ...(size !== undefined ? { size } : {}),
      quantity,
      ...(registry ? { registry } : {}),
    })),
    wishlist: view.wishlist.map((i) => i.id),
    ...(view.code !== undefined ? { code: view.code } : {}),
  };
}
