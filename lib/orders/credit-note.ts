// Credit notes: what a cancel, a refund or an accepted return gives back, as a document of its own
// with its own number (lib/orders/invoice-number.ts), never an edit of the invoice. Pure.
//
// One rule makes the parts add up: q units of a line of Q units, r of them credited before, are
// credited round(T*(r+q)/Q) - round(T*r/Q) of the line's paid total T (and the same of its tax).
// The sums telescope, so a line returned in several goes is credited exactly T, never a cent more
// or less. Delivery (and its tax) is credited once, with the last units of the order.
import { z } from "zod";
import { MAX_CART_LINES } from "@/lib/cart/limits";
import { creditNoteNumberSchema } from "./invoice-numbering";

const cents = z.number().int().min(0).max(1_000_000_000);

export const CREDIT_REASONS = ["cancelled", "refunded", "return"] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const creditNoteSchema = z.object({
  number: creditNoteNumberSchema,
  at: z.string().datetime(),
  reason: z.enum(CREDIT_REASONS),
  /** The accepted return it credits (lib/orders/returns.ts). */
  returnId: z.string().max(64).optional(),
  /** `index`: the order's line. */
  lines: z.array(z.object({ index: z.number().int().min(0).max(MAX_CART_LINES), quantity: z.number().int().min(1), amount: cents, tax: cents })).max(MAX_CART_LINES),
  shipping: cents,
  /** The tax credited: on the lines and on delivery. */
  tax: cents,
  /** What the customer gets back: the tax is in it when prices include tax, added otherwise. */
  total: cents,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;
export type Credit = Pick<CreditNote, "lines" | "shipping" | "tax" | "total">;

/** What of an order a credit is worked out from (a stored order is one). */
export type Creditable = {
  lines: readonly { quantity: number; lineTotal: number; tax?: number }[];
  shipping: number;
  tax?: { included: boolean; shipping: number };
  creditNotes?: readonly CreditNote[];
};

/** `part` of `whole` units of `amount` cents, half a cent up. */
const share = (amount: number, part: number, whole: number) => Math.floor((2 * amount * part + whole) / (2 * whole));

/** The units of each line already credited. */
export function creditedUnits(order: Creditable): number[] {
  const units = order.lines.map(() => 0);
  for (const note of order.creditNotes ?? []) for (const l of note.lines) units[l.index] = (units[l.index] ?? 0) + l.quantity;
  return units;
}

/**
 * The credit for `units[i]` more units of each line i (the caller checked there are that many
 * left). Delivery is in it when these are the order's last units not credited yet.
 */
export function creditFor(order: Creditable, units: readonly number[]): Credit {
  const before = creditedUnits(order);
  const lines = order.lines.flatMap((line, index) => {
    const q = units[index] ?? 0;
    if (q <= 0) return [];
    const r = before[index]!;
    const part = (total: number) => share(total, r + q, line.quantity) - share(total, r, line.quantity);
    return [{ index, quantity: q, amount: part(line.lineTotal), tax: part(line.tax ?? 0) }];
  });
  const all = order.lines.every((line, i) => before[i]! + (units[i] ?? 0) >= line.quantity);
  // A free delivery credited "again" credits nothing: only a credited price counts.
  const withShipping = all && !(order.creditNotes ?? []).some((n) => n.shipping > 0);
  const shipping = withShipping ? order.shipping : 0;
  const tax = lines.reduce((sum, l) => sum + l.tax, 0) + (withShipping ? (order.tax?.shipping ?? 0) : 0);
  const goods = lines.reduce((sum, l) => sum + l.amount, 0);
  return { lines, shipping, tax, total: goods + shipping + (order.tax?.included ? 0 : tax) };
}

/** Everything not credited yet: a cancel, or staff's refund of the whole order. */
export const remainingCredit = (order: Creditable): Credit => {
  const before = creditedUnits(order);
  return creditFor(order, order.lines.map((line, i) => line.quantity - before[i]!));
};

/** What the order's credit notes gave back so far (cents). */
export const creditedTotal = (order: { creditNotes?: readonly Pick<CreditNote, "total">[] }): number => (order.creditNotes ?? []).reduce((sum, n) => sum + n.total, 0);

/** Nothing to credit (every unit and the delivery already were). */
export const isEmptyCredit = (credit: Credit) => credit.lines.length === 0 && credit.total === 0;
