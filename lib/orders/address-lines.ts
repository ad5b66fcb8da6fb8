// An address as lines, the way the post writes it in its country: shared by the account's and
// the admin's order pages and the order emails. Pure.
import type { AddressInput } from "@/lib/users/schema";

/** Where the city, region and postcode go: "Portland, OR 97205" (US), "Leeds" / "LS6 2AA" (UK), "69003 Lyon" (most of Europe). */
export function addressLines(a: AddressInput, country: string): string[] {
  let place: string[];
  if (a.country === "US" || a.country === "CA" || a.country === "AU") place = [`${a.city}${a.region ? `, ${a.region}` : ""} ${a.postcode}`];
  else if (a.country === "GB" || a.country === "IE") place = [a.city, a.region, a.postcode];
  else place = [`${a.postcode} ${a.city}`, a.region];
  return [`${a.firstName} ${a.lastName}`, a.company, a.street, ...place, country, a.phone].filter((line) => line.trim() !== "");
}
