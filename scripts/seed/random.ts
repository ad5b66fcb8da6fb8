// Deterministic randomness for the demo data: the same seed gives the same catalogue and orders.

/** FNV-1a hash of a string, 32-bit. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for demo data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;

/** A whole number from min to max, both included. */
export const int = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1));

/** One element of a non-empty list. */
export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
