// A postal address as the shop prints it: one line each, the place written as its country writes
// it, the country named in the page's language (orders, the packing slip, a customer's addresses).
import type { AddressInput } from "@/lib/schemas";

/** Where the city, region and postcode go: "Portland, OR 97205" (US), "Leeds" / "LS6 2AA" (UK), "69003 Lyon" (most of Europe). */
export function addressLines(a: AddressInput, country: string): string[] {
  let place: string[];
  if (a.country === "US" || a.country === "CA" || a.country === "AU") place = [`${a.city}${a.region ? `, ${a.region}` : ""} ${a.postcode}`];
  else if (a.country === "GB" || a.country === "IE") place = [a.city, a.region, a.postcode];
  else place = [`${a.postcode} ${a.city}`, a.region];
  return [`${a.firstName} ${a.lastName}`, a.company, a.street, ...place, country, a.phone].filter((line) => line.trim() !== "");
}

/** A country's name in the page's language ("DE" -> "Allemagne" in French), or its code. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A postal address, one line each, the country named in the page's language. */
export function PostalAddress({ address, locale }: { address: AddressInput; locale: string }) {
  const lines = addressLines(address, countryName(address.country, locale));
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </address>
  );
}
