// npm run bench [-- --products 10000] [--lighthouse [--runs 5]] [--write] [--duration 10]
// A production build on the local Firebase stack ("bench" ports), then per page: gzipped
// first-load JS, throughput and latency under load (autocannon, 10 connections), Firestore
// document reads per request, and the same server's throughput on a static file as a ceiling;
// the uncached listing (a new filter each request: server time and reads); with --lighthouse,
// Lighthouse 12 scores (mobile preset, the median of --runs runs and their spread). --write
// records the tables in BENCHMARKS.md.
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { makePosts, makeProducts } from "../seed/catalog";
import { runMain, startShop } from "../lib/shop";
import { auditPage, spread } from "./lighthouse";

const { values } = parseArgs({
  options: {
    products: { type: "string" },
    duration: { type: "string", default: "10" },
    port: { type: "string", default: "3200" },
    lighthouse: { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
    write: { type: "boolean", default: false },
  },
});
const duration = Number(values.duration);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const distDir = process.env.NEXT_DIST_DIR || ".next";

/** Gzipped KB of a route's first-load chunks, from the build's diagnostics. */
function firstLoadGzipKb(route: string): number | null {
  const stats = JSON.parse(readFileSync(`${distDir}/diagnostics/route-bundle-stats.json`, "utf8")) as {
    route: string;
    firstLoadChunkPaths: string[];
  }[];
  const entry = stats.find((s) => s.route === route);
  if (!entry) return null;
  const bytes = entry.firstLoadChunkPaths.reduce((sum, p) => sum + gzipSync(readFileSync(p), { level: 9 }).length, 0);
  return Math.round(bytes / 102.4) / 10;
}

async function reads(): Promise<number> {
  const res = await fetch(`${base}/api/metrics`);
  return ((await res.json()) as { firestoreReads: number }).firestoreReads;
}

/** One cold request (fills the data cache), then the load; with the reads each made and the page's HTML size. */
async function load(page: string) {
  const r0 = await reads();
  const cold = await fetch(base + page);
  if (!cold.ok) throw new Error(`${page} answered ${cold.status}`);
  const html = Buffer.from(await cold.arrayBuffer());
  const htmlKb = { raw: Math.round(html.length / 102.4) / 10, gzip: Math.round(gzipSync(html).length / 102.4) / 10 };
  const r1 = await reads();
  const result = await autocannon({ url: base + page, connections: 10, duration });
  const r2 = await reads();
  const perRequest = Math.round(((r2 - r1) / Math.max(1, result.requests.total)) * 1000) / 1000;
  return { result, coldReads: r1 - r0, perRequest, htmlKb };
}

/** A filtered listing no cache has seen, one request at a time: server time and reads each. */
async function uncachedListing(samples: number) {
  const times: number[] = [];
  const readCounts: number[] = [];
  let shown = 0;
  for (let i = 0; i < samples; i++) {
    const url = `${base}/shop-grid-standard?inStock=1&max=${500 - i}&sort=price-desc`;
    const r0 = await reads();
    const t0 = performance.now();
    const res = await fetch(url);
    const html = await res.text();
    times.push(performance.now() - t0);
    readCounts.push((await reads()) - r0);
    shown = Math.max(shown, (html.match(/<article/g) ?? []).length);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: Math.round(sorted[Math.floor(samples / 2)]!),
    p90: Math.round(sorted[Math.floor(samples * 0.9)]!),
    maxReads: Math.max(...readCounts),
    shown,
  };
}

const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");

runMain(async (onStop) => {
  const products = values.products ? Number(values.products) : undefined;
  const shop = await startShop({ profile: "bench", port, mode: "start", build: true, products, env: { SHOP_METRICS: "1" } });
  onStop(shop.stop);
  const sample = makeProducts(products ?? 124, new Date())[0]!;
  // A file from public/, served by the same Next server: the ceiling for any page.
  const staticFile = sample.images[0]!;

  const post = makePosts(new Date())[0]!;
  // Every storefront template; the listing twice: plain, and a repeated filtered, sorted page.
  const pages: [string, string][] = [
    ["/", "/[locale]"],
    ["/shop-grid-standard", "/[locale]/shop-grid-standard/[...query]"],
    ["/shop-grid-standard?category=toys&inStock=1&sort=price-asc&page=2", "/[locale]/shop-grid-standard/[...query]"],
    [`/product/${sample.id}`, "/[locale]/product/[id]"],
    ["/search?q=bottle", "/[locale]/search/[...query]"],
    ["/blog-standard", "/[locale]/blog-standard/[...query]"],
    [`/blog-details-standard/${post.slug}`, "/[locale]/blog-details-standard/[slug]"],
    ["/cart", "/[locale]/cart"],
  ];
  const available: [string, string][] = [];
  for (const p of pages) if ((await fetch(base + p[0])).ok) available.push(p);

  const loadRows: (string | number)[][] = [];
  const { result: ceiling } = await load(staticFile);
  const ceilingRps = Math.round(ceiling.requests.average);
  for (const [page, route] of available) {
    const { result: r, coldReads, perRequest, htmlKb } = await load(page);
    const rps = Math.round(r.requests.average);
    loadRows.push([page, `${firstLoadGzipKb(route) ?? "?"} KB`, `${htmlKb.raw} / ${htmlKb.gzip} KB`, rps, r.latency.p50, r.latency.p99, `${coldReads} / ${perRequest}`, (rps / ceilingRps).toFixed(2), r.errors + r.non2xx + r.timeouts]);
  }
  loadRows.push([`static file (${staticFile}), the ceiling`, "-", "-", ceilingRps, ceiling.latency.p50, ceiling.latency.p99, "0 / 0", "1.00", ceiling.errors + ceiling.non2xx]);

  const uncached = await uncachedListing(30);

  const sections = [
    table(
      ["page", "first-load JS (gzip)", "HTML (raw / gzip)", "req/s", "p50 ms", "p99 ms", "Firestore reads: first request / per request under load", "vs static file", "errors"],
      loadRows,
    ),
    `Uncached filtered listing (a new filter each request, 30 in a row): p50 ${uncached.p50} ms, p90 ${uncached.p90} ms server time; at most ${uncached.maxReads} Firestore reads per request for ${uncached.shown} products shown.`,
  ];

  const runs = Math.max(1, Number(values.runs));
  if (values.lighthouse) {
    const lhRows: (string | number)[][] = [];
    for (const [page] of available) {
      const s = await auditPage(base.replace("127.0.0.1", "localhost") + page, runs);
      lhRows.push([
        page,
        `${s.performance} (${spread(s.runs.map((r) => r.performance))})`,
        s.accessibility,
        s.bestPractices,
        s.seo,
        `${s.lcpMs} (${spread(s.runs.map((r) => r.lcpMs))})`,
        s.cls,
        `${s.tbtMs} (${spread(s.runs.map((r) => r.tbtMs))})`,
        s.failed.join(", ") || "-",
      ]);
    }
    sections.push(
      `Lighthouse 12, mobile preset, Debian chromium: the median run of ${runs} (by performance score), with the spread of all ${runs} in brackets:\n\n` +
        table(["page", "performance", "accessibility", "best practices", "SEO", "LCP ms", "CLS", "TBT ms", "audits that cost points"], lhRows),
    );
  }

  const when = new Date().toISOString().slice(0, 10);
  const command = `npm run bench --${products ? ` --products ${products}` : ""}${values.lighthouse ? ` --lighthouse --runs ${runs}` : ""}${values.write ? " --write" : ""}`;
  const header = `Catalogue: ${products ?? "demo (124)"} products; autocannon 10 connections x ${duration} s; ${when}; \`${command}\``;
  const body = `${header}\n\n${sections.join("\n\n")}`;
  console.log(`\n${body}\n`);
  if (values.write) {
    const file = "BENCHMARKS.md";
    const marker = `<!-- bench:${products ?? "demo"}${values.lighthouse ? "+lighthouse" : ""} -->`;
    const block = `${marker}\n${body}\n${marker}`;
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      text = "# Benchmarks\n";
    }
    const re = new RegExp(`${marker.replace(/[+]/g, "\\+")}[\\s\\S]*?${marker.replace(/[+]/g, "\\+")}`);
    text = re.test(text) ? text.replace(re, block) : `${text.trimEnd()}\n\n${block}\n`;
    writeFileSync(file, text);
    console.log(`written to ${file}`);
  }
});
