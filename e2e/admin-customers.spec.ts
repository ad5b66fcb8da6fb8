// The admin customers screen as the demo admin: find the demo shopper by email and open them
// (only looked at: other specs rely on the demo shopper being a plain shopper); then, on an
// account made here, grant admin (that person, in a second browser, can then open /dash), revoke
// it (sent away from /dash), disable the account (its session stops working at once) and enable
// it again (they sign in again). Every change leaves its audit entry. axe on both screens.
import { randomUUID } from "node:crypto";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { register, authSignIn, startSession, type AuthAccount } from "./support/accounts";
import { islandsAlive } from "./support/islands";

const ADMIN = { email: "admin@flone.test", password: "admin-demo-123" };
const nowS = () => Math.floor(Date.now() / 1000);

const customersTable = (page: Page) => page.getByRole("table", { name: /^Customers/ });

async function findCustomer(page: Page, query: string) {
  const filters = page.getByRole("search", { name: "Find customers" });
  await filters.getByLabel("Name or email").fill(query);
  await filters.getByRole("button", { name: "Show customers" }).click();
}

/** Signs `account` in afresh in `context` (a new session cookie), as the sign-in page would. */
async function signInAgain(context: BrowserContext, baseURL: string, account: AuthAccount): Promise<number> {
  await startSession(context, baseURL, await authSignIn(account.email, account.password));
  return nowS();
}

/** Whole seconds: a revocation covers sessions that began in an earlier second than it. */
async function secondAfter(start: number) {
  await expect.poll(() => nowS()).toBeGreaterThan(start);
}

test("the demo admin finds the demo shopper and opens their page", async ({ page, context, baseURL }) => {
  await startSession(context, baseURL!, await authSignIn(ADMIN.email, ADMIN.password));
  await page.goto("/customers");
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await expect(customersTable(page).getByRole("rowheader").first()).toBeVisible();
  await expectAccessible(page, "/customers");

  // Any case: the search is normalised, and the URL holds it.
  await findCustomer(page, "Shopper@Flone");
  await expect(page).toHaveURL("/customers?q=shopper%40flone");
  await expect(customersTable(page).getByRole("rowheader")).toHaveText(["Sam Parent"]);
  await customersTable(page).getByRole("link", { name: "Open Sam Parent" }).click();

  await expect(page).toHaveURL("/customers/demo-shopper");
  await expect(page.getByRole("heading", { level: 1, name: "Sam Parent" })).toBeVisible();
  await expect(page.getByTestId("customer-role")).toHaveText("Customer");
  await expect(page.getByTestId("customer-account")).toHaveText("Active");
  // The seed gives the demo shopper 8 orders; some count as spend.
  await expect(page.getByTestId("customer-spend")).toContainText("$");
  await expect(page.getByRole("table", { name: "Latest orders of Sam Parent, newest first" }).getByRole("rowheader")).toHaveCount(8);
  await expect(page.getByRole("link", { name: "All orders of this customer" })).toHaveAttribute("href", "/orders?customer=demo-shopper");
  await expect(page.getByRole("button", { name: "Make admin" })).toBeVisible();
  await expectAccessible(page, "/customers/[uid]");
});

test("the admin grants admin, revokes it, disables and enables an account; the customer's sessions follow", async ({ page, context, baseURL, browser }) => {
  // Two browsers, four changes, each followed in the customer's browser.
  test.slow();
  const family = `Tester${randomUUID().slice(0, 6)}`;
  const customer = await register(`e2e-customers-${randomUUID().slice(0, 8)}@example.test`, "e2e-secret-123");
  const theirs = await browser.newContext({ baseURL });
  const them = await theirs.newPage();
  try {
    await startSession(theirs, baseURL!, customer, { firstName: "Wren", lastName: family });
    await them.goto("/dash");
    await expect(them).toHaveURL((url) => url.pathname !== "/dash"); // a shopper is sent away

    await startSession(context, baseURL!, await authSignIn(ADMIN.email, ADMIN.password));
    await page.goto("/customers");
    await findCustomer(page, `wren ${family}`);
    await customersTable(page).getByRole("link", { name: `Open Wren ${family}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Wren ${family}` })).toBeVisible();
    await expect(page.getByText("No staff change recorded yet.")).toBeVisible();

    // Grant admin: the customer's sessions end; signed in again, they open /dash.
    await islandsAlive(page);
    await page.getByRole("button", { name: "Make admin" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Wren ${family} is now an admin.` })).toBeFocused();
    await expect(page.getByTestId("customer-role")).toHaveText("Admin");
    const audit = page.getByRole("table", { name: `Changes made by staff to the account of Wren ${family}, newest first` });
    await expect(audit.getByRole("row").nth(1).getByRole("cell")).toHaveText([ADMIN.email, "Admin role", "No", "Yes"]);

    const signedInAt = await signInAgain(theirs, baseURL!, customer);
    await them.goto("/dash");
    await expect(them).toHaveURL((url) => url.pathname === "/dash");
    await expect(them.getByRole("heading", { level: 1 })).toHaveText("Overview");

    // Revoke it (asks first): their admin session ends, /dash sends them away.
    await secondAfter(signedInAt);
    await islandsAlive(page);
    await page.getByRole("button", { name: "Withdraw admin rights" }).click();
    const question = page.getByRole("group", { name: `Withdraw the admin rights of Wren ${family}? Their current sessions end now.` });
    await expect(question.getByRole("button", { name: "Keep it as it is" })).toBeFocused();
    await question.getByRole("button", { name: "Yes, withdraw them" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Wren ${family} is no longer an admin.` })).toBeFocused();
    await expect(page.getByTestId("customer-role")).toHaveText("Customer");
    await them.goto("/dash");
    await expect(them).toHaveURL((url) => url.pathname === "/login-register");
    // The sign-in page sends on a visitor the server knows, once it has asked: leave it before a
    // session is made behind its back, or its own navigation races the next goto.
    await them.goto("about:blank");

    // Disable the account: a session made just before stops working at once.
    await signInAgain(theirs, baseURL!, customer);
    await them.goto("/my-account");
    await expect(them).toHaveURL((url) => url.pathname === "/my-account");
    await islandsAlive(page);
    await page.getByRole("button", { name: "Disable the account" }).click();
    await page.getByRole("group", { name: /^Disable the account of Wren/ }).getByRole("button", { name: "Yes, disable it" }).click();
    await expect(page.getByRole("status").filter({ hasText: `The account of Wren ${family} is disabled.` })).toBeFocused();
    await expect(page.getByTestId("customer-account")).toHaveText("Disabled");
    await them.goto("/my-account");
    await expect(them).toHaveURL((url) => url.pathname === "/login-register");
    await them.goto("about:blank"); // as above
    await expect(authSignIn(customer.email, customer.password)).rejects.toThrow(/USER_DISABLED/);

    // The list finds it among the disabled accounts.
    await page.goto(`/customers?q=${encodeURIComponent(`wren ${family.toLowerCase()}`)}&status=disabled`);
    await expect(customersTable(page).getByRole("rowheader")).toHaveText([`Wren ${family}`]);
    await customersTable(page).getByRole("link", { name: `Open Wren ${family}` }).click();

    // Enable it again: they sign in and are back.
    await islandsAlive(page);
    await page.getByRole("button", { name: "Enable the account" }).click();
    await expect(page.getByRole("status").filter({ hasText: `The account of Wren ${family} is enabled again.` })).toBeFocused();
    await expect(page.getByTestId("customer-account")).toHaveText("Active");
    await signInAgain(theirs, baseURL!, customer);
    await them.goto("/my-account");
    await expect(them).toHaveURL((url) => url.pathname === "/my-account");

    await expect(audit.getByRole("row")).toHaveCount(5); // the header and four changes, newest first
    await expect(audit.getByRole("row").nth(1).getByRole("cell")).toHaveText([ADMIN.email, "Account disabled", "Yes", "No"]);
  } finally {
    await theirs.close();
  }
});

test("the admin cannot withdraw their own rights: the page offers no such button, and says why", async ({ page, context, baseURL }) => {
  await startSession(context, baseURL!, await authSignIn(ADMIN.email, ADMIN.password));
  await page.goto("/customers/demo-admin");
  await expect(page.getByRole("heading", { level: 1, name: "Ada Admin" })).toBeVisible();
  await expect(page.getByText("This is your own account: you cannot withdraw your own admin rights or disable it.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Withdraw admin rights" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Disable the account" })).toHaveCount(0);
});
