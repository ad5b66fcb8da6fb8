// The catalogue data layer against the real Firestore emulator, on the demo seed.
import { firestore } from "@/lib/firebase/admin";
import { countOps } from "@/lib/firebase/op-counter";
import { finalPrice, totalStock, type Product } from "@/lib/catalog/schema";
import { FieldValue } from "firebase-admin/firestore";
import { INDEX_COLLECTION, INDEX_META_DOC, SHARD_COUNT, shardOf } from "@/lib/catalog/entry";
import { parseListingQuery, runListing, PAGE_SIZE } from "@/lib/catalog/query";
import { fetchProduct, loadCatalogIndex } from "@/lib/catalog/db";
import { replaceCatalog, writeProductInTransaction, deleteProductInTransaction } from "@/lib/catalog/write";
import { makeProducts } from "@/scripts/seed/catalog";

const NOW = new Date("2026-11-01T12:00:00.000Z");
let products: Product[];

beforeAll(async () => {
  products = makeProducts(124, NOW);
  await replaceCatalog(firestore(), products);
});

async function listing(sp: Record<string, string | string[]> = {}) {
  return runListing(await loadCatalogIndex(), parseListingQuery(sp));
}

describe("catalogue on the seed", () => {
  it("lists every seeded product, 15 per page", async () => {
    const r = await listing();
    expect(r.total).toBe(products.length);
    expect(r.items).toHaveLength(PAGE_SIZE);
    expect(r.pageCount).toBe(Math.ceil(products.length / PAGE_SIZE));
  });

  it("filters by category with the right count and facet counts", async () => {
    const expected = products.filter((p) => p.categories.includes("bath"));
    const r = await listing({ category: "bath" });
    expect(r.total).toBe(expected.length);
    expect(r.items.every((e) => e.categories.includes("bath"))).toBe(true);
    const facet = (await listing()).facets.category.find((f) => f.value === "bath");
    expect(facet?.count).toBe(expected.length);
  });

  it("filters by colour, size, price and stock together", async () => {
    const r0 = await listing();
    const color = r0.facets.color[0]!.value;
    const expected = products.filter(
      (p) =>
        p.variations.some((v) => v.color === color) &&
        totalStock(p) > 0 &&
        finalPrice(p) >= 1000 &&
        finalPrice(p) <= 5000,
    );
    const r = await listing({ color, inStock: "1", min: "10", max: "50" });
    expect(r.total).toBe(expected.length);
    expect(r.total).toBeGreaterThan(0);
  });

  it("sorts by price, newest and best selling in the right order", async () => {
    const all = async (sort: string) => {
      const first = await listing({ sort });
      const ids = [...first.items];
      for (let page = 2; page <= first.pageCount; page++) ids.push(...(await listing({ sort, page: String(page) })).items);
      return ids;
    };
    const asc = (await all("price-asc")).map((e) => e.finalPrice);
    expect(asc).toEqual([...products.map(finalPrice)].sort((a, b) => a - b));
    const newest = (await listing({ sort: "newest" })).items[0]!;
    expect(newest.createdAt).toBe(products.map((p) => p.createdAt).sort().at(-1));
    const best = (await listing({ sort: "best-selling" })).items[0]!;
    expect(best.saleCount).toBe(Math.max(...products.map((p) => p.saleCount)));
  });

  it("finds products by the start of a word in the name", async () => {
    const r = await listing({ q: "bott" });
    expect(r.total).toBeGreaterThan(0);
    expect(r.items[0]!.name.toLowerCase()).toContain("bott");
  });

  it("reads one product, and null for an unknown id", async () => {
    const p = products[3]!;
    expect(await fetchProduct(p.id)).toEqual(p);
    expect(await fetchProduct("no-such-product")).toBeNull();
    expect(await fetchProduct("__x__")).toBeNull();
    expect(await fetchProduct("a/b")).toBeNull();
  });

  it("reads a constant number of documents: the shards once, then only the meta document, then only the shards that changed", async () => {
    await loadCatalogIndex();
    expect((await countOps(() => loadCatalogIndex())).ops.reads).toBe(1);
    const count = (await loadCatalogIndex()).length;

    // A product write moves the index version and its shard's: the next load reads that shard again and sees it.
    const db = firestore();
    const changed = { ...products[0]!, name: "Renamed Test Product", price: 123 };
    await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, changed));
    const { result: entries, ops } = await countOps(() => loadCatalogIndex());
    expect(ops.reads).toBe(1 + 1);
    expect(entries.find((e) => e.id === changed.id)).toMatchObject({ name: "Renamed Test Product", price: 123 });
    expect(entries).toHaveLength(count);

    // Two products of two shards in one transaction: those two shards.
    const other = products.find((p) => shardOf(p.id) !== shardOf(changed.id))!;
    await db.runTransaction(async (tx) => {
      writeProductInTransaction(db, tx, { ...changed, price: 124 });
      writeProductInTransaction(db, tx, { ...other, price: 125 });
    });
    const two = await countOps(() => loadCatalogIndex());
    expect(two.ops.reads).toBe(1 + 2);
    expect(two.result.filter((e) => e.id === changed.id || e.id === other.id).map((e) => e.price).sort()).toEqual([124, 125]);
    await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, other));

    // The version moved with no shard named (a writer that does not say which): every shard.
    await loadCatalogIndex();
    await db.collection(INDEX_COLLECTION).doc(INDEX_META_DOC).update({ version: FieldValue.increment(1) });
    expect((await countOps(() => loadCatalogIndex())).ops.reads).toBe(1 + SHARD_COUNT);

    await db.runTransaction(async (tx) => deleteProductInTransaction(db, tx, changed.id));
    expect((await loadCatalogIndex()).some((e) => e.id === changed.id)).toBe(false);
    expect(await fetchProduct(changed.id)).toBeNull();
  });

  it("is idempotent: replacing with the same products gives the same catalogue", async () => {
    await replaceCatalog(firestore(), products);
    await replaceCatalog(firestore(), products);
    const r = await listing();
    expect(r.total).toBe(products.length);
    expect((await firestore().collection("products").count().get()).data().count).toBe(products.length);
  });
});
