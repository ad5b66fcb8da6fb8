// The categories to offer on a search that found nothing: those closest to what was typed, so a
// parent who typed "poussete xl" or "nappies organic" is one click from the strollers or the
// diapering, not shown every category. Pure: the page passes the names, synonyms and best sellers.
import type { Locale } from "@/lib/i18n/routing";
import { queryWords } from "@/lib/search/engine";
import type { SynonymTable } from "@/lib/search/synonyms";
import { singulars, tokens, wordMatch } from "@/lib/search/text";
import { editDistance } from "@/lib/search/typo";

/** How closely one query word reaches a category: as typed, through a synonym, or misspelt. */
const AS_TYPED = 3;
const THROUGH_SYNONYM = 2;
const CORRECTED = 1;

export type ClosestCategoriesInput = {
  /** The categories that have products, with their count, in the order to show them by default. */
  categories: readonly { value: string; count: number }[];
  /** A category's names as the shopper reads them: their language's and English. */
  names: (category: string) => readonly string[];
  locale: Locale;
  synonyms: SynonymTable;
  /** Best sellers first: their categories rank the fallback and break ties. */
  bestSellers: readonly { categories: readonly string[] }[];
  limit?: number;
};

export type ClosestCategories = {
  categories: { value: string; count: number }[];
  /** Nothing typed is close to any category: these are the best-selling ones. */
  fallback: boolean;
};

/**
 * A misspelling of a category word, more forgiving than the search (the search found nothing):
 * one mistake from 4 letters, two from 7, the first letter right; a partly typed word is compared
 * with the start of the category's word ("poussete" -> "poussettes", "strol" -> "strollers").
 */
function misspelt(typed: string, word: string): boolean {
  if (typed.length < 4 || typed[0] !== word[0]) return false;
  const limit = typed.length >= 7 ? 2 : 1;
  return editDistance(typed, word, limit) <= limit || (word.length > typed.length && editDistance(typed, word.slice(0, typed.length), limit) <= limit);
}

/** How well `typed` (a normalised word) names one of `words`: exact or start of it, else misspelt, else 0. */
function reach(typed: string, words: readonly string[], exact: number): number {
  const forms = [typed, ...singulars(typed)];
  if (words.some((w) => forms.some((f) => wordMatch(w, f) > 0))) return exact;
  return words.some((w) => forms.some((f) => misspelt(f, w))) ? CORRECTED : 0;
}

/** The query's words and phrases (up to three words) with what each also finds through a synonym. */
function synonymWords(words: readonly string[], synonyms: SynonymTable): string[][] {
  const found: string[][] = words.map(() => []);
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + 3); end++) {
      const phrase = words.slice(start, end).join(" ");
      const keys = end - start === 1 ? [phrase, ...singulars(phrase)] : [phrase];
      const alternatives = keys.flatMap((k) => synonyms.get(k) ?? []);
      for (let i = start; i < end; i++) found[i]!.push(...alternatives.flatMap((a) => a.split(" ")));
    }
  }
  return found;
}

/**
 * The categories closest to `query`, best first, at most `limit`: each query word scores its best
 * reach into a category's names (as typed 3, through a synonym 2, misspelt 1), a category scores
 * the sum, ties go to the better-selling category. When no word reaches any category, the
 * best-selling categories instead (`fallback`).
 */
export function closestCategories(query: string, input: ClosestCategoriesInput): ClosestCategories {
  const limit = input.limit ?? 4;
  const words = queryWords(query, input.locale).filter((w) => w.length >= 3);
  const alsoFinds = synonymWords(words, input.synonyms);
  const sales = salesRank(input);
  const scored = input.categories
    .map((category) => {
      const names = [...new Set([...input.names(category.value).flatMap(tokens), ...tokens(category.value)])].filter((w) => w.length >= 3);
      const score = words.reduce((sum, word, i) => {
        const viaSynonym = Math.max(0, ...alsoFinds[i]!.map((alt) => (reach(alt, names, THROUGH_SYNONYM) === THROUGH_SYNONYM ? THROUGH_SYNONYM : 0)));
        return sum + Math.max(reach(word, names, AS_TYPED), viaSynonym);
      }, 0);
      return { category, score };
    })
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || sales(a.category.value) - sales(b.category.value));
  if (scored.length > 0) return { categories: scored.slice(0, limit).map((c) => c.category), fallback: false };
  const bySales = [...input.categories].sort((a, b) => sales(a.value) - sales(b.value));
  return { categories: bySales.slice(0, limit), fallback: true };
}

/** A category's place among the best sellers' categories (first seen first), the rest after in their given order. */
function salesRank({ categories, bestSellers }: ClosestCategoriesInput): (category: string) => number {
  const order = new Map<string, number>();
  for (const product of bestSellers) for (const c of product.categories) if (!order.has(c)) order.set(c, order.size);
  const rest = new Map(categories.map((c, i) => [c.value, i]));
  return (category) => order.get(category) ?? order.size + (rest.get(category) ?? categories.length);
}
