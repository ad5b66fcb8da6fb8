import "server-only";
// Who is an admin. The source of truth is users/{uid}.userInfo.isAdmin (Firestore); the `admin`
// custom claim on the ID token only mirrors it, for the proxy's quick redirect.
import { adminAuth, firestore } from "@/lib/firebase/admin";
import { uidSchema } from "@/lib/schemas";
import { USERS_COLLECTION } from "./profile";

/** True only when the profile says exactly `isAdmin: true` (a missing or odd profile is no admin). */
export async function isAdmin(uid: string): Promise<boolean> {
  const snap = await firestore().collection(USERS_COLLECTION).doc(uidSchema.parse(uid)).get();
  return snap.get("userInfo.isAdmin") === true;
}

/**
 * Grant or withdraw the admin role: the profile, then the claim that mirrors it, then revoke the
 * user's refresh tokens, which ends their sessions everywhere (they sign in again and get a token
 * and a cookie with the new claim). Fails if the account or its profile does not exist.
 */
export async function setAdmin(uid: string, admin: boolean): Promise<void> {
  const id = uidSchema.parse(uid);
  const auth = adminAuth();
  const user = await auth.getUser(id);
  await firestore().collection(USERS_COLLECTION).doc(id).update({ "userInfo.isAdmin": admin });
  // Keep any other claims the account has.
  const { admin: _previous, ...others } = user.customClaims ?? {};
  void _previous;
  const claims = admin ? { ...others, admin: true } : others;
  await auth.setCustomUserClaims(id, Object.keys(claims).length ? claims : null);
  await auth.revokeRefreshTokens(id);
}
