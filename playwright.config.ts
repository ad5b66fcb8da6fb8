import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Debian's chromium where it exists (CI and our machines cannot download Playwright's own);
// elsewhere Playwright's bundled browser.
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/**
 * Specs that add products visible on the storefront for a while (see `projects`). They run after
 * the first project, which also keeps subscription-account's subscriptions away from
 * subscriptions.spec.ts's job runs, whose clocks months ahead place every due delivery in the
 * database (a named run of both at once, without the projects' order, skips theirs).
 */
const CATALOGUE_WRITES = /(admin-products|admin-subscription-offer|admin-subscriptions|card-payment|restock|subscription-account)\.spec\.ts$/;
/**
 * The several-instance specs (instances.spec.ts, failover-instances.spec.ts) each start two more
 * servers of the same build: they run after the others, alone, one at a time (their project's
 * one worker).
 */
const INSTANCES = /instances\.spec\.ts$/;
/**
 * Specs that show a cached page is *not* refreshed until they revalidate it: any other spec that
 * places an order, posts a review or saves a product revalidates every listing, so these run
 * last, when nothing else writes.
 */
const QUIET = /revalidation\.spec\.ts$/;
/** The dev-server spec compiles pages with its own `next dev`, the 2 cores' whole work: last, alone. */
const DEV_SERVER = /dev-server\.spec\.ts$/;

/** Every project runs in the same desktop Chromium; they differ only in which specs and when. */
const desktop = { ...devices["Desktop Chrome"] };

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.PLAYWRIGHT_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // CI runs on the same 2-core machines: two browsers there too (one alone takes over 20 minutes).
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Whole flows (five pages, twenty steps) on a 2-core machine running two browsers, the server
  // and the emulators at once: 30 s was seen to run out under load with nothing wrong.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["json"] as const] : [])],
  use: {
    baseURL,
    locale: "en-US",
    // Traces only when asked (E2E_TRACE=1): a failed test then keeps its trace (DOM snapshots,
    // sources, network) but no screencast, whose screenshots cost a third of the suite's time on
    // 2 cores. Off by default: recording runs for every test, CI keeps only the log, and writing a
    // passing test's trace at context close once hung its teardown past the timeout (Playwright
    // 1.65, in the stop of the context's API-request trace), failing a run whose tests all passed.
    trace: process.env.E2E_TRACE === "1" ? { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true } : "off",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", use: desktop, testIgnore: [CATALOGUE_WRITES, INSTANCES, QUIET, DEV_SERVER] },
    // Specs that put products in the shop's listings run after every other spec: listings, search
    // and home specs count and order the seeded catalogue while they run. (`npm test -- <specs>`
    // passes --no-deps, so the specs named run at once, beside each other.)
    { name: "catalogue-writes", use: desktop, testMatch: CATALOGUE_WRITES, dependencies: ["chromium"] },
    { name: "instances", use: desktop, testMatch: INSTANCES, dependencies: ["catalogue-writes"], workers: 1 },
    { name: "quiet", use: desktop, testMatch: QUIET, dependencies: ["instances"] },
    { name: "dev-server", use: desktop, testMatch: DEV_SERVER, dependencies: ["quiet"] },
  ],
  // The production build on the local Firebase stack with freshly seeded demo data.
  webServer: process.env.PLAYWRIGHT_BASE_URL
    ? undefined
    : {
        command: `npx tsx scripts/serve.ts --profile test --build --port ${port}`,
        url: `${baseURL}/api/health`,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
        gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
      },
});
