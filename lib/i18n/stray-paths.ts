// Requests the proxy never sees and no route or file answers: paths with a dot (the proxy leaves
// them out as files), e.g. /foo.txt or /old-page.php, and unknown /api/* paths opened in a
// browser. Without help they would reach app/[locale] with "foo.txt" or "api" as the locale,
// whose layout can only answer Next's bare, untranslated 404. These afterFiles rewrites (checked
// after public files, static routes and static metadata files such as /sitemap.xml, before
// dynamic routes) send them to /<lng>/<path>, where the catch-all renders the shop's own
// not-found page, in the visitor's language, with status 404.
// app/global-not-found.tsx cannot do this here: with the root segment dynamic ([locale]), every
// path matches a route, so Next never considers a path unmatched.
//
// Left out: Next's own assets (/_next, /_vercel) and the translation files (/locales/..., a
// dynamic route). /api paths are rewritten only for browsers (Accept: text/html, or the client
// router's RSC request that follows): programs get
// the JSON 404 of app/api/[...path]/route.ts. A dynamic API route (app/api/x/[id]) is shadowed
// for browser navigations only; one meant to be opened in a tab must be listed in EXCLUDED.
import { DEFAULT_LOCALE, LOCALE_ALTERNATION, REMEMBERED_LANGUAGE } from "./routing";

const EXCLUDED = ["_next/", "_vercel/", "locales/", "api/"];
/** Any path with a dot in its last segment, except the excluded prefixes. */
const DOT_PATH = `/:path((?!${EXCLUDED.join("|")})(?:.*/)?[^/]*\\.[^/]*)`;
const API_PATH = "/api/:path*";
/** A page load in a browser, or the client router's follow-up request for the same page (RSC). */
const BROWSER = { type: "header", key: "accept", value: ".*text/html.*" } as const;
const ROUTER = { type: "header", key: "rsc", value: "1" } as const;

type Rewrite = {
  source: string;
  destination: string;
  has?: { type: "cookie" | "header"; key: string; value: string }[];
};

function toNotFound(source: string, destination: string, only: Rewrite["has"] = []): Rewrite[] {
  // The remembered language, then the browser's first language, then English.
  return [
    { source, has: [...only, REMEMBERED_LANGUAGE], destination: `/:lng${destination}` },
    {
      source,
      has: [...only, { type: "header", key: "accept-language", value: `(?<lng>${LOCALE_ALTERNATION})(?:[-_;,].*)?` }],
      destination: `/:lng${destination}`,
    },
    { source, ...(only.length ? { has: only } : {}), destination: `/${DEFAULT_LOCALE}${destination}` },
  ];
}

export function strayPathRewrites(): Rewrite[] {
  return [
    ...toNotFound(DOT_PATH, "/:path"),
    ...toNotFound(API_PATH, "/api/:path*", [BROWSER]),
    ...toNotFound(API_PATH, "/api/:path*", [ROUTER]),
  ];
}
