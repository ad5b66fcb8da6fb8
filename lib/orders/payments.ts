// How an order is paid. A provider says what the shopper must do once the order is placed. Cash
// on delivery and bank transfer need nothing outside the shop. The card is paid on Stripe's hosted
// page after the order is placed (lib/payments/checkout-session.ts), and is offered only when
// Stripe is configured (lib/payments/stripe.ts offeredPaymentMethods, decided on the server).
import { z } from "zod";
import { BANK_DETAILS } from "./config";

export const PAYMENT_METHODS = ["cash-on-delivery", "bank-transfer", "card"] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** What the shopper is told to do to pay (shown on the confirmation and the order). */
export type PaymentInstructions =
  | { kind: "on-delivery" }
  /** Paid on Stripe's page; the webhook marks the order paid (lib/payments/stripe-webhook.ts). */
  | { kind: "card" }
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
  card: { method: "card", start: () => ({ instructions: { kind: "card" } }) },
};

export const paymentProvider = (method: PaymentMethod): PaymentProvider => PROVIDERS[method];
