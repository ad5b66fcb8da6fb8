// A product's translations without zod: the languages, and which fields of a product are still
// untranslated (the admin's editor island and list, the CSV dry run). The schemas and the texts a
// shopper reads are in translations.ts.
import type { Locale } from "@/lib/i18n/routing";
import type { ProductTranslations } from "./translations";

/** The languages a product's texts are translated into: every locale but English. */
export const TRANSLATED_LOCALES = ["fr", "de"] as const satisfies readonly Exclude<Locale, "en">[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export const isTranslatedLocale = (locale: string): locale is TranslatedLocale =>
  (TRANSLATED_LOCALES as readonly string[]).includes(locale);

type Translatable = { name: string; shortDescription: string; fullDescription: string; translations: ProductTranslations };

/** The translatable parts of a product, as staff see them in the editor and the admin list. */
export const TRANSLATABLE_FIELDS = ["name", "shortDescription", "fullDescription", "colors", "sizes"] as const;
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[number];

type WithVariants = Translatable & { variations: readonly { color: string; size: readonly { name: string }[] }[] };

/** The English colour and size keys of a product, each once, in the order it sells them. */
export function variantKeys(product: Pick<WithVariants, "variations">): { colors: string[]; sizes: string[] } {
  return {
    colors: [...new Set(product.variations.map((v) => v.color))],
    sizes: [...new Set(product.variations.flatMap((v) => v.size.map((s) => s.name)))],
  };
}

/**
 * The fields still to translate into `locale`: a text left untranslated, or a colour or size
 * without its label there. An empty English text needs no translation.
 */
export function untranslatedFields(product: WithVariants, locale: TranslatedLocale): TranslatableField[] {
  const t = product.translations[locale] ?? {};
  const { colors, sizes } = variantKeys(product);
  const missing: Record<TranslatableField, boolean> = {
    name: !t.name,
    shortDescription: product.shortDescription.trim() !== "" && !t.shortDescription,
    fullDescription: product.fullDescription.trim() !== "" && !t.fullDescription,
    colors: colors.some((c) => !t.colors?.[c]),
    sizes: sizes.some((s) => !t.sizes?.[s]),
  };
  return TRANSLATABLE_FIELDS.filter((f) => missing[f]);
}

/** A product is missing translations when any field lacks a French or German text. */
export const isMissingTranslations = (product: WithVariants): boolean =>
  TRANSLATED_LOCALES.some((locale) => untranslatedFields(product, locale).length > 0);
