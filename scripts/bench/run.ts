// npm run bench [-- --products 10000] [--lighthouse [--runs 5] [--http2]] [--write] [--duration 10] [--port 3200] [--floor-port 3960] [--tls-port 43443] [--floor-tls-port 43963]
// A production build on the local Firebase stack ("bench" ports), then per page: gzipped
// first-load JS, throughput and latency under load (load.ts: autocannon, 10 connections),
// Firestore document reads per request, and the same server's throughput on a static file as a
// ceiling; the uncached listing (a new filter each request: server time and reads); with
// --lighthouse, Lighthouse 12 (mobile preset, --runs runs a page). Then the framework's floor
// (floor-app.ts: a bare Next.js app, built and started after the shop's load, so never loaded at
// the same time): each shop page's req/s against a bare prerendered page of the nearest size,
// and with --lighthouse the Lighthouse runs of the bare home page (the targets' floor) and of
// those same-size pages (each template beside what the framework reaches at its size); each
// figure is printed with its distance to its target (targets.ts). --http2 instead runs Lighthouse
// over HTTPS and HTTP/2 (nginx in front of both apps, http2.ts) and over the plain HTTP/1.1 ports,
// shop and bare pages alternated, each page beside its same-size bare page over the same protocol.
// --write records it all in BENCHMARKS.md, between the markers of its catalogue (and
// "+lighthouse+floor" or "+lighthouse+http2").
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { makePosts, makeProducts } from "../seed/catalog";
import { runMain, startShop } from "../lib/shop";
import { measureFloor, startFloor, type FloorPage } from "./floor-app";
import { alternatedSteps, auditAlternated, auditKey, startTlsFronts, type Pair, type Protocol } from "./http2";
import { auditPage, type PageAudit } from "./lighthouse";
import { CONNECTIONS, underLoad, WARM_UP_S } from "./load";
import { CACHED_PAGE_HEAD, cachedPageRow, kb, lighthouseHead, lighthouseRow, nearestBySize, PROTOCOL_HEAD, protocolRow, recordHeader, replaceBlock, SIZE_FLOOR_HEAD, sizeFloorRow, summarize, table } from "./targets";

const { values } = parseArgs({
  options: {
    products: { type: "string" },
    duration: { type: "string", default: "10" },
    port: { type: "string", default: "3200" },
    "floor-port": { type: "string", default: "3960" },
    "tls-port": { type: "string", default: "43443" },
    "floor-tls-port": { type: "string", default: "43963" },
    lighthouse: { type: "boolean", default: false },
    http2: { type: "boolean", default: false },
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
  return ((await res.json()) as { firestore: { reads: number } }).firestore.reads;
}

/** One cold request (fills the data cache), then the load; with the reads each made and the page's raw and gzipped HTML size. */
async function load(page: string) {
  const r0 = await reads();
  const cold = await fetch(base + page);
  if (!cold.ok) throw new Error(`${page} answered ${cold.status}`);
  const html = Buffer.from(await cold.arrayBuffer());
  const r1 = await reads();
  const { warmUp, result } = await underLoad(base + page, duration);
  const r2 = await reads();
  const perRequest = Math.round(((r2 - r1) / Math.max(1, warmUp.requests.total + result.requests.total)) * 1000) / 1000;
  return { result, coldReads: r1 - r0, perRequest, bytes: html.length, gzipBytes: gzipSync(html).length };
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

/** The commit measured, and whether the work tree had changes on top of it. */
function gitState() {
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
  return { commit: git("rev-parse", "--short", "HEAD"), dirty: git("status", "--porcelain") !== "" };
}

/**
 * `--http2`: nginx over HTTPS and HTTP/2 in front of the shop and of the bare app (both running),
 * then Lighthouse alternated over every page, its bare page and both protocols; the table's rows.
 */
async function protocolAudits(pairs: Pair[], runs: number, barePages: FloorPage[], onStop: (fn: () => Promise<void>) => void): Promise<string[][]> {
  const [tlsPort, floorTlsPort, floorPort] = [values["tls-port"], values["floor-tls-port"], values["floor-port"]].map(Number) as [number, number, number];
  const fronts = await startTlsFronts([
    { port: tlsPort, upstream: port, readyPath: "/api/health" },
    { port: floorTlsPort, upstream: floorPort, readyPath: "/" },
  ]);
  onStop(fronts.stop);
  try {
    // localhost, as the other Lighthouse runs: the name the shop calls itself by (shop.ts).
    const origins = {
      h2: { shop: `https://localhost:${tlsPort}`, bare: `https://localhost:${floorTlsPort}` },
      "http/1.1": { shop: `http://localhost:${port}`, bare: `http://localhost:${floorPort}` },
    };
    const protocols: Protocol[] = ["h2", "http/1.1"];
    const audits = await auditAlternated(alternatedSteps(runs, pairs, protocols), origins);
    const sized = (path: string) => `${path} (${kb(barePages.find((p) => p.path === path)!.bytes)} KB)`;
    return pairs.flatMap(({ page, bare }) =>
      protocols.map((protocol) => protocolRow(page, protocol, audits.get(auditKey({ protocol, side: "shop", path: page }))!, sized(bare), audits.get(auditKey({ protocol, side: "bare", path: bare }))!)),
    );
  } finally {
    await fronts.stop();
  }
}

runMain(async (onStop) => {
  if (values.http2 && !values.lighthouse) throw new Error("--http2 is a Lighthouse measure: run it with --lighthouse");
  const start = new Date();
  const loadStart = loadavg();
  const { commit, dirty } = gitState();
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
    ["/shop-grid-standard?inStock=1&sort=price-asc&page=2", "/[locale]/shop-grid-standard/[...query]"],
    [`/product/${sample.id}`, "/[locale]/product/[id]"],
    ["/search?q=bottle", "/[locale]/search/[...query]"],
    ["/blog-standard", "/[locale]/blog-standard/[...query]"],
    [`/blog-details-standard/${post.slug}`, "/[locale]/blog-details-standard/[slug]"],
    ["/cart", "/[locale]/cart"],
  ];
  const available: [string, string][] = [];
  const skipped: string[] = [];
  for (const p of pages) {
    const res = await fetch(base + p[0]);
    if (res.ok) available.push(p);
    else skipped.push(`${p[0]} (answered ${res.status})`);
  }

  const loadRows: (string | number)[][] = [];
  const shopLoad = new Map<string, { bytes: number; rps: number }>();
  const { result: ceiling } = await load(staticFile);
  const ceilingRps = Math.round(ceiling.requests.average);
  for (const [page, route] of available) {
    console.log(`[bench] load: ${page}`);
    const { result: r, coldReads, perRequest, bytes, gzipBytes } = await load(page);
    const rps = Math.round(r.requests.average);
    shopLoad.set(page, { bytes, rps });
    loadRows.push([page, `${firstLoadGzipKb(route) ?? "?"} KB`, `${kb(bytes)} / ${kb(gzipBytes)} KB`, rps, r.latency.p50, r.latency.p99, `${coldReads} / ${perRequest}`, (rps / ceilingRps).toFixed(2), r.errors + r.non2xx + r.timeouts]);
  }
  loadRows.push([`static file (${staticFile}), the ceiling`, "-", "-", ceilingRps, ceiling.latency.p50, ceiling.latency.p99, "0 / 0", "1.00", ceiling.errors + ceiling.non2xx]);

  const uncached = await uncachedListing(30);

  const runs = Math.max(1, Number(values.runs));
  const lighthouse: [string, PageAudit][] = [];
  // --http2 runs the shop's pages later, alternated with the bare app's.
  if (values.lighthouse && !values.http2) {
    for (const [page] of available) {
      console.log(`[bench] Lighthouse, ${runs} run(s): ${page}`);
      lighthouse.push([page, await auditPage(base.replace("127.0.0.1", "localhost") + page, runs)]);
    }
  }

  // The floor, once the shop's load is over: each shop page beside the bare page nearest its size.
  const floor = await startFloor(Number(values["floor-port"]));
  onStop(floor.stop);
  const bare = new Map(available.map(([page]) => [page, nearestBySize(floor.pages, shopLoad.get(page)!.bytes).path]));
  const protocolRows = values.http2 ? await protocolAudits(available.map(([page]) => ({ page, bare: bare.get(page)! })), runs, floor.pages, onStop) : [];
  const floorFigures = await measureFloor(floor, { runs, durationS: duration, lighthouse: values.lighthouse && !values.http2, paths: [...new Set(bare.values())] });
  await floor.stop();
  const barePageOf = (page: string) => floorFigures.pages.find((p) => p.path === bare.get(page))!;
  const cachedRows = available.map(([page]) => cachedPageRow(page, shopLoad.get(page)!, barePageOf(page)));

  const sections = [
    table(
      ["page", "first-load JS (gzip)", "HTML (raw / gzip)", "req/s", "p50 ms", "p99 ms", "Firestore reads: first request / per request under load", "vs static file", "errors"],
      loadRows,
    ),
    ...(skipped.length ? [`Not measured: ${skipped.join(", ")}.`] : []),
    `Uncached filtered listing (a new filter each request, 30 in a row): p50 ${uncached.p50} ms, p90 ${uncached.p90} ms server time; at most ${uncached.maxReads} Firestore reads per request for ${uncached.shown} products shown.`,
    `Cached pages against the framework's floor: each page beside the bare Next.js app's prerendered page nearest its raw HTML size (\`/cards/N\`, N = 10, 20 ... 600 cards), under the same load, one server after the other (the bare app's static file: ${floorFigures.staticRps} req/s). Ratio: the page's req/s over the bare page's, then its distance to the target (set for the home and product pages; the other templates are cached pages too) and pass or miss:\n\n` +
      table(CACHED_PAGE_HEAD, cachedRows),
  ];
  if (values.http2) {
    sections.push(
      `Lighthouse 12, mobile preset, Debian chromium, ${runs} run(s) a page and protocol: over HTTPS with HTTP/2 (nginx with a certificate made for the run, in front of the shop and of the bare app) and over HTTP/1.1 (their plain ports), the runs alternated between each page and the bare Next.js page nearest its raw HTML size, and between protocols. Each cell: the page's median (spread) vs the bare page's over the same protocol, the page's minus the bare page's, then its distance to its target (the value minus the bound in the column's head) and pass or miss:\n\n` +
        table(PROTOCOL_HEAD, protocolRows),
    );
  }
  const floorAudit = floorFigures.lighthouse;
  if (floorAudit && floorAudit.runs.length === 0) {
    // The relative bounds need the floor's figures: without them, say so rather than print half a verdict.
    sections.push(`Lighthouse: every run of the floor failed (${floorAudit.failures.join("; ")}), so no page is compared with it.`);
  } else if (floorAudit) {
    const floorSummary = summarize(floorAudit.runs);
    const rows = [...lighthouse.map(([page, audit]) => lighthouseRow(page, audit, floorSummary)), lighthouseRow("bare Next.js page (the floor)", floorAudit, floorSummary)];
    sections.push(
      `Lighthouse 12, mobile preset, Debian chromium, ${runs} run(s) a page: each metric's median with the spread of the runs in brackets, then its distance to its target (the value minus the bound in the column's head) and pass or miss. The floor is the bare Next.js app's page, measured after the storefront's pages:\n\n` +
        table(lighthouseHead(floorSummary), rows),
    );
    // What the framework itself reaches at each page's size: the same bare pages as the load's.
    const sizeRows = lighthouse.map(([page, audit]) => {
      const barePage = barePageOf(page);
      return sizeFloorRow(page, audit, `${barePage.path} (${kb(barePage.bytes)} KB)`, barePage.lighthouse!);
    });
    sections.push(
      `The same Lighthouse runs beside the bare Next.js page nearest each page's raw HTML size (the cached-page table's; no CSS, font, image or client component of ours), ${runs} run(s) each, measured after the storefront's pages: each median (spread), then the page's medians minus the bare page's:\n\n` +
        table(SIZE_FLOOR_HEAD, sizeRows),
    );
  }

  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
  const header = recordHeader({ command, commit, dirty, start, end: new Date(), loadStart, loadEnd: loadavg() });
  const body = `${header}  \nCatalogue: ${products ?? "demo (124)"} products; autocannon ${CONNECTIONS} connections x ${duration} s after ${WARM_UP_S} s of warm-up\n\n${sections.join("\n\n")}`;
  console.log(`\n${body}\n`);
  if (values.write) {
    const file = "BENCHMARKS.md";
    const marker = `<!-- bench:${products ?? "demo"}${values.http2 ? "+lighthouse+http2" : values.lighthouse ? "+lighthouse+floor" : ""} -->`;
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      text = "# Benchmarks\n";
    }
    writeFileSync(file, replaceBlock(text, marker, body));
    console.log(`written to ${file}`);
  }
});
