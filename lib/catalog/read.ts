import "server-only";
// Catalogue reads for pages, cached ('use cache') and tagged. Product writes call
// revalidateCatalog(), so a change shows on the next request.
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import type { Product } from "@/lib/schemas";
import type { CatalogEntry } from "./entry";
import { runListing, type ListingQuery, type ListingResult } from "./query";
import { fetchProduct, loadCatalogIndex } from "./store";

export const CATALOG_TAG = "catalog";
export const productTag = (id: string) => `product:${id}`;

/** One page of a filtered, sorted listing, with facet counts. */
export async function listProducts(query: ListingQuery): Promise<ListingResult> {
  "use cache";
  cacheTag(CATALOG_TAG);
  cacheLife("hours");
  return runListing(await loadCatalogIndex(), query);
}

/** Entries by id, in the given order (missing ids are left out). */
export async function getEntries(ids: string[]): Promise<CatalogEntry[]> {
  "use cache";
  cacheTag(CATALOG_TAG);
  cacheLife("hours");
  const byId = new Map((await loadCatalogIndex()).map((e) => [e.id, e]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One product with everything its page needs, or null if there is no such product. */
export async function getProduct(id: string): Promise<Product | null> {
  "use cache";
  cacheTag(productTag(id));
  cacheLife("hours");
  return fetchProduct(id);
}

/** After a product write: listings and that product's page show the change on the next request. */
export function revalidateCatalog(productId?: string): void {
  revalidateTag(CATALOG_TAG, { expire: 0 });
  if (productId) revalidateTag(productTag(productId), { expire: 0 });
}
