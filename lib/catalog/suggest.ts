// "Did you mean": when a search finds nothing, even with its typos forgiven (lib/search), correct
// each misspelt word to the closest word of the catalogue's product names, tags and categories
// in the shopper's language and in English, allowing more mistakes than the search itself does.
// Pure, so it is unit-tested directly; it runs only for searches with no result, over a
// vocabulary built once per index load and language.
import type { Locale } from "@/lib/i18n/routing";
import { ENGLISH_SEARCH, searchCatalog, type SearchContext } from "@/lib/search/engine";
import { tokens, wordMatch } from "@/lib/search/text";
import { editDistance } from "@/lib/search/typo";
import { categoryNames } from "./category-words";
import type { CatalogEntry } from "./entry";
import { entryTexts } from "./translations";

type Vocabulary = Map<string, number>;
// One vocabulary per entries array (one index load) and language, like the search index.
const vocabularies = new WeakMap<readonly CatalogEntry[], Map<Locale, Vocabulary>>();

/**
 * Every word (3+ letters) of the names, tags and categories, with how many products use it: the
 * English ones and, for another language, the product's translated name and the categories' names
 * in it, so a French "poussete" is corrected to the French "poussette".
 */
export function vocabularyOf(entries: readonly CatalogEntry[], locale: Locale = "en"): Vocabulary {
  let byLocale = vocabularies.get(entries);
  if (!byLocale) vocabularies.set(entries, (byLocale = new Map()));
  let vocabulary = byLocale.get(locale);
  if (vocabulary) return vocabulary;
  vocabulary = new Map();
  for (const e of entries) {
    const own = locale === "en" ? null : entryTexts(e, locale).name;
    const words = new Set([
      ...tokens(e.name),
      ...(own ? tokens(own) : []),
      ...e.tags.flatMap(tokens),
      ...e.categories.flatMap((c) => [...tokens(c), ...categoryNames(c, locale).flatMap(tokens)]),
    ]);
    for (const w of words) if (w.length >= 3 && !/^\d+$/.test(w)) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1);
  }
  byLocale.set(locale, vocabulary);
  return vocabulary;
}

/** How many typing mistakes a word of this length may hold and still be corrected. */
const allowedMistakes = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/** The closest known word, or null: fewest edits, then the most used word. */
export function closestWord(word: string, vocabulary: Vocabulary): string | null {
  const limit = allowedMistakes(word.length);
  let best: { word: string; distance: number; uses: number } | null = null;
  for (const [candidate, uses] of vocabulary) {
    // A partly typed word is compared with the start of the candidate ("bottl" -> "bottle").
    const whole = editDistance(word, candidate, limit);
    const start = candidate.length > word.length ? editDistance(word, candidate.slice(0, word.length), limit) : Infinity;
    const distance = Math.min(whole, start);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) {
      best = { word: candidate, distance, uses };
    }
  }
  return best?.word ?? null;
}

/**
 * A corrected query that finds products, or null. Words that already match something are kept;
 * the others are replaced by their closest catalogue word. The result is only suggested when it
 * differs from the query and at least one product matches it.
 */
export function didYouMean(entries: readonly CatalogEntry[], query: string, search: SearchContext = ENGLISH_SEARCH): string | null {
  const words = tokens(query);
  if (words.length === 0 || words.length > 8) return null;
  const vocabulary = vocabularyOf(entries, search.locale);
  const known = (w: string) => [...vocabulary.keys()].some((v) => wordMatch(v, w) > 0);
  const corrected = words.map((w) => (known(w) ? w : (closestWord(w, vocabulary) ?? w)));
  const suggestion = corrected.join(" ");
  if (suggestion === words.join(" ")) return null;
  return searchCatalog(entries, suggestion, search).size > 0 ? suggestion : null;
}
