// Which promotions an order gets and what each takes off, line by line. Pure (no database, no
// clock: the caller passes `now`, the usage figures and who is shopping), so the cart's estimate,
// the checkout's summary and the checkout's transaction agree to the cent (lib/orders/pricing.ts).
//
// The rules, in the order they are applied:
// - Product-level promotions first, in the order they were chosen, each on what is left of every
//   unit's price after the earlier ones; a percentage is rounded per unit, half a cent up.
// - Then order-level ones, each on the goods left (a percentage rounded once, half up), shared over
//   the lines in proportion to what is left of them (allocate()): percentages stack on what is
//   left, never on the undiscounted total, and no line goes below zero.
// - Then delivery: its price comes from `delivery.price`, given the goods after promotions (the
//   checkout's priceOrder measures its free-delivery threshold on the goods before them, so a
//   code never makes delivery cost again), and a free-delivery promotion takes it to 0.
// - A budget caps what a promotion gives: the last order gets what is left of it.
//
// A subscription delivery's subscriber discount comes first of all, always (it was promised).
// Stacking: one code at most, plus automatic promotions. Two promotions share an order only if
// each one's combinesWith accepts the other's class (its own class too). The code is chosen first
// (the shopper asked for it), so automatic ones that clash with it are dropped; then automatic ones
// one at a time, the largest saving on the order as it stands first (equal savings: by id), each
// only if compatible with everything chosen so far. One guard: a code that clashes with automatic
// offers and leaves the shopper paying more than those offers would is refused ("not-combinable")
// and the order keeps the offers.
import type { ShippingMethod } from "@/lib/orders/config";
import { allocate } from "./allocate";
import { PROMOTION_CLASS, PROMOTION_CLASSES, type AppliedPromotion, type Promotion, type PromotionClass } from "./schema";

/** A line of the order as promotions see it (cents). */
export type PromotionLine = {
  productId: string;
  categories: readonly string[];
  /** Unit price after the product's own discount. */
  unitPrice: number;
  listPrice: number;
  quantity: number;
};
/** How much a promotion was used: orders carrying it, cents it gave, this account's orders carrying it. */
export type PromotionUsage = { uses: number; given: number; byAccount: number };
/** A promotion that may apply, with its usage; `code`: the code typed, for a code promotion. */
export type Candidate = { promotion: Promotion; usage: PromotionUsage; code?: string };
export type Shopper = { signedIn: boolean; firstOrder: boolean; subscriber: boolean };
/**
 * `code`: the code typed, as its promotion, or `{ unknown }` when no promotion has it.
 * `subscription`: a subscription delivery's subscriber discount (lib/subscriptions/discount.ts),
 * always applied, before the code: the parent was promised it.
 */
export type PromotionInput = { now: Date; shopper: Shopper; automatic: readonly Candidate[]; code?: Candidate | { unknown: string }; subscription?: Candidate };
export type CodeRefusalReason =
  | "unknown"
  | "paused"
  | "not-started"
  | "ended"
  | "minimum-subtotal"
  | "minimum-quantity"
  | "used-by-you"
  | "no-uses-left"
  | "first-order-only"
  | "subscribers-only"
  | "sign-in"
  | "not-combinable"
  | "nothing-eligible";
/** Why a typed code gives nothing; `missing`: cents or units short of a minimum; `startsAt`: when it starts. */
export type CodeRefusal = { code: string; reason: CodeRefusalReason; missing?: number; startsAt?: string };
/**
 * What promotions take off: per line (same order as the lines), off the delivery price, and the
 * delivery price left. `applied`: each promotion that took something off, product-level first,
 * then order-level, then delivery.
 */
export type PromotionResult = { lineDiscounts: number[]; shippingDiscount: number; shipping: number; applied: AppliedPromotion[]; codeRefusal?: CodeRefusal };
/** The delivery chosen, and its price for goods worth `goods` cents (lib/orders/config.ts shippingCost). */
export type Delivery = { method: ShippingMethod; price: (goods: number) => number };

type Refusal = Omit<CodeRefusal, "code">;
const classOf = (p: Promotion): PromotionClass => PROMOTION_CLASS[p.benefit.kind];
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const roundHalfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));
/** What it may still give: what is left of its budget. */
const capOf = (c: Candidate) => (c.promotion.limits.budget === undefined ? Infinity : c.promotion.limits.budget - c.usage.given);

/** Each accepts the other's class. */
export const combinable = (a: Promotion, b: Promotion) => a.combinesWith[classOf(b)] && b.combinesWith[classOf(a)];

/**
 * The lines a promotion works on: its target products (product-level), every line (order-level),
 * without the discounted ones when it excludes them. Delivery is about the whole order.
 */
function appliesTo(p: Promotion, line: PromotionLine): boolean {
  if (classOf(p) === "delivery") return true;
  if (p.conditions.excludeDiscounted && line.unitPrice < line.listPrice) return false;
  if (!("target" in p.benefit)) return true;
  const { productIds, categories } = p.benefit.target;
  return productIds.includes(line.productId) || line.categories.some((c) => (categories as readonly string[]).includes(c));
}

/** Why `c` cannot apply to this order at all (before any other promotion), or null. */
export function refusalOf(c: Candidate, lines: readonly PromotionLine[], input: Pick<PromotionInput, "now" | "shopper">): Refusal | null {
  const { status, conditions: k, limits } = c.promotion;
  const { shopper } = input;
  if (status === "archived") return { reason: "unknown" };
  if (status === "paused") return { reason: "paused" };
  const now = input.now.getTime();
  if (k.startsAt !== undefined && now < Date.parse(k.startsAt)) return { reason: "not-started", startsAt: k.startsAt };
  if (k.endsAt !== undefined && now >= Date.parse(k.endsAt)) return { reason: "ended" };
  // A limit per account, or a first order, can only be told for an account.
  if ((limits.perAccount !== undefined || k.firstOrderOnly) && !shopper.signedIn) return { reason: "sign-in" };
  if (k.firstOrderOnly && !shopper.firstOrder) return { reason: "first-order-only" };
  if (k.subscribersOnly && !shopper.subscriber) return { reason: "subscribers-only" };
  if (limits.perAccount !== undefined && c.usage.byAccount >= limits.perAccount) return { reason: "used-by-you" };
  if (limits.totalUses !== undefined && c.usage.uses >= limits.totalUses) return { reason: "no-uses-left" };
  if (capOf(c) <= 0) return { reason: "no-uses-left" };
  const goods = sum(lines.map((l) => l.unitPrice * l.quantity));
  if (k.minSubtotal !== undefined && goods < k.minSubtotal) return { reason: "minimum-subtotal", missing: k.minSubtotal - goods };
  const units = sum(lines.filter((l) => appliesTo(c.promotion, l)).map((l) => l.quantity));
  if (k.minQuantity !== undefined && units < k.minQuantity) return { reason: "minimum-quantity", missing: k.minQuantity - units };
  return null;
}

/** The discounts, capped at what the promotion may still give (shared so none grows). */
const capped = (discounts: number[], cap: number) => (sum(discounts) > cap ? allocate(cap, discounts) : discounts);

/** A product-level promotion on what is left of each unit's price (`units`, changed in place); what it took. */
function takeOffUnits(c: Candidate, lines: readonly PromotionLine[], units: number[][]): number {
  const b = c.promotion.benefit;
  // Every unit it applies to, in line order then unit order: the order that breaks ties below.
  const spots = lines.flatMap((l, line) => (appliesTo(c.promotion, l) ? units[line]!.map((_, unit) => ({ line, unit })) : []));
  const left = (s: { line: number; unit: number }) => units[s.line]![s.unit]!;
  let off: number[];
  if (b.kind === "product-percent") off = spots.map((s) => roundHalfUp(left(s) * b.percent, 100));
  else if (b.kind === "product-amount") off = spots.map((s) => Math.min(b.amount, left(s)));
  else if (b.kind === "buy-x-get-y") {
    // Every complete group of buy + get units makes `get` of them free: the cheapest of the order
    // (stable sort: equal prices by line, then unit).
    const free = Math.min(Math.floor(spots.length / (b.buy + b.get)) * b.get, b.maxFree ?? Infinity);
    const cheapest = new Set(spots.map((s, i) => ({ price: left(s), i })).sort((x, y) => x.price - y.price).slice(0, free).map((x) => x.i));
    off = spots.map((s, i) => (cheapest.has(i) ? left(s) : 0));
  } else return 0;
  off = capped(off, capOf(c));
  spots.forEach((s, i) => (units[s.line]![s.unit] = left(s) - off[i]!));
  return sum(off);
}

/** An order-level promotion on what is left of the lines (`left`, changed in place); what it took. */
function takeOffLines(c: Candidate, lines: readonly PromotionLine[], left: number[]): number {
  const b = c.promotion.benefit;
  const on = lines.flatMap((l, i) => (appliesTo(c.promotion, l) ? [i] : []));
  const base = sum(on.map((i) => left[i]!));
  const full = b.kind === "order-percent" ? roundHalfUp(base * b.percent, 100) : b.kind === "order-amount" ? Math.min(b.amount, base) : 0;
  const amount = Math.min(full, capOf(c));
  if (amount === 0) return 0;
  allocate(amount, on.map((i) => left[i]!)).forEach((share, k) => (left[on[k]!] = left[on[k]!]! - share));
  return amount;
}

/** The order with `chosen` applied, class by class: what each took, the lines and the delivery left. */
type Outcome = { chosen: readonly Candidate[]; amounts: number[]; left: number[]; price: number; shipping: number };
function run(chosen: readonly Candidate[], lines: readonly PromotionLine[], delivery: Delivery): Outcome {
  const amounts = chosen.map(() => 0);
  const of = (cls: PromotionClass) => chosen.flatMap((c, i) => (classOf(c.promotion) === cls ? [i] : []));
  const units = lines.map((l) => Array.from({ length: l.quantity }, () => l.unitPrice));
  for (const i of of("product")) amounts[i] = takeOffUnits(chosen[i]!, lines, units);
  const left = units.map(sum);
  for (const i of of("order")) amounts[i] = takeOffLines(chosen[i]!, lines, left);
  const price = delivery.price(sum(left));
  let shipping = price;
  for (const i of of("delivery")) {
    const b = chosen[i]!.promotion.benefit;
    if (b.kind !== "free-delivery" || (b.methods.length > 0 && !b.methods.includes(delivery.method))) continue;
    amounts[i] = Math.min(shipping, capOf(chosen[i]!));
    shipping -= amounts[i]!;
  }
  return { chosen, amounts, left, price, shipping };
}

/**
 * `start` (already chosen), then the automatic `pool` one at a time: the largest saving on the
 * order as it stands (equal: the smaller id), compatible with all chosen. One that takes nothing,
 * or that would leave an earlier one taking nothing, is not chosen.
 */
function choose(start: readonly Candidate[], pool: readonly Candidate[], lines: readonly PromotionLine[], delivery: Delivery): Outcome {
  let best = run(start, lines, delivery);
  let rest = pool;
  for (;;) {
    let next: { c: Candidate; outcome: Outcome; saving: number } | undefined;
    for (const c of rest) {
      if (!best.chosen.every((a) => combinable(a.promotion, c.promotion))) continue;
      const outcome = run([...best.chosen, c], lines, delivery);
      const saving = outcome.amounts.at(-1)!;
      if (outcome.amounts.some((a) => a === 0)) continue;
      if (!next || saving > next.saving || (saving === next.saving && c.promotion.id < next.c.promotion.id)) next = { c, outcome, saving };
    }
    if (!next) return best;
    const taken = next.c;
    best = next.outcome;
    rest = rest.filter((c) => c !== taken);
  }
}

/** What the shopper pays for goods and delivery (before tax). */
const payable = (o: Outcome) => sum(o.left) + o.shipping;

function result(o: Outcome, lines: readonly PromotionLine[], code: Candidate | undefined, codeRefusal?: CodeRefusal): PromotionResult {
  const rank = (c: Candidate) => PROMOTION_CLASSES.indexOf(classOf(c.promotion));
  const applied = o.chosen
    .map((c, i) => ({ c, amount: o.amounts[i]! }))
    .filter((a) => a.amount > 0)
    .sort((x, y) => rank(x.c) - rank(y.c))
    .map(({ c, amount }): AppliedPromotion => {
      const typed = c === code ? (c.code ?? c.promotion.code) : undefined;
      return { promotionId: c.promotion.id, name: c.promotion.name, ...(typed ? { code: typed } : {}), class: classOf(c.promotion), amount };
    });
  return {
    lineDiscounts: lines.map((l, i) => l.unitPrice * l.quantity - o.left[i]!),
    shippingDiscount: o.price - o.shipping,
    shipping: o.shipping,
    applied,
    ...(codeRefusal ? { codeRefusal } : {}),
  };
}

/**
 * The promotions `lines` get, delivered by `delivery`: the code typed (if any) and the automatic
 * promotions whose conditions the order meets. A refused code changes nothing; `codeRefusal`
 * says why.
 */
export function applyPromotions(lines: readonly PromotionLine[], delivery: Delivery, input: PromotionInput): PromotionResult {
  const code = input.code && "promotion" in input.code ? input.code : undefined;
  const automatic = input.automatic.filter(
    (c) => c.promotion.trigger === "automatic" && c.promotion.id !== code?.promotion.id && refusalOf(c, lines, input) === null,
  );
  const promised = input.subscription ? [input.subscription] : [];
  const without = choose(promised, automatic, lines, delivery);
  if (!input.code) return result(without, lines, undefined);
  if (!code) return result(without, lines, undefined, { code: (input.code as { unknown: string }).unknown, reason: "unknown" });

  const typed = code.code ?? code.promotion.code ?? code.promotion.id;
  const refuse = (r: Refusal) => result(without, lines, undefined, { code: typed, ...r });
  const refused = refusalOf(code, lines, input);
  if (refused) return refuse(refused);
  if (run([code], lines, delivery).amounts[0] === 0) return refuse({ reason: "nothing-eligible" });
  const withCode = choose([...promised, code], automatic, lines, delivery);
  // The shopper chose the code, so it goes first; but not to their loss.
  const clashes = without.chosen.some((a) => !combinable(a.promotion, code.promotion));
  if (clashes && payable(withCode) > payable(without)) return refuse({ reason: "not-combinable" });
  return result(withCode, lines, code);
}
