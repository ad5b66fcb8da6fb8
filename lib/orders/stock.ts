import "server-only";
// Stock an order takes or gives back, as writes in the order's own commit: through
// lib/catalog/write.ts, so the product, its catalogue index entry and the index version change
// together, each product guarded by "unchanged since read" (lib/firebase/optimistic.ts). Units
// back on a sold-out choice let out its back-in-stock notices in the same commit (lib/restock/release.ts).
import type { DocumentSnapshot, WriteBatch } from "firebase-admin/firestore";
import { productDocSchema, type Product } from "@/lib/catalog/schema";
import { updateProductInBatch } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { unchangedSince } from "@/lib/firebase/optimistic";
import { NOTICE_WRITES_PER_COMMIT, releaseOnRestock } from "@/lib/restock/release";
import { adjustStock } from "./pricing";
import { log } from "@/lib/log";

/** The fields a sale or a cancellation changes on a product. */
export const STOCK_FIELDS = ["variations", "stock", "saleCount", "updatedAt"] as const;

export const productRef = (id: string) => firestore().collection("products").doc(id);

export function parseProducts(snaps: readonly DocumentSnapshot[]): Map<string, Product | null> {
  return new Map(
    snaps.map((snap) => {
      const parsed = snap.exists ? productDocSchema.safeParse(snap.data()) : null;
      if (parsed && !parsed.success) log.error(`products/${snap.id} does not match the schema`);
      return [snap.id, parsed?.success ? { id: snap.id, ...parsed.data } : null];
    }),
  );
}

/**
 * In `batch`: `lines`' units back in stock (a cancel, a return put back on the shelf), each product
 * read now and guarded. A product deleted since has no stock to return to. Returns the products changed.
 */
export async function putBackInStock(batch: WriteBatch, lines: readonly { productId: string; color?: string; size?: string; quantity: number }[], stamp: string): Promise<string[]> {
  const db = firestore();
  const budget = { writes: NOTICE_WRITES_PER_COMMIT };
  const ids = [...new Set(lines.map((l) => l.productId))];
  const snaps = ids.length > 0 ? await db.getAll(...ids.map(productRef)) : [];
  const before = parseProducts(snaps);
  const products = new Map(before);
  for (const line of lines) {
    const p = products.get(line.productId);
    if (p) products.set(line.productId, adjustStock(p, line, line.quantity));
  }
  const changed: string[] = [];
  for (const [i, id] of ids.entries()) {
    const p = products.get(id);
    if (!p) continue;
    updateProductInBatch(db, batch, { ...p, updatedAt: stamp }, STOCK_FIELDS, unchangedSince(snaps[i]!));
    await releaseOnRestock(batch, before.get(id)!, p, stamp, budget);
    changed.push(id);
  }
  return changed;
}
