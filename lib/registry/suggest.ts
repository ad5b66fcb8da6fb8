// What a registry suggests: products for the age band the baby grows into next (lib/catalog/age.ts
// nextAgeBand of the due date), from the shop's best sellers of that band. Pure.
import type { CatalogEntry } from "@/lib/catalog/entry";

export const SUGGESTION_COUNT = 4;

/**
 * From a listing of the band (best sellers first): the products not on the registry yet, those
 * made for that age before those for all ages (every product suits "all ages", so they say less).
 */
export function pickSuggestions(listed: readonly CatalogEntry[], onRegistry: ReadonlySet<string>, count = SUGGESTION_COUNT): CatalogEntry[] {
  const fresh = listed.filter((e) => !onRegistry.has(e.id));
  const forTheAge = fresh.filter((e) => e.ages !== undefined);
  const forAll = fresh.filter((e) => e.ages === undefined);
  return [...forTheAge, ...forAll].slice(0, count);
}
