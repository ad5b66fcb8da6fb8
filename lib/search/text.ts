// The words of a text as search compares them: lowercase, accents removed, split on anything that
// is not a letter or digit. Shared by the shop's search, its "did you mean" and the admin's product search.

/** Lowercase, accents removed: "Bébé" and "bebe" match. */
export function normalize(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

export function tokens(text: string): string[] {
  return normalize(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * How well one query word matches one word of the product: 2 for the whole word, 1 for the
 * start of it ("bott" in "bottle"), 1 for a plural or other short ending of it ("bottles" finds
 * "bottle"), 0 for none.
 */
export function wordMatch(field: string, word: string): 0 | 1 | 2 {
  if (field === word) return 2;
  if (field.startsWith(word)) return 1;
  if (field.length >= 4 && word.length - field.length <= 2 && word.startsWith(field)) return 1;
  return 0;
}

/**
 * The word's possible singulars, for looking it up in a list of words ("nappies" -> "nappy",
 * "onesies" -> "onesie", "couches" -> "couche"); none for a short word.
 */
export function singulars(word: string): string[] {
  if (word.length < 4 || !word.endsWith("s")) return [];
  return word.length >= 5 && word.endsWith("ies") ? [word.slice(0, -1), `${word.slice(0, -3)}y`] : [word.slice(0, -1)];
}
