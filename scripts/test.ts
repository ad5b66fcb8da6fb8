// npm test: every check, in order, stopping at the first failure. Starts and stops everything it
// needs (one local Firebase stack on the "test" ports, shared by integration tests, the
// production build and Playwright).
import { mkdirSync, readFileSync } from "node:fs";
import { startStack, stripeWebhookUrl } from "./stack/index";
import { run, startServer, waitForUrl } from "./lib/proc";
import { LOOPBACK, buildNext, childEnv, nextCommand, runMain, seedDemo } from "./lib/shop";

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// `npm test -- e2e/checkout.spec.ts tests/integration/orders.test.ts ...`: only those files, for
// working on one flow: the integration files named (jest), then the e2e specs named (seed, build,
// Playwright). Without arguments: everything.
const NAMED = process.argv.slice(2);
const ONLY_INTEGRATION = NAMED.filter((f) => f.startsWith("tests/"));
const ONLY_SPECS = NAMED.filter((f) => !f.startsWith("tests/"));
const results: { step: string; seconds: number; ok: boolean }[] = [];
const counts = { passed: 0, failed: 0 };

async function step(name: string, fn: () => Promise<number | void>): Promise<void> {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  let code: number;
  try {
    code = (await fn()) ?? 0;
  } catch (e) {
    console.error((e as Error).message);
    code = 1;
  }
  results.push({ step: name, seconds: (Date.now() - t0) / 1000, ok: code === 0 });
  if (code !== 0) throw new Error(`✗ ${name} failed`);
}

/** Add up a jest --json or playwright json report into the closing count. */
function tally(file: string, kind: "jest" | "playwright") {
  try {
    const r = JSON.parse(readFileSync(file, "utf8"));
    if (kind === "jest") {
      counts.passed += r.numPassedTests;
      counts.failed += r.numFailedTests;
    } else {
      counts.passed += r.stats.expected;
      counts.failed += r.stats.unexpected + r.stats.flaky;
    }
  } catch {
    /* the runner's own exit code decides */
  }
}

function summary() {
  console.log("\nSummary");
  for (const r of results) console.log(`  ${r.ok ? "✓" : "✗"} ${r.step.padEnd(28)} ${r.seconds.toFixed(1)} s`);
  console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
}

runMain(async (onStop) => {
  mkdirSync(".stack", { recursive: true });
  onStop(async () => summary());
  if (NAMED.length === 0) {
    await step("lint (eslint)", () => run("eslint", [".", "--max-warnings=0"]));
    // Route types (PageProps<"/[locale]/...">) come from Next's typegen, which a clean clone lacks.
    await step("type check (tsc --noEmit)", async () => (await run("next", ["typegen"])) || run("tsc", ["--noEmit"]));
    await step("unit tests (jest)", async () => {
      const code = await run("jest", ["--selectProjects", "unit", "--ci", "--json", "--outputFile=.stack/jest-unit.json"]);
      tally(".stack/jest-unit.json", "jest");
      return code;
    });
  }

  const stack = await startStack({ profile: "test", log: (l) => console.log(`[stack] ${l}`), stripeWebhookUrl: stripeWebhookUrl(E2E_PORT) });
  onStop(stack.stop);
  const env = childEnv({ ...stack.env, PORT: String(E2E_PORT), FLONE_STACK: "external" });

  if (NAMED.length === 0 || ONLY_INTEGRATION.length > 0) {
    await step("integration tests (jest)", async () => {
      const code = await run(
        "jest",
        ["--selectProjects", "integration", "--runInBand", "--ci", "--json", "--outputFile=.stack/jest-integration.json", ...ONLY_INTEGRATION],
        env,
      );
      tally(".stack/jest-integration.json", "jest");
      return code;
    });
  }
  if (NAMED.length > 0 && ONLY_SPECS.length === 0) return;
  await step("seed demo data", () => seedDemo(env));
  await step("production build (next build)", () => buildNext(env));
  await step("end-to-end (playwright)", async () => {
    const command = nextCommand("start", E2E_PORT, LOOPBACK, env);
    const next = startServer("next", command.args, command.env);
    onStop(next.stop);
    await waitForUrl(`http://127.0.0.1:${E2E_PORT}/api/health`, 60_000, next.exited);
    const playwright = (args: string[]) =>
      run("playwright", ["test", ...args], {
        ...env,
        PLAYWRIGHT_BASE_URL: `http://127.0.0.1:${E2E_PORT}`,
        PLAYWRIGHT_JSON_OUTPUT_NAME: ".stack/playwright.json",
      });
    if (ONLY_SPECS.length === 0) {
      const code = await playwright([]);
      tally(".stack/playwright.json", "playwright");
      return code;
    }
    // Named specs run without their project dependencies (playwright.config.ts): only those specs,
    // beside each other; the several-instance specs after the others, alone (their servers hear every
    // invalidation made on the stack, so specs beside them would see changes they did not make), and
    // the dev-server spec last, alone (its `next dev` compiling takes both cores).
    const alone = ONLY_SPECS.filter((f) => /instances\.spec\.ts$/.test(f));
    const devServer = ONLY_SPECS.filter((f) => /dev-server\.spec\.ts$/.test(f));
    let code = 0;
    for (const specs of [ONLY_SPECS.filter((f) => !alone.includes(f) && !devServer.includes(f)), alone, devServer]) {
      if (specs.length === 0) continue;
      code = (await playwright(["--no-deps", ...specs])) || code;
      tally(".stack/playwright.json", "playwright");
    }
    return code;
  });
});
