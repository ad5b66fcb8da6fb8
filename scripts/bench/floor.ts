// npm run bench:floor [-- --runs 5]
// The framework's floor on this machine: a bare Next.js app (one server-rendered page: a heading,
// a paragraph, a link; no CSS, no font, no client component of ours) built with the shop's own
// next and react, started with `next start`, and measured by the same Lighthouse runs as
// `npm run bench -- --lighthouse`. It shows what the storefront's Lighthouse figures are made of:
// whatever the bare app scores is what Next and React cost before any shop code.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { auditPage, spread } from "./lighthouse";
import { run, startServer, waitForUrl } from "../lib/proc";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, port: { type: "string", default: "3960" } } });
// Beside the repository, not inside it: inside, Next would take the shop's proxy.ts and
// instrumentation.ts for the bare app's. Its node_modules is a hard-linked copy of the shop's
// (Turbopack refuses a symlink that leads out of the app's folder).
const DIR = resolve("..", ".flone-bench-floor");

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
  // No tsconfig.json or next.config: Next writes the one and needs not the other.
};

async function main() {
  rmSync(DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(DIR, file, ".."), { recursive: true });
    writeFileSync(join(DIR, file), text);
  }
  if ((await run("/bin/cp", ["-al", resolve("node_modules"), join(DIR, "node_modules")])) !== 0) throw new Error("could not link node_modules");
  const next = join(DIR, "node_modules/.bin/next");
  if ((await run(next, ["build", DIR])) !== 0) throw new Error("the bare app did not build");
  const server = startServer(next, ["start", DIR, "-p", values.port!], process.env);
  try {
    const url = `http://localhost:${values.port}/`;
    await waitForUrl(url, 60_000, server.exited);
    const s = await auditPage(url, Number(values.runs));
    const of = (k: "performance" | "tbtMs" | "lcpMs") => spread(s.runs.map((r) => r[k]));
    console.log(`bare Next.js page, median of ${values.runs}: performance ${s.performance} (${of("performance")}), TBT ${s.tbtMs} ms (${of("tbtMs")}), LCP ${s.lcpMs} ms (${of("lcpMs")}), CLS ${s.cls}`);
  } finally {
    await server.stop();
    rmSync(DIR, { recursive: true, force: true });
  }
}

void main();
