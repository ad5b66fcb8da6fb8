// The catalogue's CSV round trip as the demo admin: download the catalogue, edit one product's
// row, check the file (the dry run names the product and the changed column), import it, and the
// product has changed; a file with bad rows is refused row by row and changes nothing; the
// original row imported back restores the product. Only the tags of one product that no other
// spec looks at are edited, so specs running alongside see the catalogue they expect.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { expectAccessible } from "./support/a11y";
import { forgedSessionCookie, authSignIn, startSession } from "./support/accounts";
import { withFirestore } from "./support/firestore";

const PRODUCT = "pressure-fit-safety-gate";
const stored = (field: "tags" | "price") => withFirestore(async (db) => (await db.collection("products").doc(PRODUCT).get()).get(field) as unknown);

async function check(page: Page, name: string, rows: string[][]) {
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(stringify(rows)) });
  await page.getByRole("button", { name: "Check the file" }).click();
}

test("the demo admin exports the catalogue, imports an edited row after a dry run, and a file with bad rows changes nothing", async ({ page, context, baseURL }) => {
  await startSession(context, baseURL!, await authSignIn("admin@flone.test", "admin-demo-123"));
  await page.goto("/products/csv");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import and export");

  // The download: a header and one row per product.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download the catalogue (CSV)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^flone-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parse(await readFile((await download.path())!, "utf8")) as string[][];
  expect(rows.length).toBeGreaterThanOrEqual(124);
  const col = (name: string) => header!.indexOf(name);
  const original = rows.find((r) => r[col("id")] === PRODUCT)!;
  expect(original, "the product is in the export").toBeDefined();

  // Edit its tags; the dry run says what would change and nothing has changed yet.
  const tag = `csv-e2e-${Date.now().toString(36)}`;
  const edited = original.map((cell, i) => (i === col("tags") ? [cell, tag].filter(Boolean).join("|") : cell));
  const tagsBefore = (await stored("tags")) as string[];
  await check(page, "edited.csv", [header!, edited]);
  const result = page.getByTestId("csv-result");
  await expect(result.getByRole("status")).toHaveText("1 row: 0 new, 1 changed, 0 unchanged.");
  const change = result.getByRole("table", { name: "What the import will change" }).getByRole("row").nth(1);
  await expect(change).toContainText(PRODUCT);
  await expect(change.getByRole("cell").last()).toHaveText("tags");
  expect(await stored("tags")).toEqual(tagsBefore);
  // Every language has its columns.
  for (const column of ["name_fr", "short_description_de", "full_description_fr", "color_labels_fr", "size_labels_de"]) expect(header, column).toContain(column);
  await expectAccessible(page, "/products/csv with a dry run");

  await result.getByRole("button", { name: "Import 1 product" }).click();
  await expect(result.getByRole("status")).toHaveText("1 product imported.");
  expect(await stored("tags")).toEqual([...tagsBefore, tag]);

  // The dry run names the rows still to translate, and what. The seed translates every field, so
  // the full descriptions are emptied here; this file is only checked, never imported.
  const blank = edited.map((cell, i) => (i === col("full_description_fr") || i === col("full_description_de") ? "" : cell));
  await check(page, "untranslated.csv", [header!, blank]);
  const untranslated = result.getByRole("table", { name: /^Rows still to translate/ }).getByRole("row").nth(1);
  await expect(untranslated).toContainText(PRODUCT);
  await expect(untranslated.getByRole("cell").last()).toHaveText("Français: Full description; Deutsch: Full description");

  // Bad rows: each is listed with its line and column; the good row in the file is not written.
  const price = await stored("price");
  const priced = edited.map((cell, i) => (i === col("price") ? "1.00" : cell));
  const badPrice = edited.map((cell, i) => (i === col("id") ? "csv-e2e-never-1" : i === col("price") ? "free" : cell));
  const badCategory = edited.map((cell, i) => (i === col("id") ? "csv-e2e-never-2" : i === col("categories") ? "nappies" : cell));
  const bad = [header!, priced, badPrice, badCategory];
  // The line a record starts on: descriptions hold line breaks, so records span several lines.
  const lineOf = (k: number) => stringify(bad.slice(0, k)).split("\n").length;
  await check(page, "bad.csv", bad);
  await expect(result.getByRole("alert")).toHaveText("2 problems in a file of 3 rows. Nothing was imported: correct the file and check it again.");
  const problems = result.getByRole("table", { name: "Problems in the file" }).getByRole("row");
  await expect(problems).toHaveCount(3);
  await expect(problems.nth(1)).toContainText(new RegExp(`^${lineOf(2)}\\s*price\\s*price is not valid: an amount in dollars`));
  await expect(problems.nth(2)).toContainText(new RegExp(`^${lineOf(3)}\\s*categories\\s*categories is not valid`));
  await expect(result.getByRole("button", { name: /^Import/ })).toHaveCount(0);
  expect(await stored("price")).toBe(price);

  // The original row brings the product back as it was.
  await check(page, "original.csv", [header!, original]);
  await expect(result.getByRole("status")).toHaveText("1 row: 0 new, 1 changed, 0 unchanged.");
  await result.getByRole("button", { name: "Import 1 product" }).click();
  await expect(result.getByRole("status")).toHaveText("1 product imported.");
  expect(await stored("tags")).toEqual(tagsBefore);
});

test("the download is refused to everyone but an admin, even past the proxy", async ({ playwright, baseURL }) => {
  const get = async (cookie?: string) => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: cookie ? { cookie: `__session=${cookie}` } : {}, maxRedirects: 0 });
    try {
      const response = await api.get("/products/csv/download");
      return { status: response.status(), location: response.headers()["location"] ?? null, type: response.headers()["content-type"] ?? "" };
    } finally {
      await api.dispose();
    }
  };
  // Signed out, or a shopper: the proxy sends them to sign in.
  expect(await get()).toMatchObject({ status: 307, location: expect.stringContaining("/login-register") });
  const shopper = await authSignIn("shopper@flone.test", "shopper-demo-123");
  // The shopper's cookie with an admin claim added passes the proxy's quick check; the handler's
  // own check (the profile says no) refuses it.
  const nowS = Math.floor(Date.now() / 1000);
  expect(await get(forgedSessionCookie(shopper.uid, { iat: nowS, exp: nowS + 3600 }, { admin: true }))).toMatchObject({ status: 403 });
  expect((await get(forgedSessionCookie(shopper.uid, { iat: nowS, exp: nowS + 3600 }))).status).toBe(307);
});
