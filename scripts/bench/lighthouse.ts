// Lighthouse 12 (mobile preset, Debian chromium): N runs of a page (targets.ts summarizes them).
import { spawn } from "node:child_process";

export type LighthouseScores = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; cls: number; tbtMs: number };
/** A run's scores, and the audits that cost points outside performance. */
export type LighthouseRun = LighthouseScores & { failed: string[] };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const CHROME_FLAGS = [
  "--headless=new",
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
  categories: Record<string, { id: string; score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number }>;
};

/** One Lighthouse run in its own plain Node process (its page scripts break under tsx). */
function runOnce(url: string): Promise<Lhr> {
  return new Promise((resolve, reject) => {
    const args = [
      "node_modules/lighthouse/cli/index.js",
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--only-categories=${CATEGORIES.join(",")}`,
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    ];
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath() }, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code} for ${url}`));
      try {
        resolve(JSON.parse(out) as Lhr);
      } catch (e) {
        reject(e);
      }
    });
  });
}

/** Scores (0-100) and key metrics of one URL, `runs` times. */
export async function auditPage(url: string, runs = 5): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const { categories, audits } = await runOnce(url);
    const score = (k: (typeof CATEGORIES)[number]) => Math.round((categories[k]?.score ?? 0) * 100);
    // Audits that cost points outside performance: the reasons to record next to a miss.
    const failed = Object.values(categories)
      .filter((c) => c.id !== "performance")
      .flatMap((c) => c.auditRefs.filter((a) => a.weight > 0 && (audits[a.id]?.score ?? 1) < 1).map((a) => `${c.id}: ${a.id}`));
    results.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      failed,
    });
  }
  return results;
}
