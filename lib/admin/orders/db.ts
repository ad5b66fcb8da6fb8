import "server-only";
// The admin orders screen's data: one page of orders for a query (Firestore where/orderBy/limit/
// startAfter: a page reads at most pageSize + 2 documents, never the collection), one order, and
// moving orders through the state machine as staff, each move with its audit entry in its commit.
import { FieldPath, type Query } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import type { Shipment } from "@/lib/orders/carriers";
import { changeOrderStatus, OrderError } from "@/lib/orders/db";
import {
  ORDER_PRIVATE,
  ORDER_SHIPPING_DOC,
  ORDERS_COLLECTION,
  orderIdSchema,
  orderShippingDocSchema,
  parseOrder,
  type Order,
} from "@/lib/orders/schema";
import type { OrderStatus } from "@/lib/orders/status";
import { listAuditFor, recordAudit, type AuditEntry, type Staff } from "../audit";
import { eachLimited } from "../each-limited";
import { readPage } from "../paging";
import { ADMIN_ORDERS_PAGE_SIZE, dayAfter, dayStart, type OrderQuery } from "./query";

const orders = () => firestore().collection(ORDERS_COLLECTION);

export type OrderPage = {
  orders: Order[];
  /** The cursor of the next page (the last order shown), or null on the last page. */
  next: string | null;
};

/**
 * The Firestore query for `query` (without its cursor and limit).
 * - Equality filters: status, the customer (uid or email).
 * - An order id search is a range on the document id (prefix): it is ordered by id, and the date
 *   range and sort do not apply to it.
 * - Otherwise a date range on createdAt, ordered by createdAt (newest/oldest) or by total.
 * The composite indexes these need are in firestore.indexes.json.
 */
function orderQuery(query: OrderQuery): Query {
  let q: Query = orders();
  if (query.status) q = q.where("status", "==", query.status);
  if (query.customer) q = q.where(query.customer.includes("@") ? "email" : "uid", "==", query.customer);
  if (query.q) {
    return q.where(FieldPath.documentId(), ">=", query.q).where(FieldPath.documentId(), "<", `${query.q}\uf8ff`).orderBy(FieldPath.documentId());
  }
  if (query.from) q = q.where("createdAt", ">=", dayStart(query.from));
  if (query.to) q = q.where("createdAt", "<", dayAfter(query.to));
  switch (query.sort) {
    case "oldest":
      return q.orderBy("createdAt", "asc");
    case "total":
      // A date range is a range on createdAt: Firestore orders by the ranged field too.
      return query.from || query.to ? q.orderBy("total", "desc").orderBy("createdAt", "desc") : q.orderBy("total", "desc");
    default:
      return q.orderBy("createdAt", "desc");
  }
}

/** One page of orders for `query`, after its cursor. */
export async function searchOrders(query: OrderQuery, pageSize = ADMIN_ORDERS_PAGE_SIZE): Promise<OrderPage> {
  const { docs, next } = await readPage(orders(), orderQuery(query), pageSize, query.cursor);
  return { orders: docs.map((d) => parseOrder(d.id, d.data())).filter((o): o is Order => o !== null), next };
}

/**
 * One order, any customer's (staff), or null. A gift shipped to a registry's parents comes with
 * their address, kept apart from the order the buyer may read (lib/orders/schema.ts).
 */
export async function getOrderForAdmin(orderId: string): Promise<Order | null> {
  const id = orderIdSchema.safeParse(orderId);
  if (!id.success) return null;
  const snap = await orders().doc(id.data).get();
  const order = snap.exists ? parseOrder(snap.id, snap.data()) : null;
  if (!order || order.shippingAddress || !order.registry?.shipToParents) return order;
  const shipping = await snap.ref.collection(ORDER_PRIVATE).doc(ORDER_SHIPPING_DOC).get();
  const parsed = orderShippingDocSchema.safeParse(shipping.data());
  return parsed.success ? { ...order, shippingAddress: parsed.data.address } : order;
}

/** The audit entries about one order, newest first. */
export const orderAudit = (orderId: string, limit = 50): Promise<AuditEntry[]> => listAuditFor({ kind: "order", id: orderId }, limit);


export type MoveOutcome = { order: Order; productIds: string[]; auditId: string };

/**
 * Move one order as staff (any legal move of the state machine; cancelling returns its stock),
 * with an audit entry "order.status" {status} before/after written in the same commit.
 * Throws OrderError ("not-found", "illegal-transition", "busy"; "parcel-required" for shipped:
 * that move is shipOrderAsAdmin's, with the parcel).
 */
export function moveOrderAsAdmin(staff: Staff, orderId: string, to: OrderStatus, now: () => Date = () => new Date()): Promise<MoveOutcome> {
  return moveAsStaff(staff, orderId, to, undefined, now);
}

/** Mark one order shipped as staff, with its parcel's carrier and tracking number (in the audit entry too). */
export function shipOrderAsAdmin(staff: Staff, orderId: string, shipment: Shipment, now: () => Date = () => new Date()): Promise<MoveOutcome> {
  return moveAsStaff(staff, orderId, "shipped", shipment, now);
}

async function moveAsStaff(staff: Staff, orderId: string, to: OrderStatus, shipment: Shipment | undefined, now: () => Date): Promise<MoveOutcome> {
  let auditId = "";
  const { order, productIds } = await changeOrderStatus(
    {
      orderId,
      to,
      actor: { uid: staff.uid, role: "admin" },
      ...(shipment ? { shipment } : {}),
      audit: (batch, { before, after, at }) => {
        auditId = recordAudit(batch, {
          actor: staff,
          action: "order.status",
          target: { kind: "order", id: orderId },
          before: { status: before.status },
          after: { status: after.status, ...shipment },
          at,
        });
      },
    },
    now,
  );
  return { order, productIds, auditId };
}

export type BulkMoveResult = { orderId: string } & ({ ok: true; status: OrderStatus } | { ok: false; code: OrderError["code"] });

/**
 * Move several orders, one commit each (an order the machine refuses stays as it is and is
 * reported; the others move). A few at a time, so 50 orders do not open 50 commits at once.
 * Returns each order's outcome, in the order given, and every product whose stock moved.
 */
export async function moveOrdersAsAdmin(
  staff: Staff,
  orderIds: readonly string[],
  to: OrderStatus,
  now: () => Date = () => new Date(),
): Promise<{ results: BulkMoveResult[]; productIds: string[]; registrySlugs: string[] }> {
  const productIds = new Set<string>();
  const registrySlugs = new Set<string>();
  const results = await eachLimited(orderIds, 5, async (orderId): Promise<BulkMoveResult> => {
    try {
      const moved = await moveOrderAsAdmin(staff, orderId, to, now);
      for (const id of moved.productIds) productIds.add(id);
      if (moved.order.registry && moved.productIds.length > 0) registrySlugs.add(moved.order.registry.slug);
      return { orderId, ok: true, status: moved.order.status };
    } catch (error) {
      if (!(error instanceof OrderError)) throw error;
      return { orderId, ok: false, code: error.code };
    }
  });
  return { results, productIds: [...productIds], registrySlugs: [...registrySlugs] };
}
