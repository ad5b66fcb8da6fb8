// The admin order actions' inputs (lib/actions/admin-orders.ts).
import { z } from "zod";
import { mailIdSchema } from "@/lib/mail/schema";
import { shipmentSchema } from "@/lib/orders/carriers";
import { orderIdSchema } from "@/lib/orders/schema";
import { orderStatusSchema } from "@/lib/orders/status";
import { MAX_BULK_ORDERS } from "./query";

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
/** Staff's "try again" on a failed card refund: its id, "<order id>.<cancelled|refunded|return-<return id>>" (lib/payments/stripe-outbox.ts). */
export const retryRefundInputSchema = z.object({ orderId: orderIdSchema, refundId: z.string().max(200).regex(/^FL-[2-9A-HJKMNP-Z]{8}\.(cancelled|refunded|return-[\w-]{16,64})$/) });
export type MoveOrdersInput = z.input<typeof moveOrdersInputSchema>;

/** Staff recording a bank transfer that arrived: the amount in cents, as read on the bank statement. */
export const transferReceivedInputSchema = z.object({ orderId: orderIdSchema, amount: z.number().int().min(1).max(1_000_000_000) });

/**
 * An amount of dollars as staff type it, in cents: "12.5" -> 1250, "$ 49.28" -> 4928, and "12,50"
 * -> 1250 (French and German staff write the decimal point as a comma). So a thousands separator
 * is refused ("1,000.00"): "1,000" would read as one dollar. At most two decimals, more than zero.
 */
export const typedDollarsSchema = z
  .string()
  .trim()
  .regex(/^\$?\s*\d{1,7}(?:[.,]\d{1,2})?$/)
  .transform((typed) => {
    const [whole, fraction = ""] = typed.replace(/^\$\s*/, "").split(/[.,]/);
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  })
  .pipe(z.number().int().min(1));
