// Catalogue writes. Every write of a product goes through here so that the product document,
// its index entry and the index version change together (one transaction or batch). Given the
// Firestore instance by the caller (no "server-only" marker): the seed, benchmarks and e2e set-up
// write products with the same code as the shop.
import { FieldPath, FieldValue, type Firestore, type Precondition, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { productDocSchema, type Product, type ProductDoc } from "@/lib/catalog/schema";
import { INDEX_COLLECTION, INDEX_META_DOC, SHARD_IDS, shardOf, toCatalogEntry } from "./entry";

const BATCH_LIMIT = 400;

/** Anything that collects writes: a transaction or a batch. */
type Writes = Pick<Transaction, "set"> | Pick<WriteBatch, "set">;

/**
 * The meta document's change for writes to `shards`: the index version, and each shard's own
 * version, moved together. A reader reloads only the shards whose version moved
 * (lib/catalog/db.ts): a sale re-reads one shard, not the whole index.
 */
export const indexVersionMoved = (shards: readonly string[]) => ({
  version: FieldValue.increment(1),
  shards: Object.fromEntries(shards.map((s) => [s, FieldValue.increment(1)])),
});

/** The product's index entry, and the index version moved so every reader reloads it. */
function writeIndexEntry(db: Firestore, writes: Writes, product: Product): void {
  const set = writes.set.bind(writes) as Transaction["set"];
  // set + mergeFields replaces this one entry whole, and works on a shard that does not exist yet.
  set(db.collection(INDEX_COLLECTION).doc(shardOf(product.id)), { entries: { [product.id]: toCatalogEntry(product) } }, { mergeFields: [new FieldPath("entries", product.id)] });
  set(db.collection(INDEX_COLLECTION).doc(INDEX_META_DOC), indexVersionMoved([shardOf(product.id)]), { merge: true });
}

/** Inside a transaction: write one product, its index entry and bump the index version. */
export function writeProductInTransaction(db: Firestore, tx: Transaction, product: Product): void {
  const { id, ...doc } = product;
  tx.set(db.collection("products").doc(id), productDocSchema.parse(doc));
  writeIndexEntry(db, tx, product);
}

/**
 * In an optimistic batch (lib/firebase/optimistic.ts): change some fields of a product read
 * earlier, guarded by `guard` (the product unchanged since that read), with its index entry.
 * `product` is the whole product after the change.
 */
export function updateProductInBatch(db: Firestore, batch: WriteBatch, product: Product, fields: readonly (keyof ProductDoc)[], guard: Precondition): void {
  const doc = productDocSchema.parse(product);
  // An optional field the change left out (an offer end removed) is deleted from the document.
  batch.update(db.collection("products").doc(product.id), Object.fromEntries(fields.map((f) => [f, doc[f] ?? FieldValue.delete()])), guard);
  writeIndexEntry(db, batch, product);
}

/** In an optimistic batch: create a new product (the commit fails if the id is taken meanwhile), with its index entry. */
export function createProductInBatch(db: Firestore, batch: WriteBatch, product: Product): void {
  const { id, ...doc } = product;
  batch.create(db.collection("products").doc(id), productDocSchema.parse(doc));
  writeIndexEntry(db, batch, product);
}

/** The product's index entry removed, and the index version moved. */
function removeIndexEntry(db: Firestore, writes: Writes, id: string): void {
  const set = writes.set.bind(writes) as Transaction["set"];
  set(db.collection(INDEX_COLLECTION).doc(shardOf(id)), { entries: { [id]: FieldValue.delete() } }, { merge: true });
  set(db.collection(INDEX_COLLECTION).doc(INDEX_META_DOC), indexVersionMoved([shardOf(id)]), { merge: true });
}

/** Inside a transaction: delete one product and its index entry. */
export function deleteProductInTransaction(db: Firestore, tx: Transaction, id: string): void {
  tx.delete(db.collection("products").doc(id));
  removeIndexEntry(db, tx, id);
}

/** In an optimistic batch: delete one product read earlier (guarded: unchanged since), and its index entry. */
export function deleteProductInBatch(db: Firestore, batch: WriteBatch, id: string, guard: Precondition): void {
  batch.delete(db.collection("products").doc(id), guard);
  removeIndexEntry(db, batch, id);
}

/**
 * Replace the whole catalogue (seed, reset): writes the given products over the existing ones,
 * deletes every other product, then rebuilds the index from them. Idempotent: the same input
 * gives the same documents. Products are overwritten in place rather than deleted first, so a
 * re-seed never leaves the shop empty, and batches are committed a few at a time.
 */
export async function replaceCatalog(db: Firestore, products: Product[]): Promise<void> {
  const col = db.collection("products");
  const keep = new Set(products.map((p) => p.id));
  const existing = await col.select().get();
  const stale = existing.docs.filter((d) => !keep.has(d.id)).map((d) => d.ref);
  const docs = products.map(({ id, ...doc }) => [col.doc(id), productDocSchema.parse(doc)] as const);
  await commitInBatches(db, docs, (batch, [ref, data]) => batch.set(ref, data));
  await commitInBatches(db, stale, (batch, ref) => batch.delete(ref));
  await writeIndex(db, products);
}

/** Commit `items` in batches of BATCH_LIMIT, at most 4 batches in flight. */
async function commitInBatches<T>(
  db: Firestore,
  items: readonly T[],
  add: (batch: WriteBatch, item: T) => void,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const start = next;
      next += BATCH_LIMIT;
      const batch = db.batch();
      for (const item of items.slice(start, start + BATCH_LIMIT)) add(batch, item);
      await batch.commit();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/**
 * Rebuild the index from the products collection (npm run catalog:reindex: after a bulk import or
 * a restore, when SHARD_COUNT changes, or to repair it), safely on a live shop: each shard is
 * rewritten in a transaction that reads the very products it holds, so a sale or an edit of one of
 * them either comes before that read or makes the transaction read again, and is never overwritten
 * by an older copy. Its products are those listed first plus those already in the shard (created
 * since the listing: their creation wrote their entry). Answers how many products it indexed.
 */
export async function rebuildCatalogIndex(db: Firestore): Promise<number> {
  const listed = (await db.collection("products").select().get()).docs.map((d) => d.id);
  const counts = await Promise.all(
    SHARD_IDS.map((shard) =>
      db.runTransaction(async (tx) => {
        const ref = db.collection(INDEX_COLLECTION).doc(shard);
        const held = Object.keys(((await tx.get(ref)).get("entries") ?? {}) as Record<string, unknown>);
        const ids = [...new Set([...listed, ...held])].filter((id) => shardOf(id) === shard);
        const snaps = ids.length > 0 ? await tx.getAll(...ids.map((id) => db.collection("products").doc(id))) : [];
        const entries = Object.fromEntries(snaps.filter((s) => s.exists).map((s) => [s.id, toCatalogEntry(storedProduct(s.id, s.data()))]));
        tx.set(ref, { entries });
        tx.set(db.collection(INDEX_COLLECTION).doc(INDEX_META_DOC), indexVersionMoved([shard]), { merge: true });
        return Object.keys(entries).length;
      }),
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** A stored product, or an error that names it (a repair stops at a document it cannot read). */
function storedProduct(id: string, data: unknown): Product {
  const parsed = productDocSchema.safeParse(data);
  if (!parsed.success) throw new Error(`products/${id} does not match the product schema: ${parsed.error.message}`);
  return { id, ...parsed.data };
}

async function writeIndex(db: Firestore, products: Product[]): Promise<void> {
  const shards = new Map<string, Record<string, unknown>>(SHARD_IDS.map((id) => [id, {}]));
  for (const p of products) shards.get(shardOf(p.id))![p.id] = toCatalogEntry(p);
  // One write per shard: together they can exceed a batch's 10 MiB request limit. Readers
  // reload the index only when the version moves, which happens last.
  await Promise.all(
    [...shards].map(([name, entries]) => db.collection(INDEX_COLLECTION).doc(name).set({ entries })),
  );
  await db
    .collection(INDEX_COLLECTION)
    .doc(INDEX_META_DOC)
    .set(indexVersionMoved(SHARD_IDS), { merge: true });
}

export async function deleteCollection(db: Firestore, name: string): Promise<void> {
  for (;;) {
    const snap = await db.collection(name).limit(BATCH_LIMIT).get();
    if (snap.empty) return;
    const batch = db.batch();
    for (const d of snap.docs) batch.delete(d.ref);
    await batch.commit();
  }
}
