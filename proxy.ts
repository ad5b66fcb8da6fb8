// Next 16's name for middleware.ts: runs before every page request (on Node.js).
// Picks the language (?lng= first, then cookie, then Accept-Language) and rewrites to /<locale>/...
import createMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { LOCALE_COOKIE, isLocale, routing } from "@/lib/i18n/routing";

const intl = createMiddleware(routing);

export function proxy(request: NextRequest) {
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

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ["/((?!api|_next|_vercel|locales|.*\\..*).*)"],
};
