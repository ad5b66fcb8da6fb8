"use server";
import { loadSavedProducts, type SavedProductView } from "@/lib/catalog/saved";
import { MAX_COMPARE_ITEMS } from "@/stores/rules";

/** Current data for the compare list's ids (`{ ids, locale }`); null when the input is malformed. */
export async function getCompareProducts(input: unknown): Promise<SavedProductView[] | null> {
  return loadSavedProducts(input, MAX_COMPARE_ITEMS);
}
