"use server";
// The wishlist and compare screens' data: current price, stock and options for their ids. The
// browser keeps only ids and names; what a product costs now comes from the server.
import { MAX_COMPARE_ITEMS, MAX_WISHLIST_ITEMS } from "@/lib/cart/limits";
import { loadSavedProducts, type SavedProductView } from "@/lib/catalog/saved";

/** Current data for the wishlist's ids (`{ ids, locale }`); null when the input is malformed. */
export async function getWishlistProducts(input: unknown): Promise<SavedProductView[] | null> {
  return loadSavedProducts(input, MAX_WISHLIST_ITEMS);
}

/** Current data for the compare list's ids (`{ ids, locale }`); null when the input is malformed. */
export async function getCompareProducts(input: unknown): Promise<SavedProductView[] | null> {
  return loadSavedProducts(input, MAX_COMPARE_ITEMS);
}
