// The subscriber discount is a promotion: a product-level percentage off the subscribed product,
// built from the product's own offer (products/{id}.subscription) and handed to the promotions
// engine as `subscription` (lib/promotions/engine.ts), so a delivery is priced, split over its
// lines, taxed, shown and credited exactly as any promotion is. It is never stored in promotions/:
// no code, no usage counts, no limit.
import type { Product } from "@/lib/catalog/schema";
import type { Candidate, PromotionInput } from "@/lib/promotions/engine";
import { conditionsSchema, type Promotion } from "@/lib/promotions/schema";

/** The id every order keeps for its subscriber discount (promotions' ids are staff's lowercase words). */
export const SUBSCRIBER_PROMOTION_ID = "subscribe-and-save";

/** The discount a delivery of `product` gets, or undefined when its offer gives none. */
export function subscriberDiscount(product: Pick<Product, "id" | "subscription" | "createdAt">): Candidate | undefined {
  const percent = product.subscription?.discountPercent ?? 0;
  if (percent === 0) return undefined;
  const promotion: Promotion = {
    id: SUBSCRIBER_PROMOTION_ID,
    name: `Subscribe & save ${percent}%`,
    description: "",
    trigger: "automatic",
    status: "active",
    benefit: { kind: "product-percent", percent, target: { productIds: [product.id], categories: [] } },
    conditions: conditionsSchema.parse({}),
    limits: {},
    combinesWith: { product: true, order: true, delivery: true },
    createdAt: product.createdAt,
    updatedAt: product.createdAt,
  };
  return { promotion, usage: { uses: 0, given: 0, byAccount: 0 } };
}

/**
 * What the promotions engine is given for a delivery: its subscriber discount alone (no code, no
 * automatic offer). placeOrder prices a delivery with it, and a reminder estimates one with it.
 */
export const deliveryPromotionInput = (discount: Candidate | undefined, now: Date): PromotionInput => ({
  now,
  shopper: { signedIn: true, firstOrder: false, subscriber: false },
  automatic: [],
  ...(discount ? { subscription: discount } : {}),
});
