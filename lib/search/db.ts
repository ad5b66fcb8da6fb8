import "server-only";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
// Search's data in Firestore: the synonym groups staff edit (searchSynonyms/{id}; lib/search/read.ts
// caches them), and the log of what shoppers search (searchLog/{day}-{shard}), counted with
// FieldValue.increment so any number of instances add to it without reading it first.
import { FieldValue } from "firebase-admin/firestore";
import { z } from "zod";
import { firestore } from "@/lib/firebase/admin";
import { LOCALES, type Locale } from "@/lib/i18n/routing";
import { synonymGroupSchema, type StoredSynonymGroup } from "./synonyms";
import { tokens } from "./text";

export const SYNONYMS_COLLECTION = "searchSynonyms";
export const SEARCH_LOG_COLLECTION = "searchLog";

/** searchSynonyms/{id}: a group, and who last wrote it when. */
export const storedSynonymGroupSchema = synonymGroupSchema.safeExtend({
  by: z.object({ uid: z.string().max(128), email: z.string().max(254) }),
  updatedAt: z.iso.datetime(),
});
export type StoredSynonymDoc = z.infer<typeof storedSynonymGroupSchema>;

/** Every synonym group (a few hundred at most), a malformed one left out and reported. */
export async function readSynonymGroups(): Promise<StoredSynonymGroup[]> {
  const snap = await firestore().collection(SYNONYMS_COLLECTION).get();
  const groups: StoredSynonymGroup[] = [];
  for (const doc of snap.docs) {
    const stored = parseSnapshot(doc, storedSynonymGroupSchema);
    if (!stored) continue;
    const { locale, kind, terms, targets } = stored;
    groups.push({ id: doc.id, locale, kind, terms, targets });
  }
  return groups.sort((a, b) => a.locale.localeCompare(b.locale) || a.terms[0]!.localeCompare(b.terms[0]!));
}

/** A logged search: its words normalised and capped, so "Nappies!" and "nappies" count as one. */
const LOGGED_LENGTH = 60;
export function loggedQuery(q: string): string | null {
  const words = tokens(q).join(" ").slice(0, LOGGED_LENGTH).trim();
  return words || null;
}

/** A day's searches are spread over shards: one document takes about one write a second. */
const LOG_SHARDS = 8;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * searchLog/{day}-{shard}: `counts.<locale>.<query>` searches of that query that day. A key may
 * hold any character as a map key written by set(), never as a field path.
 */
const searchLogDocSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  counts: z.partialRecord(z.enum(LOCALES), z.record(z.string(), z.number().int().min(0))),
});

/** Count one search (a shopper's first page of /search?q=). */
export async function recordSearch(q: string, locale: Locale, at: Date = new Date(), shard = Math.floor(Math.random() * LOG_SHARDS)): Promise<void> {
  const query = loggedQuery(q);
  if (!query) return;
  const day = dayOf(at);
  await firestore()
    .collection(SEARCH_LOG_COLLECTION)
    .doc(`${day}-${shard}`)
    .set({ day, counts: { [locale]: { [query]: FieldValue.increment(1) } } }, { merge: true });
}

export type SearchCount = { query: string; locale: Locale; count: number };

/** The searches of the `days` days up to `until` (UTC), most asked first. */
export async function readSearchCounts(until: Date, days = 7): Promise<SearchCount[]> {
  const db = firestore();
  const refs = Array.from({ length: days }, (_, d) => dayOf(new Date(until.getTime() - d * 86_400_000))).flatMap((day) =>
    Array.from({ length: LOG_SHARDS }, (_, s) => db.collection(SEARCH_LOG_COLLECTION).doc(`${day}-${s}`)),
  );
  const snaps = await db.getAll(...refs);
  const totals = new Map<string, SearchCount>();
  for (const snap of snaps) {
    const stored = parseSnapshot(snap, searchLogDocSchema);
    if (!stored) continue;
    for (const locale of LOCALES) {
      for (const [query, count] of Object.entries(stored.counts[locale] ?? {})) {
        const key = `${locale} ${query}`;
        const total = totals.get(key) ?? { query, locale, count: 0 };
        total.count += count;
        totals.set(key, total);
      }
    }
  }
  return [...totals.values()].sort((a, b) => b.count - a.count || a.query.localeCompare(b.query));
}
