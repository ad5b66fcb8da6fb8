// The home page: product tabs (an ARIA tablist once JavaScript runs, every panel without it),
// the deal countdown driven by a product's offerEnd, the latest posts.
import { expect, test } from "@playwright/test";

test("the product tabs follow the tabs pattern, with the keyboard too", async ({ page }) => {
  await page.goto("/");
  const tablist = page.getByRole("tablist", { name: "Products" });
  await expect(tablist.getByRole("tab")).toHaveText(["New arrivals", "Best sellers", "On sale"]);
  const best = tablist.getByRole("tab", { name: "Best sellers" });
  await expect(best).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Best sellers" }).getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("tabpanel")).toHaveCount(1);

  await tablist.getByRole("tab", { name: "On sale" }).click();
  await expect(page.getByRole("tabpanel", { name: "On sale" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Best sellers" })).toBeHidden();

  await tablist.getByRole("tab", { name: "On sale" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: "New arrivals" })).toBeFocused();
  await expect(tablist.getByRole("tab", { name: "New arrivals" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(tablist.getByRole("tab", { name: "On sale" })).toBeFocused();
  const count = await page.getByRole("tabpanel", { name: "On sale" }).getByRole("article").count();
  expect(count).toBeGreaterThanOrEqual(4);
  expect(count).toBeLessThanOrEqual(8);
});

test("before JavaScript loads, every product panel is visible", async ({ page }) => {
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort());
  await page.goto("/");
  for (const name of ["New arrivals", "Best sellers", "On sale"]) {
    await expect(page.getByRole("region", { name }).getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Products" }).getByRole("link", { name, exact: true })).toHaveAttribute("href", /^#/);
  }
});

test("the deal counts down and disappears when it ends", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const deal = page.getByRole("region", { name: /./ }).filter({ has: page.getByText("Deal of the moment") });
  await expect(deal).toBeVisible();
  await expect(deal.getByRole("link", { name: /^Shop the deal: / })).toHaveAttribute("href", /^\/product\/[a-z0-9-]+$/);
  await expect(deal.getByText(/^-\d+%$/)).toBeVisible();
  const endsAt = Date.parse((await deal.locator("time").getAttribute("datetime"))!);
  expect(endsAt).toBeGreaterThan(Date.now());

  const clock = deal.locator("ol");
  await expect(clock).not.toContainText("--");
  const before = await clock.textContent();
  await page.clock.runFor(2000);
  await expect.poll(() => clock.textContent()).not.toBe(before);

  // Jump past the end: the deal is gone without a reload.
  await page.clock.fastForward(endsAt - Date.now() + 5_000);
  await page.clock.runFor(1000);
  await expect(page.getByText("Deal of the moment")).toHaveCount(0);
});

test("the latest posts lead to the blog", async ({ page }) => {
  await page.goto("/");
  const posts = page.getByRole("region", { name: "From the blog" });
  await expect(posts.getByRole("article")).toHaveCount(3);
  await posts.getByRole("article").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/blog-details-standard\?post=safe-sleep-basics-for-the-first-year$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safe sleep basics for the first year");
});
