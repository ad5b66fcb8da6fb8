// npm run bench:instances [-- --changes 20] [--duration 10] [--no-build] [--ports 3211,3212,3213] [--safety-seconds 60]
// Two instances of one build (each its own dist copy) on the bench stack, the cache-tag channel's
// listeners behind a TCP proxy, and a third instance with Next's own handlers (CACHE_HANDLERS=off):
// - invalidation delay: a product's price written with the shop's catalogue code, then
//   POST /api/revalidate on A; the time until B serves the new price (polled every 10 ms), p50/p95;
// - the handlers' cost per request: req/s of B's cached product page against the instance without
//   them, alternated in the same run (autocannon, 10 connections);
// - the channel cut: the same two figures, B's delay bounded by the safety lifetime.
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { productDocSchema } from "@/lib/catalog/schema";
import { startTcpProxy } from "../../e2e/support/tcp-proxy";
import { removeDist, startInstance } from "../lib/instances";
import { buildNext, childEnv, runMain, seedDemo } from "../lib/shop";
import { startStack } from "../stack/index";

const { values } = parseArgs({
  options: {
    changes: { type: "string", default: "20" },
    duration: { type: "string", default: "10" },
    "no-build": { type: "boolean", default: false },
    "safety-seconds": { type: "string", default: "60" },
    ports: { type: "string", default: "3211,3212,3213" },
  },
});
const CHANGES = Number(values.changes);
const DURATION = Number(values.duration);
const [portA, portB, portOff] = values.ports!.split(",").map(Number);
const PORTS = { a: portA!, b: portB!, off: portOff! };
const url = (port: number) => `http://127.0.0.1:${port}`;
const PRODUCT = "wooden-xylophone-with-mallets";

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

runMain(async (onStop) => {
  const stack = await startStack({ profile: "bench", log: (l) => console.log(`[stack] ${l}`) });
  onStop(stack.stop);
  const env = childEnv({ ...stack.env });
  Object.assign(process.env, stack.env);
  await seedDemo(env);
  if (!values["no-build"]) await buildNext(env);
  const proxy = await startTcpProxy({ host: "127.0.0.1", port: stack.ports.firestore });
  onStop(proxy.close);
  const channelEnv = { ...env, CACHE_TAGS_EMULATOR_PORT: String(proxy.port), CACHE_TAGS_SAFETY_SECONDS: values["safety-seconds"]! };
  const a = await startInstance("bench-a", PORTS.a, channelEnv);
  const b = await startInstance("bench-b", PORTS.b, channelEnv);
  const off = await startInstance("bench-off", PORTS.off, { ...env, CACHE_HANDLERS: "off" });
  onStop(async () => {
    await Promise.all([a, b, off].map((s) => s.stop()));
    for (const n of ["bench-a", "bench-b", "bench-off"]) removeDist(n);
  });

  const db = firestore();
  let cents = 1000;
  /** Writes a new price, revalidates on A, answers ms until B serves it (polling every 10 ms), or null past `limitMs`. */
  const change = async (limitMs: number): Promise<number | null> => {
    cents += 1;
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(db.collection("products").doc(PRODUCT));
      writeProductInTransaction(db, tx, { id: PRODUCT, ...productDocSchema.parse(snap.data()), price: cents, discount: 0 });
    });
    const text = `$${(cents / 100).toFixed(2)}`;
    for (const port of [PORTS.a, PORTS.b]) await fetch(`${url(port)}/product/${PRODUCT}`); // both hold the page cached
    const res = await fetch(`${url(PORTS.a)}/api/revalidate`, {
      method: "POST",
      headers: { authorization: `Bearer ${stack.env.REVALIDATE_SECRET}`, "content-type": "application/json" },
      body: JSON.stringify({ scope: "catalog", id: PRODUCT }),
    });
    if (!res.ok) throw new Error(`revalidate on A: ${res.status}`);
    const t0 = performance.now();
    while (performance.now() - t0 < limitMs) {
      const page = await fetch(`${url(PORTS.b)}/product/${PRODUCT}`);
      if (page.status !== 200) throw new Error(`B answered ${page.status}`);
      if ((await page.text()).includes(text)) return Math.round(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
    return null;
  };
  const rps = async (port: number) => {
    await fetch(`${url(port)}/product/${PRODUCT}`);
    const r = await autocannon({ url: `${url(port)}/product/${PRODUCT}`, connections: 10, duration: DURATION });
    if (r.non2xx > 0) throw new Error(`${r.non2xx} answers other than 2xx on port ${port}`);
    return Math.round(r.requests.average);
  };
  const health = async (port: number) => ((await (await fetch(`${url(port)}/api/health`)).json()) as { cacheTags: string }).cacheTags;

  const delays: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const d = await change(5_000);
    if (d === null) throw new Error("B did not show a change within 5 s with the channel live");
    delays.push(d);
  }
  // Alternated, three rounds: the machine's load moves between runs more than the handlers do.
  const live = { with: [] as number[], without: [] as number[] };
  for (let round = 0; round < 3; round++) {
    live.with.push(await rps(PORTS.b));
    live.without.push(await rps(PORTS.off));
  }

  proxy.cut();
  const cutAt = Date.now();
  while ((await health(PORTS.b)) !== "down") await new Promise((r) => setTimeout(r, 200));
  const downAfter = Date.now() - cutAt;
  const downDelays = [await change(120_000), await change(120_000)];
  const down = { with: await rps(PORTS.b), without: await rps(PORTS.off) };
  proxy.restore();
  const restoredAt = Date.now();
  // Both ends: A sends (its unsent invalidations are retried), B listens.
  while ((await health(PORTS.a)) !== "live" || (await health(PORTS.b)) !== "live") await new Promise((r) => setTimeout(r, 200));
  const liveAfter = Date.now() - restoredAt;
  const after = await change(5_000);

  console.log(`\nInvalidation delay, revalidate answered on A -> B serves the new price (${CHANGES} changes): p50 ${percentile(delays, 50)} ms, p95 ${percentile(delays, 95)} ms, max ${Math.max(...delays)} ms`);
  console.log(`  all: ${delays.join(", ")}`);
  console.log(`Cached product page, req/s (10 connections, ${DURATION} s, alternated): with the handlers ${live.with.join(" / ")}, without ${live.without.join(" / ")}`);
  console.log(`Channel cut: B reported "down" after ${downAfter} ms; changes reached B after ${downDelays.join(", ")} ms (safety lifetime ${values["safety-seconds"]} s); req/s with ${down.with}, without ${down.without}`);
  console.log(`Channel restored: A and B "live" again after ${liveAfter} ms; the next change reached B after ${after} ms`);
});
