import "server-only";
// A shopper's own orders, as their account, order page and checkout confirmation read them; an
// order of someone else's (or an anonymized one, nobody's) is "not there", never "forbidden".
import { firestore } from "@/lib/firebase/admin";
import { uidSchema } from "@/lib/users/schema";
import { isAnonymized, ORDERS_COLLECTION, parseOrder, type CustomerOrder } from "./schema";

const orders = () => firestore().collection(ORDERS_COLLECTION);

/** A stored order if it is `uid`'s (an anonymized order is nobody's), else null. */
function orderOf(uid: string, id: string, data: unknown): CustomerOrder | null {
  const order = parseOrder(id, data);
  return order && !isAnonymized(order) && order.uid === uid ? order : null;
}

/** One of the user's orders, or null (another user's order is "not there", never "forbidden"). */
export async function getOrderOf(uid: string, orderId: string): Promise<CustomerOrder | null> {
  const snap = await orders().doc(orderId).get();
  return snap.exists ? orderOf(uid, snap.id, snap.data()) : null;
}

/** The user's orders, newest first (a page of `limit`, after the order `after` when given). */
export async function listOrdersOf(uid: string, limit: number, after?: string): Promise<CustomerOrder[]> {
  let query = orders().where("uid", "==", uidSchema.parse(uid)).orderBy("createdAt", "desc").limit(limit);
  if (after) {
    const cursor = await orders().doc(after).get();
    if (cursor.exists && cursor.get("uid") === uid) query = query.startAfter(cursor);
  }
  const snap = await query.get();
  return snap.docs.map((d) => orderOf(uid, d.id, d.data())).filter((o): o is CustomerOrder => o !== null);
}
