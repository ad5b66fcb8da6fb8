// Nobody gets in who should not: every account and admin route, asked with no session cookie and
// with every kind of bad one, sends the visitor to sign in (and back afterwards); a signed-in
// shopper is sent away from every admin route. The proxy's check is only the fast path (signature
// and expiry): in production the revoked, deleted and disabled cases pass it and are refused by
// the page's own check (against the emulator firebase-admin refuses them in the proxy already).
import { expect, test, type BrowserContext, type Frame, type Page } from "@playwright/test";
import { adminAuth, forgedSessionCookie, registerAccount, authSignIn, startSession, type AuthAccount } from "./support/accounts";

const ACCOUNT_ROUTES = ["/my-account"];
const ADMIN_ROUTES = ["/dash", "/products", "/orders", "/subscriptions", "/customers", "/promotions", "/letters"];
const SESSION = "__session";
const nowS = () => Math.floor(Date.now() / 1000);

async function setCookie(context: BrowserContext, baseURL: string, value: string) {
  await context.addCookies([{ name: SESSION, value, url: baseURL }]);
}

/** Goes to `path` and expects to end on the sign-in page, with `?next=` back to `path` when signed out. */
async function expectSentToSignIn(page: Page, path: string, next: boolean) {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === "/login-register");
  const want = next ? path : null;
  expect(new URL(page.url()).searchParams.get("next"), `${path}: next`).toBe(want);
}

/**
 * A signed-in visitor without the role goes to the sign-in page (to switch accounts), which sends
 * a signed-in visitor on to their account: wait for that last page, so the next navigation does not
 * race the sign-in page's own, and check the sign-in page was on the way.
 */
async function expectRefusedWhileSignedIn(page: Page, path: string) {
  const visited: string[] = [];
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
  };
  page.on("framenavigated", onNavigated);
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === "/my-account");
  page.off("framenavigated", onNavigated);
  expect(visited, `${path}: by way of the sign-in page, with no way back`).toContain("/login-register");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Overview|Products|Orders|Subscriptions|Customers/);
}

/** Whole seconds: a revocation covers sessions that began in an earlier second than it. */
async function nextSecond() {
  const start = nowS();
  await expect.poll(() => nowS()).toBeGreaterThan(start);
}

test("without a session cookie every guarded route sends the visitor to sign in and back", async ({ page }) => {
  for (const path of [...ACCOUNT_ROUTES, "/checkout", ...ADMIN_ROUTES]) await expectSentToSignIn(page, path, true);
});

const BAD_COOKIES: [string, () => string][] = [
  ["malformed", () => "garbage"],
  ["forged, for an account that does not exist, claiming admin", () => forgedSessionCookie("ghost-account", { iat: nowS(), exp: nowS() + 3600 }, { admin: true })],
  ["expired", () => forgedSessionCookie("demo-shopper", { iat: nowS() - 7200, exp: nowS() - 3600 })],
];

for (const [kind, cookie] of BAD_COOKIES) {
  test(`a ${kind} session cookie is treated as signed out, and dropped`, async ({ page, context, baseURL }) => {
    for (const path of [...ACCOUNT_ROUTES, "/checkout", ...ADMIN_ROUTES]) {
      await setCookie(context, baseURL!, cookie());
      const response = await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === "/login-register");
      expect(new URL(page.url()).searchParams.get("next"), `${path}: next`).toBe(path);
      // Sent away by the proxy before any page is rendered (no page shell that flashes), and the
      // cookie is cleared, so the browser stops sending it.
      expect(await response?.request().redirectedFrom()?.response().then((r) => r?.status()), `${path}: a redirect`).toBe(307);
      expect((await context.cookies()).filter((c) => c.name === SESSION), `${path}: cookie cleared`).toEqual([]);
    }
  });
}

const ENDED: [string, (admin: ReturnType<typeof adminAuth>, account: AuthAccount) => Promise<void>][] = [
  ["revoked", async ({ auth }, a) => {
    await nextSecond();
    await auth.revokeRefreshTokens(a.uid);
  }],
  ["deleted account's", ({ auth }, a) => auth.deleteUser(a.uid)],
  ["disabled account's", async ({ auth }, a) => {
    await auth.updateUser(a.uid, { disabled: true });
  }],
];

for (const [kind, end] of ENDED) {
  test(`a ${kind} session cookie is treated as signed out`, async ({ page, context, baseURL }) => {
    const admin = adminAuth();
    const created = await registerAccount();
    // With the admin claim in its cookie, the proxy's fast path (which reads the claim but not
    // revocation) lets it through to the pages, whose own check must refuse it.
    await admin.auth.setCustomUserClaims(created.uid, { admin: true });
    const account = await authSignIn(created.email, created.password);
    await startSession(context, baseURL!, account);
    await end(admin, account);
    for (const path of [...ACCOUNT_ROUTES, ...ADMIN_ROUTES]) await expectSentToSignIn(page, path, true);
  });
}

test("a signed-in shopper is sent away from every admin route", async ({ page, context, baseURL }) => {
  await startSession(context, baseURL!, await authSignIn("shopper@flone.test", "shopper-demo-123"));
  for (const path of ADMIN_ROUTES) await expectRefusedWhileSignedIn(page, path);
});

test("a shopper whose cookie claims admin (the profile says no) is sent away too", async ({ page, context, baseURL }) => {
  const shopper = await authSignIn("shopper@flone.test", "shopper-demo-123");
  // The emulator accepts unsigned cookies: this one is the shopper's, with an admin claim added.
  await setCookie(context, baseURL!, forgedSessionCookie(shopper.uid, { iat: nowS(), exp: nowS() + 3600 }, { admin: true }));
  for (const path of ADMIN_ROUTES) await expectRefusedWhileSignedIn(page, path);
});

test("the demo admin opens every admin screen, with the side navigation", async ({ page, context, baseURL }) => {
  await startSession(context, baseURL!, await authSignIn("admin@flone.test", "admin-demo-123"));
  await page.goto("/dash");
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  for (const [name, path] of [["Overview", "/dash"], ["Products", "/products"], ["Orders", "/orders"], ["Subscriptions", "/subscriptions"], ["Customers", "/customers"], ["Promotions", "/promotions"], ["Newsletter", "/letters"]] as const) {
    await nav.getByRole("link", { name }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(nav.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
  }
  await page.goto("/dash");
  await expect(page.getByRole("link", { name: /\d+ products/ })).toHaveAttribute("href", "/products");
});
