import "server-only";
// The cap on an account's open unpaid orders (MAX_UNPAID_ORDERS). "Open unpaid" is the status
// pending: placed, its stock taken, and not yet paid (bank transfer) or taken on by the staff
// (cash on delivery: the state machine ships only paid orders, so staff mark such an order paid
// when they accept it). Paid, cancelled or further along, it no longer counts.
//
// The count lives in one document per account, users/{uid}/state/unpaidOrders, which placeOrder
// reads and rewrites in the order's own guarded commit (lib/firebase/optimistic.ts): checkouts of
// one account at once race for it, and only those that still find room commit. A query of the
// account's pending orders could not be guarded that way. Nothing else has to write it: an order
// never goes back to pending, so once the list is full, the ids whose order has left pending (paid,
// cancelled, expired, deleted) are dropped. A missing list (an account from before the cap, the
// demo seed's orders) is made from the account's pending orders.
import type { DocumentSnapshot, WriteBatch } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { unchangedSince } from "@/lib/firebase/optimistic";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import { uidSchema } from "@/lib/users/schema";
import { STATE_COLLECTION, USERS_COLLECTION } from "@/lib/users/stored-profile";
import { MAX_UNPAID_ORDERS } from "./config";
import { ORDERS_COLLECTION, UNPAID_ORDERS_DOC, unpaidOrdersDocSchema } from "./schema";

/** The account's list of (perhaps) unpaid orders. */
export const unpaidOrdersRef = (uid: string) =>
  firestore().collection(USERS_COLLECTION).doc(uidSchema.parse(uid)).collection(STATE_COLLECTION).doc(UNPAID_ORDERS_DOC);

/**
 * The account's orders to count as unpaid, from its list as read in `snap` (in the same attempt
 * as the commit that will change it). Below the cap the list is taken as it is (an id that has left
 * pending only makes the list fill sooner); at the cap each listed order is read to keep the ones
 * still pending.
 */
export async function unpaidOrders(uid: string, snap: DocumentSnapshot): Promise<string[]> {
  const listed = parseSnapshot(snap, unpaidOrdersDocSchema)?.orderIds;
  const orders = firestore().collection(ORDERS_COLLECTION);
  if (!listed) {
    const pending = await orders.where("uid", "==", uid).where("status", "==", "pending").select().limit(1000).get();
    return pending.docs.map((d) => d.id);
  }
  if (listed.length < MAX_UNPAID_ORDERS) return listed;
  const snaps = await firestore().getAll(...listed.map((id) => orders.doc(id)), { fieldMask: ["uid", "status"] });
  return snaps.filter((s) => s.exists && s.get("uid") === uid && s.get("status") === "pending").map((s) => s.id);
}

/** Has the account as many unpaid orders as it may hold? (For the checkout page: placing an order decides again.) */
export async function unpaidLimitReached(uid: string): Promise<boolean> {
  const ref = unpaidOrdersRef(uid);
  return (await unpaidOrders(uid, await ref.get())).length >= MAX_UNPAID_ORDERS;
}

/** In the order's commit: the list becomes `orderIds`, guarded by the list being unchanged since `snap`. */
export function recordUnpaidOrders(batch: WriteBatch, snap: DocumentSnapshot, orderIds: readonly string[], at: string): void {
  const doc = unpaidOrdersDocSchema.parse({ orderIds, updatedAt: at });
  // create() fails when a concurrent checkout made the list first; update() when it changed it.
  if (snap.exists) batch.update(snap.ref, doc, unchangedSince(snap));
  else batch.create(snap.ref, doc);
}
