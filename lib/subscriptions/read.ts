import "server-only";
// What My account (and staff) show of a subscription: its product as the storefront has it, and
// its next delivery priced as the job would price it today (the checkout's priceOrder, the
// subscriber discount as a promotion, tax and delivery for its address).
import { productWithDealState } from "@/lib/catalog/deals";
import { finalPrice } from "@/lib/catalog/schema";
import { subscriberUnitPrice } from "@/lib/catalog/subscription-offer.client";
import { getProduct } from "@/lib/catalog/read";
import type { Product } from "@/lib/catalog/schema";
import { priceOrder } from "@/lib/orders/pricing";
import { subscriberDiscount } from "./discount";
import type { Subscription } from "./schema";

/** The next delivery's total at today's price, or null when it could not be placed as it is (gone, short of stock). */
export function nextDeliveryTotal(sub: Subscription, product: Product | null, now: Date): number | null {
  if (!product) return null;
  const dealt = productWithDealState(product, now.getTime());
  const discount = subscriberDiscount(product);
  const line = { id: sub.productId, quantity: sub.quantity, ...(sub.color ? { color: sub.color } : {}), ...(sub.size ? { size: sub.size } : {}) };
  const pricing = priceOrder(
    new Map([[product.id, dealt]]),
    [line],
    { method: sub.shippingMethod, country: sub.shippingAddress.country, region: sub.shippingAddress.region },
    { now, shopper: { signedIn: true, firstOrder: false, subscriber: false }, automatic: [], ...(discount ? { subscription: discount } : {}) },
  );
  return pricing.ok ? pricing.total : null;
}

export type SubscriptionView = { sub: Subscription; product: Product | null; total: number | null };

/** Each subscription with its product (the cached storefront read) and its next delivery's price. */
export async function subscriptionViews(subs: readonly Subscription[], now = new Date()): Promise<SubscriptionView[]> {
  const products = new Map(await Promise.all([...new Set(subs.map((s) => s.productId))].map(async (id) => [id, await getProduct(id)] as const)));
  return subs.map((sub) => ({ sub, product: products.get(sub.productId) ?? null, total: nextDeliveryTotal(sub, products.get(sub.productId) ?? null, now) }));
}

/** One unit of `product` at the subscriber's price now (its own discount, if running, then the subscriber discount). */
export function subscriberPriceNow(product: Product, now = new Date()): number {
  return subscriberUnitPrice(finalPrice(productWithDealState(product, now.getTime())), product.subscription?.discountPercent ?? 0);
}
