// The back-in-stock emails rendered as sent: in the shopper's language, the product's name and
// labels from its own translations (English where it has none), the stock, and the links.
import { LOCALES, type Locale } from "@/lib/i18n/routing";
import { testProduct } from "@/tests/fixtures/product";
import { restockConfirmMail, restockNotice } from "./mails";

const product = testProduct("bamboo-romper", {
  name: "Bamboo Romper",
  translations: { fr: { name: "Barboteuse en bambou", colors: { pink: "rose" } }, de: { name: "Bambus-Strampler", sizes: { S: "Klein" } } },
});
const NAMES: Record<Locale, string> = { en: "Bamboo Romper", fr: "Barboteuse en bambou", de: "Bambus-Strampler" };
const SUBJECTS: Record<Locale, string> = { en: "Bamboo Romper is back", fr: "Barboteuse en bambou est de retour", de: "Bambus-Strampler ist wieder da" };
const CHOICES: Record<Locale, string> = { en: "pink, size S", fr: "rose, taille S", de: "pink, Größe Klein" };

describe("the back-in-stock notice", () => {
  it.each(LOCALES)("in %s: the product's name and choice in that language, its stock, a link to its page in that language", async (locale) => {
    const mail = (await restockNotice(product, { color: "pink", size: "S" }, 3, locale))("ana@example.test", "req.1");
    expect(mail).toMatchObject({ kind: "restock-notice", to: "ana@example.test", locale, key: "req.1", message: { subject: SUBJECTS[locale] } });
    expect(mail.message.text).toContain(CHOICES[locale]);
    expect(mail.message.text).toMatch(/\b3\b/);
    expect(mail.message.html).toContain(`/product/bamboo-romper?color=pink&amp;size=S&amp;lng=${locale}`);
    expect(mail.message.html).toContain(`lang="${locale}"`);
  });

  it("says when only one is left, and names no choice for a product without variations", async () => {
    const mail = (await restockNotice(product, {}, 1, "en"))("ana@example.test", "req.2");
    expect(mail.message.text).toContain("only one left");
    expect(mail.message.text).not.toContain("size");
  });
});

describe("a guest's confirmation", () => {
  it.each(LOCALES)("in %s: names the product and links to the confirmation page with the request's token", async (locale) => {
    const token = "t".repeat(43);
    const mail = await restockConfirmMail(product, { id: "a".repeat(64), email: "guest@example.test", locale, token, color: "pink", size: "S" });
    expect(mail).toMatchObject({ kind: "restock-confirm", to: "guest@example.test", locale });
    expect(mail.message.subject).toContain(NAMES[locale]);
    expect(mail.message.html).toContain(`/back-in-stock/confirm?id=${"a".repeat(64)}&amp;token=${token}`);
  });
});
