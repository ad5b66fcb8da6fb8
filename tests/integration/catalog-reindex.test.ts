// npm run catalog:reindex (scripts/reindex-catalog.ts -> rebuildCatalogIndex) against the real
// Firestore emulator, in a project of its own: it empties and rebuilds the whole index.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { firestore } from "@/lib/firebase/admin";
import { loadCatalogIndex, readIndexVersion } from "@/lib/catalog/db";
import { catalogEntrySchema, INDEX_COLLECTION, SHARD_IDS, toCatalogEntry, type CatalogEntry } from "@/lib/catalog/entry";
import { productDocSchema, type Product } from "@/lib/catalog/schema";
import { createProductInBatch, deleteCollection, deleteProductInTransaction, rebuildCatalogIndex, replaceCatalog, writeProductInTransaction } from "@/lib/catalog/write";
import { makeProducts } from "@/scripts/seed/catalog";

process.env.FIREBASE_PROJECT_ID = `demo-flone-reindex-${randomUUID().slice(0, 8)}`;

const run = promisify(execFile);
let products: Product[];

beforeAll(async () => {
  products = makeProducts(40, new Date("2026-11-01T12:00:00.000Z"));
  await replaceCatalog(firestore(), products);
});

afterAll(async () => {
  await deleteCollection(firestore(), "products");
  await deleteCollection(firestore(), INDEX_COLLECTION);
});

/** Every entry of the index as stored, by product id. */
async function storedEntries(): Promise<Map<string, CatalogEntry>> {
  const db = firestore();
  const shards = await db.getAll(...SHARD_IDS.map((id) => db.collection(INDEX_COLLECTION).doc(id)));
  const entries = shards.flatMap((s) => Object.values((s.get("entries") ?? {}) as Record<string, unknown>).map((e) => catalogEntrySchema.parse(e)));
  return new Map(entries.map((e) => [e.id, e]));
}

/** Every product's entry as the shop writes it, from the products as stored now. */
async function expectedEntries(): Promise<Map<string, CatalogEntry>> {
  const snap = await firestore().collection("products").get();
  return new Map(snap.docs.map((d) => [d.id, toCatalogEntry({ id: d.id, ...productDocSchema.parse(d.data()) })]));
}

describe("npm run catalog:reindex", () => {
  it("rebuilds an index that was emptied, and readers see it", async () => {
    const db = firestore();
    for (const id of SHARD_IDS) await db.collection(INDEX_COLLECTION).doc(id).delete();
    expect((await storedEntries()).size).toBe(0);
    const versionBefore = await readIndexVersion();

    const { stdout } = await run("npm", ["run", "--silent", "catalog:reindex"], { env: process.env });

    expect(stdout).toContain(`Indexed ${products.length} products (emulator).`);
    expect(await storedEntries()).toEqual(await expectedEntries());
    expect(await readIndexVersion()).toBeGreaterThan(versionBefore);
    expect((await loadCatalogIndex()).map((e) => e.id).sort()).toEqual(products.map((p) => p.id).sort());
  }, 60_000);

  it("keeps every entry as its product ends when products are sold, added and deleted during the rebuild", async () => {
    const db = firestore();
    const [gone, ...edited] = products.slice(0, 25);
    const added = makeProducts(45, new Date("2026-11-01T12:00:00.000Z"))
      .slice(40)
      .map((p) => ({ ...p, id: `reindex-${randomUUID().slice(0, 8)}` }));
    // Each write as the shop makes it: the product and its entry together, reading the product first.
    const sell = (id: string) =>
      db.runTransaction(async (tx) => {
        const p = productDocSchema.parse((await tx.get(db.collection("products").doc(id))).data());
        writeProductInTransaction(db, tx, { id, ...p, saleCount: p.saleCount + 1, stock: Math.max(0, p.stock - 1) });
      });
    const add = async (p: Product) => {
      const batch = db.batch();
      createProductInBatch(db, batch, p);
      await batch.commit();
    };

    await Promise.all([
      rebuildCatalogIndex(db),
      ...edited.flatMap((p) => [sell(p.id), sell(p.id)]),
      ...added.map(add),
      db.runTransaction(async (tx) => deleteProductInTransaction(db, tx, gone!.id)),
      rebuildCatalogIndex(db),
    ]);

    const stored = await storedEntries();
    expect(stored).toEqual(await expectedEntries());
    expect(stored.has(gone!.id)).toBe(false);
    for (const p of added) expect(stored.has(p.id)).toBe(true);
    for (const p of edited) expect(stored.get(p.id)!.saleCount).toBe(p.saleCount + 2);
  }, 60_000);
});
