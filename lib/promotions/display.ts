// How promotions read wherever a price is shown: the cart, the checkout's summary, the order's
// page, its emails, the invoice and credit notes. Pure and without zod (client islands use it);
// each place words the rows with its own texts (the "Promotions" messages).
import { fill } from "@/lib/i18n/format";
import type { AppliedPromotion } from "./schema";

/** The "Promotions" messages a promotion's label is made of ({name}, {code}). */
export type PromotionLabelKey = "saving" | "savingWithCode" | "freeDelivery" | "freeDeliveryWithCode";
export type PromotionSay = (key: PromotionLabelKey, values: { name: string; code: string }) => string;

/** The labels from the raw messages (a client island's texts), filled here. */
export const sayFrom = (texts: Readonly<Record<PromotionLabelKey, string>>): PromotionSay => (key, values) => fill(texts[key], values);

/** "Welcome: 10% off (WELCOME10)", "Free express delivery (EXPRESS20): free delivery". */
export function promotionLabel(p: Pick<AppliedPromotion, "name" | "code" | "class">, say: PromotionSay): string {
  const delivery = p.class === "delivery";
  const key: PromotionLabelKey = p.code ? (delivery ? "freeDeliveryWithCode" : "savingWithCode") : delivery ? "freeDelivery" : "saving";
  return say(key, { name: p.name, code: p.code ?? "" });
}

/**
 * A price summary's money rows, in order, so that they add up: the subtotal at list prices, the
 * products' own discounts, each promotion on the goods, delivery at its price before promotions,
 * each promotion on delivery. Tax and total follow (each summary words them).
 */
export type SummaryRow =
  | { kind: "subtotal" | "discount" | "shipping"; amount: number }
  | { kind: "promotion" | "delivery-promotion"; amount: number; promotion: AppliedPromotion };

export function summaryRows(totals: { subtotal: number; discount: number; shipping: number; promotions?: readonly AppliedPromotion[] }): SummaryRow[] {
  const promotions = totals.promotions ?? [];
  const onDelivery = promotions.filter((p) => p.class === "delivery" && p.amount > 0);
  const onGoods = promotions.filter((p) => p.class !== "delivery" && p.amount > 0);
  return [
    { kind: "subtotal", amount: totals.subtotal },
    ...(totals.discount > 0 ? [{ kind: "discount" as const, amount: totals.discount }] : []),
    ...onGoods.map((promotion) => ({ kind: "promotion" as const, amount: promotion.amount, promotion })),
    // Stored `shipping` is after promotions: the row shows the price they were taken off.
    { kind: "shipping", amount: totals.shipping + onDelivery.reduce((sum, p) => sum + p.amount, 0) },
    ...onDelivery.map((promotion) => ({ kind: "delivery-promotion" as const, amount: promotion.amount, promotion })),
  ];
}

/** An amount taken off, as every summary writes it: "−$4.50" (a minus sign, not a hyphen). */
export const takenOff = (formatted: string) => `−${formatted}`;

/** A summary's own words for the rows that are not a promotion. */
export type SummaryWords = { subtotal: string; discount: string; shipping: string; free: string };

/** A row as [label, amount]: what is taken off with a minus sign, a delivery of 0 as "free". */
export function summaryRowText(r: SummaryRow, words: SummaryWords, price: (cents: number) => string, say: PromotionSay): [string, string] {
  switch (r.kind) {
    case "subtotal":
      return [words.subtotal, price(r.amount)];
    case "discount":
      return [words.discount, takenOff(price(r.amount))];
    case "shipping":
      return [words.shipping, r.amount === 0 ? words.free : price(r.amount)];
    default:
      return [promotionLabel(r.promotion, say), takenOff(price(r.amount))];
  }
}

/** What promotions took off a part of a line (`units` of its `quantity`, credited `amount` of it), for a credit note's line. */
export const promotionShare = (line: { unitPrice: number; promotionDiscount?: number }, units: number, amount: number): number =>
  line.promotionDiscount ? Math.max(0, line.unitPrice * units - amount) : 0;
