import "server-only";
// Catalogue reads from Firestore, uncached (lib/catalog/read.ts caches them for pages).
// The listing reads one small meta document and, only if the catalogue changed since this
// process last loaded it, the index shards that changed: a constant number of documents per load
// whatever the catalogue's size, one shard after a sale or an edit. The products collection itself is never scanned.
import { firestore } from "@/lib/firebase/admin";
import { isProductId, productDocSchema, type Product } from "@/lib/catalog/schema";
import { withDealState } from "./deals";
import { INDEX_COLLECTION, INDEX_META_DOC, SHARD_IDS, catalogEntrySchema, type CatalogEntry } from "./entry";
import { isVisible } from "./visibility";
import { log } from "@/lib/log";

/** This process's copy of the index: each shard's entries, at the versions the meta document gave. */
type Loaded = { version: number; shardVersions: Record<string, number>; shards: Map<string, CatalogEntry[]>; entries: CatalogEntry[]; byId?: Map<string, CatalogEntry> };
let loaded: Loaded | undefined;
let loading: Promise<Loaded> | undefined;

type IndexMeta = { version: number; shardVersions: Record<string, number> };
async function readIndexMeta(): Promise<IndexMeta> {
  const meta = await firestore().collection(INDEX_COLLECTION).doc(INDEX_META_DOC).get();
  const shards = (meta.get("shards") ?? {}) as Record<string, unknown>;
  return { version: Number(meta.get("version") ?? 0), shardVersions: Object.fromEntries(SHARD_IDS.map((id) => [id, Number(shards[id] ?? 0)])) };
}

/** The index's version (catalogIndex/meta): one document read. */
export async function readIndexVersion(): Promise<number> {
  return (await readIndexMeta()).version;
}

/**
 * Every catalogue entry (from this process's copy when the index has not changed). `atLeast`: a
 * version the caller already knows to be current (its cached pages were rendered from it): a copy
 * that recent is used without reading even the meta document.
 */
export async function loadCatalogIndex(atLeast?: number): Promise<CatalogEntry[]> {
  return (await loadIndex(atLeast)).entries;
}

/**
 * The shards to read again: those whose own version moved. Every move of the index version moves
 * one shard's version (lib/catalog/write.ts indexVersionMoved); when the two do not add up (a
 * writer that moved the version alone, a whole new index), every shard is read.
 */
export function shardsToReload(copy: Pick<Loaded, "version" | "shardVersions"> | undefined, meta: IndexMeta): readonly string[] {
  if (!copy) return SHARD_IDS;
  const moved = SHARD_IDS.filter((id) => meta.shardVersions[id] !== copy.shardVersions[id]);
  const shardMoves = moved.reduce((sum, id) => sum + (meta.shardVersions[id]! - (copy.shardVersions[id] ?? 0)), 0);
  return shardMoves === meta.version - copy.version ? moved : SHARD_IDS;
}

async function loadIndex(atLeast?: number): Promise<Loaded> {
  if (atLeast !== undefined && loaded && loaded.version >= atLeast) return loaded;
  const meta = await readIndexMeta();
  if (loaded?.version === meta.version) return loaded;
  // One load at a time: concurrent misses share it.
  loading ??= (async () => {
    const db = firestore();
    const copy = loaded;
    const reload = shardsToReload(copy, meta);
    const shards = new Map(copy?.shards);
    const snaps = reload.length > 0 ? await db.getAll(...reload.map((id) => db.collection(INDEX_COLLECTION).doc(id))) : [];
    for (const shard of snaps) {
      const entries: CatalogEntry[] = [];
      for (const raw of Object.values((shard.get("entries") ?? {}) as Record<string, unknown>)) {
        const parsed = catalogEntrySchema.safeParse(raw);
        if (parsed.success) entries.push(parsed.data);
        else log.warn(`catalogue index: skipping a malformed entry in ${shard.id}`);
      }
      shards.set(shard.id, entries);
    }
    return { ...meta, shards, entries: SHARD_IDS.flatMap((id) => shards.get(id) ?? []) };
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
