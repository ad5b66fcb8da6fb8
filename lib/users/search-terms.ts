// Customer search without a search engine. Firestore has no full-text search, and the admin must
// never download the users collection to filter it, so every users/{uid} carries two derived
// fields, written by whatever writes the names or the email (lib/users/profile.ts, the account
// page, the seed, which also backfills older profiles):
// - `searchTerms`: the starts (prefixes) of its name words, of "first last" and "last first", and
//   of the email, lower case and without accents, each cut at SEARCH_TERM_MAX characters. A search
//   is then a single `array-contains` on the normalised query: "oli", "martin o", "olivia.m" find
//   Olivia Martin, and a page of results reads a page of documents.
// - `nameKey`: the name as shown, normalised, for the "by name" sort (the email when unnamed).
// Pure and dependency-free: the seed, lib/ and the tests share it.

/** Longest term stored; a longer query is cut to it (it then finds whoever shares those characters). */
export const SEARCH_TERM_MAX = 32;
/** Name words that get their own terms (a long, many-word name does not grow the document much). */
const MAX_WORDS = 8;
const NAME_KEY_MAX = 200;

/** Lower case, accents dropped ("Zoë" -> "zoe"), runs of spaces as one, trimmed. */
export function normaliseSearchText(raw: string): string {
  return raw.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The term a query looks up (normalised, cut to SEARCH_TERM_MAX), or undefined when it is empty. */
export function searchTermOf(query: string): string | undefined {
  const term = normaliseSearchText(query).slice(0, SEARCH_TERM_MAX).trim();
  return term || undefined;
}

export type SearchableProfile = { firstName: string; lastName: string; email: string };

/** Every term a profile is found by (see above): a few hundred at most. */
export function customerSearchTerms({ firstName, lastName, email }: SearchableProfile): string[] {
  const first = normaliseSearchText(firstName);
  const last = normaliseSearchText(lastName);
  const words = `${first} ${last}`.split(/[\s'-]+/).filter(Boolean).slice(0, MAX_WORDS);
  const phrases = [first, last, `${first} ${last}`, `${last} ${first}`, normaliseSearchText(email), ...words];
  const terms = new Set<string>();
  for (const phrase of phrases) {
    const cut = phrase.trim().slice(0, SEARCH_TERM_MAX);
    for (let i = 1; i <= cut.length; i++) {
      const prefix = cut.slice(0, i).trim();
      if (prefix) terms.add(prefix);
    }
  }
  return [...terms];
}

/** The "by name" sort key: "olivia martin"; the email for an account without a name. */
export function customerNameKey({ firstName, lastName, email }: SearchableProfile): string {
  return (normaliseSearchText(`${firstName} ${lastName}`) || normaliseSearchText(email)).slice(0, NAME_KEY_MAX);
}

/** The derived fields to write with a profile's names and email. */
export function searchFields(profile: SearchableProfile): { searchTerms: string[]; nameKey: string } {
  return { searchTerms: customerSearchTerms(profile), nameKey: customerNameKey(profile) };
}
