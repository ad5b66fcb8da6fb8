// npm run bench:floor [-- --runs 5] [--duration 10] [--port 3960]
// The framework's floor alone (floor-app.ts): Lighthouse on the bare Next.js page, then the
// bench's load on that page, on prerendered pages about as large as the shop's product and home
// pages (150 and 300 cards: ~100 and ~200 KB) and on a static file. `npm run bench` measures the
// same floor beside the storefront, at the sizes of that run's pages.
import { parseArgs } from "node:util";
import { runMain } from "../lib/shop";
import { measureFloor, startFloor } from "./floor-app";
import { kb, summarize } from "./targets";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "5" }, port: { type: "string", default: "3960" }, duration: { type: "string", default: "10" } },
});

runMain(async (onStop) => {
  const floor = await startFloor(Number(values.port));
  onStop(floor.stop);
  const runs = Number(values.runs);
  const figures = await measureFloor(floor, { runs, durationS: Number(values.duration), lighthouse: true, paths: ["/", "/cards/150", "/cards/300"] });
  const { runs: done, failures } = figures.lighthouse!;
  if (failures.length) console.log(`${failures.length} of ${runs} Lighthouse runs failed: ${failures.join("; ")}`);
  if (done.length === 0) throw new Error("no Lighthouse run of the bare page succeeded");
  const s = summarize(done);
  const of = (k: "performance" | "tbtMs" | "lcpMs") => `${s[k].median} (${s[k].min}-${s[k].max})`;
  console.log(`bare Next.js page, median of ${done.length}: performance ${of("performance")}, TBT ${of("tbtMs")} ms, LCP ${of("lcpMs")} ms, CLS ${s.cls.median}`);
  for (const page of figures.pages) {
    console.log(`bare Next.js ${page.path} (${kb(page.bytes)} KB HTML): ${page.rps} req/s, ${(page.rps / figures.staticRps).toFixed(2)} of the static file's ${figures.staticRps} req/s`);
  }
});
