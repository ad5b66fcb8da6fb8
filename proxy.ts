// Next 16's name for middleware.ts: runs before every page request (on Node.js).
// First a quick access guard (account and admin pages), then it picks the language (?lng= first,
// then cookie, then Accept-Language) and rewrites to /<locale>/...
import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { refusalHref, requiredLevel, type Refusal } from "@/lib/auth/guards";
import { verifySessionClaims } from "@/lib/auth/session";
import { internalPath } from "@/lib/internal-paths";
import { LOCALE_COOKIE, isLocale, routing } from "@/lib/i18n/routing";

const intl = createMiddleware(routing);

export async function proxy(incoming: NextRequest) {
  const refusal = await quickRefusal(incoming);
  if (refusal) {
    const path = incoming.nextUrl.pathname + incoming.nextUrl.search;
    return NextResponse.redirect(new URL(refusalHref(refusal, path), incoming.url));
  }
  const request = withInternalPath(incoming);
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
 * Only a fast redirect for visitors who plainly have no access: account pages need a session
 * cookie, admin pages a cookie whose `admin` claim is set (signature and expiry checked locally,
 * no revocation check, no database read). The real check, with revocation and the profile's role,
 * runs again in every page, action and route handler (lib/auth/access.ts).
 */
async function quickRefusal(request: NextRequest): Promise<Refusal | null> {
  const level = requiredLevel(request.nextUrl.pathname);
  if (!level) return null;
  const cookie = request.cookies.get(SESSION_COOKIE)?.value;
  if (!cookie) return "signed-out";
  if (level === "user") return null;
  try {
    const claims = await verifySessionClaims(cookie, { checkRevoked: false });
    if (!claims) return "signed-out";
    return claims.admin === true ? null : "forbidden";
  } catch (error) {
    // Auth unreachable (e.g. fetching Google's public keys): let the page's own check decide.
    console.error("proxy: session check failed", error);
    return null;
  }
}

/**
 * Public URLs whose page depends on the query string, rewritten to a path-based route that is
 * prerendered and cached (and so answers a real 404 for an unknown value): /blog-details-standard?post=x
 * renders /blog-details-standard/x, a listing, search or blog list its canonical query's route
 * (lib/internal-paths.ts). The browser's URL does not change.
 */
function withInternalPath(request: NextRequest): NextRequest {
  const internal = internalPath(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!internal) return request;
  const url = request.nextUrl.clone();
  url.pathname = internal;
  return new NextRequest(url, request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ["/((?!api|_next|_vercel|locales|.*\\..*).*)"],
};
