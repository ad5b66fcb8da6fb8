// Accounts for e2e tests, without the sign-in page (e2e/support/sign-in-page.ts signs in through it,
// for flows that need the browser's Firebase user too). Two levels:
// - Auth accounts (AuthAccount): the Auth emulator's REST API makes users and fresh ID tokens;
//   POST /api/session turns a token into the browser context's session cookie (the route the
//   sign-in page uses); firebase-admin revokes or deletes users as staff would.
// - A shopper signed in on a page (Shopper, signInShopper): a session cookie as above, plus the
//   persisted `user` slice the sign-in page writes (localStorage "flone", version 1.1,
//   state.user = { isLoggedIn, firstName, lastName, email }), then a reload. The sign-in page
//   calls the store's login() in the page instead, with no reload. It is faster than the page and
//   leaves the specs of what a signed-in shopper sees independent of it.
import { randomUUID } from "node:crypto";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { deleteApp, getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { DEFAULT_PROJECT_ID, resolvePorts, stackEnv } from "../../scripts/stack/index";
import { ROUTES } from "@/lib/routes";

const env = stackEnv(resolvePorts("test", undefined), DEFAULT_PROJECT_ID);
const identity = (method: string) =>
  `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${env.NEXT_PUBLIC_FIREBASE_API_KEY}`;

/** An Auth emulator account, signed in: `idToken` is fresh. */
export type AuthAccount = { uid: string; email: string; password: string; idToken: string };

async function call(method: string, body: Record<string, unknown>): Promise<{ localId: string; idToken: string }> {
  const res = await fetch(identity(method), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...body, returnSecureToken: true }) });
  if (!res.ok) throw new Error(`Auth emulator ${method}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { localId: string; idToken: string };
}

/** Registers `email` (signed in: `idToken` is fresh). */
export async function register(email: string, password: string): Promise<AuthAccount> {
  const { localId, idToken } = await call("signUp", { email, password });
  return { uid: localId, email, password, idToken };
}

/** A new account with a unique email (signed in: `idToken` is fresh). */
export function registerAccount(): Promise<AuthAccount> {
  return register(`e2e-${randomUUID().slice(0, 8)}@example.test`, "e2e-secret-123");
}

/** A fresh ID token of an existing account (the demo shopper, say). */
export async function authSignIn(email: string, password: string): Promise<AuthAccount> {
  const { localId, idToken } = await call("signInWithPassword", { email, password });
  return { uid: localId, email, password, idToken };
}

/** Gives the context the account's session cookie, through the shop's own session route. */
export async function startSession(
  context: BrowserContext,
  baseURL: string,
  account: Pick<AuthAccount, "idToken">,
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

// ------------------------------------------------------------------ a shopper on a page

/** Who a browser-level test signs in as: not registered until signInShopper(..., { create: true }). */
export type Shopper = { email: string; password: string; firstName: string; lastName: string };

export function newShopper(): Shopper {
  return { email: `sync-${randomUUID().slice(0, 8)}@example.test`, password: "secret-123", firstName: "Sam", lastName: "Parent" };
}

type UserSlice = { isLoggedIn: boolean; firstName: string; lastName: string; email: string };

/** Write the persisted `user` slice as the store would (the other slices stay as they are). */
export async function setUserSlice(page: Page, user: UserSlice): Promise<void> {
  await page.evaluate((u) => {
    const raw = window.localStorage.getItem("flone");
    const stored = raw ? (JSON.parse(raw) as { state: Record<string, unknown>; version: number }) : { state: {}, version: 1.1 };
    stored.state.user = u;
    stored.version = 1.1;
    window.localStorage.setItem("flone", JSON.stringify(stored));
  }, user);
}

/**
 * Sign `shopper` in on `page`, which must already show a page of the shop (its origin and
 * localStorage). `create`: register the account first. Ends on the same URL, reloaded.
 */
export async function signInShopper(page: Page, shopper: Shopper, { create = false } = {}): Promise<void> {
  const signedIn = create ? await register(shopper.email, shopper.password) : await authSignIn(shopper.email, shopper.password);
  // The sign-in page (where a guarded page sends a guest) sends on a visitor the server knows by
  // itself, once it has asked: a session made behind its back would race the reload. Leave it
  // first, then go where it would have sent them.
  const here = new URL(page.url());
  const onSignInPage = here.pathname === ROUTES.login;
  if (onSignInPage) await page.goto(ROUTES.home);
  await startSession(page.context(), page.url(), signedIn, { firstName: shopper.firstName, lastName: shopper.lastName });
  await setUserSlice(page, { isLoggedIn: true, firstName: shopper.firstName, lastName: shopper.lastName, email: shopper.email });
  if (onSignInPage) await page.goto(here.searchParams.get("next") ?? ROUTES.account);
  else await page.reload();
}

/**
 * Sign out as the sign-out code does: DELETE /api/session (ends every session of the account),
 * then the `user` slice logged out, then a reload. (The sign-out code calls logout() in the page.)
 */
export async function signOutShopper(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.delete("/api/session", { headers: { origin } });
  expect(response.ok()).toBe(true);
  await setUserSlice(page, { isLoggedIn: false, firstName: "", lastName: "", email: "" });
  await page.reload();
}
