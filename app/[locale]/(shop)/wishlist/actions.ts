"use server";
import { loadSavedProducts, type SavedProductView } from "@/lib/catalog/saved";
import { MAX_WISHLIST_ITEMS } from "@/stores/rules";

/** Current data for the wishlist's ids (`{ ids, locale }`); null when the input is malformed. */
export async function getWishlistProducts(input: unknown): Promise<SavedProductView[] | null> {
  return loadSavedProducts(input, MAX_WISHLIST_ITEMS);
}
