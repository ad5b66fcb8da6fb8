import "server-only";
// Who is an admin. The source of truth is users/{uid}.userInfo.isAdmin (Firestore); the `admin`
// custom claim on the ID token only mirrors it, for the proxy's quick redirect.
import { adminAuth, firestore } from "@/lib/firebase/admin";
import { uidSchema } from "@/lib/users/schema";
import { USERS_COLLECTION } from "./stored-profile";

/** True only when the profile says exactly `isAdmin: true` (a missing or odd profile is no admin). */
export async function isAdmin(uid: string): Promise<boolean> {
  const snap = await firestore().collection(USERS_COLLECTION).doc(uidSchema.parse(uid)).get();
  return snap.get("userInfo.isAdmin") === true;
}

/**
 * Grant or withdraw the admin role: the profile, then the claim that mirrors it, then revoke the
 * user's refresh tokens, which ends their sessions everywhere (they sign in again and get a token
 * and a cookie with the new claim). Fails if the account or its profile does not exist.
 * A tool's shortcut: staff change roles through lib/admin/customers/db.ts (audit, last-admin rule).
 */
export async function setAdmin(uid: string, admin: boolean): Promise<void> {
  const id = uidSchema.parse(uid);
  await adminAuth().getUser(id);
  await firestore().collection(USERS_COLLECTION).doc(id).update({ "userInfo.isAdmin": admin });
  await mirrorAdminClaim(id, admin);
}

/**
 * Make the account's `admin` claim say `admin` (keeping its other claims) and end its sessions,
 * after the profile's role changed. Throws auth/user-not-found for a missing account.
 */
export async function mirrorAdminClaim(uid: string, admin: boolean, { endSessions = true } = {}): Promise<void> {
  const auth = adminAuth();
  const user = await auth.getUser(uidSchema.parse(uid));
  const { admin: _previous, ...others } = user.customClaims ?? {};
  void _previous;
  const claims = admin ? { ...others, admin: true } : others;
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length ? claims : null);
  if (endSessions) await auth.revokeRefreshTokens(user.uid);
}
