// The catalogue's CSV import and export against the real Firestore emulator: the export streams
// every product and reads back to the same fields; a dry run writes nothing; an import creates
// and changes products with their index entries and audit entries, and a repeat changes nothing;
// a file with a bad row writes nothing at all; imports of one file at once create each product
// once; translations go both ways in their columns. Other test files share the stack: unique ids only.
import { firestore } from "@/lib/firebase/admin";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { fetchProduct, loadCatalogIndex } from "@/lib/catalog/db";
import { AUDIT_COLLECTION, listAuditFor } from "@/lib/admin/audit";
import { CSV_COLUMNS, catalogFieldsOf, parseCatalogCsv, toCatalogCsv, type CatalogFields } from "@/lib/admin/catalog-csv/csv";
import { exportCatalogCsv, importCatalog, planCatalogImport } from "@/lib/admin/catalog-csv/import";
import type { Product } from "@/lib/catalog/schema";
import { uniq } from "./clients";

jest.setTimeout(120_000);

const db = firestore();
const STAFF = { uid: uniq("csv-staff"), email: "staff@flone.test" };

async function save(p: Product): Promise<Product> {
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const fields = (p: Product): CatalogFields => catalogFieldsOf(p);
const updateTimes = async (ids: string[]) =>
  (await db.getAll(...ids.map((id) => db.collection("products").doc(id)))).map((s) => s.updateTime?.toMillis() ?? null);
const auditCount = async (id: string) =>
  (await db.collection(AUDIT_COLLECTION).where("targetKey", "==", `product:${id}`).count().get()).data().count;

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

test("the export streams every product (more than one page) and reads back to the stored fields", async () => {
  const mine = await Promise.all([1, 2, 3].map((n) => save(testProduct(uniq(`csv-export-${n}`), { fullDescription: `Line, "quoted"\nand ${n}` }))));
  const csv = await readStream(exportCatalogCsv());
  const parsed = parseCatalogCsv(csv);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed));
  const byId = new Map(parsed.rows.map((r) => [r.fields.id, r.fields]));
  for (const p of mine) expect(byId.get(p.id)).toEqual(fields(p));
  // Every product of the catalogue is there (the index lists them all).
  const indexed = (await loadCatalogIndex()).map((e) => e.id);
  expect(indexed.filter((id) => !byId.has(id))).toEqual([]);
  expect(csv.split("\n")[0]).toBe(CSV_COLUMNS.join(","));
});

test("a dry run lists what would change and writes nothing; the import writes it with audit entries; a repeat changes nothing", async () => {
  const existing = await save(testProduct(uniq("csv-existing"), { price: 2000, tags: ["soft"] }));
  const fresh = testProduct(uniq("csv-new"), { price: 1299, categories: ["toys", "bath"], new: true });
  const csv = toCatalogCsv([{ ...fields(existing), price: 1850, tags: ["soft", "gift"] }, fields(fresh)]);
  const before = await updateTimes([existing.id, fresh.id]);

  const plan = await planCatalogImport(csv);
  expect(plan).toEqual({
    ok: true,
    rowCount: 2,
    unchanged: 0,
    changes: [
      { line: 2, id: existing.id, name: existing.name, kind: "update", fields: ["price", "tags"] },
      { line: 3, id: fresh.id, name: fresh.name, kind: "create", fields: [...CSV_COLUMNS] },
    ],
    // Neither is translated: the dry run lists them, and they import all the same.
    untranslated: [existing, fresh].map((p, i) => ({ line: i + 2, id: p.id, name: p.name, missing: { fr: ["name"], de: ["name"] } })),
  });
  expect(await updateTimes([existing.id, fresh.id])).toEqual(before);

  const { plan: done, written } = await importCatalog(csv, STAFF, () => new Date("2026-11-20T10:00:00Z"));
  expect(done.ok).toBe(true);
  expect(written).toEqual([existing.id, fresh.id]);
  expect(await fetchProduct(existing.id)).toMatchObject({ price: 1850, tags: ["soft", "gift"], createdAt: existing.createdAt, updatedAt: "2026-11-20T10:00:00.000Z" });
  expect(await fetchProduct(fresh.id)).toMatchObject({ ...fields(fresh), rating: 0, reviewCount: 0, ratingSum: 0, createdAt: "2026-11-20T10:00:00.000Z" });
  // The storefront's index moved with them.
  const index = new Map((await loadCatalogIndex()).map((e) => [e.id, e]));
  expect(index.get(existing.id)).toMatchObject({ price: 1850 });
  expect(index.get(fresh.id)).toMatchObject({ price: 1299, categories: ["toys", "bath"] });

  const [audit] = await listAuditFor({ kind: "product", id: existing.id });
  expect(audit).toMatchObject({ actor: STAFF, action: "product.import", before: { price: 2000, tags: ["soft"] }, after: { price: 1850, tags: ["soft", "gift"] } });
  expect((await listAuditFor({ kind: "product", id: fresh.id }))[0]).toMatchObject({ action: "product.import", before: null, after: { price: 1299 } });

  const again = await importCatalog(csv, STAFF);
  expect(again.written).toEqual([]);
  expect(again.plan).toMatchObject({ ok: true, changes: [], unchanged: 2 });
  expect(await auditCount(existing.id)).toBe(1);
});

test("a file with one bad row among good ones is refused row by row and writes nothing", async () => {
  const existing = await save(testProduct(uniq("csv-keep")));
  const fresh = testProduct(uniq("csv-never"));
  const good = toCatalogCsv([{ ...fields(existing), price: 100 }, fields(fresh)]);
  const bad = `${good}${toCatalogCsv([{ ...fields(testProduct(uniq("csv-bad"))) }]).split("\n")[1]!.replace(",20.00,", ",twenty,")}\n`;
  const before = await updateTimes([existing.id, fresh.id]);

  const { plan, written } = await importCatalog(bad, STAFF);
  expect(written).toEqual([]);
  expect(plan).toEqual({ ok: false, rowCount: 3, rowErrors: [{ line: 4, column: "price", problem: "invalid" }] });
  expect(await updateTimes([existing.id, fresh.id])).toEqual(before);
  expect(await fetchProduct(fresh.id)).toBeNull();
  expect(await auditCount(existing.id)).toBe(0);
});

test("the same file imported five times at once creates each product once, with one audit entry each", async () => {
  const products = [1, 2, 3].map((n) => testProduct(uniq(`csv-race-${n}`), { price: 1000 + n }));
  const csv = toCatalogCsv(products.map(fields));
  const results = await Promise.all(Array.from({ length: 5 }, () => importCatalog(csv, STAFF)));
  // Every product was written by exactly one of the imports.
  expect(results.flatMap((r) => r.written).sort()).toEqual(products.map((p) => p.id).sort());
  for (const p of products) {
    expect(await fetchProduct(p.id)).toMatchObject({ price: p.price });
    expect(await auditCount(p.id)).toBe(1);
  }
});

test("translations go out and come back in their columns; the dry run names the rows still to translate; the import is audited", async () => {
  const p = await save(
    testProduct(uniq("csv-i18n"), { variations: [{ color: "white", image: "/img/w.jpg", size: [{ name: "Size 1", stock: 5 }, { name: "Size 2", stock: 0 }] }] }),
  );
  const translated: CatalogFields = {
    ...fields(p),
    translations: { fr: { name: "Couches écologiques", colors: { white: "Blanc" } }, de: { name: "Öko-Windeln", colors: { white: "Weiß" }, sizes: { "Size 1": "Größe 1", "Size 2": "Größe 2" } } },
  };
  const csv = toCatalogCsv([translated]);
  expect(csv.split("\n")[0]).toContain("name_fr,short_description_fr,full_description_fr,color_labels_fr,size_labels_fr,name_de");
  expect(await planCatalogImport(csv)).toMatchObject({
    ok: true,
    changes: [{ id: p.id, kind: "update", fields: ["translations"] }],
    untranslated: [{ line: 2, id: p.id, missing: { fr: ["sizes"] } }],
  });
  expect((await fetchProduct(p.id))!.translations).toEqual({});

  expect((await importCatalog(csv, STAFF)).written).toEqual([p.id]);
  const saved = (await fetchProduct(p.id))!;
  expect(saved.translations).toEqual(translated.translations);
  expect((await loadCatalogIndex()).find((e) => e.id === p.id)?.i18n).toEqual({ fr: { name: "Couches écologiques" }, de: { name: "Öko-Windeln" } });
  expect((await listAuditFor({ kind: "product", id: p.id }))[0]).toMatchObject({ action: "product.import", before: { translations: {} }, after: { translations: translated.translations } });

  // The export writes them back as imported, and importing that changes nothing.
  const exported = parseCatalogCsv(await readStream(exportCatalogCsv()));
  if (!exported.ok) throw new Error(JSON.stringify(exported));
  expect(exported.rows.find((r) => r.fields.id === p.id)?.fields.translations).toEqual(translated.translations);
  expect((await importCatalog(toCatalogCsv([fields(saved)]), STAFF)).written).toEqual([]);
});
