// Helpers for tests of sessions: real users and cookies from the Auth emulator, forged tokens,
// and waiting out the one-second granularity of revocation.
import type { User } from "firebase/auth";
import { signInWithEmailAndPassword } from "firebase/auth";
import type { ActionRequest } from "@/lib/actions/define-action";
import { createSession, verifySession } from "@/lib/auth/session";
import { adminClient, promoteToAdmin, signUp, webClient, type Client } from "./clients";

export type TestUser = { client: Client; user: User; uid: string; email: string };

/** A new account, signed in on its own web client (so its ID token is fresh). */
export async function newUser(): Promise<TestUser> {
  const client = webClient();
  const user = await signUp(client);
  return { client, user, uid: user.uid, email: user.email! };
}

/** A new user with a session cookie made by the shop's own createSession; added to `opened` to be closed. */
export async function newSignedInUser(opened: TestUser[]): Promise<TestUser & { cookie: string }> {
  const u = await newUser();
  opened.push(u);
  const session = await createSession(await u.user.getIdToken(true));
  if (!session.ok) throw new Error(session.error);
  return { ...u, cookie: session.cookie };
}

/** Sign in again (a new auth_time), e.g. after the account's tokens were revoked. */
export async function signInAgain(u: TestUser): Promise<User> {
  return (await signInWithEmailAndPassword(u.client.auth, u.email, "secret-123")).user;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Decode a JWT's payload (no verification). */
export function jwtPayload(token: string): Record<string, unknown> & { auth_time: number; exp: number; iat: number } {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));
}

/** An unsigned JWT, the format the Auth emulator issues (and firebase-admin accepts against it). */
export function unsignedJwt(payload: Record<string, unknown>): string {
  return `${b64url({ alg: "none", typ: "JWT" })}.${b64url(payload)}.`;
}

/** A JWT with an RS256 header and a signature nobody made. */
export function badlySignedJwt(payload: Record<string, unknown>): string {
  return `${b64url({ alg: "RS256", kid: "forged", typ: "JWT" })}.${b64url(payload)}.${Buffer.from("not a signature").toString("base64url")}`;
}

/** Claims of a session cookie as the emulator would issue it for `uid` (times in seconds). */
export function sessionClaims(projectId: string, uid: string, times: { authTime: number; iat: number; exp: number }, extra: Record<string, unknown> = {}) {
  return {
    iss: `https://session.firebase.google.com/${projectId}`,
    aud: projectId,
    auth_time: times.authTime,
    user_id: uid,
    sub: uid,
    iat: times.iat,
    exp: times.exp,
    firebase: { identities: {}, sign_in_provider: "password" },
    ...extra,
  };
}

/** Claims of an ID token as the emulator would issue it. */
export function idTokenClaims(projectId: string, uid: string, times: { authTime: number; iat: number; exp: number }) {
  return { ...sessionClaims(projectId, uid, times), iss: `https://securetoken.google.com/${projectId}` };
}

export const nowS = () => Math.floor(Date.now() / 1000);

/**
 * Revocation only covers tokens whose auth_time is in an earlier whole second than the
 * revocation: wait (polling the clock) until that second has passed.
 */
export async function afterSecondOf(authTime: number): Promise<void> {
  while (Date.now() < (authTime + 1) * 1000) await new Promise((r) => setTimeout(r, 20));
}

/** How an action test hands the caller's session to the action. */
export type SessionOf = () => ReturnType<ActionRequest["session"]>;

/**
 * The callers an admin action must refuse, each with its refusal: no session, a shopper, a
 * shopper's cookie claiming admin, a cookie nobody signed claiming admin, and an admin's cookie
 * revoked after it was made. Its shopper and admin are added to `opened` (to be closed).
 */
export async function refusedCallers(projectId: string, opened: TestUser[], auth: ReturnType<typeof adminClient>): Promise<[string, SessionOf, string][]> {
  const shopper = await newUser();
  const staff = await newUser();
  opened.push(shopper, staff);
  await promoteToAdmin(staff.client);
  const staffCookie = await createSession(await staff.client.auth.currentUser!.getIdToken(true));
  if (!staffCookie.ok) throw new Error(staffCookie.error);
  // Control: the admin's cookie is an admin's session, until it is revoked.
  if (!(await verifySession(staffCookie.cookie))?.admin) throw new Error("the admin's cookie is no admin session");
  await afterSecondOf(jwtPayload(staffCookie.cookie).auth_time);
  await auth.auth.revokeRefreshTokens(staff.uid);
  const times = { authTime: nowS(), iat: nowS(), exp: nowS() + 3600 };
  return [
    ["no session", async () => null, "signed-out"],
    ["a shopper", async () => ({ uid: shopper.uid, email: shopper.email, admin: false }), "forbidden"],
    ["a shopper's cookie claiming admin", () => verifySession(unsignedJwt(sessionClaims(projectId, shopper.uid, times, { admin: true }))), "forbidden"],
    ["a cookie nobody signed, claiming admin", () => verifySession(badlySignedJwt(sessionClaims(projectId, staff.uid, times, { admin: true }))), "signed-out"],
    ["an admin's revoked cookie", () => verifySession(staffCookie.cookie), "signed-out"],
  ];
}

export { adminClient };
