// Next 16's name for middleware.ts: runs before every page request (on Node.js).
// Picks the language (?lng= first, then cookie, then Accept-Language) and rewrites to /<locale>/...
import createMiddleware from "next-intl/middleware";
import { NextRequest } from "next/server";
import { internalBlogPath } from "@/lib/routes";
import { LOCALE_COOKIE, isLocale, routing } from "@/lib/i18n/routing";

const intl = createMiddleware(routing);

export function proxy(incoming: NextRequest) {
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
 * Public URLs whose route depends on a query parameter, rewritten to a path-based route that can
 * be prerendered (and so answer a real 404 for an unknown value): /blog-details-standard?post=x
 * renders /blog-details-standard/x (lib/routes.ts). The browser's URL does not change.
 */
function withInternalPath(request: NextRequest): NextRequest {
  const internal = internalBlogPath(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!internal) return request;
  const url = request.nextUrl.clone();
  url.pathname = internal;
  return new NextRequest(url, request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ["/((?!api|_next|_vercel|locales|.*\\..*).*)"],
};
