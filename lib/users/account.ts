import "server-only";
// The account screen's changes that involve Firebase Auth as well as Firestore: the profile (with
// the sign-in email), the password, and deleting the account. The server actions in
// lib/actions/account.ts are thin wrappers around these, so they run (and are tested) without a
// request; every function takes the uid of the session, never one from the browser.
import { z } from "zod";
import { createSession } from "@/lib/auth/session";
import { adminAuth, firestore } from "@/lib/firebase/admin";
import { deleteRegistriesOf } from "@/lib/registry/db";
import { accountProfileInputSchema, uidSchema, type AccountProfileInput } from "@/lib/schemas";
import { AccountError } from "./account-error";
import { identityToolkitUrl, isDeleteConfirmation } from "./account-rules";
import { createProfileIfMissing } from "./profile";
import { USERS_COLLECTION } from "./stored-profile";
import { searchFields } from "./search-terms";

/** Orders are kept when their account goes (the shop's books), without the person's details. */
export const ORDERS_COLLECTION = "orders";
const NOT_FOUND = 5; // gRPC NOT_FOUND: update() of a missing document
const REST_TIMEOUT_MS = 10_000;
const BATCH_SIZE = 400; // under Firestore's 500 writes per batch

const authCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

// ---------------------------------------------------------------------------------------------
// Passwords, checked by Firebase Auth itself (the server never sees a hash)

const signInAnswer = z.union([
  z.object({ localId: z.string(), idToken: z.string() }),
  z.object({ error: z.object({ message: z.string() }) }),
]);

/**
 * Sign in with email and password through Auth's REST API, as a browser would, but from the
 * server: the check of a password typed into the account form does not trust the browser.
 * Returns the new ID token, or null when the password (or the email) is wrong.
 */
export async function signInWithPassword(email: string, password: string): Promise<{ uid: string; idToken: string } | null> {
  const response = await fetch(identityToolkitUrl("accounts:signInWithPassword", process.env), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
    signal: AbortSignal.timeout(REST_TIMEOUT_MS),
    cache: "no-store",
  });
  const answer = signInAnswer.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new Error(`signInWithPassword: unexpected answer (HTTP ${response.status})`);
  if ("idToken" in answer.data) return { uid: answer.data.localId, idToken: answer.data.idToken };
  // Messages look like "INVALID_PASSWORD" or "TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account...".
  const reason = answer.data.error.message.split(" ")[0];
  if (reason === "TOO_MANY_ATTEMPTS_TRY_LATER") throw new AccountError("too-many-attempts");
  if (["INVALID_PASSWORD", "INVALID_LOGIN_CREDENTIALS", "EMAIL_NOT_FOUND", "USER_DISABLED", "MISSING_PASSWORD"].includes(reason ?? "")) return null;
  throw new Error(`signInWithPassword: ${answer.data.error.message}`);
}

/** A session cookie from a sign-in with `email` and `password` made now (after Auth ended the old sessions). */
async function freshSession(email: string, password: string): Promise<string> {
  const fresh = await signInWithPassword(email, password);
  if (!fresh) throw new Error("the new credentials do not sign in");
  const session = await createSession(fresh.idToken);
  if (!session.ok) throw new Error(`no session from the new sign-in (${session.error})`);
  return session.cookie;
}

/**
 * Change the password of `uid` after checking the current one. Every session of the account ends
 * (other devices must sign in with the new password: that is what people expect when a password
 * may have leaked), and a new session cookie for this browser is returned, made from a sign-in
 * with the new password, so the person changing it stays signed in.
 */
export async function changePassword(uid: string, currentPassword: string, newPassword: string): Promise<{ sessionCookie: string }> {
  const auth = adminAuth();
  const user = await auth.getUser(uidSchema.parse(uid));
  if (!user.email) throw new AccountError("wrong-password"); // no password sign-in on this account
  const check = await signInWithPassword(user.email, currentPassword);
  if (!check || check.uid !== user.uid) throw new AccountError("wrong-password");

  await auth.updateUser(user.uid, { password: newPassword });
  // Auth may end them by itself on a password change; revoking makes it certain.
  await auth.revokeRefreshTokens(user.uid);
  return { sessionCookie: await freshSession(user.email, newPassword) };
}

// ---------------------------------------------------------------------------------------------
// Profile

export type SavedProfile = { firstName: string; lastName: string; email: string; sessionCookie: string | null };

/**
 * Save names and the sign-in email. A new email needs the current password, and is set in Auth
 * first: when another account uses it, Auth refuses and nothing has changed. Then the profile;
 * should that write fail, the Auth email is put back, so the two never disagree for long. Auth
 * ends every session of an account whose email changed, so this browser gets a new session
 * cookie (`sessionCookie`, null when the email stayed).
 */
export async function updateAccountProfile(uid: string, input: AccountProfileInput): Promise<SavedProfile> {
  const { currentPassword, ...values } = accountProfileInputSchema.parse(input);
  const auth = adminAuth();
  const user = await auth.getUser(uidSchema.parse(uid));
  const previousEmail = user.email ?? null;
  const emailChanged = values.email !== previousEmail?.toLowerCase();

  if (emailChanged) {
    if (!currentPassword) throw new AccountError("password-required");
    const check = previousEmail ? await signInWithPassword(previousEmail, currentPassword) : null;
    if (!check || check.uid !== user.uid) throw new AccountError("wrong-password");
    try {
      // The new address has not been verified by anyone yet.
      await auth.updateUser(user.uid, { email: values.email, emailVerified: false });
    } catch (error) {
      if (authCode(error) === "auth/email-already-exists") throw new AccountError("email-in-use");
      throw error;
    }
  }
  try {
    const ref = firestore().collection(USERS_COLLECTION).doc(user.uid);
    // The customer search's derived fields follow the names and email (lib/users/search-terms.ts).
    const update = { ...values, ...searchFields(values) };
    try {
      await ref.update(update);
    } catch (error) {
      if (authCode(error) !== NOT_FOUND) throw error;
      await createProfileIfMissing(user.uid, values); // made at sign-in; this is the rare miss
      await ref.update(update);
    }
  } catch (error) {
    if (emailChanged && previousEmail) {
      await auth
        .updateUser(user.uid, { email: previousEmail, emailVerified: user.emailVerified })
        .catch((undo: unknown) => console.error(`users/${user.uid}: could not restore the Auth email after a failed profile write`, undo));
    }
    throw error;
  }
  const sessionCookie = emailChanged ? await freshSession(values.email, currentPassword) : null;
  return { ...values, sessionCookie };
}

// ---------------------------------------------------------------------------------------------
// Deleting the account

export type DeletedAccount = { ordersAnonymized: number; registriesDeleted: string[] };

/** Orders of `uid` lose the customer's details and say so; the rest (items, totals) stays. */
async function anonymizeOrders(uid: string): Promise<number> {
  const db = firestore();
  const orders = await db.collection(ORDERS_COLLECTION).where("uid", "==", uid).get();
  for (let i = 0; i < orders.docs.length; i += BATCH_SIZE) {
    const batch = db.batch();
    for (const doc of orders.docs.slice(i, i + BATCH_SIZE)) batch.update(doc.ref, { customer: null, anonymized: true });
    await batch.commit();
  }
  return orders.size;
}

/**
 * Delete the account of `uid`, when `confirm` is "DELETE" or its email: orders are anonymized,
 * the baby registries go (with their address and who bought what), users/{uid} goes with
 * everything under it (addresses, the saved shopping state), then the Auth
 * account, which also ends its sessions. In that order, so a failure half-way leaves an account
 * that can sign in and try again, never data without an owner who could remove it.
 */
export async function deleteAccount(uid: string, confirm: string): Promise<DeletedAccount> {
  const id = uidSchema.parse(uid);
  const auth = adminAuth();
  const user = await auth.getUser(id).catch((error: unknown) => {
    if (authCode(error) === "auth/user-not-found") return null;
    throw error;
  });
  const profileEmail = (await firestore().collection(USERS_COLLECTION).doc(id).get()).get("email") as unknown;
  const email = user?.email ?? (typeof profileEmail === "string" ? profileEmail : null);
  if (!isDeleteConfirmation(confirm, email)) throw new AccountError("confirmation-mismatch");

  const ordersAnonymized = await anonymizeOrders(id);
  const registriesDeleted = await deleteRegistriesOf(id);
  await firestore().recursiveDelete(firestore().collection(USERS_COLLECTION).doc(id));
  if (user) await auth.deleteUser(id);
  return { ordersAnonymized, registriesDeleted };
}
