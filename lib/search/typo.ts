// Typing mistakes search forgives: one from five letters, two from nine, never in the first
// letter (a shopper rarely gets that wrong, and it keeps the comparison to a few words).

/** Optimal string alignment distance (Levenshtein plus swapped neighbours: "bottel" -> "bottle" is 1); Infinity past `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return Infinity;
  // Rows of the dynamic-programming table: two back (transpositions), previous, current.
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return Infinity;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** How many typing mistakes search forgives in a word of this length. */
export const allowedTypos = (length: number): number => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/** Whether `typed` is `known` with no more mistakes than its length allows, the first letter right. */
export function isTypoOf(typed: string, known: string): boolean {
  const limit = allowedTypos(typed.length);
  if (limit === 0 || typed === known || typed[0] !== known[0] || Math.abs(typed.length - known.length) > limit) return false;
  return editDistance(typed, known, limit) <= limit;
}
