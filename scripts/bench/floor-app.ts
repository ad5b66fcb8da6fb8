// The framework's floor on this machine: a bare Next.js app (server-rendered pages: a heading,
// a paragraph, a link; no CSS, no font, no client component of ours) built with the shop's own
// next and react, started with `next start`, and measured like the storefront: the same
// Lighthouse runs, the same load (load.ts) on its pages and on a static file. Whatever the bare
// app scores is what Next and React cost before any shop code. Used by `npm run bench:floor` and
// by `npm run bench`, which compares each storefront page with it in the same run.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { makeProducts } from "../seed/catalog";
import { childEnv } from "../lib/shop";
import { run, startServer, waitForUrl } from "../lib/proc";
import { auditPage, type PageAudit } from "./lighthouse";
import { underLoad } from "./load";

/**
 * Prerendered pages of 10, 20, ... 600 cards (raw HTML with its RSC payload from ~11 to ~390 KB,
 * about 6.5 KB a step): a cached page's cost grows with its bytes, so each storefront page is
 * compared with the one nearest its size.
 */
const CARD_COUNTS = Array.from({ length: 60 }, (_, i) => String((i + 1) * 10));

// The demo catalogue's first picture, chosen as in scripts/bench/run.ts: the file the
// storefront's bench serves as its ceiling.
const STATIC_FILE = makeProducts(1, new Date())[0]!.images[0]!;
export const FLOOR_STATIC = "/static.svg";

const FILES: Record<string, string> = {
  // An inline icon, as the shop's: without one the browser asks for /favicon.ico, whose 404 in
  // the console costs best-practices points that no storefront page loses.
  "app/layout.tsx": `export const metadata = { title: "Floor", description: "A bare Next.js page: the framework's Lighthouse floor.", icons: { icon: ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#fde8ec"/></svg>')}`)} } };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  "app/page.tsx": `import Link from "next/link";
export default function Page() {
  return (<main><h1>Gentle essentials for little ones</h1><p>Soft clothes, safe toys and everyday helpers, chosen by parents.</p><Link href="/next">Next page</Link></main>);
}
`,
  "app/next/page.tsx": `export default function Next() { return <main><h1>Next page</h1></main>; }
`,
  "app/cards/[count]/page.tsx": `import Link from "next/link";
export function generateStaticParams() { return ${JSON.stringify(CARD_COUNTS.map((count) => ({ count })))}; }
export const dynamicParams = false;
export default async function Cards({ params }: { params: Promise<{ count: string }> }) {
  const items = Array.from({ length: Number((await params).count) }, (_, i) => i);
  return (<main><h1>Everything for the nursery</h1><ul>{items.map((i) => (
    <li key={i}><article><h2>Organic cotton sleep bag, size {i}</h2><p>Breathable, machine washable and soft on new skin: a sleep bag that keeps little ones warm all night.</p><Link href={"/next?item=" + i}>See the sleep bag {i}</Link></article></li>
  ))}</ul></main>);
}
`,
  // As the shop's config (next.config.ts): no ETag computed per response.
  "next.config.mjs": `export default { generateEtags: false, poweredByHeader: false };
`,
  // No tsconfig.json: Next writes it.
};

/** A page of the bare app and its raw HTML size (what an autocannon request downloads). */
export type FloorPage = { path: string; bytes: number };
export type Floor = { origin: string; lighthouseUrl: string; pages: FloorPage[]; stop(): Promise<void> };
/** `pages`: each path's req/s, and with Lighthouse, its runs too (what the framework reaches at that size). */
export type FloorFigures = { lighthouse: PageAudit | null; staticRps: number; pages: (FloorPage & { rps: number; lighthouse: PageAudit | null })[] };

/** Build the bare app and start it on `port`; `pages`: its home page and every card page, with their sizes. */
export async function startFloor(port: number): Promise<Floor> {
  // Beside the repository, not inside it: inside, Next would take the shop's proxy.ts and
  // instrumentation.ts for the bare app's. One folder per port, so that two worktrees' benches
  // do not build into each other's. Its node_modules is a hard-linked copy of the shop's
  // (Turbopack refuses a symlink that leads out of the app's folder).
  const dir = resolve("..", `.flone-bench-floor-${port}`);
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  if ((await run("/bin/cp", ["-al", resolve("node_modules"), join(dir, "node_modules")])) !== 0) throw new Error("could not link node_modules");
  mkdirSync(join(dir, "public"), { recursive: true });
  copyFileSync(resolve("public", STATIC_FILE.slice(1)), join(dir, "public", FLOOR_STATIC.slice(1)));
  const next = join(dir, "node_modules/.bin/next");
  const env = childEnv({});
  if ((await run(next, ["build", dir], env)) !== 0) throw new Error("the bare app did not build");
  const server = startServer(next, ["start", dir, "-p", String(port)], env);
  const stop = async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForUrl(`${origin}/`, 60_000, server.exited);
    const pages: FloorPage[] = [];
    for (const path of ["/", ...CARD_COUNTS.map((n) => `/cards/${n}`)]) {
      const res = await fetch(origin + path);
      if (!res.ok) throw new Error(`the bare app's ${path} answered ${res.status}`);
      pages.push({ path, bytes: (await res.arrayBuffer()).byteLength });
    }
    return { origin, lighthouseUrl: `http://localhost:${port}/`, pages, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/**
 * Lighthouse on the bare home page and on each of `paths` (`runs` runs, if asked), then the load on
 * its static file and on each of `paths`, one after the other.
 */
export async function measureFloor(floor: Floor, o: { runs: number; durationS: number; lighthouse: boolean; paths: string[] }): Promise<FloorFigures> {
  console.log(`[floor] ${o.lighthouse ? "Lighthouse, then " : ""}the load on its static file and ${o.paths.join(", ")}`);
  const audit = (path: string) => (o.lighthouse ? auditPage(new URL(path, floor.lighthouseUrl).href, o.runs) : Promise.resolve(null));
  const lighthouse = await audit("/");
  const audits = new Map<string, PageAudit | null>();
  for (const path of o.paths) audits.set(path, path === "/" ? lighthouse : await audit(path));
  const staticRps = await requestsPerSecond(floor.origin + FLOOR_STATIC, o.durationS);
  const pages: FloorFigures["pages"] = [];
  for (const path of o.paths) {
    const page = floor.pages.find((p) => p.path === path);
    if (!page) throw new Error(`the bare app has no page ${path}`);
    pages.push({ ...page, rps: await requestsPerSecond(floor.origin + path, o.durationS), lighthouse: audits.get(path)! });
  }
  return { lighthouse, staticRps, pages };
}

async function requestsPerSecond(url: string, durationS: number): Promise<number> {
  const { result } = await underLoad(url, durationS);
  if (result.errors || result.non2xx || result.timeouts) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} time-outs`);
  return Math.round(result.requests.average);
}
