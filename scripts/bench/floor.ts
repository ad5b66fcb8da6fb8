// npm run bench:floor [-- --runs 5] [--duration 10] [--port 3960]
// The framework's floor alone (floor-app.ts): Lighthouse, then the bench's load, on the bare
// Next.js page and on prerendered pages about as large as the shop's product and home pages (150
// and 300 cards: ~100 and ~200 KB); then the load on a static file. `npm run bench` measures the
// same floor beside the storefront, at the sizes of that run's pages.
import { parseArgs } from "node:util";
import { runMain } from "../lib/shop";
import { measureFloor, startFloor } from "./floor-app";
import { kb, lighthouseHead, lighthouseRow, summarize, table } from "./targets";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "5" }, port: { type: "string", default: "3960" }, duration: { type: "string", default: "10" } },
});

runMain(async (onStop) => {
  const floor = await startFloor(Number(values.port));
  onStop(floor.stop);
  const runs = Number(values.runs);
  const figures = await measureFloor(floor, { runs, durationS: Number(values.duration), lighthouse: true, paths: ["/", "/cards/150", "/cards/300"] });
  const audit = figures.lighthouse!;
  if (audit.runs.length === 0) throw new Error(`no Lighthouse run of the bare page succeeded: ${audit.failures.join("; ")}`);
  // Its own row, compared with itself: the absolute targets matter; TBT passes by its 100 ms.
  const s = summarize(audit.runs);
  console.log(`\nbare Next.js page, Lighthouse ${runs} run(s):\n\n${table(lighthouseHead(s), [lighthouseRow("bare Next.js page", audit, s)])}\n`);
  for (const page of figures.pages) {
    const l = page.lighthouse?.runs.length ? summarize(page.lighthouse.runs) : null;
    const lighthouse = l ? `; Lighthouse medians: performance ${l.performance.median}, LCP ${l.lcpMs.median} ms, TBT ${l.tbtMs.median} ms` : "";
    console.log(`bare Next.js ${page.path} (${kb(page.bytes)} KB HTML): ${page.rps} req/s, ${(page.rps / figures.staticRps).toFixed(2)} of the static file's ${figures.staticRps} req/s${lighthouse}`);
  }
});
