// An order's invoice, or one of its credit notes, as rows of text and amounts, in the order's
// language: what the PDF (lib/orders/invoice-pdf.ts) lays out. One model and one renderer for
// both: a credit note is the invoice's layout with the credited lines and amounts. Pure, so the
// renderer holds no business rule. A line's amount is what was paid for it, after promotions: the
// line says what they took off, and the invoice's totals name each promotion.
import { countryName, formatPrice, formatTaxRate } from "@/lib/format";
import { promotionShare, summaryRows, summaryRowText, takenOff } from "@/lib/promotions/display";
import { addressLines } from "./address-lines";
import type { CreditNote } from "./credit-note";
import { SELLER } from "./config";
import { shownLine, type CustomerOrder } from "./schema";
import { taxLabelKey } from "./tax";

/** A translator of the order's language (next-intl's createTranslator, namespaces Invoice, Orders and Promotions). */
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

/** `creditNote`: the model of that credit note of the order instead of its invoice. */
export function invoiceModel(order: CustomerOrder, locale: string, t: InvoiceTexts, creditNote?: CreditNote): InvoiceModel {
  const price = (cents: number) => formatPrice(cents, locale);
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
  const payment = PAID_STATUSES.has(order.status) ? t("Invoice.paid") : order.status === "pending" ? t("Invoice.unpaid") : t(`Orders.status.${order.status}`);
  const seller = { heading: t("Invoice.seller"), lines: [SELLER.name, ...SELLER.address, t("Invoice.taxId", { id: SELLER.taxId }), SELLER.email] };
  const buyer = { heading: t("Invoice.buyer"), lines: [...addressLines(order.billingAddress, countryName(order.billingAddress.country, locale)), order.email] };
  const columns: InvoiceModel["columns"] = [t("Orders.detail.product"), t("Orders.detail.unitPrice"), t("Orders.detail.quantity"), t("Orders.detail.lineTotal")];
  const lineText = (l: CustomerOrder["lines"][number], quantity: number, amount: number) => {
    const promoted = promotionShare(l, quantity, amount);
    const shown = shownLine(l);
    return {
      name: shown.name,
      detail: [
        shown.color ? t("Orders.detail.color", { color: shown.color }) : "",
        shown.size ? t("Orders.detail.size", { size: shown.size }) : "",
        promoted > 0 ? t("Promotions.lineSaving", { amount: takenOff(price(promoted)) }) : "",
      ]
        .filter(Boolean)
        .join(", "),
      unit: price(l.unitPrice),
      quantity: String(quantity),
      amount: price(amount),
    };
  };
  const taxRow = (cents: number): [string, string][] =>
    order.tax ? [[t(`Orders.detail.${taxLabelKey(order.tax)}`, { rate: formatTaxRate(order.tax.rate, locale) }), price(cents)]] : [];
  if (creditNote) {
    const goods = creditNote.lines.reduce((sum, l) => sum + l.amount, 0);
    return {
      title: t("Invoice.creditNote.title"),
      facts: [
        [t("Invoice.creditNote.number"), creditNote.number],
        [t("Invoice.creditNote.date"), date(creditNote.at)],
        [t("Invoice.creditNote.invoice"), order.invoiceNumber ?? "-"],
        [t("Invoice.order"), order.id],
        [t("Invoice.creditNote.reason"), t(`Invoice.creditNote.reasons.${creditNote.reason}`)],
      ],
      seller,
      buyer,
      columns,
      lines: creditNote.lines.map((c) => lineText(order.lines[c.index]!, c.quantity, c.amount)),
      totals: [
        [t("Orders.detail.subtotal"), price(goods)],
        ...(creditNote.shipping > 0 ? [[t("Orders.detail.shipping"), price(creditNote.shipping)] as [string, string]] : []),
        ...taxRow(creditNote.tax),
      ],
      total: [t("Invoice.creditNote.total"), price(creditNote.total)],
      note: t("Invoice.creditNote.note"),
    };
  }
  return {
    title: t("Invoice.title"),
    facts: [
      [t("Invoice.number"), order.invoiceNumber ?? "-"],
      [t("Invoice.date"), date(order.createdAt)],
      [t("Invoice.order"), order.id],
      [t("Invoice.paymentMethod"), t(`Orders.paymentMethods.${order.paymentMethod}`)],
      [t("Invoice.paymentStatus"), payment],
    ],
    seller,
    buyer,
    columns,
    lines: order.lines.map((l) => lineText(l, l.quantity, l.lineTotal)),
    totals: [
      ...summaryRows(order).map((r) =>
        summaryRowText(
          r,
          {
            subtotal: t("Orders.detail.subtotal"),
            discount: t("Orders.detail.discount"),
            shipping: `${t("Orders.detail.shipping")} (${t(`Orders.shippingMethods.${order.shippingMethod}`)})`,
            free: price(0),
          },
          price,
          (key, values) => t(`Promotions.${key}`, values),
        ),
      ),
      ...taxRow(order.tax?.total ?? 0),
    ],
    total: [t("Orders.detail.total"), price(order.total)],
    note: t("Invoice.note"),
  };
}
