import { costBetween, parseMetrics, perRequest } from "./sale-metrics";
import { formatPhase, percentile, PhaseStats } from "./sale-stats";

describe("bench:sale figures", () => {
  it("takes percentiles by rank", () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(xs, 50), percentile(xs, 95), percentile(xs, 99), percentile(xs, 100)]).toEqual([50, 95, 99, 100]);
    expect(percentile([], 95)).toBe(0);
  });

  it("keeps errors made on purpose apart from the others, and counts refusals and orders", () => {
    const stats = new PhaseStats("hold", 4);
    for (const ms of [100, 200, 300, 4000]) stats.time("home", ms);
    stats.time("checkout card", 500);
    stats.error("product: 500");
    stats.fault = "instance B killed";
    stats.error("checkout card: 502");
    stats.fault = null;
    stats.refused("sold out");
    stats.placed("card");
    const f = stats.figures();
    expect(f.requests).toBe(5);
    expect(f.kinds.home).toMatchObject({ count: 4, p50: 200, p95: 4000 });
    expect(f.errors).toEqual({ "product: 500": 1 });
    expect(f.faultErrors).toEqual({ "instance B killed: checkout card: 502": 1 });
    expect(stats.pageP95()).toBe(4000);
    expect(formatPhase(f).join("\n")).toContain("errors during faults made on purpose: instance B killed: checkout card: 502 1");
  });

  it("reads GET /api/metrics and sums the deltas of both instances", () => {
    const memory = { rss: 400e6, heapUsed: 100e6, heapTotal: 150e6, external: 1 };
    const at = (reads: number, writes: number, cpu: number) => parseMetrics({ firestore: { reads, writes, deletes: 0 }, cpu: { user: cpu, system: 0 }, memory });
    const cost = costBetween([at(10, 1, 1000), at(20, 2, 2000)], [at(14, 3, 5000), at(26, 2, 4000)]);
    expect(cost).toEqual({ reads: 10, writes: 2, deletes: 0, cpuMs: 6 });
    expect(perRequest(cost, 4)).toEqual({ reads: 2.5, writes: 0.5, deletes: 0, cpuMs: 1.5 });
    expect(() => parseMetrics({ firestoreReads: 7, memory })).toThrow();
  });
});
