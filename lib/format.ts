// Formatting shared by server and client code. The shop sells in one fixed currency, US dollars
// (no conversion, no currency picker).
export const CURRENCY = "USD";

const formatters = new Map<string, Intl.NumberFormat>();

/** A price in integer cents as the shopper's language writes it: 1999 -> "$19.99" (en), "19,99 $US" (fr). */
export function formatPrice(cents: number, locale: string): string {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency: CURRENCY });
    formatters.set(locale, f);
  }
  return f.format(cents / 100);
}

/** Whole dollars for inputs and hints: 1999 -> 19, 2001 -> 21 (rounded outwards when asked). */
export function centsToDollars(cents: number, round: "floor" | "ceil" = "floor"): number {
  return round === "floor" ? Math.floor(cents / 100) : Math.ceil(cents / 100);
}

/** A country's name in the language ("DE" -> "Allemagne" in French), or its code when Intl knows none. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A tax rate in basis points (725) as a percentage ("7.25%", "7,25 %"). */
export function formatTaxRate(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 3 }).format(basisPoints / 10_000);
}
