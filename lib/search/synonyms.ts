// Synonyms: words parents use for what the catalogue names otherwise ("nappy" for "diaper",
// "buggy" for "stroller", "Schnuller" for "pacifier"). Kept as data staff edit (/search-synonyms,
// stored in Firestore: lib/search/db.ts), by language. A two-way group makes every word find the
// others (nappy <-> diaper); a one-way group makes its words find its targets, not the reverse
// ("buggy" -> stroller: a search for strollers should not show everything called buggy).
import { z } from "zod";
import { LOCALES, type Locale } from "@/lib/i18n/routing";
import { tokens } from "./text";

/** A word or a phrase of up to three words, as typed: letters, digits, spaces, hyphens, apostrophes. */
const termSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} '’-]*$/u)
  .refine((t) => tokens(t).length <= 3);

const termsSchema = z.array(termSchema).max(20);

export const SYNONYM_KINDS = ["two-way", "one-way"] as const;

export const synonymGroupSchema = z
  .object({
    locale: z.enum(LOCALES),
    kind: z.enum(SYNONYM_KINDS),
    /** two-way: words that all mean the same; one-way: the words typed. */
    terms: termsSchema,
    /** one-way only: what those words find. */
    targets: termsSchema,
  })
  .superRefine((g, ctx) => {
    const distinct = new Set(g.terms.map((t) => tokens(t).join(" ")));
    // Two-way: at least two different words. One-way: a word and what it finds.
    if (distinct.size < (g.kind === "two-way" ? 2 : 1)) ctx.addIssue({ code: "custom", path: ["terms"], message: "terms" });
    if ((g.kind === "one-way") !== g.targets.length > 0) ctx.addIssue({ code: "custom", path: ["targets"], message: "targets" });
  });
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;
export type StoredSynonymGroup = SynonymGroup & { id: string };

/** A phrase as search compares it: its words, normalised, joined by one space. */
export const phraseKey = (text: string): string => tokens(text).join(" ");

/** What each normalised word or phrase also finds: its alternatives, normalised. */
export type SynonymTable = ReadonlyMap<string, readonly string[]>;
export const NO_SYNONYMS: SynonymTable = new Map();

/**
 * The table a search in `locale` uses: that language's groups and the English ones (every
 * product has its English texts, and parents mix languages), each word or phrase with what it also finds.
 */
export function synonymTable(groups: readonly SynonymGroup[], locale: Locale): SynonymTable {
  const table = new Map<string, Set<string>>();
  const add = (from: string, to: readonly string[]) => {
    const key = phraseKey(from);
    if (!key) return;
    const set = table.get(key) ?? new Set<string>();
    for (const t of to.map(phraseKey)) if (t && t !== key) set.add(t);
    table.set(key, set);
  };
  for (const g of groups) {
    if (g.locale !== locale && g.locale !== "en") continue;
    for (const term of g.terms) add(term, g.kind === "two-way" ? g.terms : g.targets);
  }
  return new Map([...table].map(([k, v]) => [k, [...v]]));
}
