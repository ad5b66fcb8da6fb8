import "server-only";
// The /dash overview's figures, computed by Firestore, never by downloading the orders:
//
// - Revenue and orders: sum(total) and count() aggregations over the orders *placed* in the
//   period whose status still counts as a sale: pending, paid, processing, shipped, delivered.
//   Cancelled and refunded orders are left out of revenue, of the order count and so of the
//   average order value (revenue / orders), since that money was never kept; they still show in
//   "orders by status". A pending order counts: it is a sale the shop expects (mostly a bank
//   transfer on its way) and leaves the figures if it is cancelled.
// - Sales per day: one sum + count aggregation per UTC day of the period (7, 30 or 90 queries,
//   run at once). Their sum is the period's revenue and order count, so those cost nothing more.
//   Why not one bounded query for the period's orders, selecting createdAt, total and status: it
//   reads one document per order (5,000 orders in 90 days = 5,000 reads, and growing with the
//   shop), where an aggregation costs one read per 1,000 orders it counts, at least one: here
//   at most ~90 reads for 90 days whatever the number of orders, at the price of 90 round trips,
//   which run in parallel.
// - The previous period: one sum + count aggregation over the same statuses.
// - Orders by status: count() per status over the period (7 queries).
// - New customers: count() of users/{uid} created in the period and in the previous one.
// - Products low in stock or sold out: from the catalogue index (lib/catalog/db.ts: 1 read, 17
//   after a catalogue change), never the products collection.
// - The latest orders: orderBy(createdAt desc).limit(N), selecting the fields shown.
//
// Queries on status + createdAt need the composite index (status, createdAt) in
// firestore.indexes.json; createdAt alone uses Firestore's automatic single-field indexes.
// Reads are counted with countReads (lib/firebase/read-counter.ts) as Firestore bills them, so
// the bench (scripts/bench/dash.ts) reports them.
import { AggregateField, type Query } from "firebase-admin/firestore";
import { loadCatalogIndex } from "@/lib/catalog/db";
import { firestore } from "@/lib/firebase/admin";
import { countReads } from "@/lib/firebase/read-counter";
import { ORDERS_COLLECTION, orderDocSchema } from "@/lib/orders/schema";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/orders/status";
import { averageOrderValue, change, periodWindow, type Change, type PeriodDays, type Span } from "./period";

/** Statuses whose orders count as sales (revenue, order count, average order value). */
export const SALE_STATUSES: readonly OrderStatus[] = ["pending", "paid", "processing", "shipped", "delivered"];
/** A product is low in stock at or under this many units (all colours and sizes together). */
export const LOW_STOCK_THRESHOLD = 5;
/** How many low-stock products and latest orders the overview lists. */
export const LOW_STOCK_LIMIT = 10;
export const LATEST_ORDERS_LIMIT = 8;

export type DaySales = { date: string; revenue: number; orders: number };
export type LowStockProduct = { id: string; name: string; sku: string; stock: number };
export type LatestOrder = { id: string; customerName: string; email: string; total: number; itemCount: number; status: OrderStatus; createdAt: string };

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
const aggregationReads = (counted: number) => Math.max(1, Math.ceil(counted / 1000));

const inSpan = (q: Query, span: Span) => q.where("createdAt", ">=", span.start).where("createdAt", "<", span.end);

async function sales(q: Query): Promise<{ revenue: number; orders: number }> {
  const snap = await q.where("status", "in", [...SALE_STATUSES]).aggregate({ revenue: AggregateField.sum("total"), orders: AggregateField.count() }).get();
  const { revenue, orders } = snap.data();
  countReads(aggregationReads(orders));
  return { revenue: revenue ?? 0, orders };
}

async function count(q: Query): Promise<number> {
  const n = (await q.count().get()).data().count;
  countReads(aggregationReads(n));
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
const latestOrderSchema = orderDocSchema.pick({ customerName: true, email: true, total: true, itemCount: true, status: true, createdAt: true });

export async function latestOrders(limit = LATEST_ORDERS_LIMIT): Promise<LatestOrder[]> {
  const snap = await firestore()
    .collection(ORDERS_COLLECTION)
    .orderBy("createdAt", "desc")
    .limit(limit)
    .select(...LATEST_FIELDS)
    .get();
  countReads(Math.max(1, snap.size));
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

  const [perDay, before, byStatus, newNow, newBefore, stock, latest] = await Promise.all([
    Promise.all(w.days.map((day) => sales(inSpan(orders, day)))),
    sales(inSpan(orders, w.previous)),
    Promise.all(ORDER_STATUSES.map((s) => count(inSpan(orders.where("status", "==", s), w.current)))),
    count(inSpan(users, w.current)),
    count(inSpan(users, w.previous)),
    lowStock(),
    latestOrders(),
  ]);

  const salesPerDay = w.days.map((day, i) => ({ date: day.date, ...perDay[i]! }));
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
    ordersByStatus: Object.fromEntries(ORDER_STATUSES.map((s, i) => [s, byStatus[i]!])) as Record<OrderStatus, number>,
    stock,
    latestOrders: latest,
  };
}
