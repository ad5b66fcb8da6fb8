// Each instance's GET /api/metrics (SHOP_METRICS=1), asked on its own port: Firestore operations
// counted at the client, CPU time and memory. Servers from before the operation counters answer
// `firestoreReads` alone: writes, deletes and CPU are then null, not 0.
import { z } from "zod";

const memorySchema = z.object({ rss: z.number(), heapUsed: z.number(), heapTotal: z.number() }).loose();
const metricsSchema = z.union([
  z.object({
    firestore: z.object({ reads: z.number(), writes: z.number(), deletes: z.number() }),
    cpu: z.object({ user: z.number(), system: z.number() }),
    memory: memorySchema,
  }),
  z.object({ firestoreReads: z.number(), memory: memorySchema }),
]);

export type Metrics = { reads: number; writes: number | null; deletes: number | null; cpuMicros: number | null; rss: number; heapUsed: number };

export function parseMetrics(raw: unknown): Metrics {
  const m = metricsSchema.parse(raw);
  const memory = { rss: m.memory.rss, heapUsed: m.memory.heapUsed };
  if ("firestore" in m) return { ...m.firestore, cpuMicros: m.cpu.user + m.cpu.system, ...memory };
  return { reads: m.firestoreReads, writes: null, deletes: null, cpuMicros: null, ...memory };
}

export async function readMetrics(port: number, gc = false): Promise<Metrics> {
  const res = await fetch(`http://127.0.0.1:${port}/api/metrics${gc ? "?gc=1" : ""}`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET /api/metrics on ${port}: ${res.status}`);
  return parseMetrics(await res.json());
}

/** The Firestore operations and CPU of everything between two readings of every instance, summed. */
export type Cost = { reads: number; writes: number | null; deletes: number | null; cpuMs: number | null };

const sumOrNull = (xs: (number | null)[]) => (xs.some((x) => x === null) ? null : xs.reduce<number>((a, b) => a + b!, 0));

export function costBetween(before: readonly Metrics[], after: readonly Metrics[]): Cost {
  const delta = (key: "reads" | "writes" | "deletes" | "cpuMicros") => sumOrNull(after.map((a, i) => (a[key] === null || before[i]![key] === null ? null : a[key]! - before[i]![key]!)));
  const cpu = delta("cpuMicros");
  return { reads: delta("reads")!, writes: delta("writes"), deletes: delta("deletes"), cpuMs: cpu === null ? null : cpu / 1000 };
}

/** A cost divided by `n` requests, each figure to 0.1. */
export function perRequest(c: Cost, n: number): Cost {
  const per = (x: number | null) => (x === null ? null : Math.round((x / n) * 10) / 10);
  return { reads: per(c.reads)!, writes: per(c.writes), deletes: per(c.deletes), cpuMs: per(c.cpuMs) };
}

export const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
