// How an order reads in the account: its status timeline, item counts and the history's
// pages. Pure (no I/O, no React): the order history, the order page and the checkout's
// confirmation share it, and it is unit-tested on its own.
import { z } from "zod";
import { ORDERS_PAGE_SIZE } from "@/lib/orders/config";
import { orderIdSchema, type Order, type OrderDoc } from "@/lib/orders/schema";
import { HAPPY_PATH, isFinal, type OrderActor, type OrderStatus } from "@/lib/orders/status";
import { colorKey } from "@/lib/catalog/colors";
import { fill, pluralForm } from "@/lib/i18n/format";
import type { Messages } from "@/lib/i18n/messages";

export type OrdersTexts = Messages["Orders"];

export type TimelineStep =
  | { status: OrderStatus; state: "done" | "current"; at: string; by: OrderActor }
  | { status: OrderStatus; state: "upcoming" };

/**
 * The order's steps: those it went through (from its history, the last one "current"), then, for
 * an order still on the usual path, the steps still ahead of it. A cancelled or refunded order
 * ends where it ended; a delivered one has nothing ahead.
 */
export function orderTimeline(order: Pick<OrderDoc, "status" | "history">): TimelineStep[] {
  const past: TimelineStep[] = order.history.map((h, i) => ({
    status: h.status,
    state: i === order.history.length - 1 ? "current" : "done",
    at: h.at,
    by: h.by.role,
  }));
  const onPath = HAPPY_PATH.indexOf(order.status);
  if (isFinal(order.status) || onPath === -1) return past;
  return [...past, ...HAPPY_PATH.slice(onPath + 1).map((status): TimelineStep => ({ status, state: "upcoming" }))];
}

/** "1 item" / "1,200 items" in the page's language (the messages hold the plural forms). */
export function itemCountText(count: number, locale: string, forms: { one: string; other: string }): string {
  return fill(pluralForm(locale, forms, count), { count: new Intl.NumberFormat(locale).format(count) });
}

/** A stored colour ("pink") in the page's language, or as stored when there is no translation. */
export function colorName(color: string, names: Readonly<Record<string, string>> | undefined): string {
  const key = colorKey(color);
  return (key && names?.[key]) || color;
}

/** The DOM id of an order's status (focus goes there after a change of status). */
export const orderStatusId = (orderId: string) => `order-status-${orderId}`;

// ------------------------------------------------------------------ the history's pages

/** Orders the history shows at most through "show more" (then it moves on a page at a time). */
export const MAX_ORDERS_SHOWN = 5 * ORDERS_PAGE_SIZE;

export type OrdersView = { kind: "newest"; shown: number } | { kind: "after"; after: string };

const shownSchema = z.coerce.number().int().min(ORDERS_PAGE_SIZE).max(MAX_ORDERS_SHOWN);

/**
 * What the account's order history shows for its URL: the newest `?orders=` orders (a whole
 * number of pages, at most MAX_ORDERS_SHOWN), or the page after the order `?after=`. Anything
 * else: the first page.
 */
export function ordersView(query: Record<string, string | string[] | undefined>): OrdersView {
  const after = orderIdSchema.safeParse(query.after);
  if (after.success) return { kind: "after", after: after.data };
  const shown = shownSchema.safeParse(query.orders);
  if (!shown.success) return { kind: "newest", shown: ORDERS_PAGE_SIZE };
  return { kind: "newest", shown: Math.ceil(shown.data / ORDERS_PAGE_SIZE) * ORDERS_PAGE_SIZE };
}

/** How many orders to read for a view: one more than shown, to know whether there are more. */
export const ordersToRead = (view: OrdersView) => (view.kind === "newest" ? view.shown : ORDERS_PAGE_SIZE) + 1;

export type OrdersPage = {
  orders: Order[];
  /** Where "show more" leads, and the order it lands on; null when there is no more. */
  more: { page: { shown: number } | { after: string }; focus: string } | null;
};

/** The orders read for `view` (ordersToRead of them) as the page shows them. */
export function ordersPage(view: OrdersView, read: Order[]): OrdersPage {
  const limit = ordersToRead(view) - 1;
  const orders = read.slice(0, limit);
  const next = read[limit];
  if (!next) return { orders, more: null };
  const last = orders[orders.length - 1]!;
  // Growing the list while it stays short; past that, a page at a time after the last one shown.
  const page = view.kind === "newest" && view.shown + ORDERS_PAGE_SIZE <= MAX_ORDERS_SHOWN ? { shown: view.shown + ORDERS_PAGE_SIZE } : { after: last.id };
  return { orders, more: { page, focus: next.id } };
}
