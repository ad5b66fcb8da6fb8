// What an order costs and whether it can be filled, from the products as the server read them.
// Pure: the checkout's transaction and the checkout page's summary call the same function, so
// the total a shopper is shown is the total they are charged. Nothing here trusts a price or a
// stock figure from the browser: lines are ids, choices and quantities only.
import { finalPrice, stockOf, type Product } from "@/lib/catalog/schema";
import { type Country } from "@/lib/users/schema";
import { lineStatus } from "@/lib/cart/line-status";
import type { RegistryLineRef } from "@/lib/registry/schema";
import { applyPromotions, type CodeRefusal, type PromotionInput, type PromotionResult } from "@/lib/promotions/engine";
import type { AppliedPromotion } from "@/lib/promotions/schema";
import { MAX_UNITS_PER_PRODUCT, shippingCost, type ShippingMethod } from "./config";
import { grossTotal, orderTax, type OrderTax } from "./tax";

/** A line as the browser sends it (a registry line names the registry item it is bought for). */
export type OrderLineInput = { id: string; color?: string; size?: string; quantity: number; registry?: RegistryLineRef };

/** A line as the order keeps it: what was bought, at which price (cents). */
export type PricedLine = {
  productId: string;
  name: string;
  color?: string;
  size?: string;
  image: string;
  /** Unit price before the discount. */
  listPrice: number;
  /** Unit price after the product's own discount. */
  unitPrice: number;
  quantity: number;
  /** What promotions took off the line (lib/promotions/engine.ts); 0 without any. */
  promotionDiscount: number;
  /** What the line costs: unitPrice x quantity - promotionDiscount. Its tax and any credit for it are worked out on it. */
  lineTotal: number;
  /** The tax on lineTotal (lib/orders/tax.ts): added to it, or the part of it that is tax when prices include tax. */
  tax: number;
  registry?: RegistryLineRef;
};

/**
 * Why a line cannot be bought as asked; `available` units of its choice are left (for a registry
 * line's "over-wanted" and "no-longer-wanted": units still wanted, and `registry` is its title;
 * for "over-limit": the units of one product an order may take, and `requested` is the order's
 * units of that product, on its first line).
 */
export type LineProblem = {
  index: number;
  productId: string;
  name?: string;
  color?: string;
  size?: string;
  kind: "gone" | "recalled" | "sold-out" | "over-stock" | "over-limit" | RegistryProblemKind;
  requested: number;
  available: number;
  registry?: string;
};
/** lib/orders/registry-lines.ts: the item left the registry (or never matched it), or fewer are wanted than asked. */
export type RegistryProblemKind = "not-on-registry" | "no-longer-wanted" | "over-wanted";

/**
 * `subtotal`: at list prices; `discount`: the products' own discounts; `promotions`: what each
 * promotion took off (the goods' part is in the lines' promotionDiscount); `shipping`: the delivery
 * price after promotions; `total`: what the shopper pays, tax included (lib/orders/tax.ts grossTotal).
 * `codeRefusal`: why the code typed took nothing off (the order is priced without it).
 */
export type Totals = {
  subtotal: number;
  discount: number;
  promotions: AppliedPromotion[];
  codeRefusal?: CodeRefusal;
  shipping: number;
  tax: OrderTax;
  total: number;
  itemCount: number;
};
export type PricedOrder = { ok: true; lines: PricedLine[] } & Totals;
export type Pricing = PricedOrder | { ok: false; problems: LineProblem[] };

const choiceKey = (l: { id: string; color?: string; size?: string }) => JSON.stringify([l.id, l.color ?? null, l.size ?? null]);

/**
 * Price `lines` against `products` (each already in its deal state at the time of the order)
 * and check stock: the same colour and size asked for on several lines counts once, in total.
 * One product's units, all its colours and sizes together, may not exceed MAX_UNITS_PER_PRODUCT.
 * Taxed at the destination (`shipping`'s country and region: for a gift shipped to a registry's
 * parents, theirs). `promotions`: the code typed and the automatic offers that may apply, with
 * their usage (lib/promotions/engine.ts); without it the order gets none.
 */
export function priceOrder(
  products: ReadonlyMap<string, Product | null>,
  lines: readonly OrderLineInput[],
  shipping: { method: ShippingMethod; country: Country; region?: string },
  promotions?: PromotionInput,
): Pricing {
  const wanted = new Map<string, number>();
  const perProduct = new Map<string, number>();
  for (const l of lines) {
    wanted.set(choiceKey(l), (wanted.get(choiceKey(l)) ?? 0) + l.quantity);
    perProduct.set(l.id, (perProduct.get(l.id) ?? 0) + l.quantity);
  }

  const problems: LineProblem[] = [];
  const overLimit = new Set<string>();
  const priced: PricedLine[] = [];
  lines.forEach((line, index) => {
    const product = products.get(line.id) ?? null;
    // Priced lines keep the English name (an order stores its own language's texts apart: OrderLine.shown).
    const status = lineStatus(product, { cartItemId: String(index), id: line.id, color: line.color, size: line.size }, "en");
    const choice = { productId: line.id, ...(line.color !== undefined ? { color: line.color } : {}), ...(line.size !== undefined ? { size: line.size } : {}) };
    if (!product || status.state === "gone") {
      problems.push({ index, ...choice, ...(product ? { name: product.name } : {}), kind: "gone", requested: line.quantity, available: 0 });
      return;
    }
    // A safety recall: nobody buys it, whatever the stock (the checkout says why).
    if (product.recall) {
      problems.push({ index, ...choice, name: product.name, kind: "recalled", requested: line.quantity, available: 0 });
      return;
    }
    const units = perProduct.get(line.id)!;
    if (units > MAX_UNITS_PER_PRODUCT) {
      // Said once per product, on its first line that is still for sale.
      if (!overLimit.has(line.id)) problems.push({ index, ...choice, name: product.name, kind: "over-limit", requested: units, available: MAX_UNITS_PER_PRODUCT });
      overLimit.add(line.id);
      return;
    }
    const available = stockOf(product, line.color, line.size);
    if (wanted.get(choiceKey(line))! > available) {
      problems.push({ index, ...choice, name: product.name, kind: available <= 0 ? "sold-out" : "over-stock", requested: line.quantity, available });
      return;
    }
    const unitPrice = finalPrice(product);
    const image = product.variations.find((v) => v.color === line.color)?.image ?? product.images[0]!;
    priced.push({
      ...choice,
      tax: 0,
      name: product.name,
      image,
      listPrice: product.price,
      unitPrice,
      quantity: line.quantity,
      promotionDiscount: 0,
      lineTotal: unitPrice * line.quantity,
      ...(line.registry ? { registry: { slug: line.registry.slug, itemId: line.registry.itemId } } : {}),
    });
  });
  if (problems.length > 0) return { ok: false, problems };

  const subtotal = priced.reduce((sum, l) => sum + l.listPrice * l.quantity, 0);
  const beforePromotions = priced.reduce((sum, l) => sum + l.lineTotal, 0);
  // The free-delivery threshold is on the goods before promotions: a code never makes delivery cost again.
  const delivery = { method: shipping.method, price: () => shippingCost(shipping.method, shipping.country, beforePromotions) };
  const promoted: PromotionResult = promotions
    ? applyPromotions(
        priced.map((l) => ({ productId: l.productId, categories: products.get(l.productId)!.categories, unitPrice: l.unitPrice, listPrice: l.listPrice, quantity: l.quantity })),
        delivery,
        promotions,
      )
    : { lineDiscounts: priced.map(() => 0), shippingDiscount: 0, shipping: delivery.price(), applied: [] };
  // Each line keeps what promotions took off it, so its tax, and any credit for it later, is on what was paid.
  const paid = priced.map((l, i) => ({ ...l, promotionDiscount: promoted.lineDiscounts[i]!, lineTotal: l.lineTotal - promoted.lineDiscounts[i]! }));
  const goods = paid.reduce((sum, l) => sum + l.lineTotal, 0);
  const taxed = orderTax(paid.map((l) => l.lineTotal), promoted.shipping, shipping);
  return {
    ok: true,
    lines: paid.map((l, i) => ({ ...l, tax: taxed.lines[i]! })),
    subtotal,
    discount: subtotal - beforePromotions,
    promotions: promoted.applied,
    ...(promoted.codeRefusal ? { codeRefusal: promoted.codeRefusal } : {}),
    shipping: promoted.shipping,
    tax: taxed.tax,
    total: grossTotal(goods, promoted.shipping, taxed.tax),
    itemCount: priced.reduce((sum, l) => sum + l.quantity, 0),
  };
}

/**
 * What promotions took off an order: off the goods (the lines' promotionDiscount) and off the
 * delivery price (already out of `shipping`), for a summary's "Promotions" row and "You save".
 */
export function promotionsTotal(pricing: Pick<Totals, "promotions">): { goods: number; delivery: number } {
  const of = (delivery: boolean) => pricing.promotions.filter((p) => (p.class === "delivery") === delivery).reduce((sum, p) => sum + p.amount, 0);
  return { goods: of(false), delivery: of(true) };
}

/**
 * The product with `delta` units added to (positive) or taken from (negative) one choice's stock,
 * and its sale count moved the other way. Never below zero: the caller checked the stock.
 */
export function adjustStock(product: Product, choice: { color?: string; size?: string }, delta: number): Product {
  const saleCount = Math.max(0, product.saleCount - delta);
  if (product.variations.length === 0) return { ...product, stock: Math.max(0, product.stock + delta), saleCount };
  return {
    ...product,
    saleCount,
    variations: product.variations.map((v) =>
      v.color !== choice.color ? v : { ...v, size: v.size.map((s) => (s.name !== choice.size ? s : { ...s, stock: Math.max(0, s.stock + delta) })) },
    ),
  };
}
