import "server-only";
// The admin subscriptions screens' data: a page of subscriptions for the list's filters (one
// Firestore query, cursor pages), one subscription, the orders it placed (newest delivery first,
// in cursor pages) and its audit entries. Product names come from the catalogue index, never the
// products collection. Staff's changes are lib/subscriptions/db.ts's (changeSubscriptionAsStaff).
import type { Query } from "firebase-admin/firestore";
import type { z } from "zod";
import { loadCatalogIndex } from "@/lib/catalog/db";
import { firestore } from "@/lib/firebase/admin";
import { ORDERS_COLLECTION, orderRecordSchema } from "@/lib/orders/schema";
import { parseSubscription } from "@/lib/subscriptions/db";
import { paymentFailureSchema, SUBSCRIPTIONS_COLLECTION, subscriptionIdSchema, type Subscription } from "@/lib/subscriptions/schema";
import { listAuditFor, type AuditEntry } from "../audit";
import { readPage } from "../paging";
import { ADMIN_SUBSCRIPTIONS_PAGE_SIZE, SUBSCRIPTION_ORDERS_PAGE_SIZE, type SubscriptionQuery } from "./query";

const subscriptions = () => firestore().collection(SUBSCRIPTIONS_COLLECTION);
const orders = () => firestore().collection(ORDERS_COLLECTION);

/** Every reason a failure is stored with: "failures only" is an `in` on it (an equality, so the list keeps its sort). */
const FAILURE_REASONS = paymentFailureSchema.shape.reason.options;

/** A subscription with its product's name (null: the product is gone from the catalogue). */
export type SubscriptionRow = Subscription & { productName: string | null };

/** Product names by id, from the catalogue index (1 read, 17 after a catalogue change). */
async function productNames(): Promise<Map<string, string>> {
  return new Map((await loadCatalogIndex()).map((e) => [e.id, e.name]));
}

const named = (subs: Subscription[], names: Map<string, string>): SubscriptionRow[] => subs.map((s) => ({ ...s, productName: names.get(s.productId) ?? null }));

/**
 * One page of subscriptions for `query`, after its cursor: status and failures are equality
 * filters, the sort newest first or soonest delivery first (indexes in firestore.indexes.json).
 */
export async function searchSubscriptions(query: SubscriptionQuery, pageSize = ADMIN_SUBSCRIPTIONS_PAGE_SIZE): Promise<{ rows: SubscriptionRow[]; next: string | null }> {
  let q: Query = subscriptions();
  if (query.status) q = q.where("status", "==", query.status);
  if (query.failures) q = q.where("failure.reason", "in", FAILURE_REASONS);
  q = query.sort === "next" ? q.orderBy("nextDate", "asc") : q.orderBy("createdAt", "desc");
  const [{ docs, next }, names] = await Promise.all([readPage(subscriptions(), q, pageSize, query.cursor), productNames()]);
  return { rows: named(docs.flatMap((d) => parseSubscription(d) ?? []), names), next };
}

/** One subscription with its product's name, or null (no such id, or not a subscription id). */
export async function getSubscriptionForAdmin(subscriptionId: string): Promise<SubscriptionRow | null> {
  const id = subscriptionIdSchema.safeParse(subscriptionId);
  if (!id.success) return null;
  const [snap, names] = await Promise.all([subscriptions().doc(id.data).get(), productNames()]);
  const sub = parseSubscription(snap);
  return sub && named([sub], names)[0]!;
}

const ORDER_FIELDS = ["subscription", "createdAt", "status", "total"] as const;
const subscriptionOrderSchema = orderRecordSchema.pick({ createdAt: true, status: true, total: true }).extend({
  subscription: orderRecordSchema.shape.subscription.unwrap(),
});
/** An order a subscription placed, as its page lists it: which delivery it was, when, its status and total. */
export type SubscriptionOrder = Omit<z.infer<typeof subscriptionOrderSchema>, "subscription"> & { id: string; delivery: number };

/** The orders a subscription placed (orders.subscription.id), its latest delivery first, a page after `cursor`. */
export async function subscriptionOrders(id: string, cursor?: string, pageSize = SUBSCRIPTION_ORDERS_PAGE_SIZE): Promise<{ orders: SubscriptionOrder[]; next: string | null }> {
  const q = orders()
    .where("subscription.id", "==", id)
    .orderBy("subscription.delivery", "desc")
    .select(...ORDER_FIELDS);
  const { docs, next } = await readPage(orders(), q, pageSize, cursor);
  const rows = docs.flatMap((d) => {
    const parsed = subscriptionOrderSchema.safeParse(d.data());
    if (!parsed.success) return [];
    const { subscription, ...order } = parsed.data;
    return [{ id: d.id, delivery: subscription.delivery, ...order }];
  });
  return { orders: rows, next };
}

/** The audit entries about one subscription, newest first. */
export const subscriptionAudit = (id: string, limit = 50): Promise<AuditEntry[]> => listAuditFor({ kind: "subscription", id }, limit);
