// The country choices of an address form, in the page's language and sorted by their names there.
import type { Locale } from "@/lib/i18n/routing";
import { COUNTRIES } from "@/lib/users/schema";
import type { CountryOption } from "./address-fields";

export function countryOptions(locale: Locale): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
