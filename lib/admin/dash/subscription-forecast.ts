// What the active subscriptions should bring in over the next days, for /dash. Pure (no I/O, the
// clock passed in): lib/admin/dash/subscriptions.ts reads the subscriptions and their products.
//
// - A subscription's deliveries in the window: its next date, then every `intervalWeeks` weeks,
//   each from today to the window's end. A next date already gone by (the job has not run since)
//   counts once, as today's: its delivery is placed at the job's next run. Only once: a date
//   weeks behind means the job is stopped, and the figure should not grow with how long.
// - A delivery's amount: its goods at today's price, priced as the checkout prices a delivery
//   (lib/promotions/engine.ts, the subscriber discount as its promotion: rounded per unit, half a
//   cent up): the product's price after its own discount (a deal that has ended: none), less the
//   subscriber discount, times the units. Delivery and tax are left out.
// - A product gone, archived or recalled places nothing: its subscriptions count no delivery.
import { productWithDealState } from "@/lib/catalog/deals";
import { finalPrice, type Product } from "@/lib/catalog/schema";
import { applyPromotions } from "@/lib/promotions/engine";
import { subscriberDiscount } from "@/lib/subscriptions/discount";
import { addDays, addWeeks, dayOf } from "@/lib/subscriptions/schedule";
import type { SubscriptionDoc } from "@/lib/subscriptions/schema";

/** The window /dash looks ahead, in days (today included). */
export const FORECAST_DAYS = 30;

export type ForecastSubscription = Pick<SubscriptionDoc, "productId" | "quantity" | "intervalWeeks" | "nextDate">;
/** The window's first and last day (YYYY-MM-DD, both included), its deliveries and their goods in cents. */
export type Forecast = { first: string; last: string; deliveries: number; amount: number };

/** The window of `days` days starting today: its first day and the day after its last. */
export function forecastWindow(now: Date, days = FORECAST_DAYS): { first: string; end: string } {
  const first = dayOf(now);
  return { first, end: addDays(first, days) };
}

/** The days of a subscription's deliveries from `first` to `end` (exclusive): its next date (gone by: `first`), then every interval. */
export function deliveryDays(sub: Pick<ForecastSubscription, "nextDate" | "intervalWeeks">, first: string, end: string): string[] {
  const days: string[] = sub.nextDate < first ? [first] : [];
  for (let day = sub.nextDate; day < end; day = addWeeks(day, sub.intervalWeeks)) if (day >= first) days.push(day);
  return days;
}

/** One delivery's goods at `now`'s price: after the product's own discount and the subscriber discount, times `quantity`. */
export function deliveryGoods(product: Product, quantity: number, now: Date): number {
  const p = productWithDealState(product, now.getTime());
  const unitPrice = finalPrice(p);
  const line = { productId: p.id, categories: p.categories, unitPrice, listPrice: p.price, quantity };
  const { lineDiscounts } = applyPromotions([line], { method: "standard", price: () => 0 }, {
    now,
    shopper: { signedIn: true, firstOrder: false, subscriber: false },
    // A delivery gets its subscriber discount and nothing else.
    automatic: [],
    subscription: subscriberDiscount(p),
  });
  return unitPrice * quantity - (lineDiscounts[0] ?? 0);
}

/** The deliveries of `subs` (active ones) in the window and their goods, each product priced from `products`. */
export function subscriptionForecast(subs: readonly ForecastSubscription[], products: ReadonlyMap<string, Product>, now: Date, days = FORECAST_DAYS): Forecast {
  const { first, end } = forecastWindow(now, days);
  const priced = new Map<string, number>();
  let deliveries = 0;
  let amount = 0;
  for (const sub of subs) {
    const product = products.get(sub.productId);
    if (!product || product.archived || product.recall) continue;
    const count = deliveryDays(sub, first, end).length;
    if (count === 0) continue;
    const key = `${sub.productId}|${sub.quantity}`;
    let goods = priced.get(key);
    if (goods === undefined) priced.set(key, (goods = deliveryGoods(product, sub.quantity, now)));
    deliveries += count;
    amount += count * goods;
  }
  return { first, last: addDays(end, -1), deliveries, amount };
}
