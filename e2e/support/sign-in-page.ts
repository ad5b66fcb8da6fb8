// Signing in on the sign-in page itself, as a person does (for flows that need the browser's
// Firebase user too: the admin's Storage uploads, checkout). Specs that only need a session cookie
// use ./accounts (startSession) instead.
import { expect, type Page } from "@playwright/test";

export type Credentials = { email: string; password: string };
export const DEMO_ADMIN: Credentials = { email: "admin@flone.test", password: "admin-demo-123" };
export const DEMO_SHOPPER: Credentials = { email: "shopper@flone.test", password: "shopper-demo-123" };

/** Fill the sign-in tab of the page already open and press "Sign in". */
export async function signInOnPage(page: Page, who: Credentials): Promise<void> {
  const panel = page.getByRole("tabpanel", { name: "Sign in" });
  await panel.getByRole("textbox", { name: "Email address" }).fill(who.email);
  await panel.getByLabel("Password", { exact: true }).fill(who.password);
  // Disabled until the page's script runs: the click waits for it, as a person would.
  await panel.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Open the sign-in page on its way to `to`, sign in, and land there. */
export async function signInTo(page: Page, who: Credentials, to: string): Promise<void> {
  await page.goto(`/login-register?next=${encodeURIComponent(to)}`);
  await signInOnPage(page, who);
  // Sign-in loads the Firebase SDK, asks Auth, then the shop for a session: a person waits for it.
  await expect(page).toHaveURL((url) => url.pathname + url.search === to, { timeout: 30_000 });
}
