import "server-only";
// Recalling a product (a baby shop's duty): staff enter what to do and the recall's date. One
// commit marks the product recalled (its page shows the recall and sells nothing, listings and
// search leave it out, placeOrder refuses it) with its audit entry. Then every customer who ever
// ordered it (any colour or size, any status but cancelled; an anonymized order has nobody to
// tell) gets one notice in the language of their latest order. A notice's id is the product's and
// the address's, so saving again, or a run that died half-way, tells nobody twice.
import { FieldPath } from "firebase-admin/firestore";
import { z } from "zod";
import { updateProductInBatch } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/routing";
import { enqueueMail } from "@/lib/mail/outbox";
import { recallMail } from "@/lib/mail/recall-mails";
import { MAIL_COLLECTION } from "@/lib/mail/schema";
import { ORDERS_COLLECTION } from "@/lib/orders/schema";
import { productDocSchema, type Product, type ProductRecall } from "@/lib/catalog/schema";
import { recordAudit, type Staff } from "../audit";
import { eachLimited } from "../each-limited";
import { ProductAdminError } from "./db";

const ALREADY_EXISTS = 6; // gRPC status code
/** Orders read at a time while looking for the product's customers. */
const PAGE = 500;

export type RecallOutcome = { product: Product; told: number };

/**
 * Mark product `id` recalled (or change the recall's message and date) as `staff`, then tell its
 * customers. Answers the product and how many customers have been told of this recall in all.
 */
export async function recallProductAsAdmin(staff: Staff, id: string, input: Pick<ProductRecall, "message" | "date">, now: () => Date = () => new Date()): Promise<RecallOutcome> {
  const db = firestore();
  const ref = db.collection("products").doc(id);
  const product = await commitOptimistically<Product>(db, async (batch) => {
    const snap = await ref.get();
    if (!snap.exists) throw new ProductAdminError("not-found");
    const current: Product = { id, ...productDocSchema.parse(snap.data()) };
    if (current.recall?.message === input.message && current.recall.date === input.date) return { result: current };
    const at = now().toISOString();
    const recall: ProductRecall = { message: input.message, date: input.date, recordedAt: current.recall?.recordedAt ?? at };
    const saved: Product = { ...current, recall, updatedAt: at };
    updateProductInBatch(db, batch, saved, ["recall", "updatedAt"], unchangedSince(snap));
    recordAudit(batch, {
      actor: staff,
      action: "product.recall",
      target: { kind: "product", id },
      before: current.recall ? { message: current.recall.message, date: current.recall.date } : null,
      after: { message: recall.message, date: recall.date },
      at,
    });
    return { result: saved, batch };
  });
  await tellCustomers(product, now);
  return { product, told: await recallNoticeCount(id) };
}

/** How many customers have a notice of product `id`'s recall (sent or on its way). */
export async function recallNoticeCount(id: string): Promise<number> {
  return (await firestore().collection(MAIL_COLLECTION).where("recallOf", "==", id).count().get()).data().count;
}

const customerOrderSchema = z.object({
  email: z.string(),
  locale: z.enum(LOCALES).optional(),
  status: z.string(),
  lines: z.array(z.object({ productId: z.string() })),
  createdAt: z.string(),
});
type Customer = { email: string; locale: Locale; latest: string };

/**
 * Every customer who ordered `productId`, by address (lowercased), with the language of their
 * latest such order. Reads the orders a page at a time, only the fields it needs: a recall is rare,
 * and an order's lines cannot be queried by product.
 */
async function customersOf(productId: string): Promise<Customer[]> {
  const customers = new Map<string, Customer>();
  const orders = firestore().collection(ORDERS_COLLECTION).select("email", "locale", "status", "lines", "createdAt", "anonymizedAt").orderBy(FieldPath.documentId()).limit(PAGE);
  for (let page = await orders.get(); ; page = await orders.startAfter(page.docs.at(-1)!).get()) {
    for (const doc of page.docs) {
      if (doc.get("anonymizedAt") !== undefined) continue;
      const order = customerOrderSchema.safeParse(doc.data());
      if (!order.success || order.data.status === "cancelled" || !order.data.lines.some((l) => l.productId === productId)) continue;
      const email = z.email().safeParse(order.data.email.trim().toLowerCase());
      if (!email.success) continue;
      const known = customers.get(email.data);
      if (!known || order.data.createdAt > known.latest) customers.set(email.data, { email: email.data, locale: order.data.locale ?? DEFAULT_LOCALE, latest: order.data.createdAt });
    }
    if (page.size < PAGE) break;
  }
  return [...customers.values()];
}

/** Write each customer's notice unless it exists (create() refuses a second one). */
async function tellCustomers(product: Product, now: () => Date): Promise<void> {
  const recalled = { ...product, recall: product.recall! };
  const customers = await customersOf(product.id);
  await eachLimited(customers, 8, async ({ email, locale }) => {
    const batch = firestore().batch();
    enqueueMail(batch, await recallMail(recalled, { email, locale }), now().toISOString());
    try {
      await batch.commit();
    } catch (error) {
      if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    }
  });
}
