// Which page requests go through the proxy (proxy.ts), and how the others get their language.
// The proxy (next-intl's middleware, and Next's adapter around any proxy) was a fifth of a cached
// page's server CPU (BENCHMARKS.md, 2026-11-26, "a cached page without the proxy"). Most visits
// need none of it: a returning visitor's language is in the NEXT_LOCALE cookie, a new
// English-speaking visitor's is the default. Those are
// sent to /<locale>/... by next.config.ts's rewrites (`localeRewrites`); the proxy runs only where
// it decides something:
// - the guarded pages (its quick refusal) and the pages whose query string names an internal route
//   (lib/routes.server.ts): always;
// - `?lng=`: it wins over the cookie and is remembered by it;
// - a cookie that is no language of ours, or no cookie and an Accept-Language header that names
//   anything but English: next-intl's negotiation (best fit, quality values) decides, as before.
//   It cannot be written as `has` conditions ("en-GB,de;q=1" gets German, "en-US,fr" English).
// Left to the rewrites, unlike before: no cookie and no Accept-Language header at all (a program,
// not a browser) gets English without next-intl's Set-Cookie NEXT_LOCALE=en.
// Next reads the proxy's matcher from proxy.ts's source, a literal: locale-routing.test.ts derives
// it again from the locales, the guarded prefixes and the query routes, and holds the two equal.
// Relative imports only: next.config.ts loads this file.
import { DEFAULT_LOCALE, LOCALE_ALTERNATION, REMEMBERED_LANGUAGE } from "./routing";

/** A value that is one of our languages (Next anchors a condition's value: ^...$). */
export const LANGUAGES = `(?:${LOCALE_ALTERNATION})`;
/** An Accept-Language header that lists English only ("en-US,en;q=0.9"): next-intl answers English. */
export const ENGLISH_ONLY = "en(?:-[A-Z]{2})?(?:;q=[01](?:\\.\\d{1,3})?)?(?:\\s*,\\s*en(?:-[A-Z]{2})?(?:;q=[01](?:\\.\\d{1,3})?)?)*";

type Condition = { type: "cookie" | "header"; key: string; value?: string };
type Rewrite = { source: string; destination: string; has?: Condition[] };

/** A page path (not the root) that is no locale-prefixed path: what the proxy rewrote is left alone. */
const PAGE = `/:path((?!(?:api|_next|_vercel|locales|${LOCALE_ALTERNATION})(?:/|$))(?!.*\\.).+)`;

/**
 * next.config.ts's beforeFiles rewrites, for the page requests the proxy did not see: the cookie's
 * language, else English (the proxy took every other case).
 */
export function localeRewrites(): Rewrite[] {
  const cookie: Condition[] = [REMEMBERED_LANGUAGE];
  return [
    { source: "/", has: cookie, destination: "/:lng" },
    { source: PAGE, has: cookie, destination: "/:lng/:path" },
    { source: "/", destination: `/${DEFAULT_LOCALE}` },
    { source: PAGE, destination: `/${DEFAULT_LOCALE}/:path` },
  ];
}
