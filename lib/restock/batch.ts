// How back-in-stock notices are let out when a choice comes back (pure). When units come back,
// the oldest `batchSize(units)` waiting requests are told in the commit that raised the stock:
// three per unit, at least 20 (some who are told will not buy), at most MAX_BATCH (a commit holds
// 500 writes: two per notice, the stock change's own). While the choice stays in stock, the job
// (POST /api/jobs/restock) tells the next batch, sized by the units then in stock, once
// RELEASE_EVERY_MS has passed since the last; sold out again, the rest wait for the next restock.

export const RESTOCK_BATCH = { perUnit: 3, min: 20, max: 150 } as const;
export const RELEASE_EVERY_MS = 15 * 60_000;

/** How many waiting requests one batch tells, for `units` in stock (none when sold out). */
export function batchSize(units: number): number {
  if (units <= 0) return 0;
  return Math.min(RESTOCK_BATCH.max, Math.max(RESTOCK_BATCH.min, units * RESTOCK_BATCH.perUnit));
}

/** May the job tell a choice's next batch now (its last went out at `releasedAt`, if ever)? */
export function dueForRelease(releasedAt: string | undefined, now: Date): boolean {
  return releasedAt === undefined || now.getTime() - Date.parse(releasedAt) >= RELEASE_EVERY_MS;
}
