// How promotions read in a price summary: their labels, and rows that add up to what is paid.
import en from "@/messages/en.json";
import { testProduct } from "@/tests/fixtures/product";
import { priceOrder } from "@/lib/orders/pricing";
import { formatPrice } from "@/lib/format";
import { promotionLabel, promotionShare, sayFrom, summaryRows, summaryRowText, type SummaryRow } from "./display";
import type { PromotionInput } from "./engine";
import type { AppliedPromotion, Promotion } from "./schema";

const say = sayFrom(en.Promotions);
const welcome: AppliedPromotion = { promotionId: "welcome-10", name: "Welcome: 10% off", code: "WELCOME10", class: "order", amount: 450 };
const wipes: AppliedPromotion = { promotionId: "bamboo-wipes-3-for-2", name: "Bamboo wipes: 3 for 2", class: "product", amount: 899 };
const express: AppliedPromotion = { promotionId: "free-express-20", name: "Free express delivery", code: "EXPRESS20", class: "delivery", amount: 1495 };

describe("promotionLabel", () => {
  it("names the promotion, with the code typed, and says a delivery one makes delivery free", () => {
    expect(promotionLabel(welcome, say)).toBe("Welcome: 10% off (WELCOME10)");
    expect(promotionLabel(wipes, say)).toBe("Bamboo wipes: 3 for 2");
    expect(promotionLabel(express, say)).toBe("Free express delivery (EXPRESS20): free delivery");
    expect(promotionLabel({ ...express, code: undefined }, say)).toBe("Free express delivery: free delivery");
  });
});

/** What the rows say the shopper pays before tax: the subtotal, less what is taken off, plus delivery. */
const payable = (rows: SummaryRow[]) => rows.reduce((sum, r) => sum + (r.kind === "subtotal" || r.kind === "shipping" ? r.amount : -r.amount), 0);

describe("summaryRows", () => {
  it("without promotions: subtotal, the products' discount when there is one, delivery", () => {
    expect(summaryRows({ subtotal: 4000, discount: 0, shipping: 595 })).toEqual([
      { kind: "subtotal", amount: 4000 },
      { kind: "shipping", amount: 595 },
    ]);
    expect(summaryRows({ subtotal: 4000, discount: 500, shipping: 0, promotions: [] }).map((r) => r.kind)).toEqual(["subtotal", "discount", "shipping"]);
  });

  it("goods' promotions after the discount; delivery at its price before its promotion, which follows it", () => {
    const rows = summaryRows({ subtotal: 6000, discount: 500, shipping: 0, promotions: [wipes, welcome, express] });
    expect(rows).toEqual([
      { kind: "subtotal", amount: 6000 },
      { kind: "discount", amount: 500 },
      { kind: "promotion", amount: 899, promotion: wipes },
      { kind: "promotion", amount: 450, promotion: welcome },
      { kind: "shipping", amount: 1495 },
      { kind: "delivery-promotion", amount: 1495, promotion: express },
    ]);
    expect(payable(rows)).toBe(6000 - 500 - 899 - 450);
  });

  it("adds up to what priceOrder charges (before tax), with a code and an automatic offer", () => {
    const at = "2026-01-01T00:00:00.000Z";
    const base = { description: "", status: "active", conditions: { firstOrderOnly: false, subscribersOnly: false, excludeDiscounted: false }, limits: {}, combinesWith: { product: true, order: true, delivery: true }, createdAt: at, updatedAt: at } as const;
    const code: Promotion = { ...base, id: "welcome-10", name: "Welcome: 10% off", trigger: "code", code: "WELCOME10", benefit: { kind: "order-percent", percent: 10 } };
    const offer: Promotion = { ...base, id: "wipes-3-for-2", name: "Wipes: 3 for 2", trigger: "automatic", benefit: { kind: "buy-x-get-y", buy: 2, get: 1, target: { productIds: ["wipes"], categories: [] } } };
    const usage = { uses: 0, given: 0, byAccount: 0 };
    const input: PromotionInput = { now: new Date("2026-06-01T00:00:00.000Z"), shopper: { signedIn: true, firstOrder: true, subscriber: false }, automatic: [{ promotion: offer, usage }], code: { promotion: code, usage, code: "WELCOME10" } };
    const products = new Map([
      ["wipes", testProduct("wipes", { price: 899, stock: 9, variations: [] })],
      ["towel", testProduct("towel", { price: 2450, discount: 10, stock: 9, variations: [] })],
    ]);
    const pricing = priceOrder(products, [{ id: "wipes", quantity: 3 }, { id: "towel", quantity: 1 }], { method: "standard", country: "US" }, input);
    if (!pricing.ok) throw new Error("not priced");
    expect(pricing.promotions.map((p) => p.promotionId)).toEqual(["wipes-3-for-2", "welcome-10"]);
    const goods = pricing.lines.reduce((sum, l) => sum + l.lineTotal, 0);
    expect(payable(summaryRows(pricing))).toBe(goods + pricing.shipping);
  });
});

describe("summaryRowText", () => {
  const words = { subtotal: "Subtotal", discount: "Discount", shipping: "Delivery", free: "Free" };
  const price = (cents: number) => formatPrice(cents, "en");
  it("what is taken off has a minus sign; delivery at 0 is free", () => {
    expect(summaryRows({ subtotal: 4000, discount: 100, shipping: 0, promotions: [welcome, express] }).map((r) => summaryRowText(r, words, price, say))).toEqual([
      ["Subtotal", "$40.00"],
      ["Discount", "−$1.00"],
      ["Welcome: 10% off (WELCOME10)", "−$4.50"],
      ["Delivery", "$14.95"],
      ["Free express delivery (EXPRESS20): free delivery", "−$14.95"],
    ]);
    expect(summaryRowText({ kind: "shipping", amount: 0 }, words, price, say)).toEqual(["Delivery", "Free"]);
  });
});

describe("promotionShare (a credit note's line)", () => {
  it("what promotions took off the units credited: their price less what they are credited", () => {
    const line = { unitPrice: 1000, quantity: 3, promotionDiscount: 300, lineTotal: 2700 };
    expect(promotionShare(line, 1, 900)).toBe(100);
    expect(promotionShare(line, 3, 2700)).toBe(300);
    expect(promotionShare({ unitPrice: 1000 }, 1, 1000)).toBe(0);
  });
});
