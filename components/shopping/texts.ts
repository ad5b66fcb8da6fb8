// Texts for the shopping islands. The server passes the raw messages of a namespace (already in
// the shopper's language, English filling gaps); the islands fill in "{name}"-style placeholders
// themselves, so they ship no ICU formatter. Plurals come as two keys (xxxOne / xxxOther) and are
// picked with Intl.PluralRules.
import type { Messages } from "@/lib/i18n/messages";

export type ShoppingTexts = Messages["Shopping"];
export type CartPageTexts = Messages["CartPage"];
export type WishlistPageTexts = Messages["WishlistPage"];
export type ComparePageTexts = Messages["ComparePage"];
export type ColorNames = Record<string, string>;

/** "Add {name} to cart" + { name: "Bottle" } -> "Add Bottle to cart". Unknown placeholders stay. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The one/other form for `count` in `locale` ("1 item", "2 items"; French "0 article"). */
export function plural(locale: string, forms: { one: string; other: string }, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return fill(rules.select(count) === "one" ? forms.one : forms.other, { count });
}

/**
 * An optimised thumbnail URL (Next's image optimiser at one of its default sizes, 75% quality)
 * for an image path known only in the browser (a stored cart line). Anything but a site path or
 * an https URL (hand-edited storage) gives no image.
 */
export function thumbnail(src: string, width: 64 | 128 | 256 = 128): string | null {
  const local = src.startsWith("/") && !src.startsWith("//");
  if (!local && !src.startsWith("https://")) return null;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
}
