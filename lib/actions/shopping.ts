"use server";
// The signed-in shopper's cart and wishlist across devices (the browser's side is
// stores/account-sync.ts). The browser sends ids, choices and quantities only; every answer is
// the account's state with names, images and current prices from the catalogue, without
// products that are gone.
import type { SavedShopping } from "@/lib/cart/merge";
import { toShoppingView, type ProductFacts, type ShoppingView } from "@/lib/cart/shopping-view";
import { getEntries, getProduct } from "@/lib/catalog/read";
import { isProductId } from "@/lib/catalog/schema";
import { mergeShoppingInputSchema, savedShoppingSchema } from "@/lib/cart/schema";
import * as stored from "@/lib/users/shopping-state";
import { defineAction, NO_INPUT } from "./define-action";

/** Ids still in the catalogue (its cached index: a constant number of reads). */
async function productsOf(ids: string[]): Promise<Map<string, ProductFacts>> {
  const valid = [...new Set(ids)].filter(isProductId);
  if (valid.length === 0) return new Map();
  return new Map((await getEntries(valid)).map((e) => [e.id, e]));
}

const inCatalogue: stored.CatalogueCheck = async (ids) => new Set((await productsOf(ids)).keys());

async function viewOf(state: SavedShopping): Promise<ShoppingView> {
  const products = await productsOf([...state.cart.map((l) => l.id), ...state.wishlist]);
  // A line with a colour shows that colour's image, which only the product document has
  // (one cached read per product, and only for products chosen by colour).
  const coloured = [...new Set(state.cart.filter((l) => l.color !== undefined && products.has(l.id)).map((l) => l.id))];
  const documents = new Map(await Promise.all(coloured.map(async (id) => [id, await getProduct(id)] as const)));
  return toShoppingView(state, products, (id, color) => documents.get(id)?.variations.find((v) => v.color === color)?.image);
}

/** Sign-in: this browser's guest cart and wishlist merged into the account's; answers the result. */
export const mergeShoppingState = defineAction(
  { name: "shopping.merge", access: "user", input: mergeShoppingInputSchema },
  async ({ mergeKey, ...guest }, { session }) => viewOf(await stored.mergeShoppingState(session.uid, guest, mergeKey, inCatalogue)),
);

/** The account's state as it is now (a page load while signed in). */
export const loadShoppingState = defineAction(
  { name: "shopping.load", access: "user", input: NO_INPUT },
  async (_input, { session }) => viewOf(await stored.readShoppingState(session.uid, inCatalogue)),
);

/**
 * Replace the account's state with this browser's (after a change). Last write wins: the browser
 * first merges in what the account held when it loaded, so only saves made in the same moment on
 * two devices can overwrite each other.
 */
export const saveShoppingState = defineAction(
  { name: "shopping.save", access: "user", input: savedShoppingSchema },
  async (state, { session }) => viewOf(await stored.saveShoppingState(session.uid, state, inCatalogue)),
);
