// A recall notice, rendered as sent: the product named in the customer's language (its
// translation, English where it has none), one notice per product and address.
import { productRecallSchema } from "@/lib/catalog/schema";
import { productTranslationsSchema } from "@/lib/catalog/translations";
import { testProduct } from "@/tests/fixtures/product";
import { recallMail } from "./recall-mails";

const recalled = {
  ...testProduct("recalled-rattle", {
    name: "Wooden Rattle",
    translations: productTranslationsSchema.parse({ fr: { name: "Hochet en bois" } }),
  }),
  recall: productRecallSchema.parse({ message: "Stop using it: the ring may break.", date: "2026-11-02", recordedAt: "2026-11-03T10:00:00.000Z" }),
};

describe("a recall notice", () => {
  it("names the product in a French customer's language", async () => {
    const mail = await recallMail(recalled, { email: "parent@example.test", locale: "fr" });
    expect(mail).toMatchObject({ kind: "product-recall", to: "parent@example.test", locale: "fr", recallOf: "recalled-rattle" });
    expect(mail.message.subject).toBe("Rappel de sécurité : Hochet en bois");
    for (const body of [mail.message.html, mail.message.text]) {
      expect(body).toContain("Hochet en bois");
      expect(body).not.toContain("Wooden Rattle");
      expect(body).toContain("Stop using it: the ring may break.");
    }
    expect(mail.message.html).toContain('lang="fr"');
  });

  it("names it in English where it has no translation, with one key per product and address", async () => {
    const de = await recallMail(recalled, { email: "eltern@example.test", locale: "de" });
    expect(de.message.subject).toContain("Wooden Rattle");
    const again = await recallMail(recalled, { email: "eltern@example.test", locale: "de" });
    const other = await recallMail(recalled, { email: "parent@example.test", locale: "de" });
    expect(again.key).toBe(de.key);
    expect(other.key).not.toBe(de.key);
    expect(de.key).toMatch(/^recalled-rattle\./);
  });
});
