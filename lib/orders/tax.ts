// Sales tax, decided on the server from the tax table beside the shipping zones (lib/orders/config.ts). Pure: the
// checkout's transaction, the checkout's summary and the cart's estimate call the same functions.
//
// Rates are integer basis points (725 = 7.25 %), so no rate is a float. ONE rounding rule, in
// taxOn(): tax is worked out per line (on the line's paid total, after its discount) and on the
// delivery price, each rounded to the nearest cent, half a cent up; the order's tax is the sum of
// those. With prices including tax, the tax part of an amount A at rate r is A - round(A / (1 + r)),
// rounded the same way.
import type { Country } from "@/lib/users/schema";
import { TAX_SETTINGS, type TaxSettings } from "./config";

/** US state names, for an address whose region is typed in full ("California", "new york"). */
const US_STATE_NAMES: Readonly<Record<string, string>> = {
  ALABAMA: "AL", ALASKA: "AK", ARIZONA: "AZ", ARKANSAS: "AR", CALIFORNIA: "CA", COLORADO: "CO", CONNECTICUT: "CT",
  DELAWARE: "DE", "DISTRICT OF COLUMBIA": "DC", FLORIDA: "FL", GEORGIA: "GA", HAWAII: "HI", IDAHO: "ID", ILLINOIS: "IL",
  INDIANA: "IN", IOWA: "IA", KANSAS: "KS", KENTUCKY: "KY", LOUISIANA: "LA", MAINE: "ME", MARYLAND: "MD",
  MASSACHUSETTS: "MA", MICHIGAN: "MI", MINNESOTA: "MN", MISSISSIPPI: "MS", MISSOURI: "MO", MONTANA: "MT",
  NEBRASKA: "NE", NEVADA: "NV", "NEW HAMPSHIRE": "NH", "NEW JERSEY": "NJ", "NEW MEXICO": "NM", "NEW YORK": "NY",
  "NORTH CAROLINA": "NC", "NORTH DAKOTA": "ND", OHIO: "OH", OKLAHOMA: "OK", OREGON: "OR", PENNSYLVANIA: "PA",
  "RHODE ISLAND": "RI", "SOUTH CAROLINA": "SC", "SOUTH DAKOTA": "SD", TENNESSEE: "TN", TEXAS: "TX", UTAH: "UT",
  VERMONT: "VT", VIRGINIA: "VA", WASHINGTON: "WA", "WEST VIRGINIA": "WV", WISCONSIN: "WI", WYOMING: "WY",
};
const US_STATE_CODES = new Set(Object.values(US_STATE_NAMES));

/** The two-letter state of a US address's region ("ca", "California", "New  York"), or undefined. */
export function usState(region: string | undefined): string | undefined {
  const key = (region ?? "").trim().replace(/\s+/g, " ").replace(/\.$/, "").toUpperCase();
  if (US_STATE_CODES.has(key)) return key;
  return US_STATE_NAMES[key];
}

/** Where the parcel goes, as far as tax cares. */
export type TaxDestination = { country: Country; region?: string };

/** The place whose rate applies ("US-CA", "US", "FR") and the rate in basis points. */
export function taxRate(to: TaxDestination, settings: TaxSettings = TAX_SETTINGS): { place: string; rate: number } {
  const country = settings.countries[to.country];
  if (!country) return { place: to.country, rate: 0 };
  const state = country.states ? (to.country === "US" ? usState(to.region) : to.region?.trim().toUpperCase()) : undefined;
  if (state !== undefined && country.states?.[state] !== undefined) return { place: `${to.country}-${state}`, rate: country.states[state]! };
  return { place: to.country, rate: country.rate };
}

/** Half a cent and more rounds up: `numerator / denominator` (both non-negative integers) to the nearest cent. */
const roundHalfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The tax in `amount` cents at `rate` basis points: added on top, or the part already included. */
export function taxOn(amount: number, rate: number, included: boolean): number {
  if (rate === 0 || amount === 0) return 0;
  return included ? amount - roundHalfUp(amount * 10_000, 10_000 + rate) : roundHalfUp(amount * rate, 10_000);
}

/** An order's tax: where, at which rate, and the cents on its goods (sum of its lines) and on its delivery. */
export type OrderTax = { place: string; rate: number; included: boolean; goods: number; shipping: number; total: number };

/**
 * The tax of lines whose paid totals are `lineTotals` and of `shipping` cents of delivery to `to`:
 * each line's tax (same order) and the order's.
 */
export function orderTax(lineTotals: readonly number[], shipping: number, to: TaxDestination, settings: TaxSettings = TAX_SETTINGS): { lines: number[]; tax: OrderTax } {
  const { place, rate } = taxRate(to, settings);
  const included = settings.pricesIncludeTax;
  const lines = lineTotals.map((amount) => taxOn(amount, rate, included));
  const goods = lines.reduce((sum, t) => sum + t, 0);
  const onShipping = settings.taxDelivery ? taxOn(shipping, rate, included) : 0;
  return { lines, tax: { place, rate, included, goods, shipping: onShipping, total: goods + onShipping } };
}

/** What the shopper pays: the tax is added to goods and delivery unless the prices include it already. */
export const grossTotal = (goods: number, shipping: number, tax: OrderTax) => goods + shipping + (tax.included ? 0 : tax.total);

/** The US states the table names, by name, with their rates (the cart's estimate offers them). */
export function listedUsStates(settings: TaxSettings = TAX_SETTINGS): { code: string; name: string; rate: number }[] {
  const names = new Map(Object.entries(US_STATE_NAMES).map(([name, code]) => [code, name]));
  const titled = (name: string) => name.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
  return Object.entries(settings.countries.US?.states ?? {})
    .map(([code, rate]) => ({ code, name: titled(names.get(code) ?? code), rate }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The message that labels an order's tax ("Sales tax (7.25%)" or, with prices including it, "Including tax (20%)"). */
export const taxLabelKey = (tax: Pick<OrderTax, "included">) => (tax.included ? "taxIncluded" : "tax") as "tax" | "taxIncluded";
