// How an order is paid. A provider says what the shopper must do once the order is placed. The
// two methods the shop offers need nothing outside the shop; a card provider added later
// implements the same interface (its authorisation call runs before the order's transaction,
// and start() records the result).
import { z } from "zod";
import { BANK_DETAILS } from "./config";

export const PAYMENT_METHODS = ["cash-on-delivery", "bank-transfer"] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** What the shopper is told to do to pay (shown on the confirmation and the order). */
export type PaymentInstructions =
  | { kind: "on-delivery" }
  | { kind: "bank-transfer"; reference: string; accountHolder: string; bank: string; iban: string; bic: string };

export interface PaymentProvider {
  method: PaymentMethod;
  /** Called inside the order's transaction: nothing here may call out to the network. */
  start(order: { id: string; total: number }): { instructions: PaymentInstructions };
}

const PROVIDERS: Record<PaymentMethod, PaymentProvider> = {
  "cash-on-delivery": { method: "cash-on-delivery", start: () => ({ instructions: { kind: "on-delivery" } }) },
  "bank-transfer": {
    method: "bank-transfer",
    // The order id is the transfer's reference, so the shop can match the payment to the order.
    start: (order) => ({ instructions: { kind: "bank-transfer", reference: order.id, ...BANK_DETAILS } }),
  },
};

export const paymentProvider = (method: PaymentMethod): PaymentProvider => PROVIDERS[method];
