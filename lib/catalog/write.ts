import "server-only";
// Catalogue writes. Every write of a product goes through here so that the product document,
// its index entry and the index version change together (one transaction or batch).
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore";
import { productDocSchema, type Product } from "@/lib/schemas";
import { INDEX_COLLECTION, INDEX_META_DOC, SHARD_COUNT, shardOf, toCatalogEntry } from "./entry";

const BATCH_LIMIT = 400;

/** Inside a transaction: write one product, its index entry and bump the index version. */
export function writeProductInTransaction(db: Firestore, tx: Transaction, product: Product): void {
  const { id, ...doc } = product;
  tx.set(db.collection("products").doc(id), productDocSchema.parse(doc));
  tx.update(db.collection(INDEX_COLLECTION).doc(shardOf(id)), { [`entries.${id}`]: toCatalogEntry(product) });
  tx.set(db.collection(INDEX_COLLECTION).doc(INDEX_META_DOC), { version: FieldValue.increment(1) }, { merge: true });
}

/** Inside a transaction: delete one product and its index entry. */
export function deleteProductInTransaction(db: Firestore, tx: Transaction, id: string): void {
  tx.delete(db.collection("products").doc(id));
  tx.update(db.collection(INDEX_COLLECTION).doc(shardOf(id)), { [`entries.${id}`]: FieldValue.delete() });
  tx.set(db.collection(INDEX_COLLECTION).doc(INDEX_META_DOC), { version: FieldValue.increment(1) }, { merge: true });
}

/**
 * Replace the whole catalogue (seed, reset): deletes every product and writes the given ones,
 * then rebuilds the index from them. Idempotent: the same input gives the same documents.
 */
export async function replaceCatalog(db: Firestore, products: Product[]): Promise<void> {
  await deleteCollection(db, "products");
  for (let i = 0; i < products.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const { id, ...doc } of products.slice(i, i + BATCH_LIMIT)) {
      batch.set(db.collection("products").doc(id), productDocSchema.parse(doc));
    }
    await batch.commit();
  }
  await writeIndex(db, products);
}

/** Rebuild the index from the products collection (after SHARD_COUNT changes, or a repair). */
export async function rebuildCatalogIndex(db: Firestore): Promise<number> {
  const snap = await db.collection("products").get();
  const products = snap.docs.map((d) => ({ id: d.id, ...productDocSchema.parse(d.data()) }));
  await writeIndex(db, products);
  return products.length;
}

async function writeIndex(db: Firestore, products: Product[]): Promise<void> {
  const shards = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < SHARD_COUNT; i++) shards.set(`shard-${String(i).padStart(2, "0")}`, {});
  for (const p of products) shards.get(shardOf(p.id))![p.id] = toCatalogEntry(p);
  // One write per shard: together they can exceed a batch's 10 MiB request limit. Readers
  // reload the index only when the version moves, which happens last.
  await Promise.all(
    [...shards].map(([name, entries]) => db.collection(INDEX_COLLECTION).doc(name).set({ entries })),
  );
  await db
    .collection(INDEX_COLLECTION)
    .doc(INDEX_META_DOC)
    .set({ version: FieldValue.increment(1) }, { merge: true });
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
