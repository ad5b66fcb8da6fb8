import "server-only";
// CSV import and export of the catalogue, for staff. An import is checked whole before anything
// is written: a file with one bad row writes nothing. A dry run answers what the file would
// change (new products, changed products and their fields) from the same reading; the import
// itself reads again and writes each product with its index entry and an audit entry, guarded
// by "unchanged since read", so an order taking stock meanwhile is never overwritten blindly.
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { createProductInBatch, updateProductInBatch } from "@/lib/catalog/write";
import { productDocSchema, type Product, type ProductDoc } from "@/lib/catalog/schema";
import { releaseOnRestock } from "@/lib/restock/release";
import { recordAudit, type Staff } from "../audit";
import { CSV_COLUMNS, catalogFieldsOf, csvHeader, csvRows, parseCatalogCsv, untranslatedRows, type CatalogFields, type CsvProblem, type CsvRowError, type UntranslatedRow } from "./csv";
import { CATALOG_FIELDS, changedFields } from "../products/schema";

/** Products per commit: each is up to four writes (product, index entry, index version, audit). */
const CHUNK = 100;
const WRITES_PER_ROW = 4;
/** Firestore's most writes in one commit. */
const COMMIT_WRITES = 500;
/** Products per read while exporting. */
const EXPORT_PAGE = 500;

export type ImportChange = { line: number; id: string; name: string; kind: "create" | "update"; fields: string[] };
export type ImportPlan =
  | { ok: true; rowCount: number; changes: ImportChange[]; unchanged: number; untranslated: UntranslatedRow[] }
  | { ok: false; fileError: { problem: CsvProblem; line?: number; detail?: string } }
  | { ok: false; rowErrors: CsvRowError[]; rowCount: number };

/** The stored products with these ids (missing ones absent), in reads of at most 100. */
async function readProducts(db: Firestore, ids: readonly string[]): Promise<Map<string, DocumentSnapshot>> {
  const out = new Map<string, DocumentSnapshot>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const refs = ids.slice(i, i + CHUNK).map((id) => db.collection("products").doc(id));
    const snaps = await db.getAll(...refs);
    for (const s of snaps) out.set(s.id, s);
  }
  return out;
}

const storedProduct = (snap: DocumentSnapshot): Product | null =>
  snap.exists ? { id: snap.id, ...productDocSchema.parse(snap.data()) } : null;

function planRow(line: number, fields: CatalogFields, stored: Product | null): ImportChange | null {
  if (!stored) return { line, id: fields.id, name: fields.name, kind: "create", fields: [...CSV_COLUMNS] };
  const changed = Object.keys(changedFields(stored, fields, CATALOG_FIELDS).after ?? {});
  return changed.length ? { line, id: fields.id, name: fields.name, kind: "update", fields: changed } : null;
}

/** What importing `csv` would do, without writing anything. */
export async function planCatalogImport(csv: string): Promise<ImportPlan> {
  const parsed = parseCatalogCsv(csv);
  if (!parsed.ok) return parsed;
  const stored = await readProducts(firestore(), parsed.rows.map((r) => r.fields.id));
  const changes = parsed.rows.flatMap((r) => planRow(r.line, r.fields, storedProduct(stored.get(r.fields.id)!)) ?? []);
  return { ok: true, rowCount: parsed.rows.length, changes, unchanged: parsed.rows.length - changes.length, untranslated: untranslatedRows(parsed.rows) };
}

/**
 * Import `csv` as `staff`: nothing when any row is bad (the answer lists why); otherwise every
 * new or changed product, a hundred per commit. Returns the plan as carried out and the ids written.
 */
export async function importCatalog(csv: string, staff: Staff, now: () => Date = () => new Date()): Promise<{ plan: ImportPlan; written: string[] }> {
  const parsed = parseCatalogCsv(csv);
  if (!parsed.ok) return { plan: parsed, written: [] };
  const db = firestore();
  const changes: ImportChange[] = [];
  const written: string[] = [];
  for (let i = 0; i < parsed.rows.length; i += CHUNK) {
    const rows = parsed.rows.slice(i, i + CHUNK);
    const chunkChanges = await commitOptimistically(db, async (batch) => {
      const stored = await readProducts(db, rows.map((r) => r.fields.id));
      const at = now().toISOString();
      // Back-in-stock notices fit in what the chunk's own writes leave of a commit; the job sends the rest.
      const budget = { writes: COMMIT_WRITES - WRITES_PER_ROW * rows.length };
      const planned: ImportChange[] = [];
      for (const { line, fields } of rows) {
        const snap = stored.get(fields.id)!;
        const before = storedProduct(snap);
        const change = planRow(line, fields, before);
        if (!change) continue;
        planned.push(change);
        if (before) {
          const product: Product = { ...before, ...fields, updatedAt: at };
          const { before: was, after: becomes } = changedFields(before, product, CATALOG_FIELDS);
          updateProductInBatch(db, batch, product, [...(change.fields as (keyof ProductDoc)[]), "updatedAt"], unchangedSince(snap));
          await releaseOnRestock(batch, before, product, at, budget);
          recordAudit(batch, { actor: staff, action: "product.import", target: { kind: "product", id: fields.id }, before: was, after: becomes, at });
        } else {
          const product: Product = { ...fields, rating: 0, reviewCount: 0, ratingSum: 0, saleCount: 0, createdAt: at, updatedAt: at };
          createProductInBatch(db, batch, product);
          recordAudit(batch, { actor: staff, action: "product.import", target: { kind: "product", id: fields.id }, before: null, after: fields, at });
        }
      }
      return { result: planned, batch: planned.length ? batch : undefined };
    });
    changes.push(...chunkChanges);
    written.push(...chunkChanges.map((c) => c.id));
  }
  return { plan: { ok: true, rowCount: parsed.rows.length, changes, unchanged: parsed.rows.length - changes.length, untranslated: untranslatedRows(parsed.rows) }, written };
}

/** The whole catalogue as CSV, streamed a page of products at a time (ordered by id). */
export function exportCatalogCsv(): ReadableStream<Uint8Array> {
  const db = firestore();
  const encoder = new TextEncoder();
  let last: string | null = null;
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvHeader()));
      }
      let query = db.collection("products").orderBy("__name__").limit(EXPORT_PAGE);
      if (last) query = query.startAfter(last);
      const snap = await query.get();
      if (snap.empty) return controller.close();
      last = snap.docs.at(-1)!.id;
      const products = snap.docs.map((d) => catalogFieldsOf({ id: d.id, ...productDocSchema.parse(d.data()) }));
      controller.enqueue(encoder.encode(csvRows(products)));
      if (snap.size < EXPORT_PAGE) controller.close();
    },
  });
}
