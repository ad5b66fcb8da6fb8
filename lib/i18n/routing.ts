import { defineRouting } from "next-intl/routing";

export const LOCALES = ["en", "fr", "de"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The cookie that remembers the chosen language (next-intl's default name). */
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** Our languages as a regular-expression alternation ("en|fr|de"), for rewrite conditions and path tests. */
export const LOCALE_ALTERNATION = LOCALES.join("|");
/** A rewrite condition (next.config.ts): the cookie names one of our languages, captured as `lng`. */
export const REMEMBERED_LANGUAGE = { type: "cookie", key: LOCALE_COOKIE, value: `(?<lng>${LOCALE_ALTERNATION})` } as const;

// No locale in the URL: the proxy picks it (?lng=, cookie, Accept-Language) and rewrites to
// /<locale>/..., which keeps every page statically renderable per locale.
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "never",
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365 },
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A language of ours from an untrusted value (a form field, a root param), else the default. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
