// Staff's search synonyms and searches on the seeded shop: the demo admin opens /search-synonyms
// from the admin navigation, adds a group (a made-up word that then finds the bottles, on a
// search page cached before), removes it (the word finds nothing again); axe finds nothing
// serious. A search a shopper makes shows on /dash among the week's searches and those that find
// nothing, with the way to the synonyms. A shopper, and a shopper's cookie claiming admin, are refused.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { authSignIn, forgedSessionCookie, startSession } from "./support/accounts";
import { withFirestore } from "./support/firestore";
import { islandsAlive } from "./support/islands";
import { DEMO_ADMIN, DEMO_SHOPPER } from "./support/sign-in-page";

/** A made-up word of this run: letters only, found nowhere in the catalogue. */
const made = (prefix: string) => `${prefix}${randomUUID().replace(/[^a-f]/g, "").slice(0, 6)}`;
const total = async (page: Page) => {
  const showing = page.getByText(/Showing \d+–\d+ of \d+/).filter({ visible: true });
  return Number(/of (\d+)/.exec((await showing.textContent()) ?? "")![1]);
};

test("the demo admin adds synonyms that the search uses at once, and removes them", async ({ page, context, baseURL }) => {
  const word = made("glugger");
  // The search page for the word, cached before the synonym exists: nothing.
  await page.goto(`/search?q=${word}`);
  await expect(page.getByTestId("search-empty")).toBeVisible();

  await startSession(context, baseURL!, await authSignIn(DEMO_ADMIN.email, DEMO_ADMIN.password));
  await page.goto("/dash");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Search synonyms" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/search-synonyms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search synonyms");
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Search synonyms" })).toHaveAttribute("aria-current", "page");
  const english = page.getByRole("region", { name: "English" });
  // The seeded groups: British and American words, and each language's own.
  await expect(english.getByRole("rowheader", { name: "nappy, diaper", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "German" }).getByRole("row").filter({ hasText: "kinderwagen" })).toContainText("stroller, pram");
  await expectAccessible(page, "/search-synonyms");

  // A bad word is refused on its field; nothing is added.
  await islandsAlive(page);
  await english.getByLabel("Words").fill(`${word}, <b>`);
  await english.getByRole("button", { name: "Add synonyms" }).click();
  await expect(english.getByRole("alert")).toBeVisible();
  await expect(english.getByRole("rowheader", { name: new RegExp(word) })).toHaveCount(0);

  await english.getByLabel("Words").fill(word);
  await english.getByLabel("Find instead (optional)").fill("bottle");
  await english.getByRole("button", { name: "Add synonyms" }).click();
  await expect(english.getByRole("status")).toHaveText("Synonyms added. Searches use them from now on.");
  const row = english.getByRole("row").filter({ hasText: word });
  await expect(row).toContainText("bottle");

  // The search page cached before: refreshed by the change.
  await page.goto(`/search?q=${word}`);
  expect(await total(page)).toBeGreaterThan(0);
  await expect(page.getByRole("region", { name: "Products" }).getByRole("article").first().getByRole("heading")).toHaveText(/bottle/i);

  await page.goto("/search-synonyms");
  await islandsAlive(page);
  await english.getByRole("row").filter({ hasText: word }).getByRole("button", { name: `Remove “${word}”` }).click();
  await english.getByRole("group", { name: `Remove the synonyms “${word}”?` }).getByRole("button", { name: "Remove", exact: true }).click();
  await expect(english.getByRole("row").filter({ hasText: word })).toHaveCount(0);
  await page.goto(`/search?q=${word}`);
  await expect(page.getByTestId("search-empty")).toBeVisible();
});

test("a shopper's search shows on /dash, among the week's searches and those that find nothing", async ({ page, browser, context, baseURL }) => {
  const word = made("wibbly");
  const shopper = await browser.newPage();
  await shopper.goto(`/search?q=${word}`);
  await expect(shopper.getByTestId("search-empty")).toBeVisible();
  await shopper.close();
  // Counted after the response: wait for the count itself.
  await expect
    .poll(() => withFirestore(async (db) => (await db.collection("searchLog").where("day", "==", new Date().toISOString().slice(0, 10)).get()).docs.some((d) => d.get(`counts.en.${word}`) === 1)))
    .toBe(true);

  await startSession(context, baseURL!, await authSignIn(DEMO_ADMIN.email, DEMO_ADMIN.password));
  await page.goto("/dash?period=7");
  const searches = page.getByRole("region", { name: "Searches, 7 days to today" });
  await expect(searches.getByRole("table", { name: "Finding nothing" }).getByRole("row").filter({ hasText: word })).toContainText(/English\s*1/);
  await expect(searches.getByRole("table", { name: "Most asked" })).toBeVisible();
  await searches.getByRole("link", { name: "Add a synonym for a search that finds nothing" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/search-synonyms");
});

test("a shopper, and a shopper's cookie claiming admin, are refused /search-synonyms", async ({ page, context, baseURL }) => {
  const shopper = await authSignIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  await startSession(context, baseURL!, shopper);
  // Refused, then sent on by the sign-in page (a signed-in shopper has nothing to do there).
  await page.goto("/search-synonyms", { waitUntil: "commit" });
  await expect(page).toHaveURL((url) => url.pathname !== "/search-synonyms" && url.pathname !== "/login-register");
  await expect(page.getByRole("heading", { level: 1, name: "Search synonyms" })).toHaveCount(0);

  // Past the proxy's quick check (it reads the claim), the page's own check refuses it.
  await context.clearCookies();
  const nowS = Math.floor(Date.now() / 1000);
  await context.addCookies([{ name: "__session", value: forgedSessionCookie(shopper.uid, { iat: nowS, exp: nowS + 3600 }, { admin: true }), url: baseURL! }]);
  await page.goto("/search-synonyms", { waitUntil: "commit" });
  await expect(page).toHaveURL((url) => url.pathname !== "/search-synonyms");
  await expect(page.getByRole("table", { name: /Synonyms in/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add synonyms" })).toHaveCount(0);
});
