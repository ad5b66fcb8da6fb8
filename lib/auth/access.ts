import "server-only";
// Who is this, and what may they do: the one place pages, server actions and route handlers ask.
// Pages call requireUser()/requireAdmin(), which redirect when refused; actions and handlers call
// authorize(), which returns the refusal for them to answer with (e.g. a translated error).
import { cookies } from "next/headers";
import { connection } from "next/server";
import { redirect } from "next/navigation";
import { cache } from "react";
import { SESSION_COOKIE } from "./cookie";
import { decideAccess, refusalHref, type Access, type AccessLevel } from "./guards";
import { sessionOf, verifySession, verifySessionClaims, type Session } from "./session";

export type { Access, AccessLevel, Refusal } from "./guards";
export type { Session } from "./session";

/** The verified claims of the current request's session cookie (once per request: React's cache), or null. */
const getSessionClaims = cache(async () => {
  // Only at request time: a prefetch's prerender may read cookies, but verifying reads the clock
  // and the Auth service, and its answer must not be prerendered.
  await connection();
  const value = (await cookies()).get(SESSION_COOKIE)?.value;
  return verifySessionClaims(value, { checkRevoked: true });
});

/** The session of the current request, or null. */
export const getSession = cache(async (): Promise<Session | null> => {
  const claims = await getSessionClaims();
  return claims && sessionOf(claims);
});

/** When the current session's sign-in happened (Unix seconds), or null: for what needs a recent sign-in. */
export async function sessionSignInTime(): Promise<number | null> {
  return (await getSessionClaims())?.auth_time ?? null;
}

/** The current request's access at `level`, without throwing: `{ ok, session }` or `{ ok: false, reason }`. */
export async function authorize(level: AccessLevel): Promise<Access<Session>> {
  return decideAccess(await getSession(), level);
}

/** Same as authorize(), for a given cookie value (route handlers that read the request, tests). */
export async function authorizeCookie(value: unknown, level: AccessLevel): Promise<Access<Session>> {
  return decideAccess(await verifySession(value), level);
}

/** The session when access was granted; otherwise redirects (throws Next's redirect) to sign-in. */
export function sessionOrRedirect(access: Access<Session>, path: string): Session {
  if (!access.ok) redirect(refusalHref(access.reason, path));
  return access.session;
}

/**
 * For pages: the signed-in user, or a redirect to /login-register?next=<path>.
 * `path` is the page's own public path (with its query), where sign-in comes back to.
 */
export async function requireUser(path: string): Promise<Session> {
  return sessionOrRedirect(await authorize("user"), path);
}

/** For admin pages: an admin (per the profile), or a redirect to sign in (next=<path> when signed out). */
export async function requireAdmin(path: string): Promise<Session> {
  return sessionOrRedirect(await authorize("admin"), path);
}
