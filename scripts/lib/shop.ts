// The whole shop on the local Firebase stack: emulators, the Stripe stand-in, demo data, then
// Next.js (dev server or production build). Used by `npm run dev`, `npm test`, Playwright's webServer and `npm run bench`.
import { startStack, stripeWebhookUrl, type Stack } from "../stack/index";
import { removeDist, startInstance, startLoadBalancer } from "./instances";
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
  /** Where Next.js listens (default: listenHost()). */
  host?: string;
  /** "start" only: this many instances (ports port+1...), each on its own copy of the build, behind nginx on `port`. */
  instances?: number;
};

/** url: the shop (the only instance, or the load balancer in front of them: `next`); inboxUrl: the local mail inbox (maildev), where every email the shop sends lands. */
export type Shop = { url: string; inboxUrl: string; host: string; env: NodeJS.ProcessEnv; stack: Stack; next: Server; stop(): Promise<void> };

/**
 * Env for Next.js children: never inherit the react-server condition our scripts may run with
 * (NODE_OPTIONS given in `extra`, e.g. a benchmark's --expose-gc, are kept).
 */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NODE_OPTIONS;
  return { ...env, ...extra };
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
 * Where the shop's Next.js server listens: 127.0.0.1, this machine only, unless `--hostname` or
 * HOST says otherwise (Next's own default is every interface). On the local stack the Auth
 * emulator accepts unsigned tokens: anyone who can reach the server can forge an admin's cookie.
 */
export const LOOPBACK = "127.0.0.1";
export function listenHost(explicit?: string, env: Record<string, string | undefined> = process.env): string {
  return explicit || env.HOST || LOOPBACK;
}

/** Only this machine can reach a server listening there. */
export const isLoopback = (host: string) => host === "localhost" || host === "::1" || host.startsWith("127.");

/** The host part of a URL that reaches, from this machine, a server listening on `host`. */
function urlHost(host: string): string {
  if (host === "0.0.0.0" || host === "::" || isLoopback(host)) return LOOPBACK;
  return host.includes(":") ? `[${host}]` : host;
}

/**
 * `next dev` / `next start` listening on `host` and `port`. A loopback address is handed to Next.js
 * as "localhost", resolved IPv4 first so that it binds 127.0.0.1: inside the proxy Next.js calls
 * every loopback URL "localhost", and started with -H 127.0.0.1 it then takes its own rewrites for
 * another site's and answers every page with a 307 to itself (vercel/next.js#94745).
 * `next start` (tests, preview, benchmarks) keeps idle keep-alive connections open 65 s (Node's
 * default is 5 s): a client that reuses an idle connection just as the server closes it gets
 * ECONNRESET (seen in e2e: a request sent ~5 s after the previous one on the same socket).
 * Servers behind a load balancer are set the same way, longer than the balancer's idle timeout.
 */
export function nextCommand(mode: "dev" | "start", port: number, host: string, env: NodeJS.ProcessEnv): { args: string[]; env: NodeJS.ProcessEnv } {
  const loopback = isLoopback(host);
  const listen = ["-p", String(port), "-H", loopback ? "localhost" : host];
  const args = mode === "dev" ? ["dev", ...listen] : ["start", ...listen, "--keepAliveTimeout", "65000"];
  // Appended: a benchmark's own flags (--expose-gc) stay.
  const nodeOptions = [env.NODE_OPTIONS, "--dns-result-order=ipv4first"].filter(Boolean).join(" ");
  return { args, env: loopback ? { ...env, NODE_OPTIONS: nodeOptions } : env };
}

/**
 * What a launcher asks a new server for before using it. `next dev`: a page, before any API route.
 * A dev server restarted on Turbopack's cache (<distDir>/dev/cache) whose first request was an API
 * route (no browser code) can leave the entry's chunk list (Next's runtime and
 * instrumentation-client.ts) out of the files its HMR tracks: every page's HMR subscription to it
 * then finds no version and gets "restart", so the page reloads, connects, gets "restart" again
 * (9 to 17 reloads in 10 s). Seen in most restarts whose first request was /api/health, in none
 * whose first was a page, whichever page a browser opened next.
 */
export const READY_PATH: Record<"dev" | "start", string> = { dev: "/", start: "/api/health" };

export async function startShop(o: ShopOptions): Promise<Shop> {
  // With the Stripe stand-in (test keys of its own, scripts/stripe-standin.ts), sending its events
  // to this shop: the checkout offers the card, and a newcomer can pay by card in the demo.
  const stack = await startStack({ profile: o.profile, log: (l) => console.log(`[stack] ${l}`), stripeWebhookUrl: stripeWebhookUrl(o.port) });
  try {
    const env = childEnv({ ...stack.env, ...o.env, PORT: String(o.port) });
    await seedDemo(env, o.products);
    if (o.mode === "start" && o.build) await buildNext(env);
    const host = o.host ?? listenHost();
    const url = `http://${isLoopback(host) ? "localhost" : urlHost(host)}:${o.port}`;
    const inboxUrl = `http://localhost:${stack.ports.inbox}`;
    // dev and preview: what a scheduler does in production. Tests and benchmarks leave it out (a
    // test sends its mail itself; a benchmark measures only its own load).
    const sweep = (origin: string) => (o.profile === "dev" ? startJobSweeps(origin, stack.env.JOBS_SECRET!) : undefined);
    if (o.mode === "start" && (o.instances ?? 1) > 1) {
      const ports = Array.from({ length: o.instances! }, (_, i) => o.port + 1 + i);
      const instances: Server[] = [];
      for (const [i, port] of ports.entries()) instances.push(await startInstance(String(i + 1), port, env));
      const balancer = await startLoadBalancer(o.port, ports);
      const stopSweep = sweep(`http://127.0.0.1:${o.port}`);
      console.log(`[shop] ${ports.length} instances (ports ${ports.join(", ")}) behind nginx on ${o.port}`);
      const stop = async () => {
        stopSweep?.();
        await balancer.stop();
        await Promise.all(instances.map((s) => s.stop()));
        ports.forEach((_, i) => removeDist(String(i + 1)));
        await stack.stop();
      };
      return { url, inboxUrl, host: LOOPBACK, env, stack, next: balancer, stop };
    }
    const command = nextCommand(o.mode, o.port, host, env);
    const next = startServer("next", command.args, command.env);
    // A first dev compilation of the home page: over a minute on a busy 2-core machine.
    await waitForUrl(`http://${urlHost(host)}:${o.port}${READY_PATH[o.mode]}`, o.mode === "dev" ? 300_000 : 60_000, next.exited);
    const stopSweep = sweep(`http://${urlHost(host)}:${o.port}`);
    const stop = async () => {
      stopSweep?.();
      await next.stop();
      await stack.stop();
    };
    return { url, inboxUrl, host, env, stack, next, stop };
  } catch (e) {
    await stopAllServers();
    await stack.stop();
    throw e;
  }
}

/**
 * What a scheduler calls in production: POST /api/jobs/outbox every few seconds (mail the sender
 * run after each request missed goes out), POST /api/jobs/unpaid every minute (unpaid bank
 * transfers reminded, then cancelled), POST /api/jobs/subscriptions every minute (deliveries due)
 * and POST /api/jobs/restock every minute (the next batches of back-in-stock notices).
 */
export function startJobSweeps(origin: string, secret: string): () => void {
  const stops = [
    startJobSweep(origin, secret, "/api/jobs/outbox", 5_000),
    startJobSweep(origin, secret, "/api/jobs/unpaid", 60_000),
    startJobSweep(origin, secret, "/api/jobs/subscriptions", 60_000),
    startJobSweep(origin, secret, "/api/jobs/restock", 60_000),
  ];
  return () => stops.forEach((stop) => stop());
}

/** Sends POST `path` every `everyMs` (one call at a time). */
function startJobSweep(origin: string, secret: string, path: string, everyMs: number): () => void {
  let running = false;
  let warned = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    fetch(`${origin}${path}`, { method: "POST", headers: { authorization: `Bearer ${secret}` }, signal: AbortSignal.timeout(60_000) })
      .then((res) => {
        if (!res.ok && !warned) console.warn(`job sweep: POST ${path} answered ${res.status}`);
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
