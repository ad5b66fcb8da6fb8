// /my-account in a browser, against the local stack: who gets in (no cookie, a malformed one, a
// revoked one are all sent to sign in), that every account action refuses a forged session, and a
// shopper's own flows: names, addresses and the default, the password, downloading their data,
// deleting the account.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { anonymizedOrderDocSchema, orderRecordSchema } from "@/lib/orders/schema";
import type { AddressInput } from "@/lib/users/schema";
import { expectAccessible } from "./support/a11y";
import { placeTestOrder } from "./support/orders";

// The same stack the webServer started (scripts/stack: FIRESTORE_PORT / AUTH_PORT override the test profile's).
const AUTH_HOST = `127.0.0.1:${process.env.AUTH_PORT || 19099}`;
const FIRESTORE_HOST = `127.0.0.1:${process.env.FIRESTORE_PORT || 18080}`;
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || "demo-flone";
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;

const LOGIN_AFTER_ACCOUNT = /\/login-register\?next=%2Fmy-account$/;
const PASSWORD = "secret-123";

let admin: App;
test.beforeAll(() => {
  admin = initializeApp({ projectId: PROJECT_ID }, `e2e-account-${randomUUID()}`);
});
test.afterAll(() => deleteApp(admin));

type Account = { uid: string; email: string; authTime: number };

/** A new account in the Auth emulator (REST, as the web SDK would), signed in on this browser context through POST /api/session. */
async function signedIn(page: Page, baseURL: string, names = { firstName: "Sam", lastName: "Parent" }): Promise<Account> {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.test`;
  const res = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const { idToken, localId } = (await res.json()) as { idToken: string; localId: string };
  const session = await page.request.post("/api/session", { headers: { origin: baseURL }, data: { idToken, ...names } });
  expect(session.status()).toBe(200);
  const authTime = (JSON.parse(Buffer.from(idToken.split(".")[1]!, "base64url").toString()) as { auth_time: number }).auth_time;
  return { uid: localId, email, authTime };
}

/** The account page with every island alive (their forms answer through server actions). */
async function openAccount(page: Page): Promise<void> {
  await page.goto("/my-account");
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your details" })).toBeVisible();
  await expect(page.locator("[data-island]:not([data-island='live'])")).toHaveCount(0);
}

/** Revocation covers sessions whose sign-in was in an earlier whole second: wait for the clock. */
async function nextSecondAfter(authTime: number): Promise<void> {
  await expect.poll(() => Date.now(), { timeout: 3000 }).toBeGreaterThanOrEqual((authTime + 1) * 1000);
}

async function setSessionCookie(context: BrowserContext, baseURL: string, value: string): Promise<void> {
  await context.clearCookies({ name: "__session" });
  await context.addCookies([{ name: "__session", value, url: baseURL }]);
}

const section = (page: Page, name: string) => page.getByRole("region", { name });

test.describe("who gets in", () => {
  test("no cookie, a malformed cookie and a revoked one are all sent to sign in (coming back here after)", async ({ page, context, baseURL }) => {
    await page.goto("/my-account");
    await expect(page).toHaveURL(LOGIN_AFTER_ACCOUNT);

    await setSessionCookie(context, baseURL!, "garbage");
    await page.goto("/my-account");
    await expect(page).toHaveURL(LOGIN_AFTER_ACCOUNT);

    await context.clearCookies();
    const account = await signedIn(page, baseURL!);
    await openAccount(page);
    await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
    await nextSecondAfter(account.authTime);
    await getAuth(admin).revokeRefreshTokens(account.uid);
    await page.reload();
    await expect(page).toHaveURL(LOGIN_AFTER_ACCOUNT);
  });

  test("every account action refuses a forged session and changes nothing", async ({ page, context, baseURL }) => {
    const account = await signedIn(page, baseURL!);
    await openAccount(page);
    await setSessionCookie(context, baseURL!, "forged.session.cookie");

    const details = section(page, "Your details");
    await details.getByRole("textbox", { name: /First name/ }).fill("Mallory");
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(details.getByRole("status")).toHaveText("Please sign in to do this.");

    const password = section(page, "Change your password");
    await password.getByLabel(/Current password/).fill(PASSWORD);
    await password.getByLabel(/New password/).fill("another-secret-1");
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(password.getByRole("status")).toHaveText("Please sign in to do this.");

    const book = section(page, "Address book");
    await book.getByRole("button", { name: "Add an address" }).click();
    await fillAddress(page, { city: "Paris" });
    await book.getByRole("button", { name: "Save address" }).click();
    await expect(book.getByRole("form").getByRole("status")).toHaveText("Please sign in to do this.");

    const danger = section(page, "Delete your account");
    await danger.getByRole("textbox", { name: /type DELETE/ }).fill("DELETE");
    await danger.getByLabel(/Your password/).fill(PASSWORD);
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await expect(danger.getByRole("status")).toHaveText("Please sign in to do this.");

    const db = getFirestore(admin);
    expect((await db.doc(`users/${account.uid}`).get()).get("firstName")).toBe("Sam");
    expect((await db.collection(`users/${account.uid}/addresses`).get()).size).toBe(0);
    expect((await getAuth(admin).getUser(account.uid)).email).toBe(account.email);
  });
});

test.describe("downloading one's data", () => {
  test("the link downloads one JSON file of the person's data, from the keyboard", async ({ page, baseURL }) => {
    const account = await signedIn(page, baseURL!);
    await openAccount(page);
    const link = section(page, "Your data").getByRole("link", { name: "Download my data" });
    await expect(link).toHaveAccessibleDescription("One JSON file, readable by any text editor or program.");
    await link.focus();
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toMatch(/^flone-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as { profile: unknown; orders: unknown[] };
    expect(data.profile).toMatchObject({ uid: account.uid, email: account.email, firstName: "Sam", lastName: "Parent" });
    expect(data.orders).toEqual([]);
    await expect(page).toHaveURL(`${baseURL}/my-account`); // the page stays
  });

  test("without a session the file is refused", async ({ request }) => {
    const res = await request.get("/api/account/data");
    expect(res.status()).toBe(401);
    expect(res.headers()["content-disposition"]).toBeUndefined();
  });
});

type AddressFields = { city: string; street?: string; country?: string };
async function fillAddress(page: Page, a: AddressFields): Promise<void> {
  const form = page.getByRole("form");
  await form.getByRole("textbox", { name: /First name/ }).fill("Sam");
  await form.getByRole("textbox", { name: /Last name/ }).fill("Parent");
  await form.getByRole("textbox", { name: /Street/ }).fill(a.street ?? "1 rue de la Paix");
  await form.getByRole("textbox", { name: /Postcode/ }).fill("75002");
  await form.getByRole("textbox", { name: /City/ }).fill(a.city);
  await form.getByRole("combobox", { name: /Country/ }).selectOption(a.country ?? "FR");
  await form.getByRole("textbox", { name: /Phone/ }).fill("+33 1 23 45 67 89");
}

test.describe("a signed-in shopper", () => {
  test("edits names and addresses, chooses the default; all of it is still there after a reload", async ({ page, baseURL }) => {
    await signedIn(page, baseURL!);
    await openAccount(page);
    await expectAccessible(page, "/my-account");

    const details = section(page, "Your details");
    await details.getByRole("textbox", { name: /First name/ }).fill("Ada");
    await details.getByRole("textbox", { name: /Last name/ }).fill("");
    await details.getByRole("button", { name: "Save details" }).click();
    const lastName = details.getByRole("textbox", { name: /Last name/ });
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveAttribute("aria-invalid", "true");
    await expect(lastName).toHaveAccessibleDescription("Please fill this in.");
    await lastName.fill("Lovelace");
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(details.getByRole("status")).toHaveText("Your details are saved.");

    const book = section(page, "Address book");
    await expect(book.getByText("You have no saved addresses yet.")).toBeVisible();
    await book.getByRole("button", { name: "Add an address" }).click();
    await expect(book.getByRole("textbox", { name: /First name/ })).toBeFocused();
    await book.getByRole("button", { name: "Save address" }).click(); // empty: errors on the fields
    await expect(book.getByRole("textbox", { name: /First name/ })).toHaveAccessibleDescription("Please fill this in.");
    await expectAccessible(page, "/my-account with address errors");
    await fillAddress(page, { city: "Paris" });
    await book.getByRole("button", { name: "Save address" }).click();
    await expect(book.getByRole("status").first()).toHaveText("Address added.");
    const cards = book.getByRole("list", { name: "Saved addresses" }).getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Default address");

    await book.getByRole("button", { name: "Add an address" }).click();
    await fillAddress(page, { city: "Lyon", street: "2 place Bellecour" });
    await book.getByRole("button", { name: "Save address" }).click();
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1)).toContainText("Lyon");
    await expect(cards.nth(1)).not.toContainText("Default address");

    // The second one becomes the default: it moves first, the first one loses the mark.
    await book.getByRole("button", { name: /Make default.*Lyon/ }).click();
    await expect(book.getByRole("status").first()).toHaveText("Default address changed.");
    await expect(cards.first()).toContainText("Lyon");
    await expect(cards.first()).toContainText("Default address");
    await expect(cards.nth(1)).not.toContainText("Default address");

    // Edit the Paris one.
    await book.getByRole("button", { name: /Edit.*Paris/ }).click();
    await book.getByRole("textbox", { name: /City/ }).fill("Marseille");
    await book.getByRole("textbox", { name: /Postcode/ }).fill("13001");
    await book.getByRole("button", { name: "Save address" }).click();
    await expect(book.getByRole("status").first()).toHaveText("Address saved.");

    await page.reload();
    await openAccount(page);
    await expect(section(page, "Your details").getByRole("textbox", { name: /First name/ })).toHaveValue("Ada");
    await expect(section(page, "Your details").getByRole("textbox", { name: /Last name/ })).toHaveValue("Lovelace");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText("2 place Bellecour");
    await expect(cards.first()).toContainText("Default address");
    await expect(cards.nth(1)).toContainText("13001 Marseille");
    await expect(cards.nth(1)).toContainText("France");
  });

  test("changes the password and stays signed in; a wrong current password is refused", async ({ page, baseURL }) => {
    const account = await signedIn(page, baseURL!);
    await openAccount(page);
    const form = section(page, "Change your password");
    await form.getByLabel(/Current password/).fill("not-my-password");
    await form.getByLabel(/New password/).fill("brand-new-456");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByLabel(/Current password/)).toHaveAccessibleDescription("This is not your current password.");
    await expect(form.getByLabel(/Current password/)).toBeFocused();

    await nextSecondAfter(account.authTime);
    await form.getByLabel(/Current password/).fill(PASSWORD);
    await form.getByLabel(/New password/).fill("brand-new-456");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("status")).toHaveText(/Your password is changed/);
    await page.reload();
    await openAccount(page); // the renewed session cookie works
  });

  test("deletes the account with the password: orders are kept without the person, and the browser is home, signed out", async ({ page, context, baseURL }) => {
    const account = await signedIn(page, baseURL!);
    const db = getFirestore(admin);
    const home: AddressInput = { firstName: "Sam", lastName: "Parent", company: "", country: "FR", street: `${account.uid.slice(0, 8)} rue Privée`, city: "Paris", region: "", postcode: "75002", phone: "+33 6 12 12 12 12" };
    const orderId = await placeTestOrder(db, account, home, "Ring twice");
    const before = orderRecordSchema.parse((await db.doc(`orders/${orderId}`).get()).data());
    await openAccount(page);

    const danger = section(page, "Delete your account");
    const confirm = danger.getByRole("textbox", { name: /type DELETE/ });
    const password = danger.getByLabel(/Your password/);
    await confirm.fill("please");
    await password.fill(PASSWORD);
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await expect(confirm).toHaveAccessibleDescription("Please type DELETE or your email address exactly.");
    await expect(confirm).toBeFocused();

    await confirm.fill(account.email);
    await password.fill("not-my-password");
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await expect(password).toHaveAccessibleDescription("This is not your current password.");
    await expect(password).toBeFocused();
    await expect(getAuth(admin).getUser(account.uid)).resolves.toMatchObject({ uid: account.uid });

    await password.fill(PASSWORD);
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    expect((await context.cookies()).filter((c) => c.name === "__session")).toEqual([]);

    await expect(getAuth(admin).getUser(account.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect((await db.doc(`users/${account.uid}`).get()).exists).toBe(false);
    const after = (await db.doc(`orders/${orderId}`).get()).data();
    expect(anonymizedOrderDocSchema.parse(after)).toMatchObject({ total: before.total, lines: before.lines, status: "pending", createdAt: before.createdAt });
    for (const gone of [account.uid, account.email, home.street, home.phone, "Ring twice", "Parent"]) expect(JSON.stringify(after)).not.toContain(gone);

    await page.goto("/my-account");
    await expect(page).toHaveURL(LOGIN_AFTER_ACCOUNT);
  });
});
