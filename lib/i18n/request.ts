import { getRequestConfig } from "next-intl/server";
import { locale as rootLocale } from "next/root-params";
import { DEFAULT_LOCALE, isLocale } from "./routing";
import { loadMessages } from "./messages";

/**
 * The locale of a server render: one given outright (getTranslations({ locale })), else the root
 * segment's [locale] param. Root params can be read inside 'use cache' (they become part of its
 * key), where next-intl's own fallback, a request header, cannot. Server actions and route
 * handlers have no root params: they fall back to next-intl's request locale.
 */
async function renderLocale(params: { requestLocale: Promise<string | undefined> }): Promise<string | undefined> {
  try {
    const fromRoot = await rootLocale();
    if (fromRoot) return fromRoot;
  } catch {
    // not a page render
  }
  // A getter that reads the request's headers: touched only here, never inside 'use cache'.
  return params.requestLocale;
}

export default getRequestConfig(async (params) => {
  const requested = params.locale ?? (await renderLocale(params));
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
