// The storefront's speed targets, measured against the framework's floor (a bare Next.js app on
// the same machine, in the same run), and the bench's tables. Pure: the bench measures, this
// decides and formats.
import type { LighthouseScores, PageAudit } from "./lighthouse";

type Metric = keyof LighthouseScores;
/** The median of a metric over every run, and its spread. */
export type Stat = { median: number; min: number; max: number };
export type Summary = Record<Metric, Stat>;
/** `distance` is the value minus its bound: negative is under it, positive over it. */
export type Check = { bound: number; distance: number; pass: boolean };

export const TARGETS = {
  performance: 95,
  /** Performance at most this many points under the floor's. */
  performanceUnderFloor: 4,
  /** Accessibility, best practices and SEO. */
  score: 100,
  cls: 0,
  /** Lighthouse's simulated LCP. */
  lcpMs: 2000,
  /** TBT at most this much over the floor's. */
  tbtOverFloorMs: 100,
  /** A cached page's req/s against a bare Next page of the same size. */
  cachedPageRatio: 0.8,
  /**
   * `--http2`: over HTTPS and HTTP/2, against the bare page of the same size over the same
   * protocol: performance at least 95 and at most 3 points under it, TBT at most 100 ms over it.
   */
  http2: { performance: 95, performanceUnderBare: 3, lcpMs: 2000, tbtOverBareMs: 100 },
  /** `--http2`'s HTTP/1.1 runs (the plain port): LCP at most this much over the same-size bare page's. */
  http1LcpOverBareMs: 300,
} as const;

const METRICS: Metric[] = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls"];

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(xs: number[]): number {
  if (xs.length === 0) throw new Error("median of no values");
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return round3(s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2);
}

/** Each metric's own median over the runs (not the values of one median run), with its spread. */
export function summarize(runs: LighthouseScores[]): Summary {
  const stat = (m: Metric): Stat => {
    const xs = runs.map((r) => r[m]);
    return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
  };
  return Object.fromEntries(METRICS.map((m) => [m, stat(m)])) as Summary;
}

const atLeast = (value: number, bound: number): Check => ({ bound, distance: round3(value - bound), pass: value >= bound });
const atMost = (value: number, bound: number): Check => ({ bound, distance: round3(value - bound), pass: value <= bound });

/** Each Lighthouse target for a page's medians, the relative ones against the floor's medians. */
export function lighthouseChecks(page: Summary, floor: Summary): Record<Metric, Check> {
  return {
    performance: atLeast(page.performance.median, Math.max(TARGETS.performance, floor.performance.median - TARGETS.performanceUnderFloor)),
    accessibility: atLeast(page.accessibility.median, TARGETS.score),
    bestPractices: atLeast(page.bestPractices.median, TARGETS.score),
    seo: atLeast(page.seo.median, TARGETS.score),
    lcpMs: atMost(page.lcpMs.median, TARGETS.lcpMs),
    tbtMs: atMost(page.tbtMs.median, floor.tbtMs.median + TARGETS.tbtOverFloorMs),
    cls: atMost(page.cls.median, TARGETS.cls),
  };
}

export const cachedPageCheck = (ratio: number): Check => atLeast(ratio, TARGETS.cachedPageRatio);

const signed = (x: number) => (x > 0 ? `+${x}` : `${x}`);
/** "distance pass" or "distance **miss**". */
export const mark = (c: Check) => `${signed(c.distance)} ${c.pass ? "pass" : "**miss**"}`;

/** "median (min-max)", the spread left out when every run agreed. */
const statText = (s: Stat) => (s.min === s.max ? `${s.median}` : `${s.median} (${s.min}-${s.max})`);

/** The Lighthouse table's head: each metric with its bound in this run. */
export function lighthouseHead(floor: Summary): string[] {
  const bound = lighthouseChecks(floor, floor);
  return [
    "page",
    `performance (>= ${bound.performance.bound}: ${TARGETS.performance} and the floor's - ${TARGETS.performanceUnderFloor})`,
    "accessibility (100)",
    "best practices (100)",
    "SEO (100)",
    `LCP ms (<= ${TARGETS.lcpMs})`,
    `TBT ms (<= ${bound.tbtMs.bound}: the floor's + ${TARGETS.tbtOverFloorMs})`,
    "CLS (0)",
    "audits that cost points",
  ];
}

/** "2 of 5 runs failed (why)", or nothing when every run succeeded. */
const failuresText = (a: PageAudit, whose = ""): string[] =>
  a.failures.length ? [`${whose}${a.failures.length} of ${a.runs.length + a.failures.length} runs failed (${[...new Set(a.failures)].join("; ")})`] : [];

/**
 * One row of the Lighthouse table: each metric's median (spread), its distance to its target and a
 * pass/miss mark; then the audits that cost points in any run, and the runs that failed.
 */
export function lighthouseRow(page: string, audit: PageAudit, floor: Summary): string[] {
  const failures = failuresText(audit);
  if (audit.runs.length === 0) return [page, ...METRICS.map(() => "-"), failures.join("")];
  const s = summarize(audit.runs);
  const c = lighthouseChecks(s, floor);
  const failed = [...new Set(audit.runs.flatMap((r) => r.failed)), ...failures];
  return [page, ...METRICS.map((m) => `${statText(s[m])} ${mark(c[m])}`), failed.join(", ") || "-"];
}

/**
 * Each target of a page's medians over `protocol`, the relative ones against the bare page of its
 * size over the same protocol. Over HTTP/1.1 performance and TBT have none (they are printed).
 */
export function protocolChecks(protocol: "h2" | "http/1.1", page: Summary, bare: Summary): Partial<Record<Metric, Check>> {
  const always = {
    accessibility: atLeast(page.accessibility.median, TARGETS.score),
    bestPractices: atLeast(page.bestPractices.median, TARGETS.score),
    seo: atLeast(page.seo.median, TARGETS.score),
    cls: atMost(page.cls.median, TARGETS.cls),
  };
  const h2 = TARGETS.http2;
  if (protocol === "http/1.1") return { ...always, lcpMs: atMost(page.lcpMs.median, bare.lcpMs.median + TARGETS.http1LcpOverBareMs) };
  return {
    ...always,
    performance: atLeast(page.performance.median, Math.max(h2.performance, bare.performance.median - h2.performanceUnderBare)),
    lcpMs: atMost(page.lcpMs.median, h2.lcpMs),
    tbtMs: atMost(page.tbtMs.median, bare.tbtMs.median + h2.tbtOverBareMs),
  };
}

export const PROTOCOL_HEAD = [
  "page",
  "protocol (the document's, page / bare page)",
  "bare Next page of the nearest size",
  `performance (HTTP/2: >= ${TARGETS.http2.performance} and >= bare - ${TARGETS.http2.performanceUnderBare})`,
  "accessibility (100)",
  "best practices (100)",
  "SEO (100)",
  `LCP ms (HTTP/2: <= ${TARGETS.http2.lcpMs}; HTTP/1.1: <= bare + ${TARGETS.http1LcpOverBareMs})`,
  `TBT ms (HTTP/2: <= bare + ${TARGETS.http2.tbtOverBareMs})`,
  "CLS (0)",
  "audits that cost points",
];

/** The protocols a page's runs came over: "h2", or each one seen ("h2, http/1.1") when they differ. */
const protocolsText = (a: PageAudit) => [...new Set(a.runs.map((r) => r.protocol || "?"))].join(", ") || "-";

/**
 * One row of the protocol table: for each metric, the page's median (spread) "vs" the same-size bare
 * page's over the same protocol, the page's minus the bare page's, then the distance to its target
 * and pass or miss (nothing where the protocol sets none). A side with no successful run prints "-".
 */
export function protocolRow(page: string, protocol: "h2" | "http/1.1", audit: PageAudit, barePath: string, bare: PageAudit): string[] {
  const label = `${protocol === "h2" ? "HTTP/2" : "HTTP/1.1"}: ${protocolsText(audit)} / ${protocolsText(bare)}`;
  const failed = [...new Set(audit.runs.flatMap((r) => r.failed)), ...failuresText(audit), ...failuresText(bare, "bare page: ")].join(", ") || "-";
  if (audit.runs.length === 0 || bare.runs.length === 0) return [page, label, barePath, ...METRICS.map(() => "-"), failed];
  const [s, b] = [summarize(audit.runs), summarize(bare.runs)];
  const checks = protocolChecks(protocol, s, b);
  const cell = (m: Metric) => {
    const check = checks[m];
    return `${statText(s[m])} vs ${statText(b[m])}: ${signed(round3(s[m].median - b[m].median))}${check ? `; ${mark(check)}` : ""}`;
  };
  return [page, label, barePath, ...METRICS.map(cell), failed];
}

export const SIZE_FLOOR_HEAD = [
  "page",
  "performance",
  "LCP ms",
  "TBT ms",
  "bare Next page of the nearest size",
  "its performance",
  "its LCP ms",
  "its TBT ms",
  "page minus bare page: performance / LCP / TBT",
];

/**
 * One row of the same-size table: a page's Lighthouse medians (spread) beside those of the bare
 * Next page nearest its size, and the differences of the medians: what the shop adds to what the
 * framework itself reaches at that size. A side with no successful run prints "-".
 */
export function sizeFloorRow(page: string, audit: PageAudit, barePath: string, bare: PageAudit): string[] {
  const metrics = ["performance", "lcpMs", "tbtMs"] as const;
  const summary = (a: PageAudit) => (a.runs.length ? summarize(a.runs) : null);
  const cells = (s: Summary | null) => metrics.map((m) => (s ? statText(s[m]) : "-"));
  const [shop, floor] = [summary(audit), summary(bare)];
  const diff = shop && floor ? metrics.map((m) => signed(round3(shop[m].median - floor[m].median))).join(" / ") : "-";
  return [page, ...cells(shop), barePath, ...cells(floor), diff];
}

/** The candidate whose size is nearest to `bytes` (the first of a tie). */
export function nearestBySize<T extends { bytes: number }>(candidates: T[], bytes: number): T {
  if (candidates.length === 0) throw new Error("no candidates");
  return candidates.reduce((best, c) => (Math.abs(c.bytes - bytes) < Math.abs(best.bytes - bytes) ? c : best));
}

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export const CACHED_PAGE_HEAD = ["page", "HTML (raw)", "req/s", "bare Next page of the nearest size", "its HTML (raw)", "its req/s", `ratio (>= ${TARGETS.cachedPageRatio})`];

/** One row of the cached-page table: the shop's page, the bare page of about its size, and the ratio of their req/s against its target. */
export function cachedPageRow(page: string, shop: { bytes: number; rps: number }, bare: { path: string; bytes: number; rps: number }): string[] {
  const ratio = Math.round((shop.rps / bare.rps) * 100) / 100;
  return [page, `${kb(shop.bytes)} KB`, `${shop.rps}`, bare.path, `${kb(bare.bytes)} KB`, `${bare.rps}`, `${ratio.toFixed(2)} ${mark(cachedPageCheck(ratio))}`];
}

/** A Markdown table. */
export const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");

const loadText = (l: number[]) => l.map((x) => x.toFixed(2)).join(" / ");
const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** What a record says about itself: command, commit (and whether the tree had changes), start and end, and the machine's load at both. */
export function recordHeader(r: { command: string; commit: string; dirty: boolean; start: Date; end: Date; loadStart: number[]; loadEnd: number[] }): string {
  return [
    `Command: \`${r.command}\``,
    `Commit: ${r.commit}${r.dirty ? " + changes" : ""}`,
    `Run: ${utc(r.start)} to ${utc(r.end)}`,
    `Load average (1 / 5 / 15 min): ${loadText(r.loadStart)} at the start, ${loadText(r.loadEnd)} at the end`,
  ].join("  \n");
}

/** `text` with the block between two `marker` lines replaced by `body` (or, without one, the block appended). */
export function replaceBlock(text: string, marker: string, body: string): string {
  const block = `${marker}\n${body}\n${marker}`;
  const at = text.indexOf(marker);
  if (at < 0) return `${text.trimEnd()}\n\n${block}\n`;
  const end = text.indexOf(marker, at + marker.length);
  if (end < 0) throw new Error(`${marker} opens a block that it does not close`);
  return text.slice(0, at) + block + text.slice(end + marker.length);
}
