// What crosses the trust boundary for returns: the customer's request and staff's answer
// (lib/actions/returns.ts parses them; lib/orders/returns.ts applies them).
import { z } from "zod";
import { returnIdSchema, returnLinesSchema } from "./return-request";
import { orderIdSchema } from "./schema";

/** The customer's request, from the order's page. Lines with no units are left out by the form. */
export const returnRequestInputSchema = z.object({
  orderId: orderIdSchema,
  id: returnIdSchema,
  lines: returnLinesSchema,
  reason: z.string().trim().min(1).max(1000),
});
export type ReturnRequestInput = z.input<typeof returnRequestInputSchema>;

/** Staff's answer: accept (and put the units back in stock or not) or refuse, with a message to the customer. */
export const returnDecisionInputSchema = z.discriminatedUnion("decision", [
  z.object({ orderId: orderIdSchema, returnId: returnIdSchema, decision: z.literal("accept"), restock: z.boolean(), message: z.string().trim().max(1000).default("") }),
  z.object({ orderId: orderIdSchema, returnId: returnIdSchema, decision: z.literal("refuse"), message: z.string().trim().min(1).max(1000) }),
]);
export type ReturnDecisionInput = z.input<typeof returnDecisionInputSchema>;

/**
 * The customer's form as posted: orderId, id, reason and one "units-<line>" field per line (a
 * count, 0 or empty for none). Lines with no units are left out; a count that is not a whole
 * number fails the parse.
 */
export const returnFormSchema = z.preprocess((raw) => {
  const fields = (raw ?? {}) as Record<string, unknown>;
  const lines = Object.entries(fields).flatMap(([key, value]) => {
    const line = /^units-(\d{1,2})$/.exec(key);
    if (!line || value === "" || value === "0") return [];
    return [{ index: Number(line[1]), quantity: Number(value) }];
  });
  return { orderId: fields.orderId, id: fields.id, reason: fields.reason, lines };
}, returnRequestInputSchema);

/** Staff's form as posted: the button pressed (decision), the message, the restock box ("on" when ticked). */
export const returnDecisionFormSchema = z.preprocess((raw) => {
  const fields = (raw ?? {}) as Record<string, unknown>;
  return { ...fields, restock: fields.restock === "on" };
}, returnDecisionInputSchema);
