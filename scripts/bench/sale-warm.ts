// Before the sale day's hold: each instance asked directly for pages shoppers reach (listings as
// the storefront links them, the products on them, the labelled searches) until its caches hold
// what a shop holds after its first hours. A hold that starts with caches still filling measures
// them filling (Next's two caches are bounded, 50 MB each as Next counts them), not a leak.
import { listingHref, productHref, ROUTES } from "@/lib/routes";
import { Browser } from "./sale-browser";
import { mb, readMetrics } from "./sale-metrics";
import { randomListing } from "./sale-shopper";
import { LABELLED_SEARCHES } from "./search-queries";
import type { PhaseStats } from "./sale-stats";

/** Asks the instance on `port` for `pages` pages, `concurrency` at a time; logs its heap at each quarter. */
export async function warmUp(port: number, pages: number, stats: () => PhaseStats, log: (line: string) => void, concurrency = 2): Promise<void> {
  const browser = new Browser(`http://127.0.0.1:${port}`, stats);
  const searches = LABELLED_SEARCHES.filter((s) => s.locale === "en").map((s) => listingHref(ROUTES.search, { q: s.q }));
  let asked = 0;
  let reported = 0;
  const report = async () => {
    const quarter = Math.floor((asked / pages) * 4);
    if (quarter <= reported) return;
    reported = quarter;
    const m = await readMetrics(port, true);
    log(`warm-up ${port}: ${asked} pages, rss ${mb(m.rss)} MB, heap ${mb(m.heapUsed)} MB`);
  };
  const worker = async () => {
    while (asked < pages) {
      const search = searches[asked % searches.length];
      asked++;
      // Errors are counted by the browser; the warm-up goes on as a crawler would.
      const listing = await browser.page("listing", asked % 5 === 0 && search ? search : randomListing()).catch(() => "");
      const ids = [...new Set([...listing.matchAll(/href="\/product\/([a-z0-9-]+)/g)].map((m) => m[1]!))];
      for (const id of ids.slice(0, 4)) {
        if (asked >= pages) break;
        asked++;
        await browser.page("product", productHref(id)).catch(() => "");
      }
      await report();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
