import "server-only";
// Session cookies: made from a fresh ID token, verified on every request. A cookie that does not
// verify, for whatever reason, means "signed out": null, never an exception. Only failures of the
// services themselves (network, Firestore) throw.
import type { DecodedIdToken } from "firebase-admin/auth";
import { z } from "zod";
import { adminAuth } from "@/lib/firebase/admin";
import { isAdmin } from "@/lib/users/roles";
import { RECENT_SIGN_IN_S, SESSION_DURATION_MS } from "./cookie";

/** Who is signed in. `admin` comes from the profile (users/{uid}.userInfo.isAdmin), not the token. */
export type Session = { uid: string; email: string | null; admin: boolean };

// A JWT (header.payload.signature, base64url); the emulator's are unsigned (empty signature).
// Anything else is refused before any work; 4096 bytes is the most a browser keeps in a cookie.
const jwtSchema = z
  .string()
  .max(4096)
  .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/);

/** firebase-admin's verdicts on a token or account (auth/...): bad, expired, revoked, disabled, deleted. */
function isAuthRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("auth/");
}

export type CreateSessionResult =
  | { ok: true; cookie: string; claims: DecodedIdToken }
  | { ok: false; error: "invalid-token" | "stale-sign-in" };

/**
 * Turn an ID token from a sign-in made less than 5 minutes ago into a session cookie (5 days).
 * The ID token is checked for revocation and a disabled account first.
 */
export async function createSession(idToken: string, now: number = Date.now()): Promise<CreateSessionResult> {
  if (!jwtSchema.safeParse(idToken).success) return { ok: false, error: "invalid-token" };
  const auth = adminAuth();
  let claims: DecodedIdToken;
  try {
    claims = await auth.verifyIdToken(idToken, true);
  } catch (error) {
    if (isAuthRefusal(error)) return { ok: false, error: "invalid-token" };
    throw error;
  }
  if (now / 1000 - claims.auth_time > RECENT_SIGN_IN_S) return { ok: false, error: "stale-sign-in" };
  try {
    const cookie = await auth.createSessionCookie(idToken, { expiresIn: SESSION_DURATION_MS });
    return { ok: true, cookie, claims };
  } catch (error) {
    // e.g. the token expired between the two calls
    if (isAuthRefusal(error)) return { ok: false, error: "invalid-token" };
    throw error;
  }
}

/**
 * The claims of a session cookie, or null. `checkRevoked: false` is the proxy's fast path (a local
 * signature and expiry check, no request to Auth); everything that grants access uses `true`, which
 * also refuses the cookies of disabled and deleted accounts. Against the Auth emulator,
 * firebase-admin skips the signature (its cookies are unsigned: only "alg: none" passes) and always
 * asks the emulator about the account, so `false` is a request there and also refuses revoked ones.
 */
export async function verifySessionClaims(value: unknown, { checkRevoked }: { checkRevoked: boolean }): Promise<DecodedIdToken | null> {
  const parsed = jwtSchema.safeParse(value);
  if (!parsed.success) return null;
  try {
    return await adminAuth().verifySessionCookie(parsed.data, checkRevoked);
  } catch (error) {
    if (isAuthRefusal(error)) return null;
    throw error;
  }
}

/** The session of a cookie value, or null (signed out). Reads the profile for the role. */
export async function verifySession(value: unknown): Promise<Session | null> {
  const claims = await verifySessionClaims(value, { checkRevoked: true });
  return claims && sessionOf(claims);
}

/** The session of verified claims. Reads the profile for the role. */
export async function sessionOf(claims: DecodedIdToken): Promise<Session> {
  return { uid: claims.uid, email: claims.email ?? null, admin: await isAdmin(claims.uid) };
}

/**
 * Sign-out: revoke the refresh tokens of the cookie's user, which ends every session of that
 * account (all devices). Returns the uid, or null when the cookie was no valid session anyway.
 */
export async function endSession(value: unknown): Promise<string | null> {
  const claims = await verifySessionClaims(value, { checkRevoked: true });
  if (!claims) return null;
  await adminAuth().revokeRefreshTokens(claims.uid);
  return claims.uid;
}
