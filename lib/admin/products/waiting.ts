import "server-only";
// What staff see of back-in-stock requests (lib/restock): how many shoppers wait for each product
// and each colour and size, which tells what to reorder. Read from restockWaits, whose counts move
// in the same commit as each request confirmed or told, so they hold under any concurrency.
import type { Firestore } from "firebase-admin/firestore";
import { productDocSchema, stockOf, type Product } from "@/lib/catalog/schema";
import { firestore } from "@/lib/firebase/admin";
import { parseSnapshot, parseStored } from "@/lib/firebase/parse-snapshot";
import { RESTOCK_WAITS, storedRestockWaitSchema, type StoredRestockWait } from "@/lib/restock/schema";

export type ChoiceWaiting = { color?: string; size?: string; waiting: number; stock: number };
export type ProductWaiting = { productId: string; name: string; waiting: number; choices: ChoiceWaiting[] };

/** Products listed by the waiting screen, most waiting first. */
export const WAITING_SCREEN_LIMIT = 100;

/** The choices with shoppers waiting, most first, with their stock now (null product: deleted since). */
function choicesOf(waits: StoredRestockWait, product: Product | null): ChoiceWaiting[] {
  return Object.values(waits.choices)
    .filter((c) => c.waiting > 0)
    .map(({ color, size, waiting }) => ({ ...(color ? { color } : {}), ...(size ? { size } : {}), waiting, stock: product ? stockOf(product, color, size) : 0 }))
    .sort((a, b) => b.waiting - a.waiting);
}

/** The products shoppers wait for, most waiting first. */
export async function productsByWaiting(limit = WAITING_SCREEN_LIMIT, db: Firestore = firestore()): Promise<ProductWaiting[]> {
  const snap = await db.collection(RESTOCK_WAITS).where("waiting", ">", 0).orderBy("waiting", "desc").limit(limit).get();
  const waits = snap.docs.flatMap((d) => parseStored(d.ref.path, d.data(), storedRestockWaitSchema) ?? []);
  if (waits.length === 0) return [];
  const products = await db.getAll(...waits.map((w) => db.collection("products").doc(w.productId)));
  return waits.map((w, i) => {
    const stored = parseSnapshot(products[i]!, productDocSchema);
    const product = stored ? { id: w.productId, ...stored } : null;
    return { productId: w.productId, name: product?.name ?? w.productId, waiting: w.waiting, choices: choicesOf(w, product) };
  });
}

/** Who waits for `product`, per choice (none: nobody). */
export async function waitingFor(product: Product, db: Firestore = firestore()): Promise<ProductWaiting> {
  const snap = await db.collection(RESTOCK_WAITS).doc(product.id).get();
  const waits = parseSnapshot(snap, storedRestockWaitSchema);
  return { productId: product.id, name: product.name, waiting: waits?.waiting ?? 0, choices: waits ? choicesOf(waits, product) : [] };
}
