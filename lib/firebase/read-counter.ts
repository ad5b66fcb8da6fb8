// Counts Firestore document reads made by this server process, so benchmarks can report reads
// per request (GET /api/metrics, enabled with SHOP_METRICS=1). Kept on globalThis because Next
// may load this module more than once (one copy per bundle).
const KEY = Symbol.for("flone.firestoreReads");
type Holder = { [KEY]?: number };

export function countReads(n: number): void {
  const g = globalThis as Holder;
  g[KEY] = (g[KEY] ?? 0) + n;
}

export function readCount(): number {
  return (globalThis as Holder)[KEY] ?? 0;
}
