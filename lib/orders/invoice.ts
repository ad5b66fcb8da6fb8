// An order's invoice as rows of text and amounts, in the order's language: what the PDF
// (lib/orders/invoice-pdf.ts) lays out. Pure, so the renderer holds no business rule.
import { countryName, formatPrice, formatTaxRate } from "@/lib/format";
import { addressLines } from "./address-lines";
import { SELLER } from "./config";
import type { CustomerOrder } from "./schema";
import { taxLabelKey } from "./tax";

/** A translator of the order's language (next-intl's createTranslator, namespaces Invoice and Orders). */
export type InvoiceTexts = (key: string, values?: Record<string, string | number>) => string;

export type InvoiceModel = {
  title: string;
  /** [label, value] pairs under the title: invoice number, dates, order, payment. */
  facts: [string, string][];
  seller: { heading: string; lines: string[] };
  buyer: { heading: string; lines: string[] };
  columns: [string, string, string, string];
  lines: { name: string; detail: string; unit: string; quantity: string; amount: string }[];
  totals: [string, string][];
  total: [string, string];
  note: string;
};

const PAID_STATUSES = new Set(["paid", "processing", "shipped", "delivered"]);

export function invoiceModel(order: CustomerOrder, locale: string, t: InvoiceTexts): InvoiceModel {
  const price = (cents: number) => formatPrice(cents, locale);
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
  const payment = PAID_STATUSES.has(order.status) ? t("Invoice.paid") : order.status === "pending" ? t("Invoice.unpaid") : t(`Orders.status.${order.status}`);
  return {
    title: t("Invoice.title"),
    facts: [
      [t("Invoice.number"), order.invoiceNumber ?? "-"],
      [t("Invoice.date"), date(order.createdAt)],
      [t("Invoice.order"), order.id],
      [t("Invoice.paymentMethod"), t(`Orders.paymentMethods.${order.paymentMethod}`)],
      [t("Invoice.paymentStatus"), payment],
    ],
    seller: { heading: t("Invoice.seller"), lines: [SELLER.name, ...SELLER.address, t("Invoice.taxId", { id: SELLER.taxId }), SELLER.email] },
    buyer: { heading: t("Invoice.buyer"), lines: [...addressLines(order.billingAddress, countryName(order.billingAddress.country, locale)), order.email] },
    columns: [t("Orders.detail.product"), t("Orders.detail.unitPrice"), t("Orders.detail.quantity"), t("Orders.detail.lineTotal")],
    lines: order.lines.map((l) => ({
      name: l.name,
      detail: [l.color ? t("Orders.detail.color", { color: l.color }) : "", l.size ? t("Orders.detail.size", { size: l.size }) : ""].filter(Boolean).join(", "),
      unit: price(l.unitPrice),
      quantity: String(l.quantity),
      amount: price(l.lineTotal),
    })),
    totals: [
      [t("Orders.detail.subtotal"), price(order.subtotal)],
      ...(order.discount > 0 ? [[t("Orders.detail.discount"), `-${price(order.discount)}`] as [string, string]] : []),
      [`${t("Orders.detail.shipping")} (${t(`Orders.shippingMethods.${order.shippingMethod}`)})`, price(order.shipping)],
      ...(order.tax ? [[t(`Orders.detail.${taxLabelKey(order.tax)}`, { rate: formatTaxRate(order.tax.rate, locale) }), price(order.tax.total)] as [string, string]] : []),
    ],
    total: [t("Orders.detail.total"), price(order.total)],
    note: t("Invoice.note"),
  };
}
