// The admin orders screen's query, as the URL holds it (/orders?status=paid&from=2026-10-01...):
// parsed leniently (a bad value is dropped, never an error page) and written back as one
// canonical search string (fixed key order, defaults left out), so links and forms agree.
// Pure: used by the page, lib/admin/orders.ts and the tests. Also the admin order actions' input.
import { z } from "zod";
import { mailIdSchema } from "@/lib/mail/schema";
import { shipmentSchema } from "@/lib/orders/carriers";
import { orderIdSchema } from "@/lib/orders/schema";
import { orderStatusSchema } from "@/lib/orders/status";
import { DEFAULT_ORDER_SORT, type OrderQuery, type OrderSort } from "./order-search";
import { paramValue, type SearchParamsLike } from "./url-params";

export { DEFAULT_ORDER_SORT, toOrderSearch, type OrderQuery, type OrderSort } from "./order-search";

export const ORDER_SORTS = ["newest", "oldest", "total"] as const satisfies readonly OrderSort[];

/** Orders per page of the admin table. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** The most orders one bulk action moves. */
export const MAX_BULK_ORDERS = 50;

const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00.000Z`)) && new Date(`${d}T00:00:00.000Z`).toISOString().startsWith(d));

const emailSchema = z.string().max(254).regex(/^[^\s@]+@[^\s@]+$/);
const uidLikeSchema = z.string().regex(/^[\w-]{1,128}$/);
const ORDER_ID_PART = /^[2-9A-HJKMNP-Z]{1,8}$/;

/** "fl-abc", "ABC", " FL-ABC " -> "FL-ABC"; anything that cannot start an order id -> undefined. */
export function normaliseOrderIdSearch(raw: string): string | undefined {
  const s = raw.trim().toUpperCase().replace(/\s+/g, "");
  const part = s.startsWith("FL-") ? s.slice(3) : s;
  return ORDER_ID_PART.test(part) ? `FL-${part}` : undefined;
}

/** A customer filter: an email address (lower-cased) or a uid; else undefined. */
export function normaliseCustomer(raw: string): string | undefined {
  const s = raw.trim();
  if (s.includes("@")) {
    const email = s.toLowerCase();
    return emailSchema.safeParse(email).success ? email : undefined;
  }
  return uidLikeSchema.safeParse(s).success ? s : undefined;
}

/** The query a URL asks for; unknown or malformed values are left out. */
export function parseOrderQuery(params: SearchParamsLike): OrderQuery {
  const get = (key: string) => paramValue(params, key);
  const status = orderStatusSchema.safeParse(get("status"));
  const sort = z.enum(ORDER_SORTS).safeParse(get("sort"));
  let from = daySchema.safeParse(get("from")).data;
  let to = daySchema.safeParse(get("to")).data;
  if (from && to && from > to) [from, to] = [to, from];
  const customer = get("customer");
  const q = get("q");
  const cursor = orderIdSchema.safeParse(get("cursor"));
  const query: OrderQuery = { sort: sort.success ? sort.data : DEFAULT_ORDER_SORT };
  if (status.success) query.status = status.data;
  if (from) query.from = from;
  if (to) query.to = to;
  const c = customer ? normaliseCustomer(customer) : undefined;
  if (c) query.customer = c;
  const id = q ? normaliseOrderIdSearch(q) : undefined;
  if (id) query.q = id;
  if (cursor.success) query.cursor = cursor.data;
  return query;
}

/** Does the query narrow the orders down (beyond sorting and paging)? */
export const isFiltered = (query: OrderQuery): boolean => Boolean(query.q || query.status || query.from || query.to || query.customer);

/** The first instant of a day, and the first instant after it (UTC ISO strings, as orders store times). */
export const dayStart = (day: string) => `${day}T00:00:00.000Z`;
export const dayAfter = (day: string) => new Date(Date.parse(dayStart(day)) + 86_400_000).toISOString();

// The admin order actions' inputs.
export const moveOrderInputSchema = z.object({ orderId: orderIdSchema, to: orderStatusSchema });
export const moveOrdersInputSchema = z.object({
  orderIds: z
    .array(orderIdSchema)
    .min(1)
    .max(MAX_BULK_ORDERS)
    .transform((ids) => [...new Set(ids)]),
  to: orderStatusSchema,
});
export type MoveOrderInput = z.infer<typeof moveOrderInputSchema>;
/** Marking one order shipped: its parcel's carrier and tracking number (lib/orders/carriers.ts). */
export const shipOrderInputSchema = shipmentSchema.extend({ orderId: orderIdSchema });
/** Sending one of an order's emails again. */
export const resendMailInputSchema = z.object({ orderId: orderIdSchema, mailId: mailIdSchema });
export type MoveOrdersInput = z.input<typeof moveOrdersInputSchema>;
