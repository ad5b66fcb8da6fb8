import "server-only";
// What deleting an account does to orders. The shop keeps every order for its books (lines, prices,
// totals, methods, status and dates), without the person: their orders lose every personal field
// (anonymizedOrderDocSchema) and their returns' words, their name and uid leave the purchase lists
// of the registries they bought gifts for, and gifts that others sent to their registries lose the
// parents' address.
// Each step can run again (a retry after a failure, or the second pass of lib/users/account.ts):
// what is done already is not found again.
import { FieldValue, type DocumentData } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { REGISTRIES_COLLECTION, REGISTRY_PURCHASES } from "@/lib/registry/schema";
import { uidSchema } from "@/lib/users/schema";
import { PERSONAL_ORDER_FIELDS, withoutUid } from "./order-doc";
import { withoutWords, type ReturnRequest } from "./return-request";
import { ORDER_PRIVATE, ORDER_SHIPPING_DOC, ORDERS_COLLECTION, type HistoryEntry } from "./schema";

/**
 * The update that makes a stored order of `uid` what anonymizedOrderDoc describes. Made from the
 * document as stored, parsed or not: an order that does not parse loses its personal fields too.
 */
function anonymizingUpdate(data: DocumentData, uid: string, at: string): Record<string, unknown> {
  const history = Array.isArray(data.history) ? withoutUid(data.history as HistoryEntry[], uid) : data.history;
  // A return's reason and staff's answer are free text that may name the person: the units, dates
  // and refund stay for the books.
  const returns = Array.isArray(data.returns) ? { returns: (data.returns as ReturnRequest[]).map(withoutWords) } : {};
  return { ...Object.fromEntries(PERSONAL_ORDER_FIELDS.map((key) => [key, FieldValue.delete()])), history, ...returns, anonymizedAt: at };
}

const orders = () => firestore().collection(ORDERS_COLLECTION);
const PARALLEL = 8;
const BATCH_SIZE = 400; // under Firestore's 500 writes per batch

/**
 * Anonymize every order of `uid`. Each order is one commit guarded by "unchanged since read", so a
 * status change made at the same moment by staff is never overwritten (the loser reads again). A
 * gift's entry in the registry's purchases loses the buyer's name and uid in the same commit.
 * Returns how many orders it anonymized.
 */
export async function anonymizeOrdersOf(uid: string, now: () => Date = () => new Date()): Promise<number> {
  const id = uidSchema.parse(uid);
  const found = await orders().where("uid", "==", id).select().get();
  const refs = found.docs.map((d) => d.ref);
  for (let i = 0; i < refs.length; i += PARALLEL) {
    await Promise.all(
      refs.slice(i, i + PARALLEL).map((ref) =>
        commitOptimistically(firestore(), async (batch) => {
          const snap = await ref.get();
          if (snap.get("uid") !== id) return { result: undefined }; // done meanwhile (the other pass)
          batch.update(ref, anonymizingUpdate(snap.data()!, id, now().toISOString()), unchangedSince(snap));
          const slug: unknown = snap.get("registry.slug");
          if (typeof slug === "string") {
            const purchase = await firestore().collection(REGISTRIES_COLLECTION).doc(slug).collection(REGISTRY_PURCHASES).doc(ref.id).get();
            if (purchase.exists) batch.update(purchase.ref, { buyerUid: FieldValue.delete(), buyerName: null }, unchangedSince(purchase));
          }
          return { result: undefined, batch };
        }),
      ),
    );
  }
  return refs.length;
}

/**
 * Gifts shipped to the parents of registry `slug` keep the parents' address apart from the order
 * (orders/{id}/private/shipping, staff only). When the parents' account is deleted, that address
 * goes too: staff then see that it was erased, and a gift not shipped yet cannot be (they cancel
 * it). Returns how many addresses it deleted.
 */
export async function eraseParentsAddresses(slug: string): Promise<number> {
  const gifts = await orders().where("registry.slug", "==", slug).select().get();
  const refs = gifts.docs.map((d) => d.ref.collection(ORDER_PRIVATE).doc(ORDER_SHIPPING_DOC));
  const existing = refs.length > 0 ? (await firestore().getAll(...refs)).filter((s) => s.exists) : [];
  for (let i = 0; i < existing.length; i += BATCH_SIZE) {
    const batch = firestore().batch();
    for (const snap of existing.slice(i, i + BATCH_SIZE)) batch.delete(snap.ref);
    await batch.commit();
  }
  return existing.length;
}
