// npm run bench:dash [-- --products 10000 --orders 5000 --runs 7]
// The /dash overview's cost, on the local Firebase stack ("bench" ports; FIRESTORE_PORT,
// AUTH_PORT, STORAGE_PORT override): seeds `products` products (the seed's generated catalogue,
// with its ~150 demo orders), adds generated orders over the last 90 days until the shop holds
// `orders` orders, then runs dashboardFigures (lib/admin/dash/figures.ts, all the Firestore work of
// one /dash render) for 7, 30 and 90 days, `runs` times each: Firestore reads (lib/firebase/op-counter.ts) and
// time, the first run (catalogue index not yet loaded by this process) apart from the others.
// Prints the figures (BENCHMARKS.md records them with this command).
import { parseArgs } from "node:util";
import { startStack } from "../stack/index";
import { runMain } from "../lib/shop";
import { hash, int, pick, prng } from "../seed/random";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "10000" },
    orders: { type: "string", default: "5000" },
    runs: { type: "string", default: "7" },
  },
});

const DAY = 86_400_000;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

runMain(async (onStop) => {
  const stack = await startStack({ profile: "bench", log: () => {} });
  onStop(stack.stop);
  Object.assign(process.env, stack.env);
  // Loaded after the stack's env is set: firebase-admin reads the emulator hosts when it starts.
  const { firestore } = await import("@/lib/firebase/admin");
  const { seed } = await import("../seed/run");
  const { ORDERS_COLLECTION } = await import("@/lib/orders/schema");
  const { ORDER_STATUSES } = await import("@/lib/orders/status");
  const { testOrder } = await import("@/tests/fixtures/order");
  const { firestoreOps } = await import("@/lib/firebase/op-counter");
  const readCount = () => firestoreOps().reads;
  const { dashboardFigures } = await import("@/lib/admin/dash/figures");
  const db = firestore();

  const t0 = performance.now();
  const seeded = await seed({ products: Number(values.products), reset: true, log: () => {} });
  const now = Date.now();
  const missing = Math.max(0, Number(values.orders) - seeded.orders);
  const r = prng(hash("bench-dash"));
  for (let i = 0; i < missing; i += 400) {
    const batch = db.batch();
    for (let j = i; j < Math.min(missing, i + 400); j++) {
      const createdAt = new Date(Math.floor((now - r() * 90 * DAY) / 1000) * 1000).toISOString();
      const status = pick(r, ORDER_STATUSES);
      const id = `BENCH-${String(j).padStart(5, "0")}`;
      batch.set(db.collection(ORDERS_COLLECTION).doc(id), testOrder({ total: int(r, 1_500, 40_000), status, createdAt, uid: `bench-buyer-${j % 300}`, key: `bench-dash-${id}` }));
    }
    await batch.commit();
  }
  const total = (await db.collection(ORDERS_COLLECTION).count().get()).data().count;
  console.log(`seeded ${seeded.products} products, ${total} orders (${seeded.orders} demo + ${missing} generated) in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

  const runs = Number(values.runs);
  console.log(`dashboardFigures(period) x ${runs}: reads and time (first run apart: it loads the catalogue index)`);
  for (const period of [30, 7, 90] as const) {
    const reads: number[] = [];
    const times: number[] = [];
    let figures: Awaited<ReturnType<typeof dashboardFigures>> | undefined;
    for (let i = 0; i < runs; i++) {
      const before = readCount();
      const start = performance.now();
      figures = await dashboardFigures(period);
      times.push(performance.now() - start);
      reads.push(readCount() - before);
    }
    const [firstTime, ...restTimes] = times;
    const [firstReads, ...restReads] = reads;
    restTimes.sort((a, b) => a - b);
    console.log(
      `  ${period} days: first ${firstReads} reads, ${firstTime!.toFixed(0)} ms; then ${[...new Set(restReads)].join("/")} reads, p50 ${percentile(restTimes, 50).toFixed(0)} ms, max ${restTimes.at(-1)!.toFixed(0)} ms` +
        ` (orders in period ${figures!.orders.value} + ${Object.entries(figures!.ordersByStatus).filter(([s]) => s === "cancelled" || s === "refunded").reduce((s, [, n]) => s + n, 0)} cancelled/refunded, revenue ${(figures!.revenue.value / 100).toFixed(2)} USD, low-stock ${figures!.stock.low} / sold out ${figures!.stock.soldOut})`,
    );
  }
});
