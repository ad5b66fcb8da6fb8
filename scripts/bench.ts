// npm run bench [-- --products 10000] [--write]
// Production build on the local Firebase stack ("bench" ports), then for each page: gzipped
// first-load JS, throughput and latency under load (autocannon, 10 connections, 10 s), Firestore
// document reads per request, and the same server's throughput on a static file as a ceiling.
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { makeProducts } from "./seed/catalog";
import { runMain, startShop } from "./lib/shop";

const { values } = parseArgs({
  options: {
    products: { type: "string" },
    duration: { type: "string", default: "10" },
    port: { type: "string", default: "3200" },
    write: { type: "boolean", default: false },
  },
});
const duration = Number(values.duration);
const port = Number(values.port);

type Row = { page: string; route: string; jsKb: number | null; rps: number; p50: number; p99: number; coldReads: number; reads: number; errors: number };

/** Gzipped bytes of a route's first-load chunks, from the build's diagnostics. */
function firstLoadGzipKb(route: string): number | null {
  const stats = JSON.parse(readFileSync(`${process.env.NEXT_DIST_DIR || ".next"}/diagnostics/route-bundle-stats.json`, "utf8")) as {
    route: string;
    firstLoadChunkPaths: string[];
  }[];
  const entry = stats.find((s) => s.route === route);
  if (!entry) return null;
  const bytes = entry.firstLoadChunkPaths.reduce((sum, p) => sum + gzipSync(readFileSync(p), { level: 9 }).length, 0);
  return Math.round(bytes / 102.4) / 10;
}

async function reads(base: string): Promise<number> {
  const res = await fetch(`${base}/api/metrics`);
  return ((await res.json()) as { firestoreReads: number }).firestoreReads;
}

/** One cold request (fills the data cache), then the load; with the reads each made. */
async function load(base: string, page: string) {
  const r0 = await reads(base);
  const cold = await fetch(base + page);
  if (!cold.ok) throw new Error(`${page} answered ${cold.status}`);
  const r1 = await reads(base);
  const result = await autocannon({ url: base + page, connections: 10, duration });
  const r2 = await reads(base);
  const perRequest = Math.round(((r2 - r1) / Math.max(1, result.requests.total)) * 1000) / 1000;
  return { result, coldReads: r1 - r0, perRequest };
}

runMain(async (onStop) => {
  const products = values.products ? Number(values.products) : undefined;
  const shop = await startShop({ profile: "bench", port, mode: "start", build: true, products, env: { SHOP_METRICS: "1" } });
  onStop(shop.stop);
  const base = `http://127.0.0.1:${port}`;
  const sample = makeProducts(products ?? 124, new Date())[0]!;
  const productId = sample.id;
  // A file from public/, served by the same Next server: the ceiling for any page.
  const staticFile = sample.images[0]!;

  const pages: [string, string][] = [
    ["/", "/[locale]"],
    ["/shop-grid-standard", "/[locale]/shop-grid-standard"],
    [`/product/${productId}`, "/[locale]/product/[id]"],
  ];
  const rows: Row[] = [];
  for (const [page, route] of pages) {
    const { result: r, coldReads, perRequest } = await load(base, page);
    rows.push({
      page,
      route,
      jsKb: firstLoadGzipKb(route),
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      coldReads,
      reads: perRequest,
      errors: r.errors + r.non2xx + r.timeouts,
    });
  }
  const { result: ceiling } = await load(base, staticFile);
  const ceilingRps = Math.round(ceiling.requests.average);

  const lines = [
    `| page | first-load JS (gzip) | req/s | p50 ms | p99 ms | Firestore reads: first request / per request under load | vs static file | errors |`,
    `|---|---|---|---|---|---|---|---|`,
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.jsKb ?? "?"} KB | ${r.rps} | ${r.p50} | ${r.p99} | ${r.coldReads} / ${r.reads} | ${(r.rps / ceilingRps).toFixed(2)} | ${r.errors} |`,
    ),
    `| static file (${staticFile}), the ceiling | - | ${ceilingRps} | ${ceiling.latency.p50} | ${ceiling.latency.p99} | 0 / 0 | 1.00 | ${ceiling.errors + ceiling.non2xx} |`,
  ];
  const when = new Date().toISOString().slice(0, 10);
  const header = `Catalogue: ${products ?? "demo (124)"} products; autocannon 10 connections x ${duration} s; ${when}; \`npm run bench${products ? ` -- --products ${products}` : ""}\``;
  console.log(`\n${header}\n\n${lines.join("\n")}\n`);
  if (values.write) {
    const file = "BENCHMARKS.md";
    const marker = `<!-- bench:${products ?? "demo"} -->`;
    const block = `${marker}\n${header}\n\n${lines.join("\n")}\n${marker}`;
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      text = "# Benchmarks\n";
    }
    const re = new RegExp(`${marker}[\\s\\S]*?${marker}`);
    text = re.test(text) ? text.replace(re, block) : `${text.trimEnd()}\n\n${block}\n`;
    writeFileSync(file, text);
    console.log(`written to ${file}`);
  }
});
