// The order emails, rendered as they are sent, in each language: what was bought, the totals, the
// delivery address and how to pay. The order is made by the checkout's own code (priceOrder,
// orderDoc), as placeOrder makes it.
import { testProduct } from "@/tests/fixtures/product";
import { LOCALES, type Locale } from "@/lib/i18n/routing";
import { orderDoc } from "@/lib/orders/order-doc";
import { priceOrder } from "@/lib/orders/pricing";
import { customerOrderDocSchema, type CustomerOrder } from "@/lib/orders/schema";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { promotionInput } from "@/tests/fixtures/promotion";
import type { PaymentMethod } from "@/lib/orders/payments";
import { orderPlacedMails, statusChangeMail } from "./order-mails";
import { STATUS_MAIL_STATUSES, type StatusMailStatus } from "./schema";
import { isHeaderText } from "./header-text";

const AT = "2026-11-03T10:00:00.000Z";

function order(over: { paymentMethod?: PaymentMethod; locale?: Locale; firstName?: string; notes?: string; code?: string; translated?: boolean } = {}): CustomerOrder {
  const romper = testProduct("mail-romper", {
    name: "Organic Romper",
    price: 2500,
    discount: 20,
    stock: 0,
    variations: [{ color: "blue", image: "/img/blue.jpg", size: [{ name: "M", stock: 3 }] }],
    ...(over.translated ? { translations: { fr: { name: "Barboteuse bio", colors: { blue: "Bleu" } }, de: { name: "Bio-Strampler" } } } : {}),
  });
  const blanket = testProduct("mail-blanket", { name: "Muslin Blanket", price: 1800 });
  const pricing = priceOrder(
    new Map([
      [romper.id, romper],
      [blanket.id, blanket],
    ]),
    [
      { id: romper.id, color: "blue", size: "M", quantity: 2 },
      { id: blanket.id, quantity: 1 },
    ],
    { method: "standard", country: "DE" },
    over.code ? promotionInput(over.code) : undefined,
  );
  if (!pricing.ok) throw new Error("not priced");
  const address = { ...TEST_ADDRESS, firstName: over.firstName ?? "Anna", lastName: "Schmidt", country: "DE" as const, street: "Lindenstraße 5", city: "Berlin", postcode: "10115", region: "" };
  const id = "FL-ABCD2345";
  return {
    id,
    ...orderDoc({
      id,
      buyer: { uid: "buyer-1", email: "anna@example.test" },
      billingAddress: address,
      shippingAddress: address,
      pricing,
      shippingMethod: "standard",
      paymentMethod: over.paymentMethod ?? "bank-transfer",
      notes: over.notes ?? "",
      history: [{ status: "pending", at: AT, by: { uid: "buyer-1", role: "customer" } }],
      idempotencyKey: "mail-test-key-0001",
      locale: over.locale ?? "en",
      products: new Map([
        [romper.id, romper],
        [blanket.id, blanket],
      ]),
    }),
  };
}

const words: Record<Locale, { subject: string; heading: string; total: string; transfer: string; free?: string }> = {
  en: { subject: "Your Flone order FL-ABCD2345", heading: "Thank you for your order, Anna!", total: "$77.95", transfer: "Please transfer $77.95" },
  fr: { subject: "Votre commande FL-ABCD2345 chez Flone", heading: "Merci pour votre commande, Anna !", total: "77,95\u00a0$US", transfer: "Veuillez virer 77,95\u00a0$US" },
  de: { subject: "Ihre Flone-Bestellung FL-ABCD2345", heading: "Vielen Dank für Ihre Bestellung, Anna!", total: "77,95\u00a0$", transfer: "Bitte überweisen Sie 77,95\u00a0$" },
};

describe("order confirmation", () => {
  it("names the products in the order's language, English where they are not translated", async () => {
    const [fr] = await orderPlacedMails(order({ locale: "fr", translated: true }), {});
    for (const body of [fr!.message.html, fr!.message.text]) {
      expect(body).toContain("Barboteuse bio");
      expect(body).toContain("Couleur : Bleu");
      expect(body).not.toContain("Organic Romper");
      expect(body).toContain("Muslin Blanket");
    }
    const [de] = await orderPlacedMails(order({ locale: "de", translated: true }), {});
    expect(de!.message.text).toContain("Bio-Strampler");
  });

  it.each(LOCALES)("in %s: items, totals, the delivery address and the bank details with the reference", async (locale) => {
    const o = order({ locale });
    const [mail] = await orderPlacedMails(o, {});
    expect(mail).toMatchObject({ kind: "order-confirmation", to: "anna@example.test", locale, orderId: "FL-ABCD2345" });
    expect(mail!.message.subject).toBe(words[locale].subject);
    for (const body of [mail!.message.html, mail!.message.text]) {
      expect(body).toContain(words[locale].heading);
      expect(body).toContain("Organic Romper");
      expect(body).toContain("Muslin Blanket");
      expect(body).toContain(words[locale].total);
      expect(body).toContain("Lindenstraße 5");
      expect(body).toContain("10115 Berlin");
      expect(body).toContain(words[locale].transfer);
      expect(body).toContain("US00 FLON E000 0000 1234 56");
      expect(body).toContain("FL-ABCD2345");
    }
    expect(mail!.message.html).toContain(`lang="${locale}"`);
    expect(mail!.message.html).toContain("/my-account/orders/FL-ABCD2345");
    expect(mail!.message.html).toContain("/api/orders/FL-ABCD2345/invoice");
  });

  it("cash on delivery: what to pay the courier, no bank details; the note as typed, escaped", async () => {
    const [mail] = await orderPlacedMails(order({ paymentMethod: "cash-on-delivery", notes: "Leave it <b>next door</b>" }), {});
    expect(mail!.message.text).toContain("Cash on delivery: you pay $77.95 to the courier");
    expect(mail!.message.text).not.toContain("IBAN");
    // The tax line, even at a zero rate (no US sales tax on a parcel to Germany).
    expect(mail!.message.text).toContain("Sales tax (0%)");
    expect(mail!.message.html).toContain("Leave it &lt;b&gt;next door&lt;/b&gt;");
  });

  it("an account without an email address gets none; the shop's inbox gets its own", async () => {
    const o = { ...order(), email: "" };
    const mails = await orderPlacedMails(o, { ordersEmail: "orders@flone.test" });
    expect(mails.map((m) => m.kind)).toEqual(["order-new-staff"]);
  });
});

describe("promotions in the order's emails", () => {
  // Goods $58.00 after the romper's own discount; 10 % off them ($5.80), shared by the lines ($4.00 of the rompers' $40.00).
  it.each(LOCALES)("in %s: the confirmation names the promotion with its code and what it took off, each line its share", async (locale) => {
    const [mail] = await orderPlacedMails(order({ locale, code: "WELCOME10" }), {});
    const t = { en, fr, de }[locale].Promotions;
    const amount = { en: "$5.80", fr: "5,80\u00a0$US", de: "5,80\u00a0$" }[locale];
    for (const body of [mail!.message.html, mail!.message.text]) {
      expect(body).toContain(t.savingWithCode.replace("{name}", "Welcome: 10% off").replace("{code}", "WELCOME10"));
      expect(body).toContain(`−${amount}`);
      expect(body).toContain(t.lineSaving.replace("{amount}", `−${{ en: "$4.00", fr: "4,00\u00a0$US", de: "4,00\u00a0$" }[locale]}`));
    }
  });

  it("an order without promotions names none", async () => {
    const [mail] = await orderPlacedMails(order(), {});
    expect(mail!.message.text).not.toContain("Welcome");
    expect(mail!.message.text).not.toContain(en.Promotions.lineSaving.replace("{amount}", ""));
  });
});

describe("new order, to the shop", () => {
  it("in English, with the customer, the total and a link to the order in the admin screens", async () => {
    const [, staff] = await orderPlacedMails(order({ locale: "de" }), { ordersEmail: "orders@flone.test" });
    expect(staff).toMatchObject({ kind: "order-new-staff", to: "orders@flone.test", locale: "en", orderId: "FL-ABCD2345" });
    expect(staff!.message.subject).toBe("New order FL-ABCD2345: $77.95 from Anna Schmidt");
    expect(staff!.message.text).toContain("Anna Schmidt (anna@example.test) ordered 3 items for $77.95");
    expect(staff!.message.text).toContain("Payment: Bank transfer");
    expect(staff!.message.html).toMatch(/href="http:\/\/localhost:3000\/orders\/FL-ABCD2345"/);
  });

  it("a name with line breaks stays on the subject's one line", async () => {
    const [, staff] = await orderPlacedMails(order({ firstName: "Eve\r\nBcc: mallory@example.test" }), { ordersEmail: "orders@flone.test" });
    expect(isHeaderText(staff!.message.subject)).toBe(true);
    expect(staff!.message.subject).toBe("New order FL-ABCD2345: $77.95 from Eve Bcc: mallory@example.test Schmidt");
  });
});

describe("the customer's message when the order moves on", () => {
  const messages = { en, fr, de };
  /** The order as changeOrderStatus leaves it: the status and one more history entry. */
  const moved = (status: StatusMailStatus, locale: Locale): CustomerOrder => {
    const o = order({ locale });
    const { id, ...doc } = o;
    const history = [...doc.history, { status, at: "2026-11-04T09:00:00.000Z", by: { uid: "demo-admin", role: "admin" as const } }];
    return { id, ...customerOrderDocSchema.parse({ ...doc, status, history, updatedAt: "2026-11-04T09:00:00.000Z" }) };
  };
  const englishSubjects: Record<StatusMailStatus, string> = {
    paid: "Your Flone order FL-ABCD2345 is paid",
    processing: "We are preparing your Flone order FL-ABCD2345",
    shipped: "Your Flone order FL-ABCD2345 is on its way",
    delivered: "Your Flone order FL-ABCD2345 was delivered",
    cancelled: "Your Flone order FL-ABCD2345 is cancelled",
    refunded: "Your Flone order FL-ABCD2345 is refunded",
  };

  it.each(STATUS_MAIL_STATUSES.flatMap((status) => LOCALES.map((locale) => [status, locale] as const)))("%s, in %s", async (status, locale) => {
    const mail = (await statusChangeMail(moved(status, locale)))!;
    expect(mail).toMatchObject({ kind: `order-${status}`, to: "anna@example.test", locale, orderId: "FL-ABCD2345" });
    if (locale === "en") expect(mail.message.subject).toBe(englishSubjects[status]);
    else expect(mail.message.subject).not.toBe(englishSubjects[status]);
    expect(mail.message.subject).toContain("FL-ABCD2345");
    const texts = messages[locale];
    for (const body of [mail.message.html, mail.message.text]) {
      expect(body).toContain(texts.Mail.statusChange.heading[status]);
      expect(body).toContain("Organic Romper");
      expect(body).toContain(words[locale].total);
    }
    expect(mail.message.text).toContain(texts.Orders.statusNote[status]);
    // Shipped: where it goes; refunded: how much comes back.
    expect(mail.message.text.includes("Lindenstraße 5")).toBe(status === "shipped");
    expect(mail.message.text.includes(texts.Mail.statusChange.refundedAmount.replace("{amount}", words[locale].total))).toBe(status === "refunded");
  });

  it.each(LOCALES)("shipped, in %s: the carrier, the tracking number and the carrier's tracking link", async (locale) => {
    const shipment = { carrier: "DHL", trackingNumber: "JD014600006281230704" };
    const mail = (await statusChangeMail({ ...moved("shipped", locale), shipment }))!;
    const texts = messages[locale].Mail.statusChange;
    const told = texts.tracking.replace("{carrier}", "DHL").replace("{number}", "JD014600006281230704");
    expect(mail.message.text).toContain(told);
    expect(mail.message.html).toContain('href="https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD014600006281230704"');
    expect(mail.message.html).toContain(texts.track);
  });

  it("shipped with a carrier the shop does not know: the number, no link", async () => {
    const mail = (await statusChangeMail({ ...moved("shipped", "en"), shipment: { carrier: "Pony Express", trackingNumber: "PX-0042" } }))!;
    expect(mail.message.text).toContain("Your parcel travels with Pony Express, tracking number PX-0042.");
    expect(mail.message.html).not.toContain(en.Mail.statusChange.track);
  });

  it("none while pending (the confirmation says it), none without an email address", async () => {
    expect(await statusChangeMail(order())).toBeNull();
    expect(await statusChangeMail({ ...moved("paid", "en"), email: "" })).toBeNull();
  });
});
