// Which URLs need which access, where refused visitors go, and which ?next= targets are safe.
// Pure: the proxy (fast path) and requireUser()/requireAdmin() (the real check) share it, so a
// refusal looks the same wherever it happens.
import { isLocale } from "@/lib/i18n/routing";
import { ROUTES } from "@/lib/routes";

export const LOGIN_PATH = ROUTES.login;
export const NEXT_PARAM = "next";

export type AccessLevel = "user" | "admin";
/** Why access was refused: nobody is signed in, or the one signed in may not do this. */
export type Refusal = "signed-out" | "forbidden";

/** Path prefixes, matched on whole segments ("/products" guards /products/x, not /product/x). */
export const GUARDED_PREFIXES: Readonly<Record<AccessLevel, readonly string[]>> = {
  user: [ROUTES.account, ROUTES.checkout, ROUTES.subscribe],
  admin: [ROUTES.dash, ROUTES.products, ROUTES.orders, ROUTES.adminSubscriptions, ROUTES.customers, ROUTES.promotions, ROUTES.letters, ROUTES.searchSynonyms],
};

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The access a public path needs, or null for a public page. A leading locale segment is ignored. */
export function requiredLevel(pathname: string): AccessLevel | null {
  const [, first, ...rest] = pathname.split("/");
  const path = isLocale(first) ? `/${rest.join("/")}` : pathname;
  if (GUARDED_PREFIXES.admin.some((p) => underPrefix(path, p))) return "admin";
  if (GUARDED_PREFIXES.user.some((p) => underPrefix(path, p))) return "user";
  return null;
}

// Browsers treat "\" as "/" and drop tabs and newlines from URLs, so "/\evil.com" and
// "/\t/evil.com" would both become "//evil.com": another site.
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = "http://same-site.invalid";

/** A ?next= target that stays on this site (a path like "/a?b=c"), or null for anything else. */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//") || UNSAFE_CHARACTERS.test(value)) return null;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
  } catch {
    return null;
  }
}

/** The sign-in page, coming back to `next` afterwards when that is a safe path. */
export function loginHref(next?: string | null): string {
  const safe = safeNextPath(next);
  return safe && safe !== "/" ? `${LOGIN_PATH}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : LOGIN_PATH;
}

/**
 * Where a refused visitor of `path` is sent: signed out -> sign in and come back; signed in
 * without the role -> the sign-in page (to switch accounts), without a way back that would
 * only refuse them again.
 */
export function refusalHref(refusal: Refusal, path: string): string {
  return refusal === "signed-out" ? loginHref(path) : LOGIN_PATH;
}

export type Access<S> = { ok: true; session: S } | { ok: false; reason: Refusal };

/** May this visitor have `level` access? */
export function decideAccess<S extends { admin: boolean }>(session: S | null, level: AccessLevel): Access<S> {
  if (!session) return { ok: false, reason: "signed-out" };
  if (level === "admin" && !session.admin) return { ok: false, reason: "forbidden" };
  return { ok: true, session };
}
