// Next 16's name for middleware.ts: runs before the requests its matcher names (on Node.js).
// It gives each its id (lib/http/request-id.ts: the route reads it, the response carries it); then,
// for a page, a quick access guard (account and admin pages), and it picks the language (?lng=
// first, then cookie, then Accept-Language) and rewrites to /<locale>/...
import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse, type NextFetchEvent } from "next/server";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/cookie";
import { refusalHref, requiredLevel, type Refusal } from "@/lib/auth/guards";
import { verifySessionClaims } from "@/lib/auth/session";
import { internalPath } from "@/lib/routes.server";
import { LOCALE_COOKIE, isLocale, routing } from "@/lib/i18n/routing";
import { log } from "@/lib/log";
import { REQUEST_ID_HEADER, requestIdOf } from "@/lib/http/request-id";
import { recordSearch } from "@/lib/search/db";
import { rewrittenLocale, searchToLog } from "@/lib/search/log-request";

const intl = createMiddleware(routing);

type Waiter = Pick<NextFetchEvent, "waitUntil">;

export async function proxy(incoming: NextRequest, event?: Waiter) {
  const requestId = requestIdOf(incoming.headers);
  // Set on the request itself: NextResponse.next and next-intl's rewrite pass its headers on to the route.
  incoming.headers.set(REQUEST_ID_HEADER, requestId);
  const response = incoming.nextUrl.pathname.startsWith("/api/") ? NextResponse.next({ request: { headers: incoming.headers } }) : await page(incoming, requestId, event);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

async function page(incoming: NextRequest, requestId: string, event: Waiter | undefined): Promise<NextResponse> {
  // Page visits only: a server action's POST redirected with a 307 would be replayed on the
  // sign-in page, which has no such action; the action checks the session itself and says so.
  const visit = incoming.method === "GET" || incoming.method === "HEAD";
  const refused = visit ? await quickRefusal(incoming, requestId) : null;
  if (refused) {
    const path = incoming.nextUrl.pathname + incoming.nextUrl.search;
    const response = NextResponse.redirect(new URL(refusalHref(refused.refusal, path), incoming.url));
    // A cookie that is no session (expired, forged) is dropped: the browser stops sending it.
    if (refused.badCookie) response.cookies.set(SESSION_COOKIE, "", sessionCookieOptions(undefined, 0));
    return response;
  }
  const response = withLanguage(withInternalPath(incoming));
  logSearch(incoming, response, event);
  return response;
}

function withLanguage(request: NextRequest): NextResponse {
  const lng = request.nextUrl.searchParams.get("lng");
  if (isLocale(lng)) {
    // ?lng= wins over the cookie and is remembered by it.
    request.cookies.set(LOCALE_COOKIE, lng);
    const response = intl(request);
    response.cookies.set(LOCALE_COOKIE, lng, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" });
    return response;
  }
  return intl(request);
}

/**
 * A shopper's search is counted here, the one step every search request passes (its page is
 * served from the cache): after the response, so it never slows the page, and with one atomic
 * increment, so any number of instances count together. A failed count is only logged.
 */
function logSearch(request: NextRequest, response: NextResponse, event: Waiter | undefined): void {
  const q = searchToLog({ method: request.method, pathname: request.nextUrl.pathname, searchParams: request.nextUrl.searchParams, headers: request.headers });
  const locale = q && rewrittenLocale(response.headers.get("x-middleware-rewrite"));
  if (!q || !locale || !event) return;
  event.waitUntil(recordSearch(q, locale).catch((error) => log.error("search log: count failed", { error })));
}

/**
 * Only a fast redirect (a 307, before any page is rendered) for visitors who plainly have no
 * access: account pages need a session cookie that verifies, admin pages one whose `admin` claim
 * is set. The cookie's signature and expiry are checked locally: no revocation check, no database
 * read (against the Auth emulator firebase-admin asks it anyway: lib/auth/session.ts). Without
 * this, a shopper whose 5-day session ran out got the account page's shell, then a redirect from
 * the page a moment later. The real check, with revocation and the profile's role, runs again in
 * every page, action and route handler (lib/auth/access.ts).
 */
async function quickRefusal(request: NextRequest, requestId: string): Promise<{ refusal: Refusal; badCookie: boolean } | null> {
  const level = requiredLevel(request.nextUrl.pathname);
  if (!level) return null;
  const cookie = request.cookies.get(SESSION_COOKIE)?.value;
  if (!cookie) return { refusal: "signed-out", badCookie: false };
  let claims;
  try {
    claims = await verifySessionClaims(cookie, { checkRevoked: false });
  } catch (error) {
    // Auth unreachable (e.g. fetching Google's public keys): let the page's own check decide.
    log.error("proxy: session check failed", { requestId, error });
    return null;
  }
  if (!claims) return { refusal: "signed-out", badCookie: true };
  return level === "admin" && claims.admin !== true ? { refusal: "forbidden", badCookie: false } : null;
}

/**
 * Public URLs whose page depends on the query string, rewritten to a path-based route that is
 * prerendered and cached (and so answers a real 404 for an unknown value): /blog-details-standard?post=x
 * renders /blog-details-standard/x, a listing, search or blog list its canonical query's route
 * (lib/routes.server.ts). The browser's URL does not change.
 */
function withInternalPath(request: NextRequest): NextRequest {
  const internal = internalPath(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!internal) return request;
  const url = request.nextUrl.clone();
  url.pathname = internal;
  return new NextRequest(url, request);
}

// Only the requests that need the proxy (lib/i18n/locale-routing.ts: proxyMatcher(), which a unit
// test holds this literal to; Next reads it from the source): the guarded pages, the query-string
// routes and locale-prefixed paths; ?lng=; a cookie that is no language of ours; no cookie and an
// Accept-Language header that is not English only. next.config.ts's rewrites give the rest the
// cookie's language or English. And for their request id: the API's routes and server actions
// (the writes); a cached page the proxy does not see gets its id from the logger, unanswered.
export const config = {
  matcher: [
    {
      source:
        "/((?:my-account|checkout|subscribe|dash|products|orders|subscriptions|customers|promotions|letters|search-synonyms|shop-grid-standard|shop-grid-filter|shop-grid-two-column|shop-grid-no-sidebar|shop-grid-full-width|shop-grid-right-sidebar|shop-list-standard|shop-list-full-width|shop-list-two-column|search|blog-standard|blog-no-sidebar|blog-right-sidebar|blog-details-standard|en|fr|de)(?:/.*)?)",
    },
    { source: "/((?!api|_next|_vercel|locales|.*\\..*).*)", has: [{ type: "query", key: "lng" }] },
    {
      source: "/((?!api|_next|_vercel|locales|.*\\..*).*)",
      has: [{ type: "header", key: "accept-language" }],
      missing: [
        { type: "cookie", key: "NEXT_LOCALE", value: "(?:en|fr|de)" },
        {
          type: "header",
          key: "accept-language",
          value: "en(?:-[A-Z]{2})?(?:;q=[01](?:\\.\\d{1,3})?)?(?:\\s*,\\s*en(?:-[A-Z]{2})?(?:;q=[01](?:\\.\\d{1,3})?)?)*",
        },
      ],
    },
    {
      source: "/((?!api|_next|_vercel|locales|.*\\..*).*)",
      has: [{ type: "cookie", key: "NEXT_LOCALE" }],
      missing: [{ type: "cookie", key: "NEXT_LOCALE", value: "(?:en|fr|de)" }],
    },
    { source: "/api/:path*" },
    { source: "/((?!api|_next|_vercel|locales|.*\\..*).*)", has: [{ type: "header", key: "next-action" }] },
  ],
};
