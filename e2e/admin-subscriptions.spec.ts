// Staff's subscriptions screens as the demo admin: a parent's subscription, made by the shop's own
// code to a product made for it (e2e/support/subscribe.ts), counted on /dash, found in /subscriptions from the
// navigation, filtered by status and by payment failures (none), opened, and cancelled after the
// question (the focus on "keep" first): the page says so, shows it cancelled with its audit entry.
// axe on both screens. A shopper is refused /subscriptions. Its product stays in the catalogue:
// this spec runs with the catalogue writes (playwright.config.ts), after the specs that count it.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { formatDate } from "@/lib/i18n/format";
import { addWeeks, dayOf } from "@/lib/subscriptions/schedule";
import { authSignIn, startSession } from "./support/accounts";
import { expectAccessible } from "./support/a11y";
import { islandsAlive } from "./support/islands";
import { DEMO_ADMIN, signInTo } from "./support/sign-in-page";
import { subscribeToNewProduct } from "./support/subscriptions";

const run = randomUUID().slice(0, 8);
const PRODUCT = { id: `sub-e2e-${run}`, name: `Subscription E2E Wipes ${run}` };
const PARENT = { uid: `sub-e2e-parent-${run}`, email: `sub-e2e-parent-${run}@flone.test` };

test("staff find a subscription in the list, filter, open it and cancel it", async ({ page }) => {
  // A child process of the shop's code to subscribe, a sign-in, two screens and two axe checks.
  test.slow();
  const id = await subscribeToNewProduct(PRODUCT, PARENT);
  // Subscribed today: the first delivery placed at once, the next one 2 weeks on.
  const next = formatDate(`${addWeeks(dayOf(new Date()), 2)}T00:00:00.000Z`, "en");

  await signInTo(page, DEMO_ADMIN, "/dash");
  // The overview counts it among the active ones and looks 30 days ahead (goods only, it says).
  const outlook = page.getByRole("region", { name: "Subscriptions" });
  await expect(outlook.getByRole("listitem").filter({ hasText: "Active subscriptions" })).toContainText(/[1-9]/);
  await expect(outlook.getByRole("listitem").filter({ hasText: "Expected in the next 30 days: goods only, without delivery or tax" })).toContainText("$");
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await nav.getByRole("link", { name: "Subscriptions" }).click();
  await expect(page).toHaveURL("/subscriptions");
  await expect(page.getByRole("heading", { level: 1, name: "Subscriptions" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Subscriptions" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page, "/subscriptions");

  // Active only: newest first, so this spec's subscription leads.
  const filters = page.getByRole("search", { name: "Filter subscriptions" });
  await filters.getByLabel("Status").selectOption({ label: "Active" });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL("/subscriptions?status=active");
  const table = page.getByRole("table", { name: "Subscriptions matching the filters, newest first" });
  const row = table.getByRole("row").filter({ has: page.getByRole("link", { name: id }) });
  await expect(row.getByRole("cell")).toHaveText(["Active", `${PRODUCT.name} × 2`, PARENT.email, "Every 2 weeks", next, "Cash on delivery"]);

  // Payment failures only: it has none.
  await filters.getByLabel("Payment").selectOption({ label: "Payment failures only" });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL("/subscriptions?status=active&payment=failures");
  await expect(page.getByRole("link", { name: id })).toHaveCount(0);
  await filters.getByRole("link", { name: "Clear the filters" }).click();
  await expect(page).toHaveURL("/subscriptions");

  await page.getByRole("link", { name: id }).click();
  await expect(page).toHaveURL(`/subscriptions/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Subscription ${id}` })).toBeVisible();
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await expect(page.getByRole("region", { name: "Consent" })).toContainText("You pay the courier when each delivery arrives.");
  const orders = page.getByRole("table", { name: `Orders placed by ${id}, latest delivery first` });
  await expect(orders.getByRole("rowheader")).toHaveCount(1);
  await expect(orders.getByRole("rowheader").getByRole("link")).toHaveAttribute("href", /^\/orders\/FL-[2-9A-HJKMNP-Z]{8}$/);
  await expectAccessible(page, "/subscriptions/[id]");

  // Cancelling asks first, the focus on keeping it (Enter does not cancel by accident).
  await islandsAlive(page);
  const changes = page.getByRole("region", { name: "Pause, resume or cancel" });
  await changes.getByRole("button", { name: "Cancel the subscription" }).click();
  await expect(changes.getByRole("button", { name: "No, keep it" })).toBeFocused();
  await expect(changes.getByText(`Cancel ${id}?`)).toBeVisible();
  await changes.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(changes.getByRole("status")).toHaveText("Cancelled: no further delivery is placed.");
  await expect(changes.getByRole("status")).toBeFocused();
  await expect(page.getByTestId("subscription-status")).toHaveText("Cancelled");
  await expect(changes.getByText("Cancelled: nothing more can be changed.")).toBeVisible();
  const audit = page.getByRole("table", { name: `Changes staff made to ${id}, newest first` });
  await expect(audit.getByRole("row").nth(1)).toContainText("Cancelled");
  await expect(audit.getByRole("row").nth(1)).toContainText(DEMO_ADMIN.email);
});

test("a shopper is refused /subscriptions", async ({ page, context, baseURL }) => {
  await startSession(context, baseURL!, await authSignIn("shopper@flone.test", "shopper-demo-123"));
  await page.goto("/subscriptions");
  await expect(page).toHaveURL((url) => url.pathname !== "/subscriptions");
  await expect(page.getByRole("heading", { level: 1, name: "Subscriptions" })).toHaveCount(0);
});
