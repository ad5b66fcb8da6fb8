// Pure rules of the account screen, shared by lib/users/account.ts and unit-tested.

/** The word that confirms an account's deletion (the same in every language, so the form can say "type DELETE"). */
export const DELETE_WORD = "DELETE";

/** Does `typed` confirm deleting the account of `email`? "DELETE" or the account's email, case and spaces aside. */
export function isDeleteConfirmation(typed: string, email: string | null | undefined): boolean {
  const value = typed.trim();
  if (value.toUpperCase() === DELETE_WORD) return true;
  return Boolean(email) && value.toLowerCase() === email!.trim().toLowerCase();
}

/** Does an account with these sign-in providers (Auth's providerId) sign in with a password? */
export const hasPassword = (providerIds: readonly string[]): boolean => providerIds.includes("password");

/** Was `signedInAt` (a session's auth_time, Unix seconds) within the last `windowS` seconds of `nowMs`? */
export function isRecentSignIn(signedInAt: number | null | undefined, nowMs: number, windowS: number): boolean {
  if (typeof signedInAt !== "number" || !Number.isFinite(signedInAt)) return false;
  const age = nowMs / 1000 - signedInAt;
  return age >= -60 && age <= windowS; // a minute of clock skew the other way
}

/**
 * The URL of an Identity Toolkit REST method (e.g. "accounts:signInWithPassword"): the Auth
 * emulator's when FIREBASE_AUTH_EMULATOR_HOST is set, else Google's. The API key is the web app's
 * (public) key; the emulator accepts any.
 */
export function identityToolkitUrl(method: string, env: Record<string, string | undefined>): string {
  const key = env.NEXT_PUBLIC_FIREBASE_API_KEY;
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!key && !emulator) throw new Error("NEXT_PUBLIC_FIREBASE_API_KEY is not set: cannot verify passwords");
  const base = emulator ? `http://${emulator}/identitytoolkit.googleapis.com` : "https://identitytoolkit.googleapis.com";
  return `${base}/v1/${method}?key=${encodeURIComponent(key ?? "emulator")}`;
}
