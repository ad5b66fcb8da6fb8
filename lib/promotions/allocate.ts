// Sharing an amount of cents over lines (or units) without losing or inventing a cent. Pure.

/**
 * `total` shared over `weights` in proportion, by the largest remainder method: each share is
 * total * weight / sum rounded down, and the cents left go one each to the largest remainders
 * (equal remainders: the earlier index first). The shares add up to exactly `total`; a zero weight
 * gets 0; and when total <= sum(weights) no share exceeds its weight (a line's discount never takes
 * it below zero). Exact for any sizes: the products are worked out in BigInt.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`allocate: total must be a non-negative integer, got ${total}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError("allocate: weights must be non-negative integers");
  const sum = weights.reduce((s, w) => s + BigInt(w), BigInt(0));
  if (total === 0) return weights.map(() => 0);
  if (sum === BigInt(0)) throw new RangeError("allocate: nothing to share over (every weight is 0)");

  const t = BigInt(total);
  const floors = weights.map((w) => (t * BigInt(w)) / sum);
  const remainders = weights.map((w) => (t * BigInt(w)) % sum);
  const shares = floors.map(Number);
  let left = total - shares.reduce((s, x) => s + x, 0);
  // Fewer cents are left than there are non-zero remainders, so a zero weight never gets one.
  const order = weights.map((_, i) => i).sort((a, b) => (remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b));
  for (const i of order) {
    if (left === 0) break;
    shares[i] = shares[i]! + 1;
    left -= 1;
  }
  return shares;
}
