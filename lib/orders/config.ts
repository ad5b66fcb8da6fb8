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

/** Tax rates in integer basis points (725 = 7.25 %): no rate is a float. lib/orders/tax.ts applies them. */
export type TaxPlaceRates = {
  /** Basis points; for a country with states: the rate of an address whose state is not listed or not recognised. */
  rate: number;
  /** Two-letter state codes to basis points (the US). */
  states?: Readonly<Record<string, number>>;
};

export type TaxSettings = {
  /** The catalogue's prices already include tax (its part is shown) or tax is added on top. */
  pricesIncludeTax: boolean;
  /** Delivery is taxed at the destination's rate too. */
  taxDelivery: boolean;
  /** Countries not listed here are taxed at 0 (the shop collects no foreign VAT). */
  countries: Readonly<Partial<Record<Country, TaxPlaceRates>>>;
};

/**
 * The shop's tax table. The shop sells in US dollars and its prices exclude tax: sales tax is
 * added at checkout from the destination state's rate. The states below are a small demo table
 * (state-level rates, no local add-ons); a state not listed (or a region not recognised) is taxed
 * at the US rate of 0. Orders to other countries carry no US sales tax.
 */
export const TAX_SETTINGS: TaxSettings = {
  pricesIncludeTax: false,
  taxDelivery: true,
  countries: {
    US: {
      rate: 0,
      states: { CA: 725, FL: 600, IL: 625, MA: 625, GA: 400, NY: 400, PA: 600, TX: 625, WA: 650, DE: 0, MT: 0, NH: 0, OR: 0 },
    },
  },
};

/** Who sells: printed on every invoice. */
export const SELLER = {
  name: "Flone Baby Goods Inc.",
  address: ["100 Market Street, Suite 4", "San Francisco, CA 94105", "United States"],
  taxId: "EIN 00-0000000",
  email: "orders@flone.test",
} as const;

/** Where a bank transfer goes; shown on the confirmation of an order paid that way. */
export const BANK_DETAILS = {
  accountHolder: "Flone Baby Goods Inc.",
  bank: "First Demo Bank",
  iban: "US00 FLON E000 0000 1234 56",
  bic: "FDEMUS33",
} as const;

/**
 * A bank-transfer order still unpaid this many days after it was placed is sent a reminder, then
 * cancelled by the shop (its stock and registry counts come back): lib/orders/unpaid-job.ts.
 */
export const UNPAID_REMINDER_AFTER_DAYS = 3;
export const UNPAID_CANCEL_AFTER_DAYS = 7;

/** How long Stripe's page stays open for a card order, counted from the order; its expiry cancels the order (webhook). */
export const CARD_SESSION_MINUTES = 30;
/**
 * A card order still pending this long after its page expired is cancelled by the unpaid-orders
 * sweep: no page can be opened for it any more (the expiry counts from the order), so an order
 * whose page never opened (Stripe unreachable at checkout) or whose expiry event never came would
 * otherwise hold its stock for ever. Stripe has long delivered the expiry by then.
 */
export const CARD_LAPSED_AFTER_MINUTES = CARD_SESSION_MINUTES + 60;

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

/**
 * A delivered order's customer may ask to return units of it this many days after its delivery
 * (the refund page promises it): lib/orders/return-request.ts.
 */
export const RETURN_WINDOW_DAYS = 30;
