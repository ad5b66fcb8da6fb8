import "server-only";
// Catalogue reads for pages. Results are cached ('use cache') and tagged; product writes call
// revalidateCatalog(). On a cache miss the listing reads one small meta document and, only if
// the catalogue changed since this process last loaded it, the index shards: a constant number
// of documents per request whatever the catalogue's size. The whole products collection is
// never read for a request.
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import { firestore } from "@/lib/firebase/admin";
import { countReads } from "@/lib/firebase/reads";
import { productDocSchema, type Product } from "@/lib/schemas";
import { INDEX_COLLECTION, INDEX_META_DOC, SHARD_COUNT, catalogEntrySchema, type CatalogEntry } from "./entry";
import { runListing, type ListingQuery, type ListingResult } from "./query";

export const CATALOG_TAG = "catalog";
export const productTag = (id: string) => `product:${id}`;

type Loaded = { version: number; entries: CatalogEntry[] };
let loaded: Loaded | undefined;
let loading: Promise<Loaded> | undefined;

async function loadIndex(): Promise<CatalogEntry[]> {
  const db = firestore();
  const meta = await db.collection(INDEX_COLLECTION).doc(INDEX_META_DOC).get();
  countReads(1);
  const version = Number(meta.get("version") ?? 0);
  if (loaded?.version === version) return loaded.entries;
  // One load at a time: concurrent misses share it.
  loading ??= (async () => {
    const refs = Array.from({ length: SHARD_COUNT }, (_, i) =>
      db.collection(INDEX_COLLECTION).doc(`shard-${String(i).padStart(2, "0")}`),
    );
    const shards = await db.getAll(...refs);
    countReads(shards.length);
    const entries: CatalogEntry[] = [];
    for (const shard of shards) {
      for (const raw of Object.values((shard.get("entries") ?? {}) as Record<string, unknown>)) {
        const parsed = catalogEntrySchema.safeParse(raw);
        if (parsed.success) entries.push(parsed.data);
        else console.warn(`catalogue index: skipping a malformed entry in ${shard.id}`);
      }
    }
    return { version, entries };
  })().finally(() => (loading = undefined));
  loaded = await loading;
  return loaded.entries;
}

/** One page of a filtered, sorted listing, with facet counts. */
export async function listProducts(query: ListingQuery): Promise<ListingResult> {
  "use cache";
  cacheTag(CATALOG_TAG);
  cacheLife("hours");
  return runListing(await loadIndex(), query);
}

/** Entries by id, in the given order (missing ids are left out). */
export async function getEntries(ids: string[]): Promise<CatalogEntry[]> {
  "use cache";
  cacheTag(CATALOG_TAG);
  cacheLife("hours");
  const byId = new Map((await loadIndex()).map((e) => [e.id, e]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One product with everything its page needs, or null if there is no such product. */
export async function getProduct(id: string): Promise<Product | null> {
  "use cache";
  cacheTag(productTag(id));
  cacheLife("hours");
  const snap = await firestore().collection("products").doc(id).get();
  countReads(1);
  if (!snap.exists) return null;
  const parsed = productDocSchema.safeParse(snap.data());
  if (!parsed.success) {
    console.error(`products/${id} does not match the schema`, parsed.error.issues);
    return null;
  }
  return { id, ...parsed.data };
}

/** After a product write: listings and that product's page show the change on the next request. */
export function revalidateCatalog(productId?: string): void {
  revalidateTag(CATALOG_TAG, { expire: 0 });
  if (productId) revalidateTag(productTag(productId), { expire: 0 });
}
