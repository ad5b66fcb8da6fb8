// npm run bench:products [-- --products 10000 --runs 30]
// The admin product table's search at scale, on the local Firebase stack ("bench" ports;
// FIRESTORE_PORT, AUTH_PORT, STORAGE_PORT override): seeds `products` products (the seed's
// generated catalogue), then runs searchProducts (lib/admin/products/db.ts: what one /products render
// asks of the data layer) for a mix of searches, filters, sorts and a second page, `runs` times
// each, in this process against the Firestore emulator. Prints p50/p95 and the Firestore reads per
// search; the first call (it loads the catalogue index) apart. Then what a sale costs every
// instance: one product's stock written (as an order writes it), and the next load of the index
// (its reads and time), `runs` times. BENCHMARKS.md records the figures.
import "../lib/plain-node"; // the product writes' module renders back-in-stock emails with react-dom/server
import { parseArgs } from "node:util";
import { startStack } from "../stack/index";
import { runMain } from "../lib/shop";

const { values } = parseArgs({ options: { products: { type: "string", default: "10000" }, runs: { type: "string", default: "30" } } });
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

runMain(async (onStop) => {
  const stack = await startStack({ profile: "bench", log: () => {} });
  onStop(stack.stop);
  Object.assign(process.env, stack.env);
  // Loaded after the stack's env is set: firebase-admin reads the emulator hosts when it starts.
  const { seed } = await import("../seed/run");
  const { searchProducts } = await import("@/lib/admin/products/db");
  const { firestoreOps } = await import("@/lib/firebase/op-counter");
  const readCount = () => firestoreOps().reads;
  type Query = Parameters<typeof searchProducts>[0];

  const t0 = performance.now();
  const seeded = await seed({ products: Number(values.products), reset: true, log: () => {} });
  console.log(`seeded ${seeded.products} products in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

  const first = performance.now();
  const before = readCount();
  const all = await searchProducts({ sort: "newest" });
  console.log(`first search (loads the index): ${(performance.now() - first).toFixed(0)} ms, ${readCount() - before} reads, ${all.total} products`);

  const second = await searchProducts({ sort: "price-desc" });
  const queries: [string, Query][] = [
    ["all, newest first", { sort: "newest" }],
    ["name words 'soft blanket'", { q: "soft blanket", sort: "name" }],
    ["one word 'bottle', by price", { q: "bottle", sort: "price-asc" }],
    ["id / SKU prefix", { q: all.rows[0]!.id.slice(0, 10), sort: "newest" }],
    ["low stock", { stock: "low", sort: "stock" }],
    ["category + on sale + new", { category: "clothing", sale: true, new: true, sort: "newest" }],
    ["archived", { state: "archived", sort: "name" }],
    ["page 2 (cursor), price high to low", { sort: "price-desc", cursor: second.next ?? undefined }],
  ];
  const times: number[] = [];
  const reads: number[] = [];
  for (const [label, q] of queries) {
    const own: number[] = [];
    let total = 0;
    for (let i = 0; i < Number(values.runs); i++) {
      const r0 = readCount();
      const start = performance.now();
      total = (await searchProducts(q)).total;
      own.push(performance.now() - start);
      reads.push(readCount() - r0);
    }
    times.push(...own);
    own.sort((a, b) => a - b);
    console.log(`  ${label.padEnd(36)} ${String(total).padStart(6)} match  p50 ${percentile(own, 50).toFixed(1)} ms  p95 ${percentile(own, 95).toFixed(1)} ms`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `admin product search at ${all.total} products, ${times.length} searches: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms; Firestore reads per search: ${[...new Set(reads)].join("/")}`,
  );

  const { loadCatalogIndex, fetchProduct } = await import("@/lib/catalog/db");
  const { writeProductInTransaction } = await import("@/lib/catalog/write");
  const { firestore } = await import("@/lib/firebase/admin");
  const db = firestore();
  const sold = (await fetchProduct(all.rows[0]!.id))!;
  const reloads: number[] = [];
  const reloadReads: number[] = [];
  for (let i = 0; i < Number(values.runs); i++) {
    await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, { ...sold, stock: sold.stock + (i % 2 === 0 ? 1 : 0) }));
    const r0 = readCount();
    const start = performance.now();
    await loadCatalogIndex();
    reloads.push(performance.now() - start);
    reloadReads.push(readCount() - r0);
  }
  reloads.sort((a, b) => a - b);
  console.log(
    `the index after one product's stock changed, ${reloads.length} times: p50 ${percentile(reloads, 50).toFixed(1)} ms, p95 ${percentile(reloads, 95).toFixed(1)} ms; Firestore reads: ${[...new Set(reloadReads)].join("/")}`,
  );
});
