// Each instance's GET /api/metrics (SHOP_METRICS=1), asked on its own port: Firestore operations
// counted at the client (lib/firebase/op-counter.ts), CPU time and memory.
import { z } from "zod";
import type { KindCost } from "./cost-model";

const metricsSchema = z.object({
  firestore: z.object({ reads: z.number(), writes: z.number(), deletes: z.number() }),
  /** process.cpuUsage(): microseconds. */
  cpu: z.object({ user: z.number(), system: z.number() }),
  memory: z.object({ rss: z.number(), heapUsed: z.number() }).loose(),
});

export type Metrics = { reads: number; writes: number; deletes: number; cpuMicros: number; rss: number; heapUsed: number };

export function parseMetrics(raw: unknown): Metrics {
  const m = metricsSchema.parse(raw);
  return { ...m.firestore, cpuMicros: m.cpu.user + m.cpu.system, rss: m.memory.rss, heapUsed: m.memory.heapUsed };
}

/** `gc`: after a collection (the instance runs with --expose-gc), so the heap is what is still referenced. */
export async function readMetrics(port: number, gc = false): Promise<Metrics> {
  const res = await fetch(`http://127.0.0.1:${port}/api/metrics${gc ? "?gc=1" : ""}`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET /api/metrics on ${port}: ${res.status}`);
  return parseMetrics(await res.json());
}

/** Firestore operations and CPU ms of everything between two readings of every instance, summed. */
export function costBetween(before: readonly Metrics[], after: readonly Metrics[]): KindCost {
  const delta = (key: "reads" | "writes" | "deletes" | "cpuMicros") => after.reduce((sum, a, i) => sum + a[key] - before[i]![key], 0);
  return { reads: delta("reads"), writes: delta("writes"), deletes: delta("deletes"), cpuMs: delta("cpuMicros") / 1000 };
}

export const addCosts = (a: KindCost, b: KindCost): KindCost => ({ reads: a.reads + b.reads, writes: a.writes + b.writes, deletes: a.deletes + b.deletes, cpuMs: a.cpuMs + b.cpuMs });

/** A cost divided by `n` requests, each figure to 0.1. */
export function perRequest(c: KindCost, n: number): KindCost {
  const per = (x: number) => Math.round((x / n) * 10) / 10;
  return { reads: per(c.reads), writes: per(c.writes), deletes: per(c.deletes), cpuMs: per(c.cpuMs) };
}

export const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
