// A product's texts in the shop's other languages. English is the product's own fields (name,
// descriptions, colour and size labels); each other language may translate any of them, and a
// field left untranslated shows the English one (`productTexts`). Colours and sizes are keys
// too (carts, orders and stock name them in English), so only their shown labels are translated.
import { z } from "zod";
import { isTranslatedLocale } from "./translations.client";

export * from "./translations.client";

const label = z.string().trim().min(1).max(40);

export const productTranslationSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  shortDescription: z.string().trim().min(1).max(500).optional(),
  fullDescription: z.string().trim().min(1).max(10_000).optional(),
  /** English colour label -> this language's label. */
  colors: z.record(label, label).optional(),
  /** English size label -> this language's label. */
  sizes: z.record(label, label).optional(),
});
export type ProductTranslation = z.infer<typeof productTranslationSchema>;

export const productTranslationsSchema = z.object({
  fr: productTranslationSchema.optional(),
  de: productTranslationSchema.optional(),
});
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

/** What the catalogue index keeps of a translation: enough for a card and for search. */
export const entryTranslationSchema = productTranslationSchema.pick({ name: true, shortDescription: true });
export const entryTranslationsSchema = z.object({
  fr: entryTranslationSchema.optional(),
  de: entryTranslationSchema.optional(),
});
export type EntryTranslations = z.infer<typeof entryTranslationsSchema>;

/** The texts a shopper reads of a product, in their language: each untranslated field in English. */
export type ProductTexts = {
  name: string;
  shortDescription: string;
  fullDescription: string;
  /** The shown label of an English colour key. */
  color: (key: string) => string;
  /** The shown label of an English size key. */
  size: (key: string) => string;
};

type Translatable = { name: string; shortDescription: string; fullDescription: string; translations: ProductTranslations };

/**
 * `colorFallback` names a colour the product does not translate itself (the shop's shared colour
 * names in messages/*.json); without it the English key shows.
 */
export function productTexts(product: Translatable, locale: string, colorFallback: (key: string) => string = (key) => key): ProductTexts {
  const t: ProductTranslation = isTranslatedLocale(locale) ? (product.translations[locale] ?? {}) : {};
  return {
    name: t.name ?? product.name,
    shortDescription: t.shortDescription ?? product.shortDescription,
    fullDescription: t.fullDescription ?? product.fullDescription,
    color: (key) => t.colors?.[key] ?? colorFallback(key),
    size: (key) => t.sizes?.[key] ?? key,
  };
}

/** An index entry's name and short description in the shopper's language, English where untranslated. */
export function entryTexts(entry: { name: string; shortDescription: string; i18n?: EntryTranslations }, locale: string): { name: string; shortDescription: string } {
  const t = isTranslatedLocale(locale) ? entry.i18n?.[locale] : undefined;
  return { name: t?.name ?? entry.name, shortDescription: t?.shortDescription ?? entry.shortDescription };
}
