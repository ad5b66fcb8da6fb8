// The cost probe of `npm run bench:sale`: before any load, each kind of request sent N times one
// at a time, each between two readings of both instances' GET /api/metrics, so the deltas are that
// request's own Firestore operations and CPU (work a request leaves for after its answer, mail
// and invoice numbering, included: the reading waits for it to settle).
import { setTimeout as sleep } from "node:timers/promises";
import { randomUUID } from "node:crypto";
import { CATEGORIES } from "@/lib/catalog/schema";
import { PAYMENT_METHODS } from "@/lib/orders/payments";
import { listingHref, ROUTES } from "@/lib/routes";
import { LABELLED_SEARCHES } from "./search-queries";
import { signUp } from "./sale-accounts";
import { Browser } from "./sale-browser";
import type { KindCost } from "./cost-model";
import { addCosts, costBetween, perRequest, type Metrics } from "./sale-metrics";
import { checkout, randomCart, type ShopperContext } from "./sale-shopper";
import type { PhaseStats } from "./sale-stats";

export type ProbeRow = { kind: string; n: number; cost: KindCost };
type Probe = { ctx: ShopperContext; stats: () => PhaseStats; metrics: () => Promise<Metrics[]>; jobsSecret: string; requests: number };

const JOBS = ["outbox", "unpaid", "restock", "subscriptions"] as const;
/** One request per instance behind nginx's round robin. */
const WARM_UP = 2;

export async function runCostProbe({ ctx, stats, metrics, jobsSecret, requests: n }: Probe): Promise<ProbeRow[]> {
  const browser = new Browser(ctx.origin, stats);
  const rows: ProbeRow[] = [];
  /**
   * `n` times: prepare (not counted), then the request between two readings, after `settleMs`.
   * The first WARM_UP requests of a kind are not counted: they fill what each instance loads once
   * and keeps (the catalogue index, the synonyms: 17 and 86 reads), which a month of traffic
   * pays once per instance start, not per request.
   */
  const measure = async (kind: string, settleMs: number, prepare: (i: number) => Promise<() => Promise<unknown>>) => {
    let total: KindCost = { reads: 0, writes: 0, deletes: 0, cpuMs: 0 };
    for (let i = 0; i < n + WARM_UP; i++) {
      const request = await prepare(i);
      if (i < WARM_UP) {
        await request();
        continue;
      }
      const before = await metrics();
      await request();
      await sleep(settleMs);
      total = addCosts(total, costBetween(before, await metrics()));
    }
    rows.push({ kind, n, cost: perRequest(total, n) });
  };
  /** A request with nothing to prepare. */
  const ready = (request: () => Promise<unknown>) => Promise.resolve(request);

  await browser.page("home", ROUTES.home); // rendered once: the probe measures the cached page
  await measure("cached page (home)", 200, () => ready(() => browser.page("home", ROUTES.home)));
  // A price range no one asked for yet: the listing is rendered for this request.
  await measure("uncached listing", 200, (i) => ready(() => browser.page("listing", listingHref(ROUTES.shop, { category: [CATEGORIES[i % CATEGORIES.length]!], min: 1, max: 9000 + i + Math.floor(Math.random() * 100_000) }))));
  const searches = [...new Set(LABELLED_SEARCHES.filter((s) => s.locale === "en").map((s) => s.q))];
  await measure("search (uncached)", 200, (i) => ready(() => browser.page("search", listingHref(ROUTES.search, { q: searches[i % searches.length]! }))));
  await measure("cart check", 200, (i) =>
    ready(() => browser.action("cart check", ROUTES.cart, ctx.actions.checkCart, [{ lines: randomCart(ctx.hot).map((l) => ({ cartItemId: `probe-${i}`, id: l.id, ...(l.color ? { color: l.color } : {}), ...(l.size ? { size: l.size } : {}) })), locale: "en" }])),
  );
  for (const payment of PAYMENT_METHODS) {
    await measure(`checkout ${payment}`, 1_500, async () => {
      const shopper = new Browser(ctx.origin, stats);
      const email = `probe-${randomUUID().slice(0, 12)}@example.test`;
      await signUp(shopper, ctx.authEmulator, email);
      return () => checkout(ctx, shopper, stats, randomCart(ctx.hot), payment, email);
    });
  }
  for (const job of JOBS) {
    await measure(`job ${job}`, 200, () =>
      ready(async () => {
        const res = await fetch(`${ctx.origin}/api/jobs/${job}`, { method: "POST", headers: { authorization: `Bearer ${jobsSecret}` } });
        if (!res.ok) stats().error(`job ${job}: ${res.status}`);
        await res.arrayBuffer();
      }),
    );
  }
  return rows;
}
