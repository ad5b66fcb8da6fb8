import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import type { Locale } from "@/lib/i18n/routing";
import { testProduct } from "@/tests/fixtures/product";
import { SELLER } from "./config";
import { creditFor, creditNoteSchema } from "./credit-note";
import { invoiceModel, type InvoiceTexts } from "./invoice";
import { orderDoc } from "./order-doc";
import { priceOrder } from "./pricing";
import type { OrderStatus } from "./status";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { promotionInput } from "@/tests/fixtures/promotion";
import { pdfText } from "@/scripts/lib/pdf-text";
import { renderInvoicePdf } from "./invoice-pdf";

const t = createTranslator({ locale: "en", messages: en });
const texts = ((key: string, values?: Record<string, string | number>) => t(key as never, values as never)) as InvoiceTexts;
const AT = "2026-11-25T12:00:00.000Z";

function order(status: OrderStatus = "pending", code?: string, locale?: Locale) {
  const p = testProduct("romper", { name: "Organic Romper", price: 2000, stock: 5, variations: [], translations: { fr: { name: "Grenouillère bio" } } });
  const pricing = priceOrder(new Map([[p.id, p]]), [{ id: p.id, quantity: 2 }], { method: "standard", country: "US", region: "CA" }, code ? promotionInput(code) : undefined);
  if (!pricing.ok) throw new Error("not priced");
  const doc = orderDoc({
    id: "FL-ABCD2345",
    invoiceNumber: "2026-000042",
    buyer: { uid: "u1", email: "anna@example.test" },
    billingAddress: { ...TEST_ADDRESS, firstName: "Anna", lastName: "Buyer" },
    shippingAddress: TEST_ADDRESS,
    pricing,
    shippingMethod: "standard",
    paymentMethod: "bank-transfer",
    notes: "",
    history: [{ status, at: AT, by: { uid: "u1", role: "customer" } }],
    idempotencyKey: "key-0123456789abcdef",
    // An order placed in French keeps its lines' French texts (OrderLine's `shown`).
    ...(locale ? { locale, products: new Map([[p.id, p]]) } : {}),
  });
  return { id: "FL-ABCD2345", ...doc };
}

describe("invoiceModel", () => {
  it("has the seller from configuration, the buyer, the lines, tax, delivery, total, payment method and status", () => {
    const m = invoiceModel(order(), "en", texts);
    expect(m.facts).toEqual([
      ["Invoice number", "2026-000042"],
      ["Invoice date", "November 25, 2026"],
      ["Order", "FL-ABCD2345"],
      ["Payment method", "Bank transfer"],
      ["Payment", "Awaiting payment"],
    ]);
    expect(m.seller.lines).toEqual(expect.arrayContaining([SELLER.name, `Tax ID: ${SELLER.taxId}`]));
    expect(m.buyer.lines).toEqual(expect.arrayContaining(["Anna Buyer", TEST_ADDRESS.street, "anna@example.test"]));
    expect(m.lines).toEqual([{ name: "Organic Romper", detail: "", unit: "$20.00", quantity: "2", amount: "$40.00" }]);
    // $40.00 at 7.25 % is $2.90, the $5.95 delivery (under $49 of goods) $0.43.
    expect(m.totals).toEqual([
      ["Subtotal", "$40.00"],
      ["Delivery (Standard delivery)", "$5.95"],
      ["Sales tax (7.25%)", "$3.33"],
    ]);
    expect(m.total).toEqual(["Order total", "$49.28"]);
  });

  it("names the products in the order's language", () => {
    const tFr = createTranslator({ locale: "fr", messages: fr });
    const frTexts = ((key: string, values?: Record<string, string | number>) => tFr(key as never, values as never)) as InvoiceTexts;
    const m = invoiceModel(order("pending", undefined, "fr"), "fr", frTexts);
    expect(m.lines.map((l) => l.name)).toEqual(["Grenouillère bio"]);
    // The same product ordered from the English page keeps its English name.
    expect(invoiceModel(order(), "fr", frTexts).lines.map((l) => l.name)).toEqual(["Organic Romper"]);
  });

  it("says paid once the order is paid", () => {
    expect(invoiceModel(order("paid"), "en", texts).facts[4]).toEqual(["Payment", "Paid"]);
  });

  it("lays out a credit note with its own number, the invoice it credits, the credited units and amounts only", () => {
    const o = order("delivered");
    const note = creditNoteSchema.parse({ number: "C2026-000007", at: "2026-12-01T09:00:00.000Z", reason: "return", ...creditFor(o, [1]) });
    const m = invoiceModel(o, "en", texts, note);
    expect(m.title).toBe("Credit note");
    expect(m.facts).toEqual([
      ["Credit note number", "C2026-000007"],
      ["Credit note date", "December 1, 2026"],
      ["For invoice", "2026-000042"],
      ["Order", "FL-ABCD2345"],
      ["Reason", "Items returned"],
    ]);
    expect(m.lines).toEqual([{ name: "Organic Romper", detail: "", unit: "$20.00", quantity: "1", amount: "$20.00" }]);
    // Half the line's $2.90 of tax; no delivery while a unit is kept.
    expect(m.totals).toEqual([
      ["Subtotal", "$20.00"],
      ["Sales tax (7.25%)", "$1.45"],
    ]);
    expect(m.total).toEqual(["Total credited", "$21.45"]);
  });

  it("with a promotion: the line's amount is what was paid, its share said beside it; the totals name the promotion", () => {
    const m = invoiceModel(order("pending", "WELCOME10"), "en", texts);
    expect(m.lines).toEqual([{ name: "Organic Romper", detail: "Promotions: −$4.00", unit: "$20.00", quantity: "2", amount: "$36.00" }]);
    // 10 % of $40.00; tax on the $36.00 paid ($2.61) and on delivery ($0.43).
    expect(m.totals).toEqual([
      ["Subtotal", "$40.00"],
      ["Welcome: 10% off (WELCOME10)", "−$4.00"],
      ["Delivery (Standard delivery)", "$5.95"],
      ["Sales tax (7.25%)", "$3.04"],
    ]);
    expect(m.total).toEqual(["Order total", "$44.99"]);
  });

  it("a credit note of a unit that had a promotion credits what was paid for it, and says what the promotion took off", () => {
    const o = order("delivered", "WELCOME10");
    const note = creditNoteSchema.parse({ number: "C2026-000008", at: "2026-12-01T09:00:00.000Z", reason: "return", ...creditFor(o, [1]) });
    const m = invoiceModel(o, "en", texts, note);
    expect(m.lines).toEqual([{ name: "Organic Romper", detail: "Promotions: −$2.00", unit: "$20.00", quantity: "1", amount: "$18.00" }]);
    expect(m.totals).toEqual([
      ["Subtotal", "$18.00"],
      ["Sales tax (7.25%)", "$1.31"],
    ]);
    expect(m.total).toEqual(["Total credited", "$19.31"]);
  });

  it("the PDF reads as the model says: the promotion's row and the line's share (Helvetica's minus is a hyphen)", async () => {
    const text = pdfText(await renderInvoicePdf(invoiceModel(order("pending", "WELCOME10"), "en", texts)));
    expect(text).toEqual(expect.arrayContaining(["Organic Romper", "Promotions: -$4.00", "$36.00", "Welcome: 10% off (WELCOME10)", "-$4.00", "$44.99"]));
    expect(pdfText(await renderInvoicePdf(invoiceModel(order(), "en", texts)))).not.toContain("Welcome: 10% off (WELCOME10)");
  });
});
