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
export type MoveOrdersInput = z.input<typeof moveOrdersInputSchema>;
