import "server-only";
// The account screen's changes that involve Firebase Auth as well as Firestore: the profile (with
// the sign-in email), the password, and deleting the account. The server actions in
// lib/actions/account.ts are thin wrappers around these, so they run (and are tested) without a
// request; every function takes the uid of the session, never one from the browser.
import type { UserRecord } from "firebase-admin/auth";
import { z } from "zod";
import { RECENT_SIGN_IN_S } from "@/lib/auth/cookie";
import { createSession } from "@/lib/auth/session";
import { deleteContactMessagesFrom } from "@/lib/contact/messages";
import { anonymizeReviewsOf } from "@/lib/catalog/reviews";
import { adminAuth, firestore } from "@/lib/firebase/admin";
import { deleteMailOfOrdersOf, deleteMailTo } from "@/lib/mail/outbox";
import { removeFromNewsletter } from "@/lib/newsletter/subscribe";
import { withdrawRestockRequestsOf } from "@/lib/restock/request";
import { anonymizeOrdersOf, eraseParentsAddresses } from "@/lib/orders/anonymize";
import { deleteRegistriesOf } from "@/lib/registry/db";
import { accountProfileInputSchema, uidSchema, type AccountProfileInput } from "@/lib/users/schema";
import { AccountError } from "./account-error";
import { hasPassword, identityToolkitUrl, isDeleteConfirmation, isRecentSignIn } from "./account-rules";
import { createProfileIfMissing } from "./profile";
import { newStoredProfile, USERS_COLLECTION } from "./stored-profile";
import { searchFields } from "./search-terms";
import { log } from "@/lib/log";

const NOT_FOUND = 5; // gRPC NOT_FOUND: update() of a missing document
const REST_TIMEOUT_MS = 10_000;

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
        .catch((undo: unknown) => log.error(`users/${user.uid}: could not restore the Auth email after a failed profile write`, { error: undo }));
    }
    throw error;
  }
  const sessionCookie = emailChanged ? await freshSession(values.email, currentPassword) : null;
  return { ...values, sessionCookie };
}

// ---------------------------------------------------------------------------------------------
// Deleting the account

export type DeleteAccountInput = { confirm: string; currentPassword?: string };
/** What the request knows of the session: when its sign-in happened (Unix seconds). */
export type DeleteAccountContext = { signedInAt?: number | null; now?: Date };

export type DeletedAccount = {
  ordersAnonymized: number;
  registriesDeleted: string[];
  /** Products whose reviews lost their author: their cached pages need refreshing. */
  reviewedProducts: string[];
};

/** Does the account of `uid` sign in with a password? (Else Google: deleting it needs a recent sign-in.) */
export async function signsInWithPassword(uid: string): Promise<boolean> {
  const user = await adminAuth().getUser(uidSchema.parse(uid));
  return hasPassword(user.providerData.map((p) => p.providerId));
}

/**
 * Deleting asks who is there again, as changing the email does (a session left open on a shared
 * computer must not be enough): an account with a password types it, checked by Auth; one without
 * (Google) must have signed in within the last RECENT_SIGN_IN_S seconds.
 */
async function confirmIdentity(user: UserRecord, password: string, { signedInAt = null, now = new Date() }: DeleteAccountContext): Promise<void> {
  if (hasPassword(user.providerData.map((p) => p.providerId))) {
    if (!password) throw new AccountError("password-required");
    const check = user.email ? await signInWithPassword(user.email, password) : null;
    if (!check || check.uid !== user.uid) throw new AccountError("wrong-password");
    return;
  }
  if (!isRecentSignIn(signedInAt, now.getTime(), RECENT_SIGN_IN_S)) throw new AccountError("recent-sign-in-required");
}

/**
 * The profile without a name or email, marked closing: from now on the account places no order
 * (placeOrder checks the mark in its commit, and an order in flight fails its guard). It still
 * parses as a profile, so after a failure half-way the person can sign in and delete again.
 * Step 1 of deleteAccount (exported for the test of a failure half-way).
 */
export async function closeProfile(uid: string, now: Date): Promise<void> {
  const ref = firestore().collection(USERS_COLLECTION).doc(uid);
  const blank = { firstName: "", lastName: "", email: "" };
  const closingAt = now.toISOString();
  const snap = await ref.get();
  if (snap.exists) await ref.update({ ...blank, ...searchFields(blank), closingAt });
  else await ref.set({ ...newStoredProfile(blank, closingAt), closingAt });
}

/**
 * Everything the shop holds about `uid` and its `emails`, apart from the profile document itself:
 * orders anonymized (and their buyer's entry on registries), the account's registries deleted
 * (with the parents' address kept on gift orders others sent), reviews without their author,
 * contact messages, the emails sent to them, the newsletter sign-up and back-in-stock requests deleted, and everything under users/{uid}
 * (addresses, saved cart and lists, registry index, checkout keys). Each part may run again.
 */
async function erasePersonalData(uid: string, emails: readonly string[], now: Date): Promise<DeletedAccount> {
  await deleteMailOfOrdersOf(uid); // before the orders lose their uid
  const ordersAnonymized = await anonymizeOrdersOf(uid, () => now);
  const registriesDeleted = await deleteRegistriesOf(uid, eraseParentsAddresses);
  const reviewedProducts = await anonymizeReviewsOf(uid);
  await deleteContactMessagesFrom(emails);
  await deleteMailTo(emails);
  for (const email of emails) await removeFromNewsletter(email);
  await withdrawRestockRequestsOf(emails);
  const profile = firestore().collection(USERS_COLLECTION).doc(uid);
  for (const children of await profile.listCollections()) await firestore().recursiveDelete(children);
  return { ordersAnonymized, registriesDeleted, reviewedProducts };
}

/**
 * Delete the account of `uid`, when `confirm` is "DELETE" or its email and the person proved who
 * they are again (confirmIdentity). In this order:
 * 1. the profile loses the name and email and is marked closing: no order from here on; and every
 *    session ends, so no new request of the account passes its check while the rest runs;
 * 2. everything else about the person is erased (erasePersonalData);
 * 3. the Auth account goes, which ends every session;
 * 4. step 2 once more, for what a request that passed its session check before step 3 wrote
 *    meanwhile (an order in flight, a registry), then the profile document.
 * A failure before step 3 leaves an account that can sign in again and delete again (every step
 * runs again harmlessly); after it, nothing about the person is left to sign in for. Left open: a
 * request that passed its session check before step 1 and is still running after step 4.
 */
export async function deleteAccount(uid: string, input: DeleteAccountInput, context: DeleteAccountContext = {}): Promise<DeletedAccount> {
  const id = uidSchema.parse(uid);
  const now = context.now ?? new Date();
  const auth = adminAuth();
  const user = await auth.getUser(id).catch((error: unknown) => {
    if (authCode(error) === "auth/user-not-found") return null;
    throw error;
  });
  const profileEmail = (await firestore().collection(USERS_COLLECTION).doc(id).get()).get("email") as unknown;
  const emails = [...new Set([user?.email, profileEmail].filter((e): e is string => typeof e === "string" && e !== "").map((e) => e.toLowerCase()))];
  if (!isDeleteConfirmation(input.confirm, emails[0] ?? null)) throw new AccountError("confirmation-mismatch");
  // No Auth account: a retry after step 3, run by the server; there is nobody to ask.
  if (user) await confirmIdentity(user, input.currentPassword ?? "", context);

  await closeProfile(id, now);
  if (user) await auth.revokeRefreshTokens(id);
  const erased = await erasePersonalData(id, emails, now);
  if (user) await auth.deleteUser(id);
  const again = await erasePersonalData(id, emails, now);
  await firestore().recursiveDelete(firestore().collection(USERS_COLLECTION).doc(id));
  return {
    ordersAnonymized: erased.ordersAnonymized + again.ordersAnonymized,
    registriesDeleted: [...erased.registriesDeleted, ...again.registriesDeleted],
    reviewedProducts: [...new Set([...erased.reviewedProducts, ...again.reviewedProducts])],
  };
}
