// The /dash overview on the seeded shop (about 150 demo orders over the last 90 days): the demo
// admin signs in on the sign-in page and lands on it; the period is in the URL and switching it
// changes the figures' heading, the chart and its table; axe finds nothing serious; a shopper is
// sent away.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { authSignIn, startSession } from "./support/accounts";
import { DEMO_ADMIN, signInOnPage } from "./support/sign-in-page";

const figure = (page: Page, name: string) => page.getByRole("list", { name: "Key figures" }).getByRole("listitem").filter({ hasText: name });
const ordersFigure = async (page: Page) => Number((await figure(page, "Orders").locator("span").nth(1).textContent())!.replace(/[^\d]/g, ""));

test("the demo admin signs in, sees the overview and switches the period", async ({ page }) => {
  await page.goto(`/login-register?next=${encodeURIComponent("/dash")}`);
  await signInOnPage(page, DEMO_ADMIN);
  // Sign-in loads the Firebase SDK, asks Auth, then the shop for a session: a person waits for it.
  await expect(page).toHaveURL((url) => url.pathname === "/dash", { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");

  // The default period: 30 days.
  const periods = page.getByRole("navigation", { name: "Period" });
  await expect(page.getByRole("heading", { level: 2, name: "The last 30 days" })).toBeVisible();
  await expect(periods.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  for (const name of ["Revenue", "Orders", "Average order value", "New customers"]) {
    await expect(figure(page, name)).toContainText(/\d/);
    await expect(figure(page, name)).toContainText(/previous period/);
  }
  await expect(figure(page, "Revenue")).toContainText("$");
  const orders30 = await ordersFigure(page);
  expect(orders30).toBeGreaterThan(0);

  // The chart (uPlot, loaded lazily) with its text label, and the same figures as a table.
  const chart = page.getByRole("img", { name: /^Bar chart of revenue per day over the last 30 days/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator("canvas").first()).toBeAttached();
  await page.getByText("Sales per day as a table").click();
  await expect(page.getByRole("table", { name: "Sales per day" }).locator("tbody tr")).toHaveCount(30);

  // Orders by status, stock, latest orders (the seed has orders in every status).
  const byStatus = page.getByRole("table", { name: /Orders placed in the last 30 days/ });
  for (const status of ["Pending", "Paid", "Being prepared", "Shipped", "Delivered", "Cancelled", "Refunded"]) {
    await expect(byStatus.getByRole("rowheader", { name: status, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 2, name: "Low stock and sold out" })).toBeVisible();
  const latest = page.getByRole("table", { name: /most recent orders/ });
  await expect(latest.locator("tbody tr")).toHaveCount(8);
  await expect(latest.locator("tbody tr").first().getByRole("rowheader")).toHaveText(/^FL-/);
  await expectAccessible(page, "/dash");

  // 7 days: the URL holds the period.
  await periods.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dash" && url.searchParams.get("period") === "7");
  await expect(page.getByRole("heading", { level: 2, name: "The last 7 days" })).toBeVisible();
  await expect(periods.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("img", { name: /over the last 7 days/ })).toBeVisible();
  expect(await ordersFigure(page)).toBeLessThanOrEqual(orders30);

  // 90 days, then straight from the URL; a wrong value is the default.
  await periods.getByRole("link", { name: "90 days" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("period") === "90");
  await expect(page.getByRole("heading", { level: 2, name: "The last 90 days" })).toBeVisible();
  expect(await ordersFigure(page)).toBeGreaterThanOrEqual(orders30);
  await page.goto("/dash?period=12");
  await expect(page.getByRole("heading", { level: 2, name: "The last 30 days" })).toBeVisible();

  // In French.
  await page.goto("/dash?period=7&lng=fr");
  await expect(page.getByRole("heading", { level: 2, name: "Les 7 derniers jours" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Chiffres clés" })).toContainText("Chiffre d’affaires");
});

test("a shopper is sent away from /dash", async ({ page, context, baseURL }) => {
  await startSession(context, baseURL!, await authSignIn("shopper@flone.test", "shopper-demo-123"));
  await page.goto("/dash");
  await expect(page).toHaveURL((url) => url.pathname !== "/dash");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Overview");
  await expect(page.getByRole("heading", { name: /The last \d+ days/ })).toHaveCount(0);
});
