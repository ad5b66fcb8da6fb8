// How an order document is put together from a priced order: the one place that decides its
// fields (checkout writes it; the demo seed writes history the same way), and what is left of it
// once its customer deleted their account. Pure.
import type { Locale } from "@/lib/i18n/routing";
import type { Product } from "@/lib/catalog/schema";
import { productTexts } from "@/lib/catalog/translations";
import type { PromotionUse } from "@/lib/promotions/schema";
import type { AddressInput } from "@/lib/users/schema";
import type { ShippingMethod } from "./config";
import { paymentProvider, type PaymentMethod } from "./payments";
import type { PricedOrder } from "./pricing";
import { customerOrderDocSchema, orderRecordSchema, type CustomerOrderDoc, type HistoryEntry, type OrderLine, type OrderRegistry } from "./schema";

export type OrderParts = {
  id: string;
  /** A number already given (tests, the PDF benchmark); a placed order has none yet but... */
  invoiceNumber?: string;
  /** ...the year whose series will number it, just after its commit (lib/orders/invoice-number.ts). */
  invoicePendingYear?: number;
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
  /** A subscription's delivery: which subscription, and which delivery. */
  subscription?: CustomerOrderDoc["subscription"];
  /** The shopper's language when ordering. */
  locale?: Locale;
  /** The products ordered, to keep each line's texts in `locale` (OrderLine's `shown`). */
  products?: ReadonlyMap<string, Product | null>;
  /** Where each promotion's use was counted (lib/promotions/usage.ts). */
  promotionUses?: PromotionUse[];
};

/** A line's `shown` texts: only what its language shows differently from the English line. */
function shownOf(line: { name: string; color?: string; size?: string }, product: Product | null | undefined, locale: Locale | undefined): { shown?: NonNullable<OrderLine["shown"]> } {
  if (!product || !locale) return {};
  const texts = productTexts(product, locale);
  const shown = {
    ...(texts.name !== line.name ? { name: texts.name } : {}),
    ...(line.color !== undefined && texts.color(line.color) !== line.color ? { color: texts.color(line.color) } : {}),
    ...(line.size !== undefined && texts.size(line.size) !== line.size ? { size: texts.size(line.size) } : {}),
  };
  return Object.keys(shown).length > 0 ? { shown } : {};
}

export function orderDoc(parts: OrderParts): CustomerOrderDoc {
  const { lines, itemCount, subtotal, discount, shipping, tax, total, promotions } = parts.pricing;
  const first = parts.history[0]!;
  const last = parts.history[parts.history.length - 1]!;
  return customerOrderDocSchema.parse({
    ...(parts.invoiceNumber ? { invoiceNumber: parts.invoiceNumber } : {}),
    ...(parts.invoicePendingYear ? { invoicePendingYear: parts.invoicePendingYear } : {}),
    uid: parts.buyer.uid,
    email: parts.buyer.email,
    customerName: `${parts.billingAddress.firstName} ${parts.billingAddress.lastName}`,
    // A line keeps its share of the promotions only when it has one.
    lines: lines.map(({ promotionDiscount, ...line }) => ({
      ...line,
      ...(promotionDiscount > 0 ? { promotionDiscount } : {}),
      ...shownOf(line, parts.products?.get(line.productId), parts.locale),
    })),
    itemCount,
    subtotal,
    discount,
    shipping,
    tax,
    total,
    ...(promotions.length > 0 ? { promotions, promotionIds: [...new Set(promotions.map((p) => p.promotionId))], promotionUses: parts.promotionUses ?? [] } : {}),
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
    ...(parts.subscription ? { subscription: parts.subscription } : {}),
    ...(parts.locale ? { locale: parts.locale } : {}),
    createdAt: first.at,
    updatedAt: last.at,
  });
}

/**
 * The fields of an order that describe its customer: everything an order as placed holds beyond
 * the record the shop keeps (uid, email, name, billing address, note), and the delivery address.
 * Derived from the schemas, so a personal field added to orders is erased too.
 */
export const PERSONAL_ORDER_FIELDS: readonly string[] = [
  ...Object.keys(customerOrderDocSchema.shape).filter((key) => !(key in orderRecordSchema.shape)),
  "shippingAddress",
];

/** The history with `uid` taken out of their own moves (the role stays: "by the customer"). lib/orders/anonymize.ts erases both. */
export function withoutUid(history: readonly HistoryEntry[], uid: string): HistoryEntry[] {
  return history.map((entry) => (entry.by.uid === uid ? { ...entry, by: { role: entry.by.role } } : entry));
}
