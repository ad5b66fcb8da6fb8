import "server-only";
// Catalogue reads from Firestore, uncached (lib/catalog/read.ts caches them for pages).
// The listing reads one small meta document and, only if the catalogue changed since this
// process last loaded it, the index shards: a constant number of documents per load whatever
// the catalogue's size. The products collection itself is never scanned.
import { firestore } from "@/lib/firebase/admin";
import { isProductId, productDocSchema, type Product } from "@/lib/catalog/schema";
import { withDealState } from "./deals";
import { INDEX_COLLECTION, INDEX_META_DOC, SHARD_IDS, catalogEntrySchema, type CatalogEntry } from "./entry";
import { isVisible } from "./visibility";
import { log } from "@/lib/log";

type Loaded = { version: number; entries: CatalogEntry[]; byId?: Map<string, CatalogEntry> };
let loaded: Loaded | undefined;
let loading: Promise<Loaded> | undefined;

/** The index's version (catalogIndex/meta): one document read. */
export async function readIndexVersion(): Promise<number> {
  const meta = await firestore().collection(INDEX_COLLECTION).doc(INDEX_META_DOC).get();
  return Number(meta.get("version") ?? 0);
}

/**
 * Every catalogue entry (from this process's copy when the index has not changed). `atLeast`: a
 * version the caller already knows to be current (its cached pages were rendered from it): a copy
 * that recent is used without reading even the meta document.
 */
export async function loadCatalogIndex(atLeast?: number): Promise<CatalogEntry[]> {
  return (await loadIndex(atLeast)).entries;
}

async function loadIndex(atLeast?: number): Promise<Loaded> {
  if (atLeast !== undefined && loaded && loaded.version >= atLeast) return loaded;
  const version = await readIndexVersion();
  if (loaded?.version === version) return loaded;
  // One load at a time: concurrent misses share it.
  loading ??= (async () => {
    const db = firestore();
    const shards = await db.getAll(...SHARD_IDS.map((id) => db.collection(INDEX_COLLECTION).doc(id)));
    const entries: CatalogEntry[] = [];
    for (const shard of shards) {
      for (const raw of Object.values((shard.get("entries") ?? {}) as Record<string, unknown>)) {
        const parsed = catalogEntrySchema.safeParse(raw);
        if (parsed.success) entries.push(parsed.data);
        else log.warn(`catalogue index: skipping a malformed entry in ${shard.id}`);
      }
    }
    return { version, entries };
  })().finally(() => (loading = undefined));
  loaded = await loading;
  return loaded;
}

/**
 * The storefront's entries of these ids, in the given order (archived products and ids not in the
 * index left out; deals in their state at `now`), from this process's copy of the index (see
 * loadCatalogIndex for `atLeast`). Never a product document, whatever ids are asked for.
 */
export async function indexEntriesOf(ids: readonly string[], atLeast: number | undefined, now: number): Promise<CatalogEntry[]> {
  const index = await loadIndex(atLeast);
  index.byId ??= new Map(index.entries.map((e) => [e.id, e]));
  return ids.flatMap((id) => {
    const entry = index.byId!.get(id);
    return entry && isVisible(entry) ? [withDealState(entry, now)] : [];
  });
}

/** One product document, parsed; null when it does not exist or does not match the schema. */
export async function fetchProduct(id: string): Promise<Product | null> {
  // Firestore refuses some ids (e.g. "__x__") with an error: anything not a product id is no product.
  if (!isProductId(id)) return null;
  const snap = await firestore().collection("products").doc(id).get();
  if (!snap.exists) return null;
  const parsed = productDocSchema.safeParse(snap.data());
  if (!parsed.success) {
    log.error(`products/${id} does not match the schema`, { issues: parsed.error.issues });
    return null;
  }
  return { id, ...parsed.data };
}
