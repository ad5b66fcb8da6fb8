// The shop's search: one function, searchCatalog(entries, query, context), from the catalogue
// index's entries and a query to each matching entry's score. Everything else (filters, facets,
// sorting, pages: lib/catalog/query.ts) works on its answer, so a dedicated engine (Typesense,
// Meilisearch, Algolia, Elastic) would replace this module and nothing around it.
//
// How it matches: an inverted index per index load and language (each word of the entries' names,
// categories in every language, tags and short descriptions, in English and in the page's
// language, with the entries holding it), then per query word the index words it matches (whole,
// start, short ending), its synonyms, a compound split or joined, and, only when the word matches
// nothing as typed, the index words within a typo or two. Every query slot (a word, or a phrase a
// synonym names) must match; an exact match ranks above a synonym, a synonym above a correction.
import { categoryWords } from "@/lib/catalog/category-words";
import type { CatalogEntry } from "@/lib/catalog/entry";
import { entryTexts } from "@/lib/catalog/translations";
import type { Locale } from "@/lib/i18n/routing";
import { NO_SYNONYMS, type SynonymTable } from "./synonyms";
import { normalize, singulars, tokens, wordMatch } from "./text";
import { isTypoOf } from "./typo";

export type SearchContext = { locale: Locale; synonyms: SynonymTable };
export const ENGLISH_SEARCH: SearchContext = { locale: "en", synonyms: NO_SYNONYMS };

/** How a slot was matched, best first; the points put every exact match above every synonym, every synonym above every correction. */
const EXACT = 0;
const SYNONYM = 1;
const CORRECTED = 2;
type Tier = typeof EXACT | typeof SYNONYM | typeof CORRECTED;
/** No match yet (in the typed arrays of tiers). */
const NONE = 255;
const TIER_POINTS = [2000, 1000, 0];
/** Within a tier, a match in the name weighs most, then categories and tags, then the short description. */
const FIELD_WEIGHTS = [10, 4, 1];
/** A synonym's or a correction's evidence counts less than the word as typed. */
const TIER_FACTOR = [1, 0.8, 0.6];
const SKU_SCORE = 1_000_000;
/** Bounds on the work one query may ask for (a pasted paragraph is not a search). */
const MAX_WORDS = 8;
const MAX_OPTIONS = 12;

/** Words every query may hold that no product needs to ("for", "pour", "für"): dropped unless the query is nothing else. */
const STOP_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(["a", "an", "and", "for", "in", "of", "on", "the", "to", "with"]),
  fr: new Set(["a", "au", "aux", "avec", "d", "de", "des", "du", "en", "et", "l", "la", "le", "les", "pour", "un", "une"]),
  de: new Set(["das", "dem", "den", "der", "des", "die", "ein", "eine", "einen", "fur", "im", "mit", "und", "von", "zum", "zur"]),
};

/** Words that say little in a baby shop ("baby wipes", "bébé body"): they rank what has them first but filter nothing out, unless alone. */
const WEAK_WORDS: ReadonlySet<string> = new Set(["baby", "babies", "bebe", "bebes", "babys"]);

/** The inverted index of one index load in one language. */
export type SearchIndex = {
  entries: readonly CatalogEntry[];
  /** Word -> postings, each `entry position * 4 + field` (0 name, 1 labels, 2 description), an entry once at its best field. */
  postings: ReadonlyMap<string, Int32Array>;
  /**
   * The words of names, categories and tags by first letter: the only ones a typo may reach. A
   * description's words are no correction's target: they are many and say little of what a
   * product is ("Schnuller" is no misspelt "schneller" or "Schnallen").
   */
  byFirstLetter: ReadonlyMap<string, readonly string[]>;
  skus: ReadonlyMap<string, readonly number[]>;
};

const indexes = new WeakMap<readonly CatalogEntry[], Map<Locale, SearchIndex>>();

/** The search index of these entries in a language, built once per entries array (one index load). */
export function searchIndexOf(entries: readonly CatalogEntry[], locale: Locale): SearchIndex {
  let byLocale = indexes.get(entries);
  if (!byLocale) indexes.set(entries, (byLocale = new Map()));
  let index = byLocale.get(locale);
  if (!index) byLocale.set(locale, (index = buildSearchIndex(entries, locale)));
  return index;
}

export function buildSearchIndex(entries: readonly CatalogEntry[], locale: Locale): SearchIndex {
  const lists = new Map<string, number[]>();
  const correctable = new Set<string>();
  const skus = new Map<string, number[]>();
  entries.forEach((entry, i) => {
    const own = locale === "en" ? null : entryTexts(entry, locale);
    const fields = [
      [entry.name, own?.name ?? ""].flatMap(tokens),
      // Categories match by slug and by their name in every language ("alimentation", "Spielzeug").
      [...entry.categories.flatMap((c) => [...tokens(c), ...categoryWords(c)]), ...entry.tags.flatMap(tokens)],
      [entry.shortDescription, own?.shortDescription ?? ""].flatMap(tokens),
    ];
    fields.forEach((words, field) => {
      for (const word of words) {
        if (field < 2) correctable.add(word);
        const list = lists.get(word);
        const posting = i * 4 + field;
        if (!list) lists.set(word, [posting]);
        // Fields come in order of weight: an entry already listed keeps its better field.
        else if (list.at(-1)! >> 2 !== i) list.push(posting);
      }
    });
    const sku = normalize(entry.sku);
    const same = skus.get(sku);
    if (same) same.push(i);
    else skus.set(sku, [i]);
  });
  const postings = new Map<string, Int32Array>();
  const byFirstLetter = new Map<string, string[]>();
  for (const [word, list] of lists) {
    postings.set(word, Int32Array.from(list));
    if (!correctable.has(word)) continue;
    const letter = byFirstLetter.get(word[0]!);
    if (letter) letter.push(word);
    else byFirstLetter.set(word[0]!, [word]);
  }
  return { entries, postings, byFirstLetter, skus };
}

/** One way a slot may match: all its words, at a tier; `weight` below the tier's factor for a step further from what was typed (a misspelt synonym's alternatives). */
type Option = { words: readonly string[]; tier: Tier; weight?: number };
type Hit = { word: string; level: number; tier: Tier };

/** The index words a query word matches as typed (whole, start, short ending). */
function exactHits(index: SearchIndex, word: string): Hit[] {
  const hits: Hit[] = [];
  for (const known of index.postings.keys()) {
    // A plural of the word is the whole word ("diapers" for "diaper").
    const level = singulars(known).includes(word) ? 2 : wordMatch(known, word);
    if (level > 0) hits.push({ word: known, level, tier: EXACT });
  }
  return hits;
}

/** The index words within the typos the word's length allows (same first letter). */
function correctedHits(index: SearchIndex, word: string): Hit[] {
  return (index.byFirstLetter.get(word[0]!) ?? []).filter((known) => isTypoOf(word, known)).map((known) => ({ word: known, level: 2, tier: CORRECTED }));
}

/**
 * The slots of a query: each a word, or a phrase a synonym names ("sleep sack"), with the ways it
 * may match (as typed, a singular, its synonyms, a compound split or joined, a corrected synonym).
 */
export function querySlots(words: readonly string[], synonyms: SynonymTable, isWord: (w: string) => boolean, matches: (w: string) => boolean): Option[][] {
  const slots: Option[][] = [];
  const alternatives = (key: string, tier: Tier): Option[] => (synonyms.get(key) ?? []).map((alt) => ({ words: alt.split(" "), tier }));
  for (let i = 0; i < words.length; ) {
    let span = 1;
    let options: Option[] = [];
    // A phrase of two or three words that a synonym names, longest first.
    for (const n of [3, 2]) {
      const phrase = words.slice(i, i + n);
      if (phrase.length < n) continue;
      const keys = [phrase.join(" "), ...singulars(phrase.at(-1)!).map((s) => [...phrase.slice(0, -1), s].join(" "))];
      const named = keys.flatMap((k) => alternatives(k, SYNONYM));
      const joined = n === 2 && isWord(phrase.join("")) ? [{ words: [phrase.join("")], tier: SYNONYM } as Option] : [];
      if (named.length + joined.length > 0) {
        options = [{ words: phrase, tier: EXACT }, ...named, ...joined];
        span = n;
        break;
      }
    }
    if (span === 1) {
      const word = words[i]!;
      const forms = [word, ...singulars(word)];
      options = [...forms.map((f) => ({ words: [f], tier: EXACT }) as Option), ...forms.flatMap((f) => alternatives(f, SYNONYM))];
      if (!isWord(word)) options.push(...splits(word, isWord));
      // A misspelt synonym ("poussete"): only for a word that matches nothing as typed.
      if (options.length === forms.length && !forms.some(matches)) {
        for (const key of synonyms.keys()) {
          if (!key.includes(" ") && isTypoOf(word, key)) options.push({ words: [key], tier: CORRECTED }, ...alternatives(key, CORRECTED).map((o) => ({ ...o, weight: 0.5 })));
        }
      }
    }
    slots.push(options.slice(0, MAX_OPTIONS));
    i += span;
  }
  return slots;
}

/** A word made of two known words ("carseat" -> "car seat"), each of three letters or more. */
function splits(word: string, isWord: (w: string) => boolean): Option[] {
  const found: Option[] = [];
  for (let k = 3; k <= word.length - 3; k++) {
    const [a, b] = [word.slice(0, k), word.slice(k)];
    if (isWord(a) && isWord(b)) found.push({ words: [a, b], tier: SYNONYM });
  }
  return found;
}

/** The query's words, the stop words of the language (and English) left out unless there is nothing else. */
export function queryWords(query: string, locale: Locale): string[] {
  const all = tokens(query).slice(0, MAX_WORDS);
  const kept = all.filter((w) => !STOP_WORDS[locale].has(w) && !STOP_WORDS.en.has(w));
  return kept.length > 0 ? kept : all;
}

/**
 * The search: each matching entry's score (higher is better), the entries that match nothing
 * left out. An empty query matches every entry; an exact SKU finds its product first.
 */
export function searchCatalog(entries: readonly CatalogEntry[], query: string, context: SearchContext = ENGLISH_SEARCH): Map<CatalogEntry, number> {
  const index = searchIndexOf(entries, context.locale);
  const words = queryWords(query, context.locale);
  const result = new Map<CatalogEntry, number>();
  if (words.length === 0) {
    for (const e of entries) result.set(e, 1);
    return result;
  }
  const n = entries.length;
  const hitsOf = new Map<string, Hit[]>();
  /** A word the shopper typed may be corrected; a synonym's words are the shop's own, taken as written. */
  const hits = (word: string, typed: boolean): Hit[] => {
    const key = `${typed ? "t" : "s"}${word}`;
    let found = hitsOf.get(key);
    if (!found) {
      found = exactHits(index, word);
      if (found.length === 0 && typed) found = correctedHits(index, word);
      hitsOf.set(key, found);
    }
    return found;
  };
  const isWord = (w: string) => index.postings.has(w);
  const matches = (w: string) => hits(w, false).length > 0;
  const slots = querySlots(words, context.synonyms, isWord, matches);
  const weak = (options: Option[]) => options.every((o) => o.words.every((w) => WEAK_WORDS.has(w)));
  const strong = slots.some((options) => !weak(options));

  // Work arrays over the entries, reused: only the entries a word touches are visited and reset.
  const total = new Float64Array(n);
  const slotsMatched = new Uint8Array(n);
  const wordTier = new Uint8Array(n).fill(NONE);
  const wordEvidence = new Float64Array(n);
  const optTier = new Uint8Array(n);
  const optEvidence = new Float64Array(n);
  const wordsMatched = new Uint8Array(n);
  const slotTier = new Uint8Array(n).fill(NONE);
  const slotEvidence = new Float64Array(n);
  const otherEvidence = new Float64Array(n);
  let required = 0;
  for (const options of slots) {
    // Per entry: the best tier any option reached, the evidence at that tier, and a tenth of the
    // best evidence at the others (a tie-breaker: "Kinderwagen" names the strollers' category
    // and the car seats'; the strollers, which its synonym names too, come first).
    const inSlot: number[] = [];
    for (const option of options) {
      // Per entry: the option's worst tier over its words and the mean of their evidence; every word must match.
      const inOption: number[] = [];
      for (const word of option.words) {
        const touched: number[] = [];
        for (const hit of hits(word, option.tier === EXACT)) {
          const t = Math.max(hit.tier, option.tier);
          for (const posting of index.postings.get(hit.word)!) {
            const e = posting >> 2;
            const s = FIELD_WEIGHTS[posting & 3]! * hit.level;
            if (wordTier[e] === NONE) touched.push(e);
            if (t < wordTier[e]! || (t === wordTier[e] && s > wordEvidence[e]!)) {
              wordTier[e] = t;
              wordEvidence[e] = s;
            }
          }
        }
        for (const e of touched) {
          if (wordsMatched[e] === 0) inOption.push(e);
          wordsMatched[e]!++;
          optTier[e] = Math.max(optTier[e]!, wordTier[e]!);
          optEvidence[e]! += wordEvidence[e]! / option.words.length;
          wordTier[e] = NONE;
          wordEvidence[e] = 0;
        }
      }
      for (const e of inOption) {
        if (wordsMatched[e] === option.words.length) {
          const t = optTier[e]!;
          const evidence = optEvidence[e]! * Math.min(TIER_FACTOR[t]!, option.weight ?? 1);
          if (slotTier[e] === NONE) inSlot.push(e);
          if (t < slotTier[e]!) {
            if (slotTier[e] !== NONE) otherEvidence[e] = Math.max(otherEvidence[e]!, slotEvidence[e]!);
            slotTier[e] = t;
            slotEvidence[e] = evidence;
          } else if (t === slotTier[e]) slotEvidence[e] = Math.max(slotEvidence[e]!, evidence);
          else otherEvidence[e] = Math.max(otherEvidence[e]!, evidence);
        }
        wordsMatched[e] = 0;
        optTier[e] = 0;
        optEvidence[e] = 0;
      }
    }
    const counts = !strong || !weak(options);
    if (counts) required++;
    for (const e of inSlot) {
      total[e]! += TIER_POINTS[slotTier[e]!]! + slotEvidence[e]! + otherEvidence[e]! / 10;
      if (counts) slotsMatched[e]!++;
      slotTier[e] = NONE;
      slotEvidence[e] = 0;
      otherEvidence[e] = 0;
    }
  }
  for (let e = 0; e < n; e++) if (slotsMatched[e] === required) result.set(entries[e]!, total[e]!);
  for (const e of index.skus.get(normalize(query.trim())) ?? []) result.set(entries[e]!, SKU_SCORE);
  return result;
}
