// Returns: what a customer asks to send back (units of lines of a delivered order, with a reason)
// and staff's answer, kept on the order (`returns`), and the rules that decide whether a request
// may be made. Pure: lib/orders/returns.ts applies them inside the commits that write them.
import { z } from "zod";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "@/lib/cart/limits";
import { RETURN_WINDOW_DAYS } from "./config";
import type { OrderStatus } from "./status";

const DAY = 86_400_000;

/** Made by the return form once per visit: a double click or a retry sends it again. */
export const returnIdSchema = z.string().regex(/^[\w-]{16,64}$/);

export const returnLinesSchema = z
  .array(z.object({ index: z.number().int().min(0).max(MAX_CART_LINES - 1), quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }))
  .min(1)
  .max(MAX_CART_LINES)
  .refine((lines) => new Set(lines.map((l) => l.index)).size === lines.length, "each line once");

export const RETURN_STATES = ["requested", "accepted", "refused"] as const;

export const returnRequestSchema = z.object({
  /** The request's idempotency key: the same request sent twice is written once. */
  id: returnIdSchema,
  lines: returnLinesSchema,
  /** The customer's words; left out once their account is deleted (lib/orders/anonymize.ts), as is staff's message. */
  reason: z.string().min(1).max(1000).optional(),
  state: z.enum(RETURN_STATES),
  requestedAt: z.string().datetime(),
  /** Staff's answer: when, who (uid), the message to the customer, whether the units went back to stock. */
  decidedAt: z.string().datetime().optional(),
  decidedBy: z.string().max(128).optional(),
  message: z.string().max(1000).optional(),
  restocked: z.boolean().optional(),
  /** Accepted: the amount refunded (cents) and the credit note that says so (none for an order from before invoices). */
  refund: z.number().int().min(0).max(1_000_000_000).optional(),
  creditNote: z.string().max(20).optional(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** A request without its words (the reason and staff's message): what the books keep of it once the customer's account is deleted. */
export function withoutWords(request: ReturnRequest): ReturnRequest {
  const kept = { ...request };
  delete kept.reason;
  delete kept.message;
  return kept;
}

/** Why a request is refused; `index`: the line it is about. */
export type ReturnProblem =
  | { code: "not-delivered" }
  | { code: "too-late"; deadline: string }
  | { code: "unknown-line"; index: number }
  | { code: "already-returned"; index: number }
  | { code: "too-many"; index: number; available: number };

type Returnable = {
  status: OrderStatus;
  history: readonly { status: OrderStatus; at: string }[];
  lines: readonly { quantity: number }[];
  returns?: readonly ReturnRequest[];
};

/** Orders whose units may be asked back: delivered, or delivered and partly refunded since. */
const RETURNABLE: readonly OrderStatus[] = ["delivered", "partly-refunded"];

/** When the return window closes: RETURN_WINDOW_DAYS after the delivery (null: never delivered). */
export function returnDeadline(order: Pick<Returnable, "history">): string | null {
  const delivered = order.history.findLast((h) => h.status === "delivered");
  return delivered ? new Date(Date.parse(delivered.at) + RETURN_WINDOW_DAYS * DAY).toISOString() : null;
}

/** May the customer ask back units of this order now (delivered, within the window)? The server checks again when asked. */
export function returnsOpen(order: Pick<Returnable, "status" | "history">, now: Date = new Date()): boolean {
  const deadline = returnDeadline(order);
  return RETURNABLE.includes(order.status) && deadline !== null && now.getTime() <= Date.parse(deadline);
}

/** Units of each line not yet asked back (a request waiting or accepted holds its units; a refused one gives them back). */
export function returnableUnits(order: Pick<Returnable, "lines" | "returns">): number[] {
  const left = order.lines.map((l) => l.quantity);
  for (const r of order.returns ?? []) if (r.state !== "refused") for (const l of r.lines) left[l.index] = (left[l.index] ?? 0) - l.quantity;
  return left;
}

/** May the customer ask for these units back at `now`? The problems, none when it may. */
export function returnProblems(order: Returnable, lines: readonly { index: number; quantity: number }[], now: Date): ReturnProblem[] {
  const deadline = returnDeadline(order);
  if (!RETURNABLE.includes(order.status) || !deadline) return [{ code: "not-delivered" }];
  if (now.getTime() > Date.parse(deadline)) return [{ code: "too-late", deadline }];
  const left = returnableUnits(order);
  return lines.flatMap((l): ReturnProblem[] => {
    const available = left[l.index];
    if (available === undefined) return [{ code: "unknown-line", index: l.index }];
    if (available <= 0) return [{ code: "already-returned", index: l.index }];
    if (l.quantity > available) return [{ code: "too-many", index: l.index, available }];
    return [];
  });
}

/** Once this accepted request is added, is every unit of the order returned (the order is then refunded, else partly)? */
export function everyUnitReturned(order: Pick<Returnable, "lines" | "returns">, accepted: Pick<ReturnRequest, "id" | "lines">): boolean {
  const back = order.lines.map(() => 0);
  for (const r of [...(order.returns ?? []).filter((r) => r.state === "accepted" && r.id !== accepted.id), accepted]) {
    for (const l of r.lines) back[l.index] = (back[l.index] ?? 0) + l.quantity;
  }
  return order.lines.every((l, i) => back[i]! >= l.quantity);
}

/** The request's units as one count per line of the order (for lib/orders/credit-note.ts). */
export const unitsPerLine = (lineCount: number, request: Pick<ReturnRequest, "lines">): number[] => {
  const units = Array.from({ length: lineCount }, () => 0);
  for (const l of request.lines) units[l.index] = l.quantity;
  return units;
};
