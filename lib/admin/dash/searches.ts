import "server-only";
// /dash's searches: the week's most asked, and those that find nothing in today's catalogue with
// today's synonyms (so a search staff answered with a synonym leaves the list).
import { findingNothing } from "@/lib/catalog/read";
import { readSearchCounts, type SearchCount } from "@/lib/search/db";

const SHOWN = 10;
/** The most asked searches checked for finding nothing: each is one search of the catalogue. */
const CHECKED = 200;

export type WeekSearches = { top: SearchCount[]; nothing: SearchCount[] };

export async function weekSearches(now: Date): Promise<WeekSearches> {
  const counts = await readSearchCounts(now, 7);
  const checked = counts.slice(0, CHECKED);
  const empty = await findingNothing(checked.map(({ query, locale }) => ({ query, locale })));
  return { top: counts.slice(0, SHOWN), nothing: checked.filter((_, i) => empty[i]).slice(0, SHOWN) };
}
