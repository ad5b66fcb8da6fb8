// Lighthouse 12 (mobile preset, Debian chromium): N runs of a page (targets.ts summarizes them).
import { spawn } from "node:child_process";

export type LighthouseScores = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; cls: number; tbtMs: number };
/** A run's scores, the audits that cost points outside performance, and the protocol the document came over ("h2", "http/1.1"). */
export type LighthouseRun = LighthouseScores & { failed: string[]; protocol: string };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const CHROME_FLAGS = [
  "--headless=new",
  // A phone's scrollbars take no room (overlay). Headless Chromium under the CLI drew a classic
  // one, and when a long page grew one during its load the first paint was held for one or two
  // seconds in about half of the runs (observed FCP 1.2 or 2.2 s instead of ~0.35 s, and simulated
  // LCP with it). BENCHMARKS.md, 2026-11-26, "the one- and two-second steps were the scrollbar".
  // Puppeteer sets the same flag by default.
  "--hide-scrollbars",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const chromePath = () =>
  process.env.CHROME_PATH ?? process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? "/usr/bin/chromium";

type Lhr = {
  mainDocumentUrl?: string;
  categories: Record<string, { id: string; score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: { url?: string; protocol?: string; resourceType?: string }[] } }>;
};

/** What the page's own document came over, from the network-requests audit ("" if it is not there). */
function documentProtocol(lhr: Lhr): string {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const doc = items.find((i) => i.url === lhr.mainDocumentUrl) ?? items.find((i) => i.resourceType === "Document");
  return doc?.protocol ?? "";
}

/**
 * `acceptSelfSigned`: Chromium takes any certificate, for a local HTTPS server whose certificate
 * was made for the run (`npm run bench -- --http2`); never set for anything else.
 */
export type AuditOptions = { acceptSelfSigned?: boolean };

/** One Lighthouse run in its own plain Node process (its page scripts break under tsx). */
function runOnce(url: string, o: AuditOptions): Promise<Lhr> {
  const flags = o.acceptSelfSigned ? [...CHROME_FLAGS, "--ignore-certificate-errors"] : CHROME_FLAGS;
  return new Promise((resolve, reject) => {
    const args = [
      "node_modules/lighthouse/cli/index.js",
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--only-categories=${CATEGORIES.join(",")}`,
      `--chrome-flags=${flags.join(" ")}`,
    ];
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath() }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => {
      process.stderr.write(d);
      err += d.toString();
    });
    child.on("exit", (code) => {
      // Its last words say why (e.g. "Runtime error encountered: ... the page stopped responding.").
      const why = err.trim().split("\n").filter(Boolean).at(-1) ?? "";
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}${why ? `: ${why}` : ""}`));
      try {
        resolve(JSON.parse(out) as Lhr);
      } catch (e) {
        reject(e);
      }
    });
  });
}

/** A page's Lighthouse runs, and why each of the others failed. */
export type PageAudit = { runs: LighthouseRun[]; failures: string[] };

/**
 * Scores (0-100) and key metrics of one URL, `runs` times. A run that fails (Chromium finding the
 * page unresponsive on a loaded machine) is recorded as a failure, not a reason to drop the
 * minutes of measurements before it.
 */
export async function auditPage(url: string, runs = 5, o: AuditOptions = {}): Promise<PageAudit> {
  const audit: PageAudit = { runs: [], failures: [] };
  for (let i = 0; i < runs; i++) {
    let lhr: Lhr;
    try {
      lhr = await runOnce(url, o);
    } catch (e) {
      console.error(`Lighthouse run ${i + 1} of ${runs} failed for ${url}: ${(e as Error).message}`);
      audit.failures.push((e as Error).message);
      continue;
    }
    const { categories, audits } = lhr;
    const score = (k: (typeof CATEGORIES)[number]) => Math.round((categories[k]?.score ?? 0) * 100);
    // Audits that cost points outside performance: the reasons to record next to a miss.
    const failed = Object.values(categories)
      .filter((c) => c.id !== "performance")
      .flatMap((c) => c.auditRefs.filter((a) => a.weight > 0 && (audits[a.id]?.score ?? 1) < 1).map((a) => `${c.id}: ${a.id}`));
    audit.runs.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      failed,
      protocol: documentProtocol(lhr),
    });
  }
  return audit;
}
