// A parent's self-service in My account, on cash-on-delivery subscriptions made by the shop's own
// code (e2e/support/subscribe.ts) to products made for them: the list's next date and amount, the
// subscription's orders, skipping the next delivery and changing the interval; and, on one made
// 13 days ago (its next delivery tomorrow, inside the 48-hour cutoff by the real clock the page and
// its actions read), a change refused with "too late for this one" and nothing changed. It writes
// products, so it runs with the catalogue writes (playwright.config.ts).
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { formatDate } from "@/lib/i18n/format";
import { addWeeks, dayOf } from "@/lib/subscriptions/schedule";
import { newShopper, register } from "./support/accounts";
import { withFirestore } from "./support/firestore";
import { islandsAlive } from "./support/islands";
import { signInTo } from "./support/sign-in-page";
import { subscribeToNewProduct } from "./support/subscriptions";

const run = randomUUID().slice(0, 8);
const shown = (day: string) => formatDate(`${day}T00:00:00.000Z`, "en");
const stored = (id: string) =>
  withFirestore(async (db) => {
    const doc = (await db.collection("subscriptions").doc(id).get()).data()!;
    return { nextDate: String(doc.nextDate), intervalWeeks: Number(doc.intervalWeeks), delivered: Number(doc.delivered) };
  });
const orderIdsOf = (id: string) => withFirestore(async (db) => (await db.collection("orders").where("subscription.id", "==", id).get()).docs.map((d) => d.id));

test("the list shows the next date and amount; the subscription lists its orders; the parent skips the next delivery and changes the interval", async ({ page }) => {
  test.slow();
  const shopper = newShopper();
  const account = await register(shopper.email, shopper.password);
  const product = { id: `sub-self-${run}`, name: `Self-service Wipes ${run}` };
  const id = await subscribeToNewProduct(product, account);
  // Subscribed today: 2 units every 2 weeks, the first delivery placed at once.
  const next = addWeeks(dayOf(new Date()), 2);
  expect(await stored(id)).toEqual({ nextDate: next, intervalWeeks: 2, delivered: 1 });
  const orders = await orderIdsOf(id);
  expect(orders).toHaveLength(1);

  await signInTo(page, shopper, "/my-account/subscriptions");
  const row = page.getByRole("row", { name: new RegExp(product.name) });
  await expect(row).toContainText("Every 2 weeks");
  const cells = row.getByRole("cell");
  await expect(cells.nth(2)).toHaveText(shown(next));
  // The amount of a delivery: a price, not the "—" of a subscription without one.
  await expect(cells.nth(3)).toHaveText(/\d[.,]\d{2}/);

  await row.getByRole("link", { name: `Manage ${product.name}` }).click();
  await islandsAlive(page);
  await expect(page.getByText(`Next delivery: ${shown(next)}`)).toBeVisible();
  // Its orders: the first delivery's, a link to it.
  const ordersSection = page.getByRole("region", { name: "Its orders" });
  await expect(ordersSection.getByRole("link")).toHaveText([`Order ${orders[0]}`]);

  // Skip: the next delivery moves one interval on, said in the status line and stored.
  await page.getByRole("button", { name: "Skip the next delivery" }).click();
  const afterSkip = addWeeks(next, 2);
  await expect(page.getByRole("status").filter({ hasText: "Skipped. Your next delivery is on" })).toContainText(afterSkip);
  await expect(page.getByText(`Next delivery: ${shown(afterSkip)}`)).toBeVisible();
  expect(await stored(id)).toEqual({ nextDate: afterSkip, intervalWeeks: 2, delivered: 2 });

  // Change the interval to 4 weeks, from the next delivery on.
  const change = page.getByRole("form", { name: "Change from the next delivery" });
  await change.getByLabel("Deliver every").selectOption("4");
  await change.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. It applies from the delivery of" })).toContainText(afterSkip);
  await expect(page.getByText("Every 4 weeks", { exact: false }).first()).toBeVisible();
  expect(await stored(id)).toEqual({ nextDate: afterSkip, intervalWeeks: 4, delivered: 2 });
  // Nothing was placed by either change.
  expect(await orderIdsOf(id)).toEqual(orders);
});

test("inside the 48-hour cutoff the skip is not offered and a change is refused with 'too late for this one', nothing changed", async ({ page }) => {
  test.slow();
  const shopper = newShopper();
  const account = await register(shopper.email, shopper.password);
  const product = { id: `sub-late-${run}`, name: `Cutoff Wipes ${run}` };
  // Subscribed 13 days ago every 2 weeks: the next delivery is tomorrow.
  const id = await subscribeToNewProduct(product, account, new Date(Date.now() - 13 * 86_400_000));
  const before = await stored(id);
  expect(before.nextDate).toBe(addWeeks(dayOf(new Date(Date.now() - 13 * 86_400_000)), 2));

  await signInTo(page, shopper, `/my-account/subscriptions/${id}`);
  await islandsAlive(page);
  await expect(page.getByText(`Too late to change the delivery of ${shown(before.nextDate)}: changes apply from the one after it.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Skip the next delivery" })).toBeDisabled();

  const change = page.getByRole("form", { name: "Change from the next delivery" });
  await change.getByLabel("Deliver every").selectOption("4");
  await change.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Too late for this one" })).toHaveText(
    "Too late for this one: a delivery can be skipped or changed until 48 hours before its day.",
  );
  expect(await stored(id)).toEqual(before);
});
