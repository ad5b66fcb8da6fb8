// npm run bench:memory [-- --search 20000 --listings 5000 --concurrency 8 --port 3200 --no-build]
// What one production server keeps when the public asks for pages no one asked for before: a
// production build on the local Firebase stack ("bench" ports; FIRESTORE_PORT, AUTH_PORT,
// STORAGE_PORT override), then `search` distinct /search?q=<random word> URLs and `listings`
// distinct filtered listings (/shop-grid-standard?min=..&max=..), `concurrency` at a time. Samples
// the server's resident memory (every process of `next start`), its JS heap still referenced (GET
// /api/metrics?gc=1; BENCH_NODE_OPTIONS adds Node flags to the server, e.g. --max-old-space-size) and
// the bytes of the server's page cache on disk (<distDir>/server: the build's pages, and those
// rendered since, which Next writes under server/route-cache unless told not to) before, every 10% of the way,
// and after a pause. Prints the figures (BENCHMARKS.md records them with this command).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { runMain, startShop } from "../lib/shop";

const { values } = parseArgs({
  options: {
    search: { type: "string", default: "20000" },
    listings: { type: "string", default: "5000" },
    concurrency: { type: "string", default: "8" },
    port: { type: "string", default: "3200" },
    "no-build": { type: "boolean", default: false },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const distDir = process.env.NEXT_DIST_DIR || ".next";
const MB = 1024 * 1024;

/** Resident memory (bytes) of every process in the group led by `leader` (next start and any worker it spawned). */
function groupRss(leader: number): number {
  let total = 0;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces, so split after ")".
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (pgrp !== leader) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${name}/status`, "utf8"));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      /* the process ended meanwhile */
    }
  }
  return total;
}

/** Bytes under a folder (du), 0 when it does not exist. */
function diskBytes(path: string): number {
  try {
    return Number(execFileSync("du", ["-sb", path], { encoding: "utf8" }).split("\t")[0]);
  } catch {
    return 0;
  }
}

/** The server's JS heap still referenced (garbage collected first: it runs with --expose-gc). */
async function liveHeap(): Promise<number> {
  const res = await fetch(`${base}/api/metrics?gc=1`);
  return ((await res.json()) as { memory: { heapUsed: number } }).memory.heapUsed;
}

/** A word no catalogue holds: what a crawler or an attacker sends, each one new. */
function randomWord(i: number): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let word = "";
  for (let n = 0; n < 10; n++) word += letters[Math.floor(Math.random() * letters.length)];
  return `${word}${i}`;
}

type Sample = { label: string; requests: number; rssMb: number; heapMb: number; diskMb: number; seconds: number };

runMain(async (onStop) => {
  // Pages rendered by an earlier run (with --no-build) would be served from disk instead of rendered.
  rmSync(`${distDir}/server/route-cache`, { recursive: true, force: true });
  const shop = await startShop({
    profile: "bench",
    port,
    mode: "start",
    build: !values["no-build"],
    env: { SHOP_METRICS: "1", NODE_OPTIONS: `--expose-gc ${process.env.BENCH_NODE_OPTIONS ?? ""}`.trim() },
  });
  onStop(shop.stop);
  const leader = shop.next.child.pid!;
  const pageCache = `${distDir}/server`;
  const samples: Sample[] = [];
  const t0 = performance.now();
  let done = 0;
  const sample = async (label: string) => {
    samples.push({
      label,
      requests: done,
      rssMb: Math.round(groupRss(leader) / MB),
      heapMb: Math.round((await liveHeap()) / MB),
      diskMb: Math.round(diskBytes(pageCache) / MB),
      seconds: Math.round((performance.now() - t0) / 1000),
    });
    const s = samples.at(-1)!;
    console.log(`[memory] ${s.label}: ${s.requests} requests, ${s.seconds} s, RSS ${s.rssMb} MB, live heap ${s.heapMb} MB, disk ${s.diskMb} MB`);
  };

  // Warm: the pages every visitor sees, the index loaded, a search and a listing rendered once.
  for (const path of ["/", "/shop-grid-standard", "/search?q=bottle", "/shop-grid-standard?sort=newest", "/blog-standard"]) {
    for (let i = 0; i < 3; i++) await (await fetch(base + path)).arrayBuffer();
  }
  await sample("before");

  const search = Number(values.search);
  const listings = Number(values.listings);
  const urls = [
    ...Array.from({ length: search }, (_, i) => `/search?q=${randomWord(i)}`),
    // Distinct, valid price ranges: each a listing with products in it.
    ...Array.from({ length: listings }, (_, i) => `/shop-grid-standard?min=${i % 50}&max=${60 + Math.floor(i / 50)}`),
  ];
  const statuses: Record<number, number> = {};
  const step = Math.max(1, Math.floor(urls.length / 10));
  let next = 0;
  let sampling = Promise.resolve();
  await Promise.all(
    Array.from({ length: Number(values.concurrency) }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const res = await fetch(base + url);
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        done++;
        if (done % step === 0) sampling = sampling.then(() => sample(done <= search ? "searches" : "listings").then(() => undefined));
      }
    }),
  );
  await sampling;
  // Idle a while: what stays once the load is gone.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  await sample("after 15 s idle");

  const rows = samples.map((s) => `| ${s.label} | ${s.requests} | ${s.seconds} | ${s.rssMb} | ${s.heapMb} | ${s.diskMb} |`);
  const first = samples[0]!;
  const last = samples.at(-1)!;
  const peak = Math.max(...samples.map((s) => s.rssMb));
  console.log(
    [
      "",
      `${search} distinct searches, then ${listings} distinct filtered listings, ${values.concurrency} at a time; answers ${JSON.stringify(statuses)}`,
      "",
      "| when | requests | s | RSS MB (next start) | live JS heap MB (after GC) | page cache on disk MB |",
      "|---|---|---|---|---|---|",
      ...rows,
      "",
      `RSS ${first.rssMb} -> ${last.rssMb} MB (peak ${peak}); disk ${first.diskMb} -> ${last.diskMb} MB; ${Math.round(urls.length / ((performance.now() - t0) / 1000))} req/s`,
    ].join("\n"),
  );
});
