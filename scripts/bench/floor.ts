// npm run bench:floor [-- --runs 5] [--duration 10]
// The framework's floor on this machine: a bare Next.js app (server-rendered pages: a heading,
// a paragraph, a link; no CSS, no font, no client component of ours) built with the shop's own
// next and react, started with `next start`, and measured like the storefront:
// - the same Lighthouse runs as `npm run bench -- --lighthouse`;
// - the same throughput load as `npm run bench` (autocannon, 10 connections) on the bare page, on
//   prerendered pages as large as the shop's product and home pages and on a static file.
// Whatever the bare app scores is what Next and React cost before any shop code.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { makeProducts } from "../seed/catalog";
import { auditPage, spread } from "./lighthouse";
import { run, startServer, waitForUrl } from "../lib/proc";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "5" }, port: { type: "string", default: "3960" }, duration: { type: "string", default: "10" } },
});
// Beside the repository, not inside it: inside, Next would take the shop's proxy.ts and
// instrumentation.ts for the bare app's. Its node_modules is a hard-linked copy of the shop's
// (Turbopack refuses a symlink that leads out of the app's folder).
const DIR = resolve("..", ".flone-bench-floor");
// The demo catalogue's first picture, chosen as in scripts/bench/run.ts: the file the storefront's
// bench serves as its ceiling.
const STATIC_FILE = makeProducts(1, new Date())[0]!.images[0]!;

const FILES: Record<string, string> = {
  "app/layout.tsx": `export const metadata = { title: "Floor", description: "A bare Next.js page: the framework's Lighthouse floor." };
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
  // Prerendered pages of about the product page's and the home page's size (HTML with its RSC
  // payload ~100 and ~200 KB): a cached page's cost grows with its bytes.
  "app/cards/[count]/page.tsx": `import Link from "next/link";
export function generateStaticParams() { return [{ count: "150" }, { count: "300" }]; }
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

async function main() {
  rmSync(DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(DIR, file, ".."), { recursive: true });
    writeFileSync(join(DIR, file), text);
  }
  if ((await run("/bin/cp", ["-al", resolve("node_modules"), join(DIR, "node_modules")])) !== 0) throw new Error("could not link node_modules");
  // The static file the storefront's bench uses as its ceiling.
  mkdirSync(join(DIR, "public"), { recursive: true });
  copyFileSync(resolve("public", STATIC_FILE.slice(1)), join(DIR, "public", "static.svg"));
  const next = join(DIR, "node_modules/.bin/next");
  if ((await run(next, ["build", DIR])) !== 0) throw new Error("the bare app did not build");
  const server = startServer(next, ["start", DIR, "-p", values.port!], process.env);
  try {
    const url = `http://localhost:${values.port}/`;
    await waitForUrl(url, 60_000, server.exited);
    const s = await auditPage(url, Number(values.runs));
    const of = (k: "performance" | "tbtMs" | "lcpMs") => spread(s.runs.map((r) => r[k]));
    console.log(`bare Next.js page, median of ${values.runs}: performance ${s.performance} (${of("performance")}), TBT ${s.tbtMs} ms (${of("tbtMs")}), LCP ${s.lcpMs} ms (${of("lcpMs")}), CLS ${s.cls}`);
    const ceiling = await throughput(`http://127.0.0.1:${values.port}/static.svg`);
    for (const page of ["/", "/cards/150", "/cards/300"]) {
      const html = await (await fetch(`http://127.0.0.1:${values.port}${page}`)).text();
      const reqs = await throughput(`http://127.0.0.1:${values.port}${page}`);
      console.log(`bare Next.js ${page} (${Math.round(html.length / 1024)} KB HTML): ${reqs} req/s, ${(reqs / ceiling).toFixed(2)} of the static file's ${ceiling} req/s`);
    }
  } finally {
    await server.stop();
    rmSync(DIR, { recursive: true, force: true });
  }
}

/** Mean req/s under the storefront bench's load, after a 2 s warm-up. */
async function throughput(url: string): Promise<number> {
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: 10, duration: Number(values.duration) });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return Math.round(result.requests.average);
}

void main();
