import { costTable, monthlyCost, PRICES, type Fixed, type TrafficMix } from "./cost-model";

const kinds = { page: { reads: 0, writes: 0, deletes: 0, cpuMs: 2 }, checkout: { reads: 10, writes: 10, deletes: 1, cpuMs: 100 } };
const mix: TrafficMix = { perOrder: { page: 40, checkout: 1 }, bytesPerPageView: 50_000, imageBytesPerPageView: 100_000 };
const idle: Fixed = { jobRuns: 0, jobRun: { reads: 0, writes: 0, deletes: 0, cpuMs: 0 }, heartbeats: 0, instances: 1, memoryGiB: 1, billedTimePerCpu: 2, warmSeconds: 0 };
const stored = { bytesPerOrder: 0, catalogBytes: 0, imageBytes: 0 };

test("within the free tiers a small shop pays only for what leaves the network", () => {
  const cost = monthlyCost(1000, kinds, mix, idle, stored);
  expect(cost.requests).toBe(41_000);
  expect(cost.firestore).toMatchObject({ reads: 10_000, writes: 10_000, deletes: 1_000, usd: 0 });
  expect(cost.run.usd).toBe(0);
  expect(cost.egress.usd).toBeCloseTo(((41_000 * 150_000) / 1024 ** 3 - 1) * PRICES.egress.value, 2);
  expect(cost.usd).toBe(cost.egress.usd);
});

test("past them, each operation at its list price", () => {
  const cost = monthlyCost(1_000_000, kinds, mix, idle, stored);
  // 10 M reads, of which 1.5 M free (50,000 a day for 30 days).
  const reads = (10_000_000 - 1_500_000) * PRICES.firestoreRead.value;
  const writes = (10_000_000 - 600_000) * PRICES.firestoreWrite.value;
  const deletes = (1_000_000 - 600_000) * PRICES.firestoreDelete.value;
  expect(cost.firestore.usd).toBeCloseTo(reads + writes + deletes, 2);
  expect(cost.run.cpuSeconds).toBe(180_000); // 1 M x (40 x 2 ms + 100 ms)
  expect(cost.egress.gib).toBeCloseTo((41_000_000 * 150_000) / 1024 ** 3, 1);
  expect(costTable([cost])).toContain("| 1,000,000 | 41,000,000 |");
});

test("a kind in the mix that was not measured is an error, not a zero", () => {
  expect(() => monthlyCost(1, kinds, { ...mix, perOrder: { search: 1 } }, idle, stored)).toThrow(/search/);
});

test("what runs with no orders: the jobs, the heartbeat and the warm instance", () => {
  const fixed: Fixed = { ...idle, jobRuns: 172_800, jobRun: { reads: 2, writes: 0, deletes: 0, cpuMs: 5 }, heartbeats: 259_200, instances: 2, warmSeconds: 2_592_000 };
  const cost = monthlyCost(0, kinds, mix, fixed, stored);
  expect(cost.firestore.reads).toBe(172_800 * 2 + 259_200 * 2);
  expect(cost.firestore.writes).toBe(259_200);
  expect(cost.run.usd).toBeGreaterThan(0);
});
