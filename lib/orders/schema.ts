// Orders: what is stored (orders/{id}) and what the checkout accepts. Money in integer cents.
import { z } from "zod";
import { parseStored } from "@/lib/firebase/parse-snapshot";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "@/lib/cart/limits";
import { CURRENCY } from "@/lib/format";
import { LOCALES } from "@/lib/i18n/routing";
import { registryLineRefSchema } from "@/lib/registry/schema";
import { subscriptionIdSchema } from "@/lib/subscriptions/id";
import { addressIdSchema, addressInputSchema, uidSchema } from "@/lib/users/schema";
import { productIdSchema } from "@/lib/catalog/schema";
import { appliedPromotionSchema, promotionCodeInputSchema, promotionIdSchema, promotionUseSchema } from "@/lib/promotions/schema";
import { storedShipmentSchema } from "./carriers";
import { creditNoteSchema } from "./credit-note";
import { returnRequestSchema } from "./return-request";
import { SHIPPING_METHODS } from "./config";
import { invoiceNumberSchema, invoiceYearSchema } from "./invoice-numbering";
import { paymentMethodSchema } from "./payments";
import { orderStatusSchema } from "./status";

export const ORDERS_COLLECTION = "orders";

/** Order ids: "FL-" and 8 letters and digits that cannot be misread (no 0/O, 1/I/L). */
export const ORDER_ID_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const orderIdSchema = z.string().regex(/^FL-[2-9A-HJKMNP-Z]{8}$/);

/** Made by the checkout page once per attempt to buy: a retry or a double click sends it again. */
export const idempotencyKeySchema = z.string().regex(/^[\w-]{16,64}$/);

const cents = z.number().int().min(0).max(1_000_000_000);
const choiceText = z.string().min(1).max(40);

export const orderLineSchema = z.object({
  productId: productIdSchema,
  name: z.string().min(1).max(200),
  color: choiceText.optional(),
  size: choiceText.optional(),
  image: z.string().min(1).max(500),
  listPrice: cents,
  unitPrice: cents,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  lineTotal: cents,
  /** Its share of the order's promotions (lib/promotions/engine.ts), already taken off lineTotal. */
  promotionDiscount: cents.optional(),
  /** The tax on lineTotal (lib/orders/tax.ts). Orders placed before tax have none. */
  tax: cents.optional(),
  /** Bought for this registry item (lib/registry/schema.ts): counted in its `bought`. */
  registry: registryLineRefSchema.optional(),
  /**
   * The product's name, colour and size as the order's language showed them when it was placed,
   * where they differ from the English above (emails, invoice, the account's order). Absent: English
   * (and every order placed before translations).
   */
  shown: z.object({ name: z.string().min(1).max(200).optional(), color: choiceText.optional(), size: choiceText.optional() }).optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** A line's name, colour and size in the order's language, English where it kept none. */
export function shownLine(line: Pick<OrderLine, "name" | "color" | "size" | "shown">): { name: string; color?: string; size?: string } {
  const color = line.shown?.color ?? line.color;
  const size = line.shown?.size ?? line.size;
  return { name: line.shown?.name ?? line.name, ...(color !== undefined ? { color } : {}), ...(size !== undefined ? { size } : {}) };
}

export const orderActorSchema = z.enum(["customer", "admin", "system"]);

export const historyEntrySchema = z.object({
  status: orderStatusSchema,
  at: z.string().datetime(),
  /** Who made the move. The uid goes when it is the customer's and their account is deleted (the role stays). */
  by: z.object({ uid: z.string().max(128).optional(), role: orderActorSchema }),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const paymentInstructionsSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("on-delivery") }),
  z.object({ kind: z.literal("card") }),
  z.object({
    kind: z.literal("bank-transfer"),
    reference: z.string(),
    accountHolder: z.string(),
    bank: z.string(),
    iban: z.string(),
    bic: z.string(),
  }),
]);

/**
 * A gift for a baby registry (every registry line of an order is of this one registry).
 * shipToParents: the shipping address is the registry's, which the buyer never sees.
 * hideName: the parents' list of purchases shows no name.
 */
export const orderRegistrySchema = z.object({
  slug: registryLineRefSchema.shape.slug,
  title: z.string().max(100),
  shipToParents: z.boolean(),
  hideName: z.boolean(),
});
export type OrderRegistry = z.infer<typeof orderRegistrySchema>;

/** An order's tax (lib/orders/tax.ts OrderTax): where, at which rate (basis points), on goods and on delivery. */
export const orderTaxSchema = z.object({
  place: z.string().min(2).max(10),
  rate: z.number().int().min(0).max(10_000),
  included: z.boolean(),
  goods: cents,
  shipping: cents,
  total: cents,
});

/** What an order keeps for the shop's books, whoever placed it: lines, money, methods, status, dates. */
export const orderRecordSchema = z.object({
  /**
   * "2026-000123", sequential within a year, given just after the order's commit by the allocator
   * (lib/orders/invoice-number.ts). Orders placed before invoices have none.
   */
  invoiceNumber: invoiceNumberSchema.optional(),
  /** Placed, not numbered yet: the year whose series will number it (INVOICE_PENDING_FIELD). */
  invoicePendingYear: invoiceYearSchema.optional(),
  /**
   * What was given back, each with its own number (lib/orders/credit-note.ts): a cancel, a refund,
   * each accepted return. Never an edit of the invoice. Orders from before credit notes have none.
   */
  creditNotes: z.array(creditNoteSchema).max(50).optional(),
  lines: z.array(orderLineSchema).min(1).max(MAX_CART_LINES),
  itemCount: z.number().int().min(1),
  subtotal: cents,
  discount: cents,
  shipping: cents,
  /** Orders placed before tax have none (and paid none). */
  tax: orderTaxSchema.optional(),
  /** The promotions it got and what each took off (goods: in the lines' promotionDiscount; delivery: in `shipping`). */
  promotions: z.array(appliedPromotionSchema).max(10).optional(),
  /** The ids of `promotions`: what staff's list of a promotion's orders queries (array-contains). */
  promotionIds: z.array(promotionIdSchema).max(10).optional(),
  /** Where each promotion's use was counted (lib/promotions/usage.ts): given back if it is cancelled before payment. */
  promotionUses: z.array(promotionUseSchema).max(10).optional(),
  total: cents,
  currency: z.literal(CURRENCY),
  /**
   * Where the parcel goes. Left out of a gift shipped to a registry's parents (registry.shipToParents):
   * the buyer may read this document, so the parents' address is kept in orders/{id}/private/shipping,
   * which only the server reads (staff see it through lib/admin/orders/db.ts). Never stored on an
   * anonymized order: there it is only ever the parents' address, added by the staff's read.
   */
  shippingAddress: addressInputSchema.optional(),
  shippingMethod: z.enum(SHIPPING_METHODS),
  paymentMethod: paymentMethodSchema,
  payment: z.object({
    instructions: paymentInstructionsSchema,
    /** A bank transfer the staff saw arrive (lib/admin/orders/transfers.ts): how much, when, by whom. */
    received: z.object({ amount: cents, at: z.string().datetime(), by: z.string().max(128) }).optional(),
    /** A card order's Checkout Session (lib/payments/checkout-session.ts): expired when the order is cancelled first. */
    sessionId: z.string().max(255).optional(),
    /**
     * A subscription's delivery: the page opened last for it (lib/payments/checkout-session.ts), its
     * number (each page its own Idempotency-Key) and when it expires. Its parent pays whenever they
     * come, so each page lasts a day from the click that opened it.
     */
    sessionPage: z.object({ number: z.number().int().min(1), expiresAt: z.string().datetime() }).optional(),
    /** A card payment Stripe confirmed (lib/payments/stripe-webhook.ts; a subscription's saved card: no session). */
    charged: z.object({ amount: cents, at: z.string().datetime(), sessionId: z.string().max(255).optional(), paymentIntent: z.string().max(255) }).optional(),
    /** How much of the charge Stripe says is back on the card (charge.refunded: all refunds so far), and when it said so. */
    refunded: z.object({ amount: cents, at: z.string().datetime() }).optional(),
  }),
  status: orderStatusSchema,
  history: z.array(historyEntrySchema).min(1),
  idempotencyKey: idempotencyKeySchema,
  registry: orderRegistrySchema.optional(),
  /** A delivery of a subscription (lib/subscriptions): which one, and its number (1: the first). */
  subscription: z.object({ id: subscriptionIdSchema, delivery: z.number().int().min(1) }).optional(),
  /** The parcel's carrier and tracking number, entered by staff when they mark the order shipped. */
  shipment: storedShipmentSchema.optional(),
  /** What the customer asked to send back, and staff's answers (lib/orders/return-request.ts). */
  returns: z.array(returnRequestSchema).max(50).optional(),
  /** When the reminder to pay a bank transfer was sent (lib/orders/unpaid-job.ts): one per order. */
  paymentReminderAt: z.string().datetime().optional(),
  /** The language the shopper ordered in: their emails are written in it (older orders: English). */
  locale: z.enum(LOCALES).optional(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});

/** An order as placed: the record and who placed it (account, email, name, billing address, note). */
export const customerOrderDocSchema = orderRecordSchema.extend({
  uid: uidSchema,
  email: z.string().max(254),
  customerName: z.string().max(170),
  billingAddress: addressInputSchema,
  notes: z.string().max(1000),
});

/**
 * An order whose customer deleted their account (lib/orders/anonymize.ts): the record only, every
 * personal field removed, and when that happened. Staff see "Former customer".
 */
export const anonymizedOrderDocSchema = orderRecordSchema.extend({ anonymizedAt: z.string().datetime() });

/** orders/{id}: either kind. */
export const orderDocSchema = z.union([customerOrderDocSchema, anonymizedOrderDocSchema]);
export type CustomerOrderDoc = z.infer<typeof customerOrderDocSchema>;
export type AnonymizedOrderDoc = z.infer<typeof anonymizedOrderDocSchema>;
export type OrderDoc = z.infer<typeof orderDocSchema>;
export type CustomerOrder = CustomerOrderDoc & { id: string };
export type Order = OrderDoc & { id: string };

/** The order has lost its customer (their account was deleted). */
export const isAnonymized = <T extends OrderDoc>(order: T): order is Extract<T, AnonymizedOrderDoc> => "anonymizedAt" in order;

/** orders/{id}/private/shipping: the parents' address of a gift shipped to them, as it was when ordered. */
export const ORDER_PRIVATE = "private";
export const ORDER_SHIPPING_DOC = "shipping";
export const orderShippingDocSchema = z.object({ address: addressInputSchema });

/** An address from the book (by id), or typed at checkout (and saved to the book when asked). */
export const addressChoiceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("saved"), id: addressIdSchema }),
  z.object({ kind: z.literal("new"), address: addressInputSchema, save: z.boolean().default(false) }),
]);
export type AddressChoice = z.infer<typeof addressChoiceSchema>;

export const orderLineInputSchema = z.object({
  id: productIdSchema,
  color: choiceText.optional(),
  size: choiceText.optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** Bought for a registry item; the server checks it against the item (product, colour, size, still wanted). */
  registry: registryLineRefSchema.optional(),
});

/** The checkout's request. No price, total or stock: the server works those out. */
export const placeOrderInputSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  lines: z.array(orderLineInputSchema).min(1).max(MAX_CART_LINES),
  billing: addressChoiceSchema,
  /** Where the parcel goes: the billing address, or another one. */
  shipping: z.union([z.object({ kind: z.literal("same") }), addressChoiceSchema]),
  shippingMethod: z.enum(SHIPPING_METHODS),
  paymentMethod: paymentMethodSchema,
  notes: z.string().trim().max(1000).default(""),
  /** With registry lines: send the parcel to the registry's address, hide the buyer's name from the parents. */
  gift: z.object({ shipToParents: z.boolean(), hideName: z.boolean() }).optional(),
  /** The promotion code the shopper typed (lib/promotions): the server decides whether it applies. */
  code: promotionCodeInputSchema.optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderInputSchema>;

/** The checkout page's summary: the same lines and method, priced by the server. */
export const quoteInputSchema = z.object({
  lines: z.array(orderLineInputSchema).min(1).max(MAX_CART_LINES),
  shippingMethod: z.enum(SHIPPING_METHODS),
  country: addressInputSchema.shape.country,
  /** The address's region: a US state decides the tax rate. */
  region: addressInputSchema.shape.region,
  /** Gifts shipped to the parents: priced for their country, which the browser does not know. */
  shipToParents: z.boolean().default(false),
  code: promotionCodeInputSchema.optional(),
});

/**
 * users/{uid}/state/unpaidOrders: the ids of the account's orders placed and perhaps still pending
 * (lib/orders/unpaid.ts). Written by the server only, in the commit of each order.
 */
export const UNPAID_ORDERS_DOC = "unpaidOrders";
export const unpaidOrdersDocSchema = z.object({ orderIds: z.array(orderIdSchema).max(1000), updatedAt: z.string().datetime() });

export const orderRefInputSchema = z.object({ orderId: orderIdSchema });

/** A stored order with its id, or null when it does not match the schema (logged). */
export function parseOrder(id: string, data: unknown): Order | null {
  const doc = parseStored(`${ORDERS_COLLECTION}/${id}`, data, orderDocSchema);
  return doc && { id, ...doc };
}
