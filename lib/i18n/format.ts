// The shop's words and dates outside next-intl. Islands receive raw messages (already in the
// visitor's language, English filling gaps) and fill their "{name}" placeholders here, so they
// ship no ICU formatter; plurals come as two keys (xxxOne / xxxOther, or { one, other }) and the
// language picks one. Pure: server and client code use it alike.

/** "Add {name} to cart" + { name: "Bottle" } -> "Add Bottle to cart". Unknown placeholders stay. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form the language uses for `count`: English "one" for 1 only, French "one" for 0 and 1. */
export function pluralForm(locale: string, forms: { one: string; other: string }, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === "one" ? forms.one : forms.other;
}

/** The one/other form for `count`, its "{count}" filled ("1 item", "2 items"; French "0 article"). */
export function plural(locale: string, forms: { one: string; other: string }, count: number): string {
  return fill(pluralForm(locale, forms, count), { count });
}

// Stored times are UTC; the server renders them, so they are shown in UTC and say so.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      locale,
      withTime
        ? { year: "numeric", month: "long", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }
        : { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" },
    );
    dateFormats.set(key, f);
  }
  return f;
}

/** A stored ISO time as its UTC day: "May 12, 2026" (en), "12 mai 2026" (fr). */
export const formatDate = (iso: string, locale: string) => dateFormat(locale, false).format(new Date(iso));
/** A stored ISO time in UTC: "May 12, 2026 at 02:30 PM UTC" (en), as the language writes it. */
export const formatDateTime = (iso: string, locale: string) => dateFormat(locale, true).format(new Date(iso));
