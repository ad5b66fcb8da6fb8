import { entryTexts, isMissingTranslations, productTexts, productTranslationsSchema, untranslatedFields } from "./translations";

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

describe("productTexts' colour fallback", () => {
  it("names a colour the product does not translate with the shop's shared colour name", () => {
    const shared = (key: string) => ({ white: "Blanc", blue: "Bleu" })[key] ?? key;
    const fr = productTexts(product, "fr", shared);
    expect([fr.color("White"), fr.color("blue"), fr.color("teal")]).toEqual(["Blanc", "Bleu", "teal"]);
  });
});

describe("untranslatedFields and isMissingTranslations (the admin's missing-translations rule)", () => {
  const variations = [
    { color: "white", size: [{ name: "Size 1" }, { name: "Size 2" }] },
    { color: "blue", size: [{ name: "Size 1" }] },
  ];
  const full = {
    name: "Eco Diapers",
    shortDescription: "Soft.",
    fullDescription: "Long.",
    variations,
    translations: productTranslationsSchema.parse({
      fr: { name: "Couches", shortDescription: "Douces.", fullDescription: "Long.", colors: { white: "Blanc", blue: "Bleu" }, sizes: { "Size 1": "Taille 1", "Size 2": "Taille 2" } },
      de: { name: "Windeln", shortDescription: "Weich.", fullDescription: "Lang.", colors: { white: "Weiß", blue: "Blau" }, sizes: { "Size 1": "Größe 1", "Size 2": "Größe 2" } },
    }),
  };

  it("is nothing for a product translated in full", () => {
    expect([untranslatedFields(full, "fr"), untranslatedFields(full, "de"), isMissingTranslations(full)]).toEqual([[], [], false]);
  });

  it("names each field without a text, and a colour or size without its label, in that language only", () => {
    const partly = { ...full, translations: { ...full.translations, de: { ...full.translations.de, fullDescription: undefined, sizes: { "Size 1": "Größe 1" } } } };
    expect(untranslatedFields(partly, "de")).toEqual(["fullDescription", "sizes"]);
    expect(untranslatedFields(partly, "fr")).toEqual([]);
    expect(isMissingTranslations(partly)).toBe(true);
    expect(untranslatedFields({ ...full, translations: {} }, "fr")).toEqual(["name", "shortDescription", "fullDescription", "colors", "sizes"]);
  });

  it("asks no translation of an empty English text nor of a product without colours and sizes", () => {
    const simple = { name: "Rattle", shortDescription: "", fullDescription: " ", variations: [], translations: { fr: { name: "Hochet" }, de: { name: "Rassel" } } };
    expect(isMissingTranslations(simple)).toBe(false);
  });
});
