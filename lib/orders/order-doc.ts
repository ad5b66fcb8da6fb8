// How an order document is put together from a priced order: the one place that decides its
// fields (checkout writes it; the demo seed writes history the same way). Pure.
import type { Locale } from "@/lib/i18n/routing";
import type { AddressInput } from "@/lib/schemas";
import type { ShippingMethod } from "./config";
import { paymentProvider, type PaymentMethod } from "./payments";
import type { PricedOrder } from "./pricing";
import { orderDocSchema, type HistoryEntry, type OrderDoc, type OrderRegistry } from "./schema";

export type OrderParts = {
  id: string;
  buyer: { uid: string; email: string };
  billingAddress: AddressInput;
  /** Where the parcel goes; not stored on the order when it goes to a registry's parents (lib/orders/schema.ts). */
  shippingAddress: AddressInput;
  pricing: PricedOrder;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  notes: string;
  /** From "pending" on; the last entry is the order's status. */
  history: HistoryEntry[];
  idempotencyKey: string;
  /** A gift for this registry (its lines carry their item's ref). */
  registry?: OrderRegistry;
  /** The shopper's language when ordering. */
  locale?: Locale;
};

export function orderDoc(parts: OrderParts): OrderDoc {
  const { lines, itemCount, subtotal, discount, shipping, total } = parts.pricing;
  const first = parts.history[0]!;
  const last = parts.history[parts.history.length - 1]!;
  return orderDocSchema.parse({
    uid: parts.buyer.uid,
    email: parts.buyer.email,
    customerName: `${parts.billingAddress.firstName} ${parts.billingAddress.lastName}`,
    lines,
    itemCount,
    subtotal,
    discount,
    shipping,
    total,
    currency: "USD",
    billingAddress: parts.billingAddress,
    ...(parts.registry?.shipToParents ? {} : { shippingAddress: parts.shippingAddress }),
    shippingMethod: parts.shippingMethod,
    paymentMethod: parts.paymentMethod,
    payment: paymentProvider(parts.paymentMethod).start({ id: parts.id, total }),
    notes: parts.notes,
    status: last.status,
    history: parts.history,
    idempotencyKey: parts.idempotencyKey,
    ...(parts.registry ? { registry: parts.registry } : {}),
    ...(parts.locale ? { locale: parts.locale } : {}),
    createdAt: first.at,
    updatedAt: last.at,
  });
}
