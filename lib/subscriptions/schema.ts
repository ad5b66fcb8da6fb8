// Subscribe and save: what a product offers (products/{id}.subscription), and what a parent's
// subscription keeps (subscriptions/{id}). Each delivery is an ordinary order placed by the
// delivery job (lib/subscriptions/job.ts) through the checkout's own transaction; the
// subscriber discount is a promotion (lib/subscriptions/discount.ts), not a second price path.
import { z } from "zod";
import { productIdSchema } from "@/lib/catalog/schema";
import { intervalWeeksSchema } from "@/lib/catalog/subscription-offer";
import { LOCALES } from "@/lib/i18n/routing";
import { SHIPPING_METHODS } from "@/lib/orders/config";
import { addressChoiceSchema, idempotencyKeySchema, orderIdSchema } from "@/lib/orders/schema";
import { MAX_SUBSCRIPTION_QUANTITY } from "./config";
import { subscriptionIdSchema } from "./id";
import { addressInputSchema, uidSchema } from "@/lib/users/schema";

export const SUBSCRIPTIONS_COLLECTION = "subscriptions";

export { subscriptionIdSchema };

/** incomplete: not started: its first delivery not placed yet (a card: not saved yet); nothing is due. */
export const SUBSCRIPTION_STATUSES = ["incomplete", "active", "paused", "cancelled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** When a delivery's product (or the chosen size) is short of stock: chosen by the parent when subscribing. */
export const OUT_OF_STOCK_CHOICES = ["skip", "send-available"] as const;

/** A card saved through Stripe Checkout in setup mode (lib/payments/saved-cards.ts). */
export const savedCardSchema = z.object({
  customerId: z.string().min(1).max(255),
  paymentMethodId: z.string().min(1).max(255),
  brand: z.string().max(40),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2200),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const subscriptionPaymentSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("cash-on-delivery") }),
  /** `card` absent: the setup page was opened and not finished yet (the subscription waits, inactive). */
  z.object({ method: z.literal("card"), card: savedCardSchema.optional(), setupSessionId: z.string().max(255).optional() }),
]);

/** What the parent agreed to, word for word in their language, and when (charges made without them present). */
export const consentSchema = z.object({ text: z.string().min(1).max(2000), at: z.string().datetime() });

/** A baby's weight as a parent enters it, in kg (recordWeight, the subscribe page). */
export const weightKgSchema = z.number().min(0.5).max(40);

/** The baby a ladder product is for: a birth date, or weights the parent entered (last first). */
export const babySchema = z.object({
  birthDate: z.iso.date().optional(),
  weights: z.array(z.object({ kg: weightKgSchema, at: z.string().datetime() })).max(24).default([]),
  /** Move to the next size on its own when the baby outgrows this one (else it is proposed). */
  autoSize: z.boolean().default(false),
});

/** A delivery whose payment failed, waiting on a retry or on the parent. */
export const paymentFailureSchema = z.object({
  deliveryNumber: z.number().int().min(1),
  orderId: orderIdSchema,
  reason: z.enum(["authentication_required", "card_declined", "expired_card", "other"]),
  /** The delivery's PaymentIntent (a card's): a retry confirms it again (retrySavedCard), never makes a second one. */
  paymentIntent: z.string().max(255).optional(),
  /** Charges tried so far for this delivery (the first one included). */
  attempts: z.number().int().min(1).max(20),
  /** A decline: when to try again; absent once retries are over or the parent must act. */
  retryAt: z.string().datetime().optional(),
  at: z.string().datetime(),
});

export const subscriptionDocSchema = z.object({
  uid: uidSchema,
  email: z.string().max(254),
  locale: z.enum(LOCALES),
  productId: productIdSchema,
  color: z.string().min(1).max(40).optional(),
  size: z.string().min(1).max(40).optional(),
  quantity: z.number().int().min(1).max(MAX_SUBSCRIPTION_QUANTITY),
  intervalWeeks: intervalWeeksSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Paused until this day (YYYY-MM-DD, the shop's time zone); absent: until resumed. */
  pausedUntil: z.iso.date().optional(),
  /** The day the next delivery is placed (YYYY-MM-DD, the shop's time zone). */
  nextDate: z.iso.date(),
  /** Deliveries placed or skipped so far: the next one is number `delivered + 1`. */
  delivered: z.number().int().min(0),
  outOfStock: z.enum(OUT_OF_STOCK_CHOICES),
  payment: subscriptionPaymentSchema,
  shippingMethod: z.enum(SHIPPING_METHODS),
  billingAddress: addressInputSchema,
  shippingAddress: addressInputSchema,
  baby: babySchema.optional(),
  consent: consentSchema,
  /** The reminder sent for delivery number N (one per delivery: lib/subscriptions/notices.ts). */
  remindedFor: z.number().int().min(0).default(0),
  /** The size step done for delivery number N (one per delivery). */
  sizeCheckedFor: z.number().int().min(0).default(0),
  /** A size proposed by the size step (with the delivery it is for), until the parent answers. */
  proposedSize: z.object({ size: z.string().min(1).max(40), forDelivery: z.number().int().min(1) }).optional(),
  failure: paymentFailureSchema.optional(),
  // Also stored, and left out of this schema on purpose so that no parsed subscription carries it:
  // `linkKey`, the key of its email links (lib/subscriptions/link-token.ts), read raw where links are made and checked.
  /** The card-expiry warning sent (the card's "MM/YYYY"), once per card. */
  expiryWarnedFor: z.string().max(8).optional(),
  /** The last orders it placed, newest first (its whole history is a query on orders.subscriptionId). */
  orderIds: z.array(orderIdSchema).max(24).default([]),
  cancelledAt: z.string().datetime().optional(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});
export type SubscriptionDoc = z.infer<typeof subscriptionDocSchema>;
export type Subscription = SubscriptionDoc & { id: string };

/** What the subscribe page sends. No price: each delivery is priced by the server on its day. */
export const subscribeInputSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  productId: productIdSchema,
  color: z.string().min(1).max(40).optional(),
  size: z.string().min(1).max(40).optional(),
  quantity: z.number().int().min(1).max(MAX_SUBSCRIPTION_QUANTITY),
  intervalWeeks: intervalWeeksSchema,
  outOfStock: z.enum(OUT_OF_STOCK_CHOICES),
  paymentMethod: z.enum(["card", "cash-on-delivery"]),
  billing: addressChoiceSchema,
  shipping: z.union([z.object({ kind: z.literal("same") }), addressChoiceSchema]),
  shippingMethod: z.enum(SHIPPING_METHODS),
  /** A ladder product: the baby's birth date and/or weight now, and whether sizes may change by themselves. */
  baby: z
    .object({ birthDate: z.iso.date().optional(), weightKg: weightKgSchema.optional(), autoSize: z.boolean().default(false) })
    .optional(),
  /** The parent ticked the agreement the page showed; the server records its own words for it. */
  consent: z.literal(true),
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

export const subscriptionRefInputSchema = z.object({ subscriptionId: subscriptionIdSchema });
