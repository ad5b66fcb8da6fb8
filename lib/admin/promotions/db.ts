import "server-only";
// The admin promotions screens' data: a page of promotions with their uses and discount given
// (the sum of each one's usage documents, lib/promotions/usage.ts), one promotion, its orders
// (newest first, in cursor pages), its audit entries and its single-use codes' counts. Writes are
// lib/promotions/write.ts's, each with its audit entry.
import type { Query } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { ORDERS_COLLECTION, parseOrder, type Order } from "@/lib/orders/schema";
import { PROMOTION_CODES_COLLECTION, PROMOTIONS_COLLECTION, promotionIdSchema, type Promotion } from "@/lib/promotions/schema";
import { parsePromotion, USAGE_COLLECTION } from "@/lib/promotions/usage";
import { listAuditFor, type AuditEntry } from "../audit";
import { readPage } from "../paging";
import { ADMIN_PROMOTIONS_PAGE_SIZE, PROMOTION_ORDERS_PAGE_SIZE, type PromotionQuery } from "./query";

const promotions = () => firestore().collection(PROMOTIONS_COLLECTION);
const orders = () => firestore().collection(ORDERS_COLLECTION);
const singleUseCodes = (id: string) => firestore().collection(PROMOTION_CODES_COLLECTION).where("promotionId", "==", id).where("singleUse", "==", true);

/** How much a promotion was used: orders carrying it (not given back) and the discount they got, in cents. */
export type PromotionUsageTotals = { uses: number; given: number };
export type PromotionRow = Promotion & { usage: PromotionUsageTotals };

/** The sum of a promotion's usage documents (the guarded total of a limited one, the shards of an unlimited one: at most 11). */
export async function usageTotals(id: string): Promise<PromotionUsageTotals> {
  const snap = await promotions().doc(id).collection(USAGE_COLLECTION).get();
  const totals = { uses: 0, given: 0 };
  for (const d of snap.docs) {
    const uses = d.get("uses");
    const given = d.get("given");
    if (Number.isInteger(uses)) totals.uses += uses as number;
    if (Number.isInteger(given)) totals.given += given as number;
  }
  return totals;
}

const withUsage = async (p: Promotion): Promise<PromotionRow> => ({ ...p, usage: await usageTotals(p.id) });

/** One page of promotions for `query`, after its cursor, each with its usage. */
export async function searchPromotions(query: PromotionQuery, pageSize = ADMIN_PROMOTIONS_PAGE_SIZE): Promise<{ rows: PromotionRow[]; next: string | null }> {
  let q: Query = promotions();
  if (query.status) q = q.where("status", "==", query.status);
  q = q.orderBy("createdAt", query.sort === "oldest" ? "asc" : "desc");
  const { docs, next } = await readPage(promotions(), q, pageSize, query.cursor);
  const rows = await Promise.all(docs.flatMap((d) => parsePromotion(d) ?? []).map(withUsage));
  return { rows, next };
}

/** One promotion with its usage, or null. */
export async function getPromotionForAdmin(promotionId: string): Promise<PromotionRow | null> {
  const id = promotionIdSchema.safeParse(promotionId);
  if (!id.success) return null;
  const snap = await promotions().doc(id.data).get();
  const promotion = parsePromotion(snap);
  return promotion && withUsage(promotion);
}

/** The orders that carry a promotion, newest first, a page after `cursor` (the last order of the page before). */
export async function promotionOrders(id: string, cursor?: string, pageSize = PROMOTION_ORDERS_PAGE_SIZE): Promise<{ orders: Order[]; next: string | null }> {
  const q = orders().where("promotionIds", "array-contains", id).orderBy("createdAt", "desc");
  const { docs, next } = await readPage(orders(), q, pageSize, cursor);
  return { orders: docs.flatMap((d) => parseOrder(d.id, d.data()) ?? []), next };
}

/** The audit entries about one promotion, newest first. */
export const promotionAudit = (id: string, limit = 50): Promise<AuditEntry[]> => listAuditFor({ kind: "promotion", id }, limit);

/** How many single-use codes a promotion has, and how many an order holds (two count aggregations). */
export async function singleUseCodeCounts(id: string): Promise<{ total: number; used: number }> {
  const [total, used] = await Promise.all([singleUseCodes(id).count().get(), singleUseCodes(id).where("orderId", ">", "").count().get()]);
  return { total: total.data().count, used: used.data().count };
}
