import "server-only";
// The /dash overview's figures, from Firestore aggregations and bounded queries, never by
// downloading every order:
//
// - Revenue and orders count the orders *placed* in the period whose status still counts as a
//   sale: pending, paid, processing, shipped, delivered, and partly refunded, which counts what
//   the shop kept: its total minus its credit notes (the units returned, their tax).
//   Cancelled and refunded orders are left out of revenue, of the order count and so of the
//   average order value (revenue / orders), since that money was never kept; they still show in
//   "orders by status". A pending order counts: it is a sale the shop expects (mostly a bank
//   transfer on its way) and leaves the figures if it is cancelled.
// - Sales per day, and with them the period's revenue, order count and orders by status: one
//   bounded query for the orders placed in the period (createdAt range, at most 90 days),
//   selecting only createdAt, total and status, bucketed per UTC day here. It reads one small
//   document per order of the period (5,000 at most in the bench) and never an order outside it.
//   The alternative, one sum + count aggregation per day (each costs one read per 1,000 orders,
//   at least one), reads fewer documents (~90 for 90 days) but needs a round trip per day, and
//   the Firestore emulator serves those slowly: 30 of them (with the status filter) took 8-18 s on
//   5,000 orders, against 0.5-1.1 s for this query (measured on the 2-core machine, BENCHMARKS.md).
//   A shop with far more orders per period than that would switch the chart to per-day
//   aggregations (production Firestore answers them in parallel).
// - The previous period: one sum + count aggregation over the statuses kept in full, and the
//   partly refunded orders read (total and credit notes: an aggregation cannot subtract them;
//   they are few).
// - New customers: count() of users/{uid} created in the period and in the previous one.
// - Products low in stock or sold out: from the catalogue index (lib/catalog/db.ts: 1 read, 17
//   after a catalogue change), never the products collection.
// - The latest orders: orderBy(createdAt desc).limit(N), selecting the fields shown.
//
// The previous period's aggregation (status in [...] + createdAt range) needs the composite index
// (status, createdAt) in firestore.indexes.json; createdAt alone uses Firestore's automatic
// single-field indexes.
import { AggregateField, type Query } from "firebase-admin/firestore";
import { LOW_STOCK_THRESHOLD } from "../products/list";
import { loadCatalogIndex } from "@/lib/catalog/db";
import { firestore } from "@/lib/firebase/admin";
import { creditedTotal } from "@/lib/orders/credit-note";
import { customerOrderDocSchema, ORDERS_COLLECTION, orderRecordSchema } from "@/lib/orders/schema";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/orders/status";
import { averageOrderValue, change, periodWindow, type Change, type PeriodDays, type Span } from "./period";

/** Statuses whose orders count as sales (revenue, order count, average order value). */
export const SALE_STATUSES: readonly OrderStatus[] = ["pending", "paid", "processing", "shipped", "delivered", "partly-refunded"];
/** Of those, the one whose revenue is what was kept: the total minus the credit notes. */
const PARTLY_REFUNDED: OrderStatus = "partly-refunded";
const KEPT_IN_FULL = SALE_STATUSES.filter((s) => s !== PARTLY_REFUNDED);
/** A product is low in stock at or under this many units: one rule for /dash and the /products filter. */
export { LOW_STOCK_THRESHOLD };
/** How many low-stock products and latest orders the overview lists. */
export const LOW_STOCK_LIMIT = 10;
export const LATEST_ORDERS_LIMIT = 8;

export type DaySales = { date: string; revenue: number; orders: number };
export type LowStockProduct = { id: string; name: string; sku: string; stock: number };
/** customerName and email are null for an anonymized order. */
export type LatestOrder = { id: string; customerName: string | null; email: string | null; total: number; itemCount: number; status: OrderStatus; createdAt: string };

export type DashboardFigures = {
  periodDays: PeriodDays;
  /** The spans compared (ISO strings, [start, end)). */
  current: Span;
  previous: Span;
  revenue: Change;
  orders: Change;
  averageOrderValue: Change;
  newCustomers: Change;
  salesPerDay: DaySales[];
  ordersByStatus: Record<OrderStatus, number>;
  stock: { soldOut: number; low: number; products: LowStockProduct[] };
  latestOrders: LatestOrder[];
};

/** What an aggregation costs: one read per 1,000 index entries counted, at least one. */

const inSpan = (q: Query, span: Span) => q.where("createdAt", ">=", span.start).where("createdAt", "<", span.end);

const soldSchema = orderRecordSchema.pick({ createdAt: true, total: true, status: true, creditNotes: true });
/** An order's revenue: what the shop kept of its total. */
const kept = (o: { total: number; creditNotes?: readonly { total: number }[] }) => o.total - creditedTotal(o);
/** `q`'s orders, the fields revenue needs: one document read per order (at least one read). */
async function soldOrders(q: Query) {
  const snap = await q.select("createdAt", "total", "status", "creditNotes").get();
  return snap.docs.flatMap((d) => {
    const parsed = soldSchema.safeParse(d.data());
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Revenue and number of the sales (SALE_STATUSES) among `q`'s orders: one sum + count aggregation
 * of those kept in full, plus the partly refunded ones read, each counting what was kept.
 */
export async function sales(q: Query): Promise<{ revenue: number; orders: number }> {
  const [full, partly] = await Promise.all([
    q.where("status", "in", KEPT_IN_FULL).aggregate({ revenue: AggregateField.sum("total"), orders: AggregateField.count() }).get(),
    soldOrders(q.where("status", "==", PARTLY_REFUNDED)),
  ]);
  const { revenue, orders } = full.data();
  return { revenue: (revenue ?? 0) + partly.reduce((sum, o) => sum + kept(o), 0), orders: orders + partly.length };
}

async function count(q: Query): Promise<number> {
  const n = (await q.count().get()).data().count;
  return n;
}

/** The products with the least stock (sold out first), from the catalogue index. */
export async function lowStock(limit = LOW_STOCK_LIMIT): Promise<DashboardFigures["stock"]> {
  const entries = await loadCatalogIndex();
  const low = entries.filter((e) => e.stock <= LOW_STOCK_THRESHOLD);
  low.sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return {
    soldOut: low.filter((e) => e.stock <= 0).length,
    low: low.filter((e) => e.stock > 0).length,
    products: low.slice(0, limit).map((e) => ({ id: e.id, name: e.name, sku: e.sku, stock: Math.max(0, e.stock) })),
  };
}

const LATEST_FIELDS = ["customerName", "email", "total", "itemCount", "status", "createdAt"] as const;
// An anonymized order has no name or email (its customer deleted the account): null, "Former customer".
const latestOrderSchema = orderRecordSchema.pick({ total: true, itemCount: true, status: true, createdAt: true }).extend({
  customerName: customerOrderDocSchema.shape.customerName.nullable().default(null),
  email: customerOrderDocSchema.shape.email.nullable().default(null),
});

export async function latestOrders(limit = LATEST_ORDERS_LIMIT): Promise<LatestOrder[]> {
  const snap = await firestore()
    .collection(ORDERS_COLLECTION)
    .orderBy("createdAt", "desc")
    .limit(limit)
    .select(...LATEST_FIELDS)
    .get();
  return snap.docs.flatMap((d) => {
    const parsed = latestOrderSchema.safeParse(d.data());
    return parsed.success ? [{ id: d.id, ...parsed.data }] : [];
  });
}

/** Every figure of the overview for the last `periodDays` days up to `now`. */
export async function dashboardFigures(periodDays: PeriodDays, now: Date = new Date()): Promise<DashboardFigures> {
  const db = firestore();
  const orders = db.collection(ORDERS_COLLECTION);
  const users = db.collection("users");
  const w = periodWindow(periodDays, now);

  const [placed, before, newNow, newBefore, stock, latest] = await Promise.all([
    soldOrders(inSpan(orders, w.current)),
    sales(inSpan(orders, w.previous)),
    count(inSpan(users, w.current)),
    count(inSpan(users, w.previous)),
    lowStock(),
    latestOrders(),
  ]);

  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  const perDay = new Map(w.days.map((d) => [d.date, { date: d.date, revenue: 0, orders: 0 }]));
  for (const o of placed) {
    ordersByStatus[o.status]++;
    const day = perDay.get(o.createdAt.slice(0, 10));
    if (day && SALE_STATUSES.includes(o.status)) {
      day.revenue += kept(o);
      day.orders++;
    }
  }
  const salesPerDay = [...perDay.values()];
  const revenue = salesPerDay.reduce((s, d) => s + d.revenue, 0);
  const orderCount = salesPerDay.reduce((s, d) => s + d.orders, 0);
  return {
    periodDays,
    current: w.current,
    previous: w.previous,
    revenue: change(revenue, before.revenue),
    orders: change(orderCount, before.orders),
    averageOrderValue: change(averageOrderValue(revenue, orderCount), averageOrderValue(before.revenue, before.orders)),
    newCustomers: change(newNow, newBefore),
    salesPerDay,
    ordersByStatus,
    stock,
    latestOrders: latest,
  };
}
