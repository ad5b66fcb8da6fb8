// Sign a shopper in (and out) WITHOUT the sign-in page, for specs of what a signed-in shopper
// sees. It does what the sign-in code does, in three steps:
//   1. an account and a fresh ID token from the Auth emulator's REST API (the sign-in page uses
//      the web SDK: signInWithEmailAndPassword / createUserWithEmailAndPassword);
//   2. POST /api/session with that token, from the page's own context (same cookies; Origin =
//      the site, as a browser sends it), which sets the httpOnly session cookie;
//   3. the persisted `user` slice (localStorage "flone", version 1.1, state.user) set to
//      { isLoggedIn: true, firstName, lastName, email }, then a reload. The sign-in page instead
//      calls the store's login({ firstName, lastName, email }) in the page, with no reload.
// Once the real sign-in page exists, switch signIn() to filling its form; the specs stay as they are.
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { register, signIn as signInWithPassword, startSession } from "./accounts";

export type TestAccount = { email: string; password: string; firstName: string; lastName: string };

export function newAccount(): TestAccount {
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
 * Sign `account` in on `page`, which must already show a page of the shop (its origin and
 * localStorage). `create`: register the account first. Ends on the same URL, reloaded.
 */
export async function signIn(page: Page, account: TestAccount, { create = false } = {}): Promise<void> {
  const signedIn = create ? await register(account.email, account.password) : await signInWithPassword(account.email, account.password);
  await startSession(page.context(), page.url(), signedIn, { firstName: account.firstName, lastName: account.lastName });
  await setUserSlice(page, { isLoggedIn: true, firstName: account.firstName, lastName: account.lastName, email: account.email });
  await page.reload();
}

/**
 * Sign out as the sign-out code does: DELETE /api/session (ends every session of the account),
 * then the `user` slice logged out, then a reload. (The sign-out code calls logout() in the page.)
 */
export async function signOut(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.delete("/api/session", { headers: { origin } });
  expect(response.ok()).toBe(true);
  await setUserSlice(page, { isLoggedIn: false, firstName: "", lastName: "", email: "" });
  await page.reload();
}
