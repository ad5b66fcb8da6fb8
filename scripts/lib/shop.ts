// The whole shop on the local Firebase stack: emulators, demo data, then Next.js (dev server or
// production build). Used by `npm run dev`, `npm test`, Playwright's webServer and `npm run bench`.
import { startStack, type Stack } from "../stack/index";
import { run, startServer, stopAllServers, waitForUrl, type Server } from "./proc";

export type ShopOptions = {
  profile: "dev" | "test" | "bench";
  port: number;
  /** "dev": next dev; "start": next start (after a build if `build`). */
  mode: "dev" | "start";
  build?: boolean;
  /** Catalogue size for the seed (default: the curated demo catalogue). */
  products?: number;
  /** Extra env for Next.js (e.g. SHOP_METRICS=1). */
  env?: Record<string, string>;
};

/** url: the shop; inboxUrl: the local mail inbox (maildev), where every email the shop sends lands. */
export type Shop = { url: string; inboxUrl: string; env: NodeJS.ProcessEnv; stack: Stack; next: Server; stop(): Promise<void> };

/** Env for Next.js children: never inherit the react-server condition our scripts may run with. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NODE_OPTIONS;
  return env;
}

export async function seedDemo(env: NodeJS.ProcessEnv, products?: number): Promise<void> {
  const args = ["--conditions=react-server", "scripts/seed.ts", "--reset"];
  if (products) args.push("--products", String(products));
  const code = await run("tsx", args, env);
  if (code !== 0) throw new Error(`the seed failed (exit ${code})`);
}

export async function buildNext(env: NodeJS.ProcessEnv): Promise<void> {
  const code = await run("next", ["build"], env);
  if (code !== 0) throw new Error(`next build failed (exit ${code})`);
}

/**
 * `next start` for the tests, preview and benchmarks. Idle keep-alive connections stay open 65 s
 * (Node's default is 5 s): a client that reuses an idle connection just as the server closes it
 * gets ECONNRESET (seen in e2e: a request sent ~5 s after the previous one on the same socket).
 * Servers behind a load balancer are set the same way, longer than the balancer's idle timeout.
 */
export function nextStartArgs(port: number): string[] {
  return ["start", "-p", String(port), "--keepAliveTimeout", "65000"];
}

export async function startShop(o: ShopOptions): Promise<Shop> {
  const stack = await startStack({ profile: o.profile, log: (l) => console.log(`[stack] ${l}`) });
  try {
    const env = childEnv({ ...stack.env, ...o.env, PORT: String(o.port) });
    await seedDemo(env, o.products);
    if (o.mode === "start" && o.build) await buildNext(env);
    const args = o.mode === "dev" ? ["dev", "-p", String(o.port)] : nextStartArgs(o.port);
    const next = startServer("next", args, env);
    const url = `http://localhost:${o.port}`;
    await waitForUrl(`http://127.0.0.1:${o.port}/api/health`, o.mode === "dev" ? 180_000 : 60_000, next.exited);
    // dev and preview: what a scheduler does in production. Tests and benchmarks leave it out (a
    // test sends its mail itself; a benchmark measures only its own load).
    const stopSweep = o.profile === "dev" ? startOutboxSweep(`http://127.0.0.1:${o.port}`, stack.env.JOBS_SECRET!) : undefined;
    const stop = async () => {
      stopSweep?.();
      await next.stop();
      await stack.stop();
    };
    return { url, inboxUrl: `http://localhost:${stack.ports.inbox}`, env, stack, next, stop };
  } catch (e) {
    await stopAllServers();
    await stack.stop();
    throw e;
  }
}

/** Sends POST /api/jobs/outbox every few seconds (one at a time): mail the sender run after each request missed goes out. */
export function startOutboxSweep(origin: string, secret: string, everyMs = 5_000): () => void {
  let running = false;
  let warned = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    fetch(`${origin}/api/jobs/outbox`, { method: "POST", headers: { authorization: `Bearer ${secret}` }, signal: AbortSignal.timeout(60_000) })
      .then((res) => {
        if (!res.ok && !warned) console.warn(`outbox sweep: POST /api/jobs/outbox answered ${res.status}`);
        warned ||= !res.ok;
      })
      .catch(() => {
        /* the server is restarting or stopping */
      })
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Run `main` and make sure every child is stopped on exit, Ctrl-C or a crash. */
export function runMain(main: (onStop: (fn: () => Promise<void>) => void) => Promise<number | void>): void {
  const cleanups: (() => Promise<void>)[] = [];
  let finishing = false;
  const finish = async (code: number) => {
    if (finishing) return;
    finishing = true;
    for (const fn of cleanups.reverse()) await fn().catch((e) => console.error(e));
    await stopAllServers();
    process.exit(code);
  };
  process.on("SIGINT", () => void finish(130));
  process.on("SIGTERM", () => void finish(143));
  main((fn) => cleanups.push(fn))
    .then((code) => finish(code ?? 0))
    .catch((e: Error) => {
      console.error(`\n${e.message}`);
      void finish(1);
    });
}
