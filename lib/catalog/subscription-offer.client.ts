// The half of subscription-offer.ts that the product page's purchase island uses: what a delivery
// of a subscription costs, and which interval is chosen first. Without zod (the island imports it).

/** Units a subscription delivers at most each time (subscriptionDocSchema's quantity). */
export const MAX_SUBSCRIPTION_QUANTITY = 10;

/** Half a cent up, as the checkout's product promotions round (lib/promotions/engine.ts). */
const roundHalfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * One unit for a subscriber, in cents: `unitPrice` (the product's price that day after its own
 * discount, finalPrice) less the subscriber discount, rounded per unit like a product promotion.
 */
export function subscriberUnitPrice(unitPrice: number, discountPercent: number): number {
  return unitPrice - roundHalfUp(unitPrice * discountPercent, 100);
}

/** The goods of one delivery, in cents: `quantity` units at the subscriber's price (delivery and tax come on top, as on any order). */
export function deliveryPrice(unitPrice: number, quantity: number, discountPercent: number): number {
  return subscriberUnitPrice(unitPrice, discountPercent) * quantity;
}

/** The interval the product page offers first: four weeks (about a month) when offered, else the nearest, the shorter on a tie. */
export function defaultInterval(intervals: readonly number[]): number | undefined {
  const PREFERRED = 4;
  let best: number | undefined;
  for (const weeks of intervals) {
    if (best === undefined || Math.abs(weeks - PREFERRED) < Math.abs(best - PREFERRED) || (Math.abs(weeks - PREFERRED) === Math.abs(best - PREFERRED) && weeks < best)) best = weeks;
  }
  return best;
}
