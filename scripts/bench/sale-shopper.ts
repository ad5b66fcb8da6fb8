// A shopper's visit in `npm run bench:sale`, over HTTP as the browser makes it: the home page, a
// filtered listing, a search, product pages; then a new account signed in (Auth emulator + POST
// /api/session), the cart saved and checked, the checkout quoted and the order placed through the
// same server actions the pages call; a card order goes on to the Stripe stand-in's page and is
// paid there, or left unpaid. A checkout that got no answer (network error, 502) is sent again
// with the SAME idempotency key, as the checkout page does on a retry.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { AGE_BAND_IDS } from "@/lib/catalog/age.client";
import { CATEGORIES } from "@/lib/catalog/schema";
import { SORTS } from "@/lib/catalog/listing-query.client";
import type { PaymentMethod } from "@/lib/orders/payments";
import type { PlaceOrderInput } from "@/lib/orders/schema";
import { checkoutConfirmationHref, LISTING_ROUTES, listingHref, listingPath, productHref, ROUTES } from "@/lib/routes";
import { LABELLED_SEARCHES } from "./search-queries";
import { signUp } from "./sale-accounts";
import { Browser, RequestFailed, type ActionAnswer } from "./sale-browser";
import type { PhaseStats, RequestKind } from "./sale-stats";

/** A product shoppers buy, with a choice (colour and size) that has stock. */
export type HotProduct = { id: string; color?: string; size?: string };

/** What a visit needs from the bench: where, which actions, what to buy, and where orders are recorded. */
export type ShopperContext = {
  origin: string;
  authEmulator: string;
  actions: { checkCart: string; quoteCart: string; saveShopping: string; quoteOrder: string; placeOrder: string };
  hot: readonly HotProduct[];
  /** Each order placed: for the checks after the run (one order per key, charges, emails). */
  onOrder: (order: PlacedOrder) => void;
  /** Share of card orders left unpaid on the stand-in's page. */
  abandonShare: number;
  /** Waits for a request's turn (the hold's fixed rate). */
  pace: () => Promise<void>;
};
export type PlacedOrder = { orderId: string; idempotencyKey: string; payment: PaymentMethod; paid: boolean; attempts: number; email: string };

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const chance = (p: number) => Math.random() < p;

/**
 * A listing URL as the storefront links them: a layout, a category, then either a filter or two,
 * or a later page (only of a whole category, whose pages a browser finds linked: a filtered
 * listing may end before page 2, and its page 3 answers 404).
 */
export function randomListing(): string {
  const query: Parameters<typeof listingHref>[1] = { category: [pick(CATEGORIES)] };
  if (chance(0.5)) query.sort = pick(SORTS);
  if (chance(0.3)) {
    query.page = 2 + Math.floor(Math.random() * 3);
    return listingHref(listingPath(pick(LISTING_ROUTES)), query);
  }
  if (chance(0.3)) query.age = [pick(AGE_BAND_IDS)];
  if (chance(0.3)) query.inStock = true;
  if (chance(0.2)) query.sale = true;
  if (chance(0.2)) Object.assign(query, { min: 5, max: 5 + Math.floor(Math.random() * 60) });
  return listingHref(listingPath(pick(LISTING_ROUTES)), query);
}

const placeAnswerSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("placed"), orderId: z.string(), payUrl: z.string().url().optional() }),
  z.object({ status: z.literal("unavailable"), problems: z.array(z.unknown()) }),
  z.object({ status: z.literal("unpaid-limit"), limit: z.number() }),
  z.object({ status: z.literal("code-refused"), message: z.string() }),
]);

/** The refusal of an action, counted by its reason: expected ones are answers, the rest errors. */
function countFailure(stats: PhaseStats, kind: RequestKind, answer: Extract<ActionAnswer, { ok: false }>): void {
  if (answer.error === "busy") stats.refused(`${kind}: busy`);
  else stats.error(`${kind}: action ${answer.error}`);
}

/** One visit; resolves when it is over (errors are counted, never thrown, apart from the phase ending). */
export async function shopperVisit(ctx: ShopperContext, stats: () => PhaseStats, payment: PaymentMethod): Promise<void> {
  const browser = new Browser(ctx.origin, stats, ctx.pace);
  try {
    await browse(browser);
    await buy(ctx, browser, stats, payment);
  } catch (error) {
    // A request that failed is counted where it failed; the visit ends as a shopper's would.
    if (!(error instanceof RequestFailed)) stats().error(`visit: ${(error as Error).message.slice(0, 80)}`);
  }
}

async function browse(browser: Browser): Promise<void> {
  await browser.page("home", ROUTES.home);
  const listing = await browser.page("listing", randomListing());
  await browser.page("search", listingHref(ROUTES.search, { q: pick(LABELLED_SEARCHES.filter((s) => s.locale === "en")).q }));
  const seen = [...new Set([...listing.matchAll(/href="\/product\/([a-z0-9-]+)/g)].map((m) => m[1]!))];
  for (const id of seen.sort(() => Math.random() - 0.5).slice(0, 2)) await browser.page("product", productHref(id));
}

async function buy(ctx: ShopperContext, browser: Browser, stats: () => PhaseStats, payment: PaymentMethod): Promise<void> {
  const lines = randomCart(ctx.hot);
  for (const l of lines) await browser.page("product", productHref(l.id, { color: l.color, size: l.size }));

  const email = `sale-${randomUUID().slice(0, 12)}@example.test`;
  await signUp(browser, ctx.authEmulator, email);
  // Add to cart: a signed-in browser saves its cart to the account (stores/account-sync.ts).
  const saved = await browser.action("add/sync", ROUTES.home, ctx.actions.saveShopping, [{ cart: lines, wishlist: [] }]);
  if (!saved.ok) return countFailure(stats(), "add/sync", saved);
  await browser.page("cart page", ROUTES.cart);
  const checked = await browser.action("cart check", ROUTES.cart, ctx.actions.checkCart, [
    { lines: lines.map((l, i) => ({ cartItemId: `line-${i}`, id: l.id, ...(l.color ? { color: l.color } : {}), ...(l.size ? { size: l.size } : {}) })), locale: "en" },
  ]);
  if (!checked.ok) return countFailure(stats(), "cart check", checked);
  const cartQuote = await browser.action("quote", ROUTES.cart, ctx.actions.quoteCart, [{ lines }]);
  if (!cartQuote.ok) return countFailure(stats(), "quote", cartQuote);

  await browser.page("checkout page", ROUTES.checkout);
  const quoted = await browser.action("quote", ROUTES.checkout, ctx.actions.quoteOrder, [{ lines, shippingMethod: "standard", country: "US", region: "NY", shipToParents: false }]);
  if (!quoted.ok) return countFailure(stats(), "quote", quoted);

  const result = await checkout(ctx, browser, stats, lines, payment, email);
  if (!result) return;
  const { order, payUrl } = result;
  if (payment !== "card") return void (await browser.page("confirmation", checkoutConfirmationHref(order.orderId)));
  if (!payUrl) return stats().refused("card: no payment page (Stripe unreachable)");
  await browser.send("stand-in page", payUrl);
  if (chance(ctx.abandonShare)) return stats().refused("card: left unpaid");
  const paid = await browser.send("stand-in pay", `${payUrl}/pay`, { method: "POST" }, [303]);
  order.paid = paid.status === 303;
  const back = paid.headers.get("location");
  if (back) await browser.page("confirmation", new URL(back).pathname);
}

export type CartLine = { id: string; color?: string; size?: string; quantity: number };

/**
 * "Place order" as the checkout form sends it (a new address typed, delivered to it, one key per
 * attempt); the order is recorded with ctx.onOrder. Answers null when it was refused or failed
 * (counted), else the order and its card payment page.
 */
export async function checkout(
  ctx: ShopperContext,
  browser: Browser,
  stats: () => PhaseStats,
  lines: CartLine[],
  payment: PaymentMethod,
  email: string,
): Promise<{ order: PlacedOrder; payUrl?: string } | null> {
  const address = { firstName: "Bench", lastName: "Shopper", country: "US" as const, street: "1 Sale Street", city: "New York", region: "NY", postcode: "10001", phone: "+1 212 555 0100" };
  const input: PlaceOrderInput = {
    idempotencyKey: randomUUID().replaceAll("-", ""),
    lines,
    billing: { kind: "new", address, save: false },
    shipping: { kind: "same" },
    shippingMethod: "standard",
    paymentMethod: payment,
    notes: "",
  };
  const kind: RequestKind = `checkout ${payment}`;
  const placed = await placeWithRetry(browser, stats, kind, ctx.actions.placeOrder, input);
  if (!placed) return null;
  const { answer, attempts } = placed;
  if (!answer.ok) {
    countFailure(stats(), kind, answer);
    return null;
  }
  const outcome = placeAnswerSchema.parse(answer.data);
  if (outcome.status !== "placed") {
    stats().refused({ unavailable: "sold out", "unpaid-limit": "unpaid-limit", "code-refused": "code refused" }[outcome.status]);
    return null;
  }
  stats().placed(payment);
  const order: PlacedOrder = { orderId: outcome.orderId, idempotencyKey: input.idempotencyKey, payment, paid: false, attempts, email };
  ctx.onOrder(order);
  return { order, ...(outcome.payUrl ? { payUrl: outcome.payUrl } : {}) };
}

/** A cart of one or two lines of the hot products, one or two units each. */
export function randomCart(hot: readonly HotProduct[]): CartLine[] {
  const chosen = [...hot].sort(() => Math.random() - 0.5).slice(0, chance(0.7) ? 1 : 2);
  return chosen.map((p) => ({ id: p.id, ...(p.color ? { color: p.color } : {}), ...(p.size ? { size: p.size } : {}), quantity: chance(0.8) ? 1 : 2 }));
}

/**
 * placeOrder, sent again with the same key when it got no answer or a 502 (nginx does not retry a
 * POST already sent to an instance that died): at most 5 tries, 1 s apart.
 */
async function placeWithRetry(browser: Browser, stats: () => PhaseStats, kind: RequestKind, id: string, input: PlaceOrderInput): Promise<{ answer: ActionAnswer; attempts: number } | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return { answer: await browser.action(kind, ROUTES.checkout, id, [input]), attempts: attempt };
    } catch (error) {
      const retryable = error instanceof RequestFailed && (error.status === "network" || error.status === 502);
      if (!retryable || attempt >= 5) {
        if (!(error instanceof RequestFailed)) stats().error(`${kind}: ${(error as Error).message.slice(0, 80)}`);
        return null;
      }
      stats().retries += 1;
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}
