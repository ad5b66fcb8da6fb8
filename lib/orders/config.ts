// The shop's checkout terms, decided on the server (the browser only ever shows them).
// The shipping page (messages: Shipping) states the same figures: change both together.
import type { Country } from "@/lib/users/schema";

export const SHIPPING_METHODS = ["standard", "express"] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export type ShippingZone = "domestic" | "international";

/** Cents. `freeFrom`: goods worth this much (after discounts) ship free. */
export const SHIPPING_RATES: Readonly<Record<ShippingZone, Record<ShippingMethod, { price: number; freeFrom?: number }>>> = {
  domestic: { standard: { price: 595, freeFrom: 4900 }, express: { price: 1495 } },
  international: { standard: { price: 1995 }, express: { price: 3495 } },
};

/** The shop ships from the United States. */
export const shippingZone = (country: Country): ShippingZone => (country === "US" ? "domestic" : "international");

/** What shipping costs for goods worth `goods` cents sent to `country`. */
export function shippingCost(method: ShippingMethod, country: Country, goods: number): number {
  const rate = SHIPPING_RATES[shippingZone(country)][method];
  return rate.freeFrom !== undefined && goods >= rate.freeFrom ? 0 : rate.price;
}

/** Where a bank transfer goes; shown on the confirmation of an order paid that way. */
export const BANK_DETAILS = {
  accountHolder: "Flone Baby Goods Inc.",
  bank: "First Demo Bank",
  iban: "US00 FLON E000 0000 1234 56",
  bic: "FDEMUS33",
} as const;

/** Orders shown per page in the account's history. */
export const ORDERS_PAGE_SIZE = 10;

/**
 * Open unpaid orders an account may hold at once. A pending order holds its stock from the moment
 * it is placed (cash on delivery and bank transfer alike), so without a cap one account could
 * reserve the whole shop. lib/orders/unpaid.ts keeps the count.
 */
export const MAX_UNPAID_ORDERS = 3;

/** Units of one product (all its colours and sizes together) one order may take. */
export const MAX_UNITS_PER_PRODUCT = 10;
