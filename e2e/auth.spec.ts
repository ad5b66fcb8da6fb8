// Sign-in, registration and sign-out through the real pages, the Firebase Auth emulator and the
// session cookie: where each goes afterwards (never off-site), the messages a person gets, and the
// header's account button, which follows the stored user state without the Firebase SDK.
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";

const SHOPPER = { email: "shopper@flone.test", password: "shopper-demo-123" };
const ADMIN = { email: "admin@flone.test", password: "admin-demo-123" };

const header = (page: Page) => page.getByRole("banner");
const signInLink = (page: Page) => header(page).getByRole("link", { name: "Sign in" });
const accountButton = (page: Page) => header(page).getByRole("button", { name: "Your account" });
const signInPanel = (page: Page) => page.getByRole("tabpanel", { name: "Sign in" });
const registerPanel = (page: Page) => page.getByRole("tabpanel", { name: "Register" });
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

async function signIn(page: Page, who: { email: string; password: string }) {
  const panel = signInPanel(page);
  await panel.getByRole("textbox", { name: "Email address" }).fill(who.email);
  await panel.getByLabel("Password", { exact: true }).fill(who.password);
  // Disabled until the page's script runs: the click waits for it, as a person would.
  await panel.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The header's account panel, opened. */
async function openAccountMenu(page: Page) {
  await accountButton(page).click();
  await expect(accountButton(page)).toHaveAttribute("aria-expanded", "true");
}

/** A fresh browser (no cookie, no stored state) signed in through the page. */
async function signedInPage(browser: Browser, who: { email: string; password: string }, path = "/login-register") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  await signIn(page, who);
  return page;
}

test.describe("sign-in page", () => {
  test("register, sign out, a wrong password, sign in again", async ({ page }) => {
    // One person's whole journey (two sign-ins, a sign-out, three axe runs): longer than one page.
    test.slow();
    const email = `parent-${randomUUID().slice(0, 8)}@example.test`;
    const password = "sleepy-otter-42";
    await page.goto("/login-register");
    await expect(signInLink(page)).toBeVisible();
    await expectAccessible(page, "sign-in page");

    // The tabs work from the keyboard.
    const signInTab = page.getByRole("tab", { name: "Sign in" });
    await expect(signInTab).toHaveAttribute("aria-selected", "true");
    await signInTab.focus();
    await page.keyboard.press("ArrowRight");
    const registerTab = page.getByRole("tab", { name: "Register" });
    await expect(registerTab).toBeFocused();
    await expect(registerTab).toHaveAttribute("aria-selected", "true");
    await expect(signInPanel(page)).toBeHidden();

    // An empty form: every field says what it needs, and focus goes to the summary.
    const form = registerPanel(page);
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByText("Please correct the highlighted fields.")).toBeFocused();
    await expect(form.getByRole("textbox", { name: "First name" })).toHaveAccessibleDescription("Please enter your first name.");
    const passwordField = form.getByLabel("Password", { exact: true });
    await expect(passwordField).toHaveAttribute("aria-invalid", "true");
    await expect(passwordField).toHaveAccessibleDescription("At least 8 characters. Please enter your password.");
    await expectAccessible(page, "registration with errors");

    await form.getByRole("textbox", { name: "First name" }).fill("Nora");
    await form.getByRole("textbox", { name: "Last name" }).fill("Parent");
    await form.getByRole("textbox", { name: "Email address" }).fill(email);
    await passwordField.fill(password);
    await form.getByRole("button", { name: "Create account" }).click();

    // The account page (it may not exist yet on this branch: then its URL and the header).
    await page.waitForURL("**/my-account");
    await openAccountMenu(page);
    await expect(header(page).getByText("Hello, Nora")).toBeVisible();
    await expect(header(page).getByRole("link", { name: "My account" })).toHaveAttribute("href", "/my-account");
    await expect(header(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"))).toMatchObject({ email, displayName: "Nora Parent" });

    // Sign out: home, the guest's link, no session, no stored user.
    await header(page).getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(signInLink(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    expect((await page.context().cookies()).some((c) => c.name === "__session" && c.value)).toBe(false);

    // The same address again: already registered.
    await page.goto("/login-register");
    await page.getByRole("tab", { name: "Register" }).click();
    await registerPanel(page).getByRole("textbox", { name: "First name" }).fill("Nora");
    await registerPanel(page).getByRole("textbox", { name: "Last name" }).fill("Parent");
    await registerPanel(page).getByRole("textbox", { name: "Email address" }).fill(email);
    await registerPanel(page).getByLabel("Password", { exact: true }).fill(password);
    await registerPanel(page).getByRole("button", { name: "Create account" }).click();
    const inUse = "An account with this email address already exists. Please sign in instead.";
    await expect(registerPanel(page).getByText(inUse, { exact: true }).first()).toBeFocused();
    await expect(registerPanel(page).getByRole("textbox", { name: "Email address" })).toHaveAccessibleDescription(inUse);

    // A wrong password: the clear message, focused, and the page stays.
    await page.getByRole("tab", { name: "Sign in" }).click();
    await signIn(page, { email, password: "not-my-password" });
    const wrong = signInPanel(page).getByText("The email address or password is wrong. Please try again.").first();
    await expect(wrong).toBeFocused();
    await expect(signInPanel(page).getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
    expect(pathOf(page)).toBe("/login-register");
    await expectAccessible(page, "sign-in with a wrong password");

    // An unknown address says so.
    await signIn(page, { email: `nobody-${randomUUID().slice(0, 8)}@example.test`, password });
    await expect(signInPanel(page).getByText("There is no account with this email address. Check it, or create an account.").first()).toBeFocused();

    // The right one: the account page and the header's account.
    await signIn(page, { email, password });
    await page.waitForURL("**/my-account");
    await openAccountMenu(page);
    await expect(header(page).getByRole("link", { name: "My account" })).toBeVisible();
  });

  // One test per target: each signs in through the page (the Firebase SDK loads), which is slow
  // on a busy machine; four in one test ran into its time limit.
  for (const next of ["https://evil.example/", "//evil.example", "/\\evil.example"]) {
    test(`?next=${next} (another site) is ignored: the account page instead`, async ({ browser, baseURL }) => {
      const page = await signedInPage(browser, SHOPPER, `/login-register?next=${encodeURIComponent(next)}`);
      await page.waitForURL("**/my-account");
      expect(page.url()).toBe(`${baseURL}/my-account`);
      await page.context().close();
    });
  }

  test("?next= a page of this site comes back to it", async ({ browser }) => {
    const page = await signedInPage(browser, SHOPPER, "/login-register?next=%2Fwishlist");
    await page.waitForURL("**/wishlist");
    expect(pathOf(page)).toBe("/wishlist");
    await openAccountMenu(page);
    await expect(header(page).getByText("Hello, Sam")).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await page.context().close();
  });

  test("a signed-in visitor who opens the page is sent on", async ({ browser }) => {
    const page = await signedInPage(browser, SHOPPER);
    await page.waitForURL("**/my-account");
    await page.goto("/login-register?next=%2Fcompare");
    await page.waitForURL("**/compare");
    await page.goto("/login-register?next=https%3A%2F%2Fevil.example%2F");
    await page.waitForURL("**/my-account");
    await page.context().close();
  });

  test("a cookie that is no longer a session shows the form (no loop), and the account page sends back to it", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "__session", value: "a.b.c", url: baseURL! }]);
    const session = page.waitForResponse((r) => r.url().endsWith("/api/session") && r.request().method() === "GET");
    await page.goto("/login-register?next=%2Fmy-account");
    // The page asked the server, which said "signed out" and left the cookie alone (a GET changes
    // nothing: clearing it could erase a session another tab has just made).
    const answer = await session;
    expect(await answer.json()).toEqual({ signedIn: false, isAdmin: false });
    expect(await answer.headerValue("set-cookie")).toBeNull();
    await expect(signInPanel(page).getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
    expect(pathOf(page)).toBe("/login-register?next=%2Fmy-account");
    await page.goto("/my-account");
    await expect(page).toHaveURL((url) => url.pathname + url.search === "/login-register?next=%2Fmy-account");
  });

  test("the demo admin sees the dashboard in the header", async ({ browser }) => {
    const page = await signedInPage(browser, ADMIN);
    await page.waitForURL("**/my-account");
    await openAccountMenu(page);
    await expect(header(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dash");
    // The hint survives a reload of another page: the header reads it, not the Firebase SDK.
    await page.goto("/");
    await openAccountMenu(page);
    await expect(header(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
    await page.context().close();
  });

  test("a password reset answers the same for known and unknown addresses", async ({ page }) => {
    await page.goto("/login-register");
    const panel = signInPanel(page);
    await panel.getByRole("button", { name: "Forgot password?" }).click();
    const reset = page.getByRole("form", { name: "Reset your password" });
    for (const email of [SHOPPER.email, `nobody-${randomUUID().slice(0, 8)}@example.test`]) {
      await reset.getByRole("textbox", { name: "Email address" }).fill(email);
      await reset.getByRole("button", { name: "Send reset link" }).click();
      await expect(reset.getByRole("status")).toHaveText(
        `If an account exists for ${email}, we have sent it a link to reset the password. Please check your inbox.`,
      );
    }
    await reset.getByRole("textbox", { name: "Email address" }).fill("nope");
    await reset.getByRole("button", { name: "Send reset link" }).click();
    await expect(reset.getByRole("status")).toHaveText("Please enter a valid email address, like name@example.com.");
  });

  test("the page speaks French and German", async ({ page }) => {
    await page.goto("/login-register?lng=fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connectez-vous ou créez un compte");
    await expect(page.getByRole("tabpanel", { name: "Connexion" }).getByRole("button", { name: "Se connecter" })).toBeVisible();
    await page.goto("/login-register?lng=de");
    await expect(page.getByRole("tab", { name: "Registrieren" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Anmelden" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  // Chromium's "JavaScript disabled" still parses <noscript> as text, so the note is checked in
  // the HTML, and the page without its scripts by refusing them.
  test("the page says sign-in needs JavaScript, and its buttons wait for the script", async ({ page, request }) => {
    const html = await (await request.get("/login-register")).text();
    expect(html).toMatch(/<noscript>(?:(?!<\/noscript>)[\s\S])*Signing in needs JavaScript/);

    await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto("/login-register");
    await expect(signInPanel(page).getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(signInPanel(page).getByRole("button", { name: "Sign in", exact: true })).toBeDisabled();
    await expect(page.getByRole("tab", { name: "Register" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login-register");
  });
});
