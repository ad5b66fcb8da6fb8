// Subscribe and save, end to end: a new shopper subscribes to the demo nappies with a card saved
// on the Stripe stand-in's setup page, comes back to the subscription in My account, and the
// delivery job (POST /api/jobs/subscriptions, its clock moved by the body's `now`, as the local
// stack allows) places and charges each delivery once. Then the parent skips, pauses, resumes and
// cancels from My account. The job's clock is moved years ahead, so other specs' subscriptions
// (none are seeded) do not matter: each run places what is due, once.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LOCAL_JOBS_SECRET, STRIPE_PORTS } from "../scripts/stack/index";
import { expectAccessible } from "./support/a11y";
import { withFirestore } from "./support/firestore";
import { islandsAlive } from "./support/islands";
import { newShopper, register } from "./support/accounts";
import { fillAddress, SAM } from "./support/address";
import { signInTo } from "./support/sign-in-page";

const STANDIN = `http://127.0.0.1:${Number(process.env.STRIPE_PORT || STRIPE_PORTS.test)}`;
const SUBSCRIBE = "/subscribe/eco-diapers?interval=4&color=white&size=Size+3&quantity=1";

/** One run of the delivery job, its clock at `now`. */
async function runJob(request: APIRequestContext, now: string) {
  const res = await request.post("/api/jobs/subscriptions", { headers: { authorization: `Bearer ${LOCAL_JOBS_SECRET}` }, data: { now } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { placed: string[] };
}
const paymentIntentsWithKey = async (key: string) =>
  ((await (await fetch(`${STANDIN}/_standin/payment_intents?idempotency_key=${encodeURIComponent(key)}`)).json()) as { payment_intents: { id: string }[] }).payment_intents;
const ordersOf = (subscriptionId: string) =>
  withFirestore(async (db) =>
    (await db.collection("orders").where("subscription.id", "==", subscriptionId).get()).docs
      .map((d) => ({ delivery: d.get("subscription.delivery") as number, status: d.get("status") as string }))
      .sort((a, b) => a.delivery - b.delivery),
  );
const nextDateOf = (subscriptionId: string) => withFirestore(async (db) => String((await db.collection("subscriptions").doc(subscriptionId).get()).get("nextDate")));

/** A new account of its own (its orders dated by the moved clock stay out of other specs' accounts), subscribed by card. */
async function subscribeWithCard(page: Page): Promise<string> {
  const shopper = newShopper();
  await register(shopper.email, shopper.password);
  await signInTo(page, shopper, SUBSCRIBE);
  await islandsAlive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribe");
  await expect(page.getByRole("combobox", { name: "Size" })).toHaveValue("Size 3");
  await expect(page.getByText(/a delivery at today's price \(10 % off\), plus delivery and tax/)).toBeVisible();
  await page.getByLabel("Birth date").fill("2026-05-01");
  await fillAddress(page.getByRole("group", { name: "Which address should the invoice go to?" }), { ...SAM, region: "IL" });
  await page.getByRole("radio", { name: /^Card, saved on Stripe's secure page/ }).check();
  // The words agreed to: how the amount is set, when the card is charged, how to skip, pause or cancel.
  const agreement = page.getByRole("group", { name: "Your agreement" });
  await expect(agreement).toContainText("A delivery every 4 weeks. Each one is priced on the day it is placed");
  await expect(agreement).toContainText("We charge your saved card on the day each delivery is placed");
  await expect(agreement).toContainText("pause or cancel at any time in My account");
  await expectAccessible(page, "/subscribe/[id]");
  // Not agreed yet: refused, nothing made.
  await page.getByRole("button", { name: "Subscribe", exact: true }).click();
  await expect(agreement.getByText("Tick “I agree to these terms” to subscribe: nothing is ordered without it.")).toBeVisible();
  await expect(agreement.getByRole("checkbox", { name: "I agree to these terms" })).toHaveAttribute("aria-invalid", "true");
  await agreement.getByRole("checkbox", { name: "I agree to these terms" }).check();
  await page.getByRole("button", { name: "Subscribe", exact: true }).click();

  // Stripe's (the stand-in's) page to save a card, then back to the subscription.
  await expect(page.getByRole("heading", { name: "Save a card" })).toBeVisible();
  await page.getByRole("radio", { name: /^Visa: saved, payments succeed/ }).check();
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page).toHaveURL(/\/my-account\/subscriptions\/SUB-[2-9A-HJKMNP-Z]{10}\?setup=cs_/);
  await expect(page.getByText("Your card is saved and your subscription has started.")).toBeVisible();
  return /\/(SUB-[2-9A-HJKMNP-Z]{10})/.exec(page.url())![1]!;
}

test("a parent subscribes with a card; each delivery is placed and charged once; they skip, pause, resume and cancel", async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = await subscribeWithCard(page);
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByText(/Paid by visa card ending 4242/)).toBeVisible();
  await expectAccessible(page, "/my-account/subscriptions/[id]");

  // The first delivery, placed at once and charged by the job's next run.
  await runJob(request, new Date().toISOString());
  expect(await ordersOf(id)).toEqual([{ delivery: 1, status: "paid" }]);
  expect(await paymentIntentsWithKey(`${id}-1`)).toHaveLength(1);

  // Four weeks on, two runs at once: the second delivery, once, charged once.
  const second = await nextDateOf(id);
  await Promise.all([runJob(request, `${second}T00:01:00.000Z`), runJob(request, `${second}T00:01:00.000Z`)]);
  expect(await ordersOf(id)).toEqual([
    { delivery: 1, status: "paid" },
    { delivery: 2, status: "paid" },
  ]);
  expect(await paymentIntentsWithKey(`${id}-2`)).toHaveLength(1);

  // My account: the list, then the subscription's controls.
  await page.goto("/my-account/subscriptions");
  const row = page.getByRole("row", { name: /Eco Diapers/ });
  await expect(row).toContainText("Every 4 weeks");
  await expect(row).toContainText("Active");
  await row.getByRole("link", { name: "Manage Eco Diapers" }).click();
  await islandsAlive(page);
  const third = await nextDateOf(id);
  await page.getByRole("button", { name: "Skip the next delivery" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Skipped." })).toBeVisible();
  expect(await nextDateOf(id)).not.toBe(third);
  await runJob(request, `${third}T00:01:00.000Z`);
  expect(await ordersOf(id)).toHaveLength(2);

  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Paused." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Resumed." })).toBeVisible();

  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cancelled." })).toBeVisible();
  await runJob(request, "2031-01-01T00:00:00.000Z");
  expect(await ordersOf(id)).toHaveLength(2);
});

test("a subscription's page: signed out, the sign-in page; another account's, not found", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const id = await subscribeWithCard(page);
  await page.context().clearCookies();
  // Signed out: the sign-in page; the admin (another account): not found.
  await page.goto(`/my-account/subscriptions/${id}`);
  await expect(page).toHaveURL(/\/login-register\?next=/);
  await signInTo(page, { email: "admin@flone.test", password: "admin-demo-123" }, `/my-account/subscriptions/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
});
