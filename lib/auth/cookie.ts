// The session cookie: its name, lifetime and attributes, in one place (route handler, proxy, pages).
import { serverEnv, type ServerEnv } from "@/lib/env";

/** Firebase Hosting / App Hosting forward only a cookie with this exact name to the server. */
export const SESSION_COOKIE = "__session";
/** Session lifetime: the cookie's Max-Age and createSessionCookie's expiresIn (5 min to 14 days). */
export const SESSION_MAX_AGE_S = 5 * 24 * 60 * 60;
export const SESSION_DURATION_MS = SESSION_MAX_AGE_S * 1000;
/** A session is only made from a fresh sign-in: a stolen, older ID token cannot mint one. */
export const RECENT_SIGN_IN_S = 5 * 60;

export type SessionCookieOptions = {
  httpOnly: true;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  maxAge: number;
};

/**
 * Secure (HTTPS only) in a production build talking to a real Firebase project. Against the local
 * emulators (dev, and the e2e suite's `next start` on http://127.0.0.1) it must work over plain
 * HTTP, and nothing there is worth stealing.
 */
export function cookieIsSecure(env: Pick<ServerEnv, "mode"> = serverEnv(), nodeEnv: string | undefined = process.env.NODE_ENV): boolean {
  return nodeEnv === "production" && env.mode === "production";
}

/** Attributes of the session cookie; maxAge 0 deletes it. */
export function sessionCookieOptions(secure: boolean = cookieIsSecure(), maxAge: number = SESSION_MAX_AGE_S): SessionCookieOptions {
  return { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge };
}
