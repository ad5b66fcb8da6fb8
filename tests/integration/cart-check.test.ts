// The cart screen's public check (lib/actions/cart.ts -> checkLines) against the real catalogue
// index in the Firestore emulator: answered from the index this process holds, so ids a caller
// makes up cost no read, and every real line answers exactly what its product document says.
//
// It changes the catalogue (an archived product, an entry from before `cellStock`), so it works in
// a Firestore project of its own, set before the first firestore() call (see listing-search.test.ts).
import { randomUUID } from "node:crypto";
import { FieldPath, FieldValue } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { countOps } from "@/lib/firebase/op-counter";
import { fetchProduct, indexEntriesOf, readIndexVersion } from "@/lib/catalog/db";
import { productWithDealState } from "@/lib/catalog/deals";
import { INDEX_COLLECTION, INDEX_META_DOC, shardOf } from "@/lib/catalog/entry";
import { deleteCollection, replaceCatalog, writeProductInTransaction } from "@/lib/catalog/write";
import type { CartCheckLine } from "@/lib/cart/check";
import { checkLines, lineStatus } from "@/lib/cart/line-status";
import type { Product } from "@/lib/catalog/schema";
import { makeProducts } from "@/scripts/seed/catalog";

process.env.FIREBASE_PROJECT_ID = `demo-flone-cart-${randomUUID().slice(0, 8)}`;

let products: Product[];

beforeAll(async () => {
  products = makeProducts(124, new Date());
  await replaceCatalog(firestore(), products);
});

afterAll(async () => {
  await deleteCollection(firestore(), "products");
  await deleteCollection(firestore(), "catalogIndex");
});

/** The check as the action runs it, with the index version its cached pages would show (read once here). */
async function check(lines: CartCheckLine[]) {
  const version = await readIndexVersion();
  const now = Date.now();
  // Warm: this process's copy of the index at that version (the first request after a change loads it).
  await indexEntriesOf([], version, now);
  const { result: statuses, ops } = await countOps(() => checkLines(lines, "en", (ids) => indexEntriesOf(ids, version, now), fetchProduct));
  return { statuses, reads: ops.reads, now };
}

/** One cart line per choice of each product (each colour and size, or none). */
const linesOf = (ps: Product[]): CartCheckLine[] =>
  ps.flatMap((p) =>
    p.variations.length === 0
      ? [{ cartItemId: `${p.id}`, id: p.id }]
      : p.variations.flatMap((v) => v.size.map((s) => ({ cartItemId: `${p.id}|${v.color}|${s.name}`, id: p.id, color: v.color, size: s.name }))),
  );

/** What the product documents say of these lines (the check before it used the index). */
async function fromDocuments(lines: CartCheckLine[], now: number) {
  const stored = new Map(await Promise.all([...new Set(lines.map((l) => l.id))].map(async (id) => [id, await fetchProduct(id)] as const)));
  return lines.map((l) => {
    const p = stored.get(l.id);
    return lineStatus(p && !p.archived ? productWithDealState(p, now) : null, l, "en");
  });
}

describe("the cart check", () => {
  it("200 made-up ids: every line gone, not one document read", async () => {
    const lines = Array.from({ length: 200 }, (_, i) => ({ cartItemId: `x${i}`, id: `made-up-${randomUUID()}`, ...(i % 2 ? { color: "blue", size: "M" } : {}) }));
    const { statuses, reads } = await check(lines);
    expect(statuses).toEqual(lines.map((l) => ({ cartItemId: l.cartItemId, state: "gone" })));
    expect(reads).toBe(0);
  });

  it("real lines answer what the product documents say (price, deal, stock, sold out, a choice it lacks), with no read", async () => {
    const lines = [
      ...linesOf(products),
      { cartItemId: "no-colour", id: products.find((p) => p.variations.length > 0)!.id },
      { cartItemId: "extra-colour", id: products.find((p) => p.variations.length === 0)!.id, color: "blue", size: "M" },
    ];
    const { statuses, reads } = await check(lines);
    expect(reads).toBe(0);
    expect(statuses).toEqual(await fromDocuments(lines, Date.now()));
    const states = new Set(statuses.map((s) => (s.state === "gone" ? "gone" : s.stock === 0 ? "sold-out" : s.discount > 0 ? "deal" : "available")));
    expect([...states].sort()).toEqual(["available", "deal", "gone", "sold-out"]);
  });

  it("an archived product is gone; an entry written before `cellStock` reads its own product, and only it", async () => {
    const db = firestore();
    const [archived, older] = products.filter((p) => p.variations.length > 0);
    await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, { ...archived!, archived: true }));
    // As an index built before stock per colour and size: that one field gone from the entry.
    await db.collection(INDEX_COLLECTION).doc(shardOf(older!.id)).update(new FieldPath("entries", older!.id, "cellStock"), FieldValue.delete());
    await db.collection(INDEX_COLLECTION).doc(INDEX_META_DOC).update({ version: FieldValue.increment(1) });

    const lines = [...linesOf([archived!, older!]), { cartItemId: "made-up", id: "made-up-product" }];
    const { statuses, reads } = await check(lines);
    expect(reads).toBe(1);
    expect(statuses).toEqual(await fromDocuments(lines, Date.now()));
    expect(statuses.filter((s) => s.cartItemId.startsWith(`${archived!.id}|`)).every((s) => s.state === "gone")).toBe(true);
    expect(statuses.filter((s) => s.cartItemId.startsWith(`${older!.id}|`)).some((s) => s.state === "available")).toBe(true);
  });
});
