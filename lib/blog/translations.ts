// A post's texts in the shop's other languages, with the catalogue's rule (lib/catalog/translations.ts):
// the post's own language is the fallback for any field left untranslated, field by field. Pages
// mark a text with lang= when it is not in the page's language.
import { z } from "zod";
import { isTranslatedLocale } from "@/lib/catalog/translations.client";

export const postTranslationSchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  excerpt: z.string().trim().min(1).max(500).optional(),
  body: z.array(z.string().max(5000)).min(1).optional(),
});
export const postTranslationsSchema = z.object({ fr: postTranslationSchema.optional(), de: postTranslationSchema.optional() });
export type PostTranslations = z.infer<typeof postTranslationsSchema>;

/** A shown text and the language it is in. */
export type Shown<T> = { text: T; lang: string };

type Translatable = { title: string; excerpt: string; language: string; translations: PostTranslations; body?: string[] };

/** A post's title, excerpt and body (when given) as a reader of `locale` sees them. */
export function postTexts<P extends Translatable>(post: P, locale: string): { title: Shown<string>; excerpt: Shown<string>; body: Shown<P["body"]> } {
  const t = isTranslatedLocale(locale) && post.language !== locale ? (post.translations[locale] ?? {}) : {};
  const shown = <T,>(own: T, translated: T | undefined): Shown<T> => (translated !== undefined ? { text: translated, lang: locale } : { text: own, lang: post.language });
  return { title: shown(post.title, t.title), excerpt: shown(post.excerpt, t.excerpt), body: shown(post.body, t.body as P["body"] | undefined) };
}

/** `lang` for an element in a page of `locale`: nothing when the text is in the page's language. */
export const langOf = (shown: Shown<unknown>, locale: string): string | undefined => (shown.lang === locale ? undefined : shown.lang);

type Translator = { has(key: string): boolean; (key: string): string };

/** A post category's shown name (messages "BlogCategories", keyed "bath-time" for "Bath time"); the stored name when it has none. */
export function blogCategoryLabel(t: Translator, category: string): string {
  const key = category.trim().toLowerCase().replace(/\s+/g, "-");
  return t.has(key) ? t(key) : category;
}
