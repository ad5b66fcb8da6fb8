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

/**
 * One row of the Lighthouse table: each metric's median (spread), its distance to its target and a
 * pass/miss mark; then the audits that cost points in any run, and the runs that failed.
 */
export function lighthouseRow(page: string, audit: PageAudit, floor: Summary): string[] {
  const total = audit.runs.length + audit.failures.length;
  const failures = audit.failures.length ? [`${audit.failures.length} of ${total} runs failed (${[...new Set(audit.failures)].join("; ")})`] : [];
  if (audit.runs.length === 0) return [page, ...METRICS.map(() => "-"), failures.join("")];
  const s = summarize(audit.runs);
  const c = lighthouseChecks(s, floor);
  const failed = [...new Set(audit.runs.flatMap((r) => r.failed)), ...failures];
  return [page, ...METRICS.map((m) => `${statText(s[m])} ${mark(c[m])}`), failed.join(", ") || "-"];
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
