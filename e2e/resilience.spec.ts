// After a new deploy, the code chunks a page has not loaded yet are gone. A navigation that needs
// one must not leave a broken page: it is reported and the page reloads once (never in a loop).
import { expect, test } from "@playwright/test";

test("a code chunk that fails to load is reported and the page reloads once", async ({ page }) => {
  const logs: string[] = [];
  page.on("console", (m) => logs.push(m.text()));
  let loads = 0;
  page.on("load", () => loads++);

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Flone");
  await page.waitForLoadState("networkidle");
  expect(loads).toBe(1);

  // "Deploy": every chunk not loaded yet now answers 404.
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, (route) => route.fulfill({ status: 404, body: "" }));
  await page.getByRole("main").getByRole("link", { name: "Contact", exact: true }).click();

  // It is reported, the page reloads once and shows the new page from the server.
  await expect.poll(() => logs.some((l) => /^\[flone\] a code chunk failed to load; reloading the page once/.test(l))).toBe(true);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  await expect.poll(() => loads).toBe(2);
  // Once, not in a loop: the new page settles (no request for half a second) with no third load.
  await page.waitForLoadState("networkidle");
  expect(loads).toBe(2);
});
