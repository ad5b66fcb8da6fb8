import { applyPromotions } from "@/lib/promotions/engine";
import { SUBSCRIBER_PROMOTION_ID, subscriberDiscount } from "./discount";

const product = { id: "eco-diapers", createdAt: "2026-01-01T00:00:00.000Z" };
const offer = (discountPercent: number) => ({ intervals: [2, 4], discountPercent });

test("a product's subscriber discount is a product-level promotion on that product alone", () => {
  const candidate = subscriberDiscount({ ...product, subscription: offer(15) })!;
  expect(candidate.promotion).toMatchObject({ id: SUBSCRIBER_PROMOTION_ID, benefit: { kind: "product-percent", percent: 15, target: { productIds: ["eco-diapers"] } } });
  const delivery = { method: "standard" as const, price: () => 595 };
  const r = applyPromotions(
    [{ productId: "eco-diapers", categories: ["diapering"], unitPrice: 2000, listPrice: 2000, quantity: 3 }],
    delivery,
    { now: new Date("2026-06-01T00:00:00Z"), shopper: { signedIn: true, firstOrder: false, subscriber: false }, automatic: [], subscription: candidate },
  );
  expect(r.lineDiscounts).toEqual([900]);
});

test("no offer, or an offer of 0 %, gives no discount", () => {
  expect(subscriberDiscount(product as never)).toBeUndefined();
  expect(subscriberDiscount({ ...product, subscription: offer(0) })).toBeUndefined();
});
