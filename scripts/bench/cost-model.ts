// What the shop costs to run a month, from what one request of each kind was measured to cost
// (Firestore operations and CPU time: bench:sale's cost probe) and a stated traffic mix per order.
// Pure: the bench measures, this multiplies. Prices are list prices with their source and the date
// they were read; a shop's own region, discounts and free tiers of other products change them.

/** One request of a kind: Firestore operations as billed, and server CPU time. */
export type KindCost = { reads: number; writes: number; deletes: number; cpuMs: number };
export type MeasuredKinds = Record<string, KindCost>;

/** What each order brings with it: requests of each kind (page views and actions) per order placed. */
export type TrafficMix = { perOrder: Record<string, number>; bytesPerPageView: number; imageBytesPerPageView: number };

export type Price = { value: number; unit: string; source: string; read: string };
export const PRICES = {
  // Firestore Standard edition, multi-region nam5 (the usual US location); free quota per day.
  firestoreRead: { value: 0.06 / 100_000, unit: "document read", source: "https://cloud.google.com/firestore/pricing", read: "2026-11-29" },
  firestoreWrite: { value: 0.18 / 100_000, unit: "document write", source: "https://cloud.google.com/firestore/pricing", read: "2026-11-29" },
  firestoreDelete: { value: 0.02 / 100_000, unit: "document delete", source: "https://cloud.google.com/firestore/pricing", read: "2026-11-29" },
  firestoreStorage: { value: 0.18, unit: "GiB-month", source: "https://cloud.google.com/firestore/pricing", read: "2026-11-29" },
  // Cloud Run (what App Hosting runs), tier 1 region, CPU allocated during requests only.
  runCpu: { value: 0.000024, unit: "vCPU-second", source: "https://cloud.google.com/run/pricing", read: "2026-11-29" },
  runMemory: { value: 0.0000025, unit: "GiB-second", source: "https://cloud.google.com/run/pricing", read: "2026-11-29" },
  runRequests: { value: 0.4 / 1_000_000, unit: "request", source: "https://cloud.google.com/run/pricing", read: "2026-11-29" },
  // The minimum instance kept warm (apphosting.yaml minInstances: 1), between requests: billed at
  // the idle rate, with its memory at the full rate.
  runIdleCpu: { value: 0.0000025, unit: "idle vCPU-second", source: "https://cloud.google.com/run/pricing", read: "2026-11-29" },
  egress: { value: 0.12, unit: "GiB to the internet (premium tier, North America)", source: "https://cloud.google.com/run/pricing", read: "2026-11-29" },
  storage: { value: 0.02, unit: "GiB-month of Cloud Storage, Standard, US region", source: "https://cloud.google.com/storage/pricing", read: "2026-11-29" },
} satisfies Record<string, Price>;

/** Free tiers: Firestore per day (of the default database), Cloud Run per month, per billing account. */
export const FREE = {
  firestoreReadsPerDay: 50_000,
  firestoreWritesPerDay: 20_000,
  firestoreDeletesPerDay: 20_000,
  firestoreStorageGiB: 1,
  runCpuSeconds: 180_000,
  runMemoryGiBSeconds: 360_000,
  runRequests: 2_000_000,
  egressGiB: 1,
};

/** What runs whether or not anyone buys: the scheduler's job calls and the instances' own traffic. */
export type Fixed = {
  /** Job calls a month (4 jobs every minute). */
  jobRuns: number;
  /** Measured cost of one job run (no work waiting). */
  jobRun: KindCost;
  /** The cache-tag channel's heartbeat: writes a month, and one read per instance per write. */
  heartbeats: number;
  instances: number;
  /** Memory of one instance (GiB) and its share of each request's time it is billed for (CPU time x this). */
  memoryGiB: number;
  billedTimePerCpu: number;
  /** The minimum instance kept warm all month (seconds). */
  warmSeconds: number;
};

export type Stored = { bytesPerOrder: number; catalogBytes: number; imageBytes: number };

export type MonthlyCost = {
  orders: number;
  requests: number;
  firestore: { reads: number; writes: number; deletes: number; storageGiB: number; usd: number };
  run: { cpuSeconds: number; usd: number };
  egress: { gib: number; usd: number };
  storage: { gib: number; usd: number };
  usd: number;
};

const DAYS = 30;
const GIB = 1024 ** 3;
const over = (used: number, free: number) => Math.max(0, used - free);

export function monthlyCost(orders: number, kinds: MeasuredKinds, mix: TrafficMix, fixed: Fixed, stored: Stored): MonthlyCost {
  let reads = 0, writes = 0, deletes = 0, cpuMs = 0, requests = 0;
  for (const [kind, perOrder] of Object.entries(mix.perOrder)) {
    const cost = kinds[kind];
    if (!cost) throw new Error(`no measured cost for "${kind}"`);
    const n = perOrder * orders;
    requests += n;
    reads += cost.reads * n;
    writes += cost.writes * n;
    deletes += cost.deletes * n;
    cpuMs += cost.cpuMs * n;
  }
  reads += fixed.jobRun.reads * fixed.jobRuns + fixed.heartbeats * fixed.instances;
  writes += fixed.jobRun.writes * fixed.jobRuns + fixed.heartbeats;
  deletes += fixed.jobRun.deletes * fixed.jobRuns;
  cpuMs += fixed.jobRun.cpuMs * fixed.jobRuns;
  requests += fixed.jobRuns;

  const storageGiB = (stored.bytesPerOrder * orders * 12 + stored.catalogBytes) / GIB; // a year of orders kept
  const firestoreUsd =
    over(reads, FREE.firestoreReadsPerDay * DAYS) * PRICES.firestoreRead.value +
    over(writes, FREE.firestoreWritesPerDay * DAYS) * PRICES.firestoreWrite.value +
    over(deletes, FREE.firestoreDeletesPerDay * DAYS) * PRICES.firestoreDelete.value +
    over(storageGiB, FREE.firestoreStorageGiB) * PRICES.firestoreStorage.value;

  const cpuSeconds = cpuMs / 1000;
  const billedSeconds = cpuSeconds * fixed.billedTimePerCpu;
  const idleSeconds = Math.max(0, fixed.warmSeconds - billedSeconds);
  const runUsd =
    over(billedSeconds, FREE.runCpuSeconds) * PRICES.runCpu.value +
    idleSeconds * PRICES.runIdleCpu.value +
    over((billedSeconds + idleSeconds) * fixed.memoryGiB, FREE.runMemoryGiBSeconds) * PRICES.runMemory.value +
    over(requests, FREE.runRequests) * PRICES.runRequests.value;

  const pageViews = Object.values(mix.perOrder).reduce((a, b) => a + b, 0) * orders;
  const egressGiB = (pageViews * (mix.bytesPerPageView + mix.imageBytesPerPageView)) / GIB;
  const egressUsd = over(egressGiB, FREE.egressGiB) * PRICES.egress.value;
  const storage = stored.imageBytes / GIB;
  const storageUsd = storage * PRICES.storage.value;

  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    orders,
    requests: Math.round(requests),
    firestore: { reads: Math.round(reads), writes: Math.round(writes), deletes: Math.round(deletes), storageGiB: round(storageGiB), usd: round(firestoreUsd) },
    run: { cpuSeconds: Math.round(cpuSeconds), usd: round(runUsd) },
    egress: { gib: round(egressGiB), usd: round(egressUsd) },
    storage: { gib: round(storage), usd: round(storageUsd) },
    usd: round(firestoreUsd + runUsd + egressUsd + storageUsd),
  };
}

/** The table BENCHMARKS.md records. */
export function costTable(rows: MonthlyCost[]): string {
  const usd = (x: number) => `$${x.toFixed(2)}`;
  const n = (x: number) => x.toLocaleString("en-US");
  return [
    "| orders a month | requests | Firestore reads / writes / deletes | Firestore | Cloud Run CPU | egress | image storage | total |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${n(r.orders)} | ${n(r.requests)} | ${n(r.firestore.reads)} / ${n(r.firestore.writes)} / ${n(r.firestore.deletes)} | ${usd(r.firestore.usd)} | ${n(r.run.cpuSeconds)} s, ${usd(r.run.usd)} | ${r.egress.gib} GiB, ${usd(r.egress.usd)} | ${usd(r.storage.usd)} | **${usd(r.usd)}** |`,
    ),
  ].join("\n");
}
