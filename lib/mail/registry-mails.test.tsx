// "A gift is on its way", to a registry's parents, rendered as sent: in the registry's language,
// the buyer named unless hidden, no item named in surprise mode. The order is made by the
// checkout's own code (priceOrder, orderDoc), as placeOrder makes it.
import { productTranslationsSchema } from "@/lib/catalog/translations";
import { testProduct } from "@/tests/fixtures/product";
import { LOCALES, type Locale } from "@/lib/i18n/routing";
import { orderDoc } from "@/lib/orders/order-doc";
import { priceOrder } from "@/lib/orders/pricing";
import type { CustomerOrder } from "@/lib/orders/schema";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { registryGiftMail } from "./registry-mails";

const AT = "2026-11-03T10:00:00.000Z";
const REF = { slug: "mia-and-leo", itemId: "item-1" };

const blanket = testProduct("gift-blanket", {
  name: "Muslin Blanket",
  price: 1800,
  translations: productTranslationsSchema.parse({ fr: { name: "Lange en mousseline" }, de: { name: "Musselin-Decke" } }),
});

function giftOrder(gift: { hideName: boolean; shipToParents: boolean }, locale?: Locale): CustomerOrder {
  const pricing = priceOrder(new Map([[blanket.id, blanket]]), [{ id: blanket.id, quantity: 2, registry: REF }], { method: "standard", country: "US" });
  if (!pricing.ok) throw new Error("not priced");
  const id = "FL-GIFT2345";
  return {
    id,
    ...orderDoc({
      id,
      buyer: { uid: "guest-1", email: "guest@example.test" },
      billingAddress: { ...TEST_ADDRESS, firstName: "Grace", lastName: "Hopper" },
      shippingAddress: TEST_ADDRESS,
      pricing,
      shippingMethod: "standard",
      paymentMethod: "cash-on-delivery",
      notes: "",
      history: [{ status: "pending", at: AT, by: { uid: "guest-1", role: "customer" } }],
      idempotencyKey: "gift-test-key-0001",
      registry: { slug: REF.slug, title: "Mia & Leo", ...gift },
      ...(locale ? { locale, products: new Map([[blanket.id, blanket]]) } : {}),
    }),
  };
}

const texts = { en, fr, de };

describe("a gift is on its way, to the parents", () => {
  it.each(LOCALES)("in %s (the registry's language): the buyer's name, the gifts, where they ship, a link to the registry", async (locale: Locale) => {
    const mail = (await registryGiftMail(giftOrder({ hideName: false, shipToParents: true }), { title: "Mia & Leo", surprise: false, locale }, "parents@example.test", new Map([[blanket.id, blanket]])))!;
    expect(mail).toMatchObject({ kind: "registry-gift", to: "parents@example.test", locale, orderId: "FL-GIFT2345" });
    const t = texts[locale].Mail.registryGift;
    expect(mail.message.subject).toBe(t.subject.replace("{registry}", "Mia & Leo"));
    expect(mail.message.text).toContain("Grace Hopper");
    const name = { en: "Muslin Blanket", fr: "Lange en mousseline", de: "Musselin-Decke" }[locale];
    expect(mail.message.text).toContain(t.item.replace("{name}", name).replace("{count}", "2"));
    expect(mail.message.text).toContain(t.toParents);
    expect(mail.message.html).toContain("/my-account/registry/mia-and-leo");
    expect(mail.message.html).toContain(`lang="${locale}"`);
    // A present: no price.
    expect(mail.message.text).not.toMatch(/\$|36[.,]00/);
  });

  it("French parents read the gifts' French names, whatever language the buyer ordered in", async () => {
    const products = new Map([[blanket.id, blanket]]);
    for (const ordered of [undefined, "en", "de"] as const) {
      const mail = (await registryGiftMail(giftOrder({ hideName: false, shipToParents: true }, ordered), { title: "Mia & Leo", surprise: false, locale: "fr" }, "parents@example.test", products))!;
      for (const body of [mail.message.text, mail.message.html]) {
        expect(body).toContain("Lange en mousseline");
        expect(body).not.toMatch(/Muslin Blanket|Musselin-Decke/);
      }
    }
  });

  it("without the products: the order's own French text when the order was French, else English", async () => {
    const french = (await registryGiftMail(giftOrder({ hideName: false, shipToParents: true }, "fr"), { title: "Mia & Leo", surprise: false, locale: "fr" }, "parents@example.test"))!;
    expect(french.message.text).toContain("Lange en mousseline");
    const german = (await registryGiftMail(giftOrder({ hideName: false, shipToParents: true }, "de"), { title: "Mia & Leo", surprise: false, locale: "fr" }, "parents@example.test"))!;
    expect(german.message.text).toContain("Muslin Blanket");
    expect(german.message.text).not.toContain("Musselin-Decke");
  });

  it("a buyer who hid their name is not named", async () => {
    const mail = (await registryGiftMail(giftOrder({ hideName: true, shipToParents: false }), { title: "Mia & Leo", surprise: false }, "parents@example.test"))!;
    expect(mail.locale).toBe("en");
    expect(mail.message.text).not.toContain("Grace");
    expect(mail.message.text).not.toContain("Hopper");
    expect(mail.message.text).toContain("A guest bought 2 gifts from your registry Mia & Leo.");
    expect(mail.message.text).toContain(en.Mail.registryGift.toBuyer);
  });

  it("in surprise mode names no item", async () => {
    const mail = (await registryGiftMail(giftOrder({ hideName: false, shipToParents: true }), { title: "Mia & Leo", surprise: true }, "parents@example.test"))!;
    expect(mail.message.text).not.toContain("Muslin");
    expect(mail.message.html).not.toContain("Muslin");
    expect(mail.message.subject).not.toContain("Muslin");
    expect(mail.message.text).toContain(en.Mail.registryGift.surprise);
  });

  it("none for parents without an email address, nor for an order that is no gift", async () => {
    expect(await registryGiftMail(giftOrder({ hideName: false, shipToParents: true }), { title: "Mia & Leo", surprise: false }, "")).toBeNull();
    const plain: CustomerOrder = { ...giftOrder({ hideName: false, shipToParents: true }), registry: undefined };
    expect(await registryGiftMail(plain, { title: "Mia & Leo", surprise: false }, "parents@example.test")).toBeNull();
  });
});
