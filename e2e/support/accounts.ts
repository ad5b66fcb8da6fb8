// Accounts for e2e tests, without the sign-in screen: the Auth emulator's REST API makes users and
// ID tokens, POST /api/session turns a token into the browser context's session cookie (the same
// route the sign-in screen uses), and firebase-admin revokes or deletes users as staff would.
import { randomUUID } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { deleteApp, getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { DEFAULT_PROJECT_ID, resolvePorts, stackEnv } from "../../scripts/stack/index";

const env = stackEnv(resolvePorts("test", undefined), DEFAULT_PROJECT_ID);
const identity = (method: string) =>
  `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${env.NEXT_PUBLIC_FIREBASE_API_KEY}`;

export type TestAccount = { uid: string; email: string; password: string; idToken: string };

async function call(method: string, body: Record<string, unknown>): Promise<{ localId: string; idToken: string }> {
  const res = await fetch(identity(method), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...body, returnSecureToken: true }) });
  if (!res.ok) throw new Error(`Auth emulator ${method}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { localId: string; idToken: string };
}

/** Registers `email` (signed in: `idToken` is fresh). */
export async function register(email: string, password: string): Promise<TestAccount> {
  const { localId, idToken } = await call("signUp", { email, password });
  return { uid: localId, email, password, idToken };
}

/** A new account with a unique email (signed in: `idToken` is fresh). */
export function newAccount(): Promise<TestAccount> {
  return register(`e2e-${randomUUID().slice(0, 8)}@example.test`, "e2e-secret-123");
}

/** A fresh ID token of an existing account (the demo shopper, say). */
export async function signIn(email: string, password: string): Promise<TestAccount> {
  const { localId, idToken } = await call("signInWithPassword", { email, password });
  return { uid: localId, email, password, idToken };
}

/** Gives the context the account's session cookie, through the shop's own session route. */
export async function startSession(
  context: BrowserContext,
  baseURL: string,
  account: Pick<TestAccount, "idToken">,
  names: { firstName?: string; lastName?: string } = {},
): Promise<void> {
  const res = await context.request.post("/api/session", { data: { idToken: account.idToken, ...names }, headers: { origin: new URL(baseURL).origin } });
  if (!res.ok()) throw new Error(`POST /api/session: ${res.status()} ${await res.text()}`);
}

/** firebase-admin against the test stack's Auth emulator. */
export function adminAuth() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
  const app = getApps().find((a) => a.name === "e2e") ?? initializeApp({ projectId: DEFAULT_PROJECT_ID }, "e2e");
  return { auth: getAuth(app), close: () => deleteApp(app) };
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/**
 * A session cookie in the emulator's (unsigned) format. Against the emulator firebase-admin
 * accepts unsigned tokens (so the app refuses to start with emulator variables and a real
 * project); it still checks the issuer, audience, times and that the account exists.
 */
export function forgedSessionCookie(uid: string, times: { iat: number; exp: number }, extra: Record<string, unknown> = {}): string {
  const claims = {
    iss: `https://session.firebase.google.com/${DEFAULT_PROJECT_ID}`,
    aud: DEFAULT_PROJECT_ID,
    auth_time: times.iat,
    user_id: uid,
    sub: uid,
    iat: times.iat,
    exp: times.exp,
    firebase: { identities: {}, sign_in_provider: "password" },
    ...extra,
  };
  return `${b64url({ alg: "none", typ: "JWT" })}.${b64url(claims)}.`;
}
