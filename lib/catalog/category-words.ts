// The words of each category's name in every language the shop speaks, for search: a French
// shopper typing "jouets" or a German one typing "Spielzeug" finds the toys, whatever language
// the page is in (a product's translated texts are searched only in their own language, a
// category's names in all three). Also each category's shown names, for the categories closest to
// a search. Taken from the same message files the pages use, so a renamed category is searchable at once.
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { CATEGORIES, type Category } from "@/lib/catalog/schema";
import type { Locale } from "@/lib/i18n/routing";
import { normalize } from "@/lib/search/text";

type CategoryNames = Partial<Record<string, string>>;
const NAMES: CategoryNames[] = [en.Categories, fr.Categories, de.Categories];

const WORDS = new Map<Category, string[]>(
  CATEGORIES.map((c) => {
    const words = new Set<string>();
    for (const names of NAMES) {
      for (const w of normalize(names[c] ?? "").split(/[^\p{L}\p{N}]+/u)) {
        // Short words are "&", "et", "de", "und": they would make every category match.
        if (w.length >= 3) words.add(w);
      }
    }
    return [c, [...words]];
  }),
);

/** Normalised words (lowercase, no accents) of the category's names in en, fr and de. */
export function categoryWords(category: Category): readonly string[] {
  return WORDS.get(category) ?? [];
}

const NAMES_BY_LOCALE: Record<Locale, CategoryNames> = { en: en.Categories, fr: fr.Categories, de: de.Categories };

/** The category's shown name in `locale` and in English (each once), as the shop's messages name it. */
export function categoryNames(category: string, locale: Locale): string[] {
  return [...new Set([NAMES_BY_LOCALE[locale][category], en.Categories[category as Category]].filter((n): n is string => Boolean(n)))];
}
