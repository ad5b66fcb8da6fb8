// The admin promotions screens as the demo admin: create a code promotion on the form, find it in
// the list, make 1,000 single-use codes and download them as CSV (the header and 1,000 codes);
// axe on the list, the new form and the promotion's page. A shopper is refused /promotions, and
// the download even past the proxy. The promotion and its codes are this test's own (a unique
// name and code) and are deleted at the end.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { authSignIn, forgedSessionCookie, startSession } from "./support/accounts";
import { expectAccessible } from "./support/a11y";
import { withFirestore } from "./support/firestore";
import { islandsAlive } from "./support/islands";
import { DEMO_ADMIN, signInTo } from "./support/sign-in-page";

const suffix = randomUUID().slice(0, 6).toUpperCase();
const NAME = `E2E spring ${suffix}`;
const CODE = `E2E${suffix}`;
let promotionId = "";

test.afterAll(async () => {
  if (!promotionId) return;
  await withFirestore(async (db) => {
    const codes = await db.collection("promotionCodes").where("promotionId", "==", promotionId).select().get();
    for (let i = 0; i < codes.docs.length; i += 400) {
      const batch = db.batch();
      for (const d of codes.docs.slice(i, i + 400)) batch.delete(d.ref);
      await batch.commit();
    }
    await db.recursiveDelete(db.collection("promotions").doc(promotionId));
  });
});

test("the demo admin creates a code promotion, finds it in the list, makes 1,000 single-use codes and downloads them", async ({ page }) => {
  // A form, a list, 1,000 codes written and a download, three axe checks.
  test.slow();
  await signInTo(page, DEMO_ADMIN, "/promotions");
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Promotions" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page, "/promotions");

  await page.getByRole("link", { name: "New promotion" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New promotion" })).toBeVisible();
  await islandsAlive(page);
  await expect(page.getByText("Dates and times are in the shop's time zone, UTC.")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(NAME);
  await page.getByLabel("Code", { exact: true }).fill(CODE.toLowerCase());
  await expect(page.getByLabel("Kind")).toHaveValue("order-percent");
  await page.getByLabel("Percent off").fill("12");
  await page.getByLabel("Starts").fill("2026-01-01T00:00");
  await page.getByLabel("Uses per account").fill("1");
  await page.getByLabel("Budget (USD)").fill("500");
  await expectAccessible(page, "/promotions/new");
  await page.getByRole("button", { name: "Create promotion" }).click();
  await expect(page).toHaveURL(/\/promotions\/e2e-spring-[a-z0-9]+-[a-z0-9]{6}$/);
  promotionId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByTestId("promotion-status")).toHaveText("Active");

  // The list: its trigger, code, status, uses, discount given and window.
  await page.getByRole("link", { name: "Back to the promotions" }).click();
  const row = page.getByRole("row").filter({ hasText: NAME });
  await expect(row.getByRole("cell")).toHaveText([`Code ${CODE}`, "Active", "0", "$0.00 of $500.00", /^From January 1, 2026 at 12:00 AM UTC$/, `Open`]);
  await row.getByRole("link", { name: `Open ${NAME}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();

  // 1,000 single-use codes, then the file.
  await islandsAlive(page);
  const codes = page.getByRole("region", { name: "Single-use codes" });
  await expect(codes.getByTestId("promotion-code-counts")).toHaveText("No single-use code yet.");
  await codes.getByLabel("How many codes").fill("1000");
  await codes.getByLabel("Prefix (optional)").fill("spring");
  await codes.getByRole("button", { name: "Make the codes" }).click();
  await expect(codes.getByRole("status")).toHaveText("1,000 codes made.", { timeout: 60_000 });
  await expect(codes.getByTestId("promotion-code-counts")).toHaveText("1,000 single-use codes, 0 used.");
  const downloading = page.waitForEvent("download");
  await codes.getByRole("link", { name: "Download the codes (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`flone-codes-${promotionId}.csv`);
  const lines = (await readFile((await download.path())!, "utf8")).trim().split("\n");
  expect(lines[0]).toBe("code,used_by_order,created_at");
  const rows = lines.slice(1);
  expect(rows).toHaveLength(1000);
  expect(rows.every((l) => /^SPRING-[2-9A-HJKMNP-Z]{10},,\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(l))).toBe(true);
  expect(new Set(rows.map((l) => l.split(",")[0])).size).toBe(1000);

  await expect(page.getByText("A use is given back when its order is cancelled before payment, or an unpaid order expires, or a card payment expires unpaid; a refund or a return after delivery does not give it back.")).toBeVisible();
  await expect(page.getByRole("table", { name: `Changes made by staff to ${NAME}, newest first` }).getByRole("row").nth(1)).toContainText("Single-use codes made");
  await expectAccessible(page, "/promotions/[id]");
});

test("a shopper is refused /promotions, and the codes download even past the proxy", async ({ page, context, baseURL, playwright }) => {
  const shopper = await authSignIn("shopper@flone.test", "shopper-demo-123");
  await startSession(context, baseURL!, shopper);
  await page.goto("/promotions");
  await expect(page).toHaveURL((url) => url.pathname === "/login-register");
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toHaveCount(0);

  const get = async (cookie?: string) => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: cookie ? { cookie: `__session=${cookie}` } : {}, maxRedirects: 0 });
    try {
      const response = await api.get("/promotions/welcome-10/codes");
      return { status: response.status(), location: response.headers()["location"] ?? null };
    } finally {
      await api.dispose();
    }
  };
  expect(await get()).toMatchObject({ status: 307, location: expect.stringContaining("/login-register") });
  // The shopper's cookie with an admin claim added passes the proxy's quick check; the handler's own check refuses it.
  const nowS = Math.floor(Date.now() / 1000);
  expect((await get(forgedSessionCookie(shopper.uid, { iat: nowS, exp: nowS + 3600 }, { admin: true }))).status).toBe(403);
});
