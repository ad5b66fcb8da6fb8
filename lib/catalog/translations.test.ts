import { entryTexts, productTexts, productTranslationsSchema } from "./translations";

const product = {
  name: "Eco Diapers",
  shortDescription: "Soft and plant-based.",
  fullDescription: "Long text.",
  translations: productTranslationsSchema.parse({
    fr: { name: "Couches écologiques", colors: { White: "Blanc" }, sizes: { "Size 1": "Taille 1" } },
    de: { shortDescription: "Weich und pflanzlich." },
  }),
};

describe("productTexts", () => {
  it("shows each translated field in the shopper's language", () => {
    const fr = productTexts(product, "fr");
    expect([fr.name, fr.color("White"), fr.size("Size 1")]).toEqual(["Couches écologiques", "Blanc", "Taille 1"]);
  });

  it("falls back to English field by field", () => {
    const fr = productTexts(product, "fr");
    expect([fr.shortDescription, fr.fullDescription, fr.color("Blue"), fr.size("Size 2")]).toEqual(["Soft and plant-based.", "Long text.", "Blue", "Size 2"]);
    const de = productTexts(product, "de");
    expect([de.name, de.shortDescription]).toEqual(["Eco Diapers", "Weich und pflanzlich."]);
  });

  it("shows English in English and in a language the shop does not translate", () => {
    for (const locale of ["en", "es", "constructor"]) expect(productTexts(product, locale).name).toBe("Eco Diapers");
  });
});

describe("entryTexts", () => {
  it("takes the entry's translation, else its English text", () => {
    const entry = { name: "Eco Diapers", shortDescription: "Soft.", i18n: { de: { name: "Öko-Windeln" } } };
    expect(entryTexts(entry, "de")).toEqual({ name: "Öko-Windeln", shortDescription: "Soft." });
    expect(entryTexts(entry, "fr")).toEqual({ name: "Eco Diapers", shortDescription: "Soft." });
    expect(entryTexts({ name: "Rattle", shortDescription: "" }, "de")).toEqual({ name: "Rattle", shortDescription: "" });
  });
});

describe("productTranslationsSchema", () => {
  it("refuses an empty name and a language the shop does not translate into", () => {
    expect(productTranslationsSchema.safeParse({ fr: { name: " " } }).success).toBe(false);
    expect(productTranslationsSchema.strict().safeParse({ es: { name: "Pañales" } }).success).toBe(false);
  });
});
