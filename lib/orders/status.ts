// The order state machine, the one place that says which status may follow which, and who may
// make the move. Checkout, the account's "cancel" and the admin dashboard all go through it
// (lib/orders/db.ts applies it inside the transaction that changes the order).
//
//   pending -> paid -> processing -> shipped -> delivered -> refunded
//   pending | paid -> cancelled (the stock comes back in the same transaction)
//   delivered -> partly-refunded -> refunded (accepted returns, lib/orders/returns.ts)
//   cancelled -> refunded (a paid card order: when Stripe says the money is back on the card)
import { z } from "zod";
import type { PaymentMethod } from "./payments";

export const ORDER_STATUSES = ["pending", "paid", "processing", "shipped", "delivered", "partly-refunded", "cancelled", "refunded"] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Who moves an order: the shopper who placed it, the shop's staff, or the shop itself (checkout, an accepted return). */
export type OrderActor = "customer" | "admin" | "system";

const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["paid", "cancelled"],
  paid: ["processing", "cancelled"],
  processing: ["shipped"],
  shipped: ["delivered"],
  delivered: ["partly-refunded", "refunded"],
  "partly-refunded": ["refunded"],
  cancelled: ["refunded"],
  refunded: [],
};

/**
 * A shopper may only cancel, and only while nothing has been done: unpaid, or paid by card and
 * not yet being prepared (the card is refunded automatically; other payments come back by hand).
 */
const CUSTOMER_MOVES: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  pending: ["cancelled"],
};
const CUSTOMER_CARD_MOVES: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  ...CUSTOMER_MOVES,
  paid: ["cancelled"],
};

/**
 * Arrows only the shop itself takes. Partly refunded: an accepted return, whose amount comes from
 * the units returned (staff refund the whole order, or what is left of it, with a plain move).
 * Cancelled to refunded: Stripe's word that a cancelled card order's money is back.
 */
const SYSTEM_ONLY: readonly (readonly [OrderStatus, OrderStatus])[] = [
  ["delivered", "partly-refunded"],
  ["cancelled", "refunded"],
];

/**
 * The statuses `actor` may move an order in `from` to (none when the order is final). `method`:
 * the order's payment method (the shopper may cancel a paid card order).
 */
export function nextStatuses(from: OrderStatus, actor: OrderActor, method?: PaymentMethod): readonly OrderStatus[] {
  if (actor === "customer") return (method === "card" ? CUSTOMER_CARD_MOVES : CUSTOMER_MOVES)[from] ?? [];
  if (actor === "admin") return NEXT[from].filter((to) => !SYSTEM_ONLY.some(([a, b]) => a === from && b === to));
  return NEXT[from];
}

/** The shopper may cancel this order now (the button is shown; the server checks it again). */
export const customerMayCancel = (order: { status: OrderStatus; paymentMethod: PaymentMethod }): boolean =>
  nextStatuses(order.status, "customer", order.paymentMethod).includes("cancelled");

/** The statuses staff may move some order to by hand (the bulk bar's choices, before its own exceptions). */
export const STAFF_TARGETS: readonly OrderStatus[] = ORDER_STATUSES.filter((to) => ORDER_STATUSES.some((from) => nextStatuses(from, "admin").includes(to)));

export type TransitionCheck = { ok: true } | { ok: false; reason: "same" | "illegal" | "not-allowed" };

/** May `actor` move an order from `from` to `to`? "illegal": no such arrow; "not-allowed": not for this actor. */
export function checkTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor, method?: PaymentMethod): TransitionCheck {
  if (from === to) return { ok: false, reason: "same" };
  if (!NEXT[from].includes(to)) return { ok: false, reason: "illegal" };
  if (!nextStatuses(from, actor, method).includes(to)) return { ok: false, reason: "not-allowed" };
  return { ok: true };
}

/** Moving to this status puts the order's units back in stock. */
export const returnsStock = (to: OrderStatus): boolean => to === "cancelled";

/** No further move is possible. */
export const isFinal = (status: OrderStatus): boolean => NEXT[status].length === 0;

/** The steps of an order that goes well: a timeline shows those still ahead. */
export const HAPPY_PATH: readonly OrderStatus[] = ["pending", "paid", "processing", "shipped", "delivered"];
