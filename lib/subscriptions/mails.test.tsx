// A subscription's emails, rendered as they are sent, in each language: the reminder (day,
// contents, the amount priced by the checkout's rules, the one-click links, the size proposed),
// short of stock, the payment's troubles, the card about to expire.
import { formatPrice } from "@/lib/format";
import { absoluteUrl } from "@/lib/site-url";
import { LOCALES, type Locale } from "@/lib/i18n/routing";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { testProduct } from "@/tests/fixtures/product";
import { productTranslationsSchema } from "@/lib/catalog/translations";
import { estimateDelivery } from "./estimate";
import { cardExpiringMail, declinedMail, outOfStockMail, pausedMail, paymentActionMail, reminderMail, type ReminderLinks } from "./mails";
import { subscriptionDocSchema, type Subscription } from "./schema";

const texts = { en, fr, de };
const CARD = { customerId: "cus_1", paymentMethodId: "pm_1", brand: "visa", last4: "4242", expMonth: 4, expYear: 2026 };
const nappies = testProduct("mail-nappies", {
  name: "Eco Nappies",
  price: 2000,
  variations: [{ color: "white", image: "/img/w.jpg", size: [{ name: "2", stock: 10 }, { name: "3", stock: 10 }] }],
  subscription: { intervals: [2], discountPercent: 10, ladder: [{ size: "2", minKg: 3, maxKg: 6, minMonths: 1, maxMonths: 4 }, { size: "3", minKg: 5, maxKg: 9, minMonths: 3, maxMonths: 12 }] },
});

function subscription(locale: Locale, over: Record<string, unknown> = {}): Subscription {
  return {
    id: "SUB-7KQ2M9XWTR",
    ...subscriptionDocSchema.parse({
      uid: "parent-1",
      email: "parent@example.test",
      locale,
      productId: nappies.id,
      color: "white",
      size: "2",
      quantity: 2,
      intervalWeeks: 2,
      status: "active",
      nextDate: "2026-03-20",
      delivered: 2,
      outOfStock: "skip",
      payment: { method: "card", card: CARD },
      shippingMethod: "standard",
      billingAddress: TEST_ADDRESS,
      shippingAddress: TEST_ADDRESS,
      baby: { birthDate: "2025-12-01", weights: [{ kg: 6.2, at: "2026-03-01T00:00:00.000Z" }], autoSize: false },
      proposedSize: { size: "3", forDelivery: 3 },
      consent: { text: "I agree.", at: "2026-01-01T00:00:00.000Z" },
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      ...over,
    }),
  };
}
const AT = new Date("2026-03-17T06:00:00.000Z");
const links: ReminderLinks = {
  skip: "http://localhost:3000/delivery/skip?id=SUB-7KQ2M9XWTR&delivery=3&expires=1&token=s",
  change: "http://localhost:3000/delivery/change?id=SUB-7KQ2M9XWTR&delivery=3&expires=1&token=c",
  size: "http://localhost:3000/delivery/size?id=SUB-7KQ2M9XWTR&delivery=3&expires=1&token=z",
  expires: new Date("2026-03-31T06:00:00.000Z"),
};
const words = {
  en: { subject: "Your next Flone delivery: March 20, 2026", item: "Eco Nappies × 2", until: "March 18, 2026", switch: "Switch to 3", valid: "March 31, 2026", kg: "6.6" },
  fr: { subject: "Votre prochaine livraison Flone : 20 mars 2026", item: "Eco Nappies, quantité : 2", until: "18 mars 2026", switch: "Passer à « 3 »", valid: "31 mars 2026", kg: "6,6" },
  de: { subject: "Ihre nächste Flone-Lieferung: 20. März 2026", item: "Eco Nappies, Anzahl: 2", until: "18. März 2026", switch: "Zu „3“ wechseln", valid: "31. März 2026", kg: "6,6" },
} satisfies Record<Locale, Record<string, string>>;
const PAGE = absoluteUrl("/my-account/subscriptions/SUB-7KQ2M9XWTR");
const bodies = (mail: { message: { html: string; text: string } }) => [mail.message.html, mail.message.text];

describe("the reminder", () => {
  it.each(LOCALES)("in %s: the day, the contents, the amount at today's price with the discount, the links and the size proposed", async (locale) => {
    const sub = subscription(locale);
    const pricing = estimateDelivery(sub, nappies, AT);
    if (!pricing.ok) throw new Error("not priced");
    // 2 x 20.00, 10 % off: the subscriber discount as a promotion, as on the delivery's day.
    expect(pricing.promotions).toEqual([expect.objectContaining({ promotionId: "subscribe-and-save", amount: 400 })]);
    const mail = (await reminderMail(sub, nappies, pricing, links, AT))!;
    expect(mail).toMatchObject({ kind: "subscription-reminder", to: "parent@example.test", locale, key: "SUB-7KQ2M9XWTR-3" });
    expect(mail.message.subject).toBe(words[locale].subject);
    for (const body of bodies(mail)) {
      expect(body).toContain(words[locale].item);
      expect(body).toContain(formatPrice(pricing.total, locale));
      expect(body).toContain("4242");
      expect(body).toContain(words[locale].until);
      expect(body).toContain(words[locale].switch);
      expect(body).toContain(`${words[locale].kg} kg`);
      expect(body).toContain(words[locale].valid);
    }
    expect(mail.message.text).toContain(texts[locale].Mail.subscription.reminder.estimate);
    for (const href of [links.skip, links.change, links.size!, PAGE]) {
      expect(mail.message.html).toContain(href.replaceAll("&", "&amp;"));
      expect(mail.message.text).toContain(href);
    }
  });

  it("out of stock today: no amount, what happens on the day as the parent chose; cash on delivery; no proposal for another delivery", async () => {
    const sub = subscription("en", { outOfStock: "send-available", payment: { method: "cash-on-delivery" }, proposedSize: { size: "3", forDelivery: 2 } });
    const soldOut = { ...nappies, variations: [{ ...nappies.variations[0]!, size: [{ name: "2", stock: 0 }] }] };
    const pricing = estimateDelivery(sub, soldOut, AT);
    expect(pricing.ok).toBe(false);
    const mail = (await reminderMail(sub, soldOut, pricing, links, AT))!;
    expect(mail.message.text).toContain("If it still is on March 20, 2026, we send what there is, as you chose.");
    expect(mail.message.text).toContain("You pay the courier when it arrives.");
    expect(mail.message.text).not.toContain("About $");
    expect(mail.message.text).not.toContain("Switch to");
  });

  it("written after the cutoff (the job was late): no skip or change offered", async () => {
    const late = new Date("2026-03-18T00:00:00.000Z");
    const sub = subscription("en");
    const mail = (await reminderMail(sub, nappies, estimateDelivery(sub, nappies, late), links, late))!;
    expect(mail.message.text).not.toContain(links.skip);
    expect(mail.message.text).not.toContain("You can skip it");
  });

  it("an account without an email address gets none", async () => {
    const sub = subscription("en", { email: "" });
    expect(await reminderMail(sub, nappies, estimateDelivery(sub, nappies, AT), links, AT)).toBeNull();
  });
});

describe("the other notices", () => {
  it.each(LOCALES)("in %s: each in the parent's language, one per event by its key", async (locale) => {
    const sub = subscription(locale);
    const t = texts[locale].Mail.subscription;
    const charge = { orderId: "FL-ABCD2345", attempt: 2, amount: 3795, card: CARD };
    const skipped = (await outOfStockMail(sub, { product: nappies, delivery: 3, day: "2026-03-20", next: "2026-04-03" }))!;
    const partial = (await outOfStockMail(sub, { product: nappies, delivery: 3, day: "2026-03-20", next: "2026-04-03", sent: { units: 1, orderId: "FL-ABCD2345" } }))!;
    const action = (await paymentActionMail(sub, charge))!;
    const declined = (await declinedMail(sub, { ...charge, retry: "2026-03-23T06:00:00.000Z", expired: true }))!;
    const paused = (await pausedMail(sub, { ...charge, attempt: 4 }))!;
    const expiring = (await cardExpiringMail(sub, CARD, "2026-05-01"))!;
    expect(skipped).toMatchObject({ kind: "subscription-out-of-stock", key: "SUB-7KQ2M9XWTR-3" });
    expect(skipped).not.toHaveProperty("orderId");
    expect(partial).toMatchObject({ kind: "subscription-out-of-stock", orderId: "FL-ABCD2345" });
    expect(action).toMatchObject({ kind: "subscription-payment-action", orderId: "FL-ABCD2345", key: "attempt-2" });
    expect(declined).toMatchObject({ kind: "subscription-payment-declined", orderId: "FL-ABCD2345", key: "attempt-2" });
    expect(paused).toMatchObject({ kind: "subscription-paused", orderId: "FL-ABCD2345", key: "attempt-4" });
    expect(expiring).toMatchObject({ kind: "subscription-card-expiring", key: "SUB-7KQ2M9XWTR-pm_1" });
    for (const mail of [skipped, partial, action, declined, paused, expiring]) {
      expect(mail.locale).toBe(locale);
      expect(mail.message.html).toContain(`lang="${locale}"`);
      expect(mail.message.text).toContain(t.footer);
    }
    expect(skipped.message.subject).toBe(t.outOfStock.skipped.subject.replace("{date}", words[locale].subject.split(/: /).at(-1)!));
    expect(partial.message.text).toContain("FL-ABCD2345");
    expect(action.message.html).toContain(absoluteUrl("/my-account/orders/FL-ABCD2345"));
    expect(action.message.text).toContain(t.paymentAction.button);
    expect(declined.message.text).toContain(t.declined.expired);
    expect(declined.message.text).toContain(formatPrice(3795, locale));
    expect(declined.message.text).toContain({ en: "March 23, 2026", fr: "23 mars 2026", de: "23. März 2026" }[locale]);
    expect(expiring.message.text).toContain({ en: "April 2026", fr: "avril 2026", de: "April 2026" }[locale]);
    expect(expiring.message.html).toContain(PAGE);
  });
});

describe("the product in the parent's language", () => {
  // The product as staff translate it (parsed by the catalogue's own schema).
  const translated = {
    ...nappies,
    translations: productTranslationsSchema.parse({ fr: { name: "Couches écologiques", colors: { white: "blanc" }, sizes: { "2": "T2" } } }),
  };

  it("a French parent's reminder names the product, its colour and size in French", async () => {
    const sub = subscription("fr");
    const mail = (await reminderMail(sub, translated, estimateDelivery(sub, translated, AT), links, AT))!;
    for (const body of bodies(mail)) {
      expect(body).toContain("Couches écologiques, quantité : 2");
      expect(body).toContain("blanc");
      expect(body).toContain("T2");
      expect(body).not.toContain("Eco Nappies");
    }
  });

  it("a French parent's out-of-stock notice names the product in French; an untranslated language shows English", async () => {
    const event = { product: translated, delivery: 3, day: "2026-03-20", next: "2026-04-03" };
    const fr = (await outOfStockMail(subscription("fr"), event))!;
    const de = (await outOfStockMail(subscription("de"), event))!;
    for (const body of bodies(fr)) {
      expect(body).toContain("Couches écologiques");
      expect(body).not.toContain("Eco Nappies");
    }
    expect(de.message.text).toContain("Eco Nappies");
  });
});
