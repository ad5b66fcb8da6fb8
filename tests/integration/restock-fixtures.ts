// Back-in-stock tests' data, made by the production code: a product written as the shop writes
// one, requests made by requestRestock, stock raised by staff's own save (updateProductAsAdmin).
// Every product and address is this run's own, so files sharing the stack never see each other's.
import { productFieldsSchema } from "@/lib/admin/products/schema";
import { formToFields, productToForm } from "@/lib/admin/products/form";
import { getProductForAdmin, updateProductAsAdmin } from "@/lib/admin/products/db";
import type { Product } from "@/lib/catalog/schema";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import type { Locale } from "@/lib/i18n/routing";
import { MAIL_COLLECTION, mailDocSchema, type MailDoc } from "@/lib/mail/schema";
import { requestRestock, type Requester } from "@/lib/restock/request";
import { RESTOCK_REQUESTS, RESTOCK_WAITS, storedRestockWaitSchema, type StoredRestockWait } from "@/lib/restock/schema";
import { testProduct } from "@/tests/fixtures/product";
import { uniq } from "./clients";

const db = firestore();
export const STAFF = { uid: "restock-staff", email: "restock-staff@flone.test" };
/** The sold-out choice of restockProduct's products. */
export const PINK_S = { color: "pink", size: "S" } as const;

/** A product with pink S sold out (pink M and white S in stock), with a French name, written as the shop writes it. */
export async function restockProduct(over: Partial<Product> = {}): Promise<Product> {
  const image = "/demo/products/sleepsuit-pink.svg";
  const p = testProduct(uniq("restock"), {
    name: "Restock Sleepsuit",
    translations: { fr: { name: "Grenouillère Retour", colors: { pink: "rose" } } },
    variations: [
      { color: "pink", image, size: [{ name: "S", stock: 0 }, { name: "M", stock: 4 }] },
      { color: "white", image, size: [{ name: "S", stock: 2 }] },
    ],
    stock: 0,
    ...over,
  });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}

export const shopper = () => {
  const uid = uniq("restock-shopper");
  return { uid, email: `${uid}@example.test` };
};

/** A signed-in shopper's request for `choice` at `now`. */
export const askSignedIn = (p: Product, who: Requester = shopper(), { choice = PINK_S as { color?: string; size?: string }, locale = "en" as Locale, now = new Date() } = {}) =>
  requestRestock({ productId: p.id, ...choice, locale }, who, { now });

/** `count` shoppers waiting for `choice`, a minute apart from `from` (the first is the oldest). */
export async function waitingShoppers(p: Product, count: number, from = new Date("2026-06-01T10:00:00Z"), choice: { color?: string; size?: string } = PINK_S): Promise<{ uid: string; email: string }[]> {
  const who = Array.from({ length: count }, shopper);
  await Promise.all(who.map((w, i) => askSignedIn(p, w, { choice, now: new Date(from.getTime() + i * 60_000) })));
  return who;
}

/** Staff's save of the product with `units` of `choice` (the product itself without variations). */
export async function staffRaises(id: string, units: number, choice: { color?: string; size?: string } = PINK_S) {
  const p = (await getProductForAdmin(id))!;
  const fields = productFieldsSchema.parse(formToFields(productToForm(p)));
  const variations = fields.variations.map((v) => (v.color !== choice.color ? v : { ...v, size: v.size.map((s) => (s.name === choice.size ? { ...s, stock: units } : s)) }));
  return updateProductAsAdmin(STAFF, id, p.updatedAt, { ...fields, variations, stock: p.variations.length === 0 ? units : fields.stock });
}

/** The outbox's messages of `kind` to `email`. */
export async function mailsTo(email: string, kind: MailDoc["kind"] = "restock-notice"): Promise<(MailDoc & { id: string })[]> {
  const snap = await db.collection(MAIL_COLLECTION).where("to", "==", email).where("kind", "==", kind).get();
  return snap.docs.map((d) => ({ id: d.id, ...mailDocSchema.parse(d.data()) }));
}

/** How many notices went to each of `who` (one number per shopper). */
export const noticeCounts = async (who: readonly { email: string }[]) => Promise.all(who.map(async (w) => (await mailsTo(w.email)).length));

export async function waitsOf(productId: string): Promise<StoredRestockWait | null> {
  const snap = await db.collection(RESTOCK_WAITS).doc(productId).get();
  return snap.exists ? storedRestockWaitSchema.parse(snap.data()) : null;
}

export async function requestsOf(productId: string) {
  return (await db.collection(RESTOCK_REQUESTS).where("productId", "==", productId).get()).docs;
}
