import "server-only";
// The synonyms search uses, cached ('use cache', tag search-synonyms): a search reads no synonym
// document until staff change one. A change calls revalidateSynonyms(), and the tag reaches every
// instance through the cache-tag channel, as the catalogue's does (docs/production.md).
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import type { Locale } from "@/lib/i18n/routing";
import { readSynonymGroups } from "./db";
import { synonymTable, type SynonymTable } from "./synonyms";

export const SYNONYMS_TAG = "search-synonyms";

/** The synonym table a search in `locale` uses. */
export async function searchSynonyms(locale: Locale): Promise<SynonymTable> {
  "use cache";
  cacheTag(SYNONYMS_TAG);
  cacheLife("days");
  return synonymTable(await readSynonymGroups(), locale);
}

/** After a synonym write: every search, cached or not, uses the new synonyms on its next request. */
export function revalidateSynonyms(): void {
  revalidateTag(SYNONYMS_TAG, { expire: 0 });
}
