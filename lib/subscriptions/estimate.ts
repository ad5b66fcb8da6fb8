// What a delivery orders, and what it would cost today: the reminder's estimate is priced by the
// checkout's own rules (priceOrder, the subscriber discount as a promotion, tax and delivery at
// the subscription's shipping address), as the delivery will be on its day. Pure.
import { productWithDealState } from "@/lib/catalog/deals";
import type { Product } from "@/lib/catalog/schema";
import { isVisible } from "@/lib/catalog/visibility";
import { priceOrder, type OrderLineInput, type Pricing } from "@/lib/orders/pricing";
import { deliveryPromotionInput, subscriberDiscount } from "./discount";
import type { Subscription } from "./schema";

/** The one line a delivery of `sub` orders (`quantity`: fewer units when stock is short and the parent chose to get what there is). */
export const deliveryLine = (sub: Pick<Subscription, "productId" | "color" | "size" | "quantity">, quantity = sub.quantity): OrderLineInput => ({
  id: sub.productId,
  ...(sub.color ? { color: sub.color } : {}),
  ...(sub.size ? { size: sub.size } : {}),
  quantity,
});

/** The next delivery priced at `at`: a product gone, recalled or short of stock is not priced (`ok: false`, and why). */
export function estimateDelivery(sub: Pick<Subscription, "productId" | "color" | "size" | "quantity" | "shippingMethod" | "shippingAddress">, product: Product | null, at: Date): Pricing {
  const dealt = product && isVisible(product) ? productWithDealState(product, at.getTime()) : null;
  const address = sub.shippingAddress;
  return priceOrder(
    new Map([[sub.productId, dealt]]),
    [deliveryLine(sub)],
    { method: sub.shippingMethod, country: address.country, ...(address.region ? { region: address.region } : {}) },
    deliveryPromotionInput(product ? subscriberDiscount(product) : undefined, at),
  );
}
