"use server";
// The wishlist and compare screens' data: current price, stock and options for their ids. The
// browser keeps only ids and names; what a product costs now comes from the server.
import { MAX_COMPARE_ITEMS, MAX_WISHLIST_ITEMS } from "@/lib/cart/limits";
import { loadSavedProducts, savedProductsInputSchema } from "@/lib/catalog/saved";
import { defineAction } from "./define-action";

/** Current data for the wishlist's ids (`{ ids, locale }`). */
export const getWishlistProducts = defineAction(
  { name: "saved.getWishlistProducts", access: "public", input: savedProductsInputSchema(MAX_WISHLIST_ITEMS) },
  loadSavedProducts,
);

/** Current data for the compare list's ids (`{ ids, locale }`). */
export const getCompareProducts = defineAction(
  { name: "saved.getCompareProducts", access: "public", input: savedProductsInputSchema(MAX_COMPARE_ITEMS) },
  loadSavedProducts,
);
