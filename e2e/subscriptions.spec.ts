// Subscribe and save, end to end: a new shopper subscribes to the demo nappies with a card saved
// on the Stripe stand-in's setup page, comes back to the subscription in My account, and the
// delivery job (POST /api/jobs/subscriptions, its clock moved by the body's `now`, as the local
// stack allows) places and charges each delivery once. Then the parent skips, pauses, resumes and
// cancels from My account. The job's clock is moved years ahead, so other specs' subscriptions
// (none are seeded) do not matter: each run places what is due, once.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LOCAL_JOBS_SECRET, STRIPE_PORTS } from "../scripts/stack/index";
import { expectAccessible } from "./support/a11y";
import { deliveredTo, testInbox } from "./support/inbox";
import { withFirestore } from "./support/firestore";
import { islandsAlive } from "./support/islands";
import { newShopper, register, type Shopper } from "./support/accounts";
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
async function subscribeWithCard(page: Page, testCard = "Visa: saved, payments succeed", birthDate = "2026-05-01"): Promise<{ id: string; shopper: Shopper }> {
  const shopper = newShopper();
  await register(shopper.email, shopper.password);
  await signInTo(page, shopper, SUBSCRIBE);
  await islandsAlive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribe");
  await expect(page.getByRole("combobox", { name: "Size" })).toHaveValue("Size 3");
  await expect(page.getByText(/a delivery at today's price \(10 % off\), plus delivery and tax/)).toBeVisible();
  await page.getByLabel("Birth date").fill(birthDate);
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
  await page.getByRole("radio", { name: new RegExp(`^${testCard}`) }).check();
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page).toHaveURL(/\/my-account\/subscriptions\/SUB-[2-9A-HJKMNP-Z]{10}\?setup=cs_/);
  await expect(page.getByText("Your card is saved and your subscription has started.")).toBeVisible();
  return { id: /\/(SUB-[2-9A-HJKMNP-Z]{10})/.exec(page.url())![1]!, shopper };
}
/** The day `days` before (negative) or after `day`, at 06:00 UTC. */
const around = (day: string, days: number) => new Date(Date.parse(`${day}T06:00:00.000Z`) + days * 86_400_000).toISOString();
/** Send the outbox's mail now (a scheduler does every few seconds), then the messages to `email` with `subject`. */
async function mailTo(request: APIRequestContext, email: string, subject: RegExp, count = 1) {
  expect((await request.post("/api/jobs/outbox", { headers: { authorization: `Bearer ${LOCAL_JOBS_SECRET}` } })).status()).toBe(200);
  const found = async () => deliveredTo(await testInbox().messages(), email).filter((m) => subject.test(m.subject));
  await expect.poll(async () => (await found()).length).toBeGreaterThanOrEqual(count);
  return found();
}
/** The link in an email's HTML to `path` on the shop, as a mail client opens it. */
const linkIn = (html: string, path: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&")).find((href) => new URL(href).pathname === path)!;

test("a parent subscribes with a card; each delivery is placed and charged once; the reminder's skip and size links work; they pause, resume and cancel", async ({ page, request }) => {
  test.setTimeout(180_000);
  // Born in June 2025: about 10.5 kg by the third delivery, more than Size 3 (6-10 kg) is made for.
  const { id, shopper } = await subscribeWithCard(page, "Visa: saved, payments succeed", "2025-06-01");
  const email = shopper.email;
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

  // A week before the third delivery the size step looks at the baby; 3 days before, the reminder
  // goes, proposing the next size, with one-click links.
  const third = await nextDateOf(id);
  await runJob(request, around(third, -7));
  await runJob(request, around(third, -3));
  const [reminder] = await mailTo(request, email, /^Your next Flone delivery/);
  expect(reminder!.text).toContain("Eco Diapers × 1");
  expect(reminder!.text).toContain("Shall we send Size 4 from this delivery on?");
  // The size link: its page changes nothing until its button is pressed.
  await page.goto(linkIn(reminder!.html, "/delivery/size"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Switch to the next size");
  await page.getByRole("button", { name: "Switch to Size 4" }).click();
  await expect(page.getByText("Done: from this delivery on, we send the new size.")).toBeVisible();
  // The skip link, signed out (it needs no sign-in): skipped, nothing placed for that day.
  await page.context().clearCookies();
  await page.goto(linkIn(reminder!.html, "/delivery/skip"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Skip a delivery");
  await page.getByRole("button", { name: "Skip this delivery" }).click();
  await expect(page.getByText("Done: this delivery is skipped. Nothing is sent or charged for it.")).toBeVisible();
  // The same link again: used.
  await page.goto(linkIn(reminder!.html, "/delivery/skip"));
  await expect(page.getByText(/This link was for a delivery that has been placed or skipped already/)).toBeVisible();
  await runJob(request, `${third}T00:01:00.000Z`);
  expect(await ordersOf(id)).toHaveLength(2);

  // The next delivery comes in the new size, charged once.
  const fourth = await nextDateOf(id);
  await runJob(request, `${fourth}T00:01:00.000Z`);
  expect(await ordersOf(id)).toEqual([
    { delivery: 1, status: "paid" },
    { delivery: 2, status: "paid" },
    { delivery: 4, status: "paid" },
  ]);
  expect(await withFirestore(async (db) => (await db.collection("orders").where("subscription.id", "==", id).where("subscription.delivery", "==", 4).get()).docs[0]!.get("lines")[0].size)).toBe("Size 4");
  expect(await paymentIntentsWithKey(`${id}-4`)).toHaveLength(1);

  // My account: the list, then the subscription's controls.
  await signInTo(page, shopper, "/my-account/subscriptions");
  const row = page.getByRole("row", { name: /Eco Diapers/ });
  await expect(row).toContainText("Every 4 weeks");
  await expect(row).toContainText("Active");
  await row.getByRole("link", { name: "Manage Eco Diapers" }).click();
  await islandsAlive(page);
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Paused." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Resumed." })).toBeVisible();

  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cancelled." })).toBeVisible();
  await runJob(request, "2031-01-01T00:00:00.000Z");
  expect(await ordersOf(id)).toHaveLength(3);
});

test("a declined card is tried again 1, 3 and 5 days later; then the delivery is cancelled and the subscription paused, and the parent told", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { id, shopper } = await subscribeWithCard(page, "Visa: saved, payments declined");
  const email = shopper.email;
  const first = new Date().toISOString();
  await runJob(request, first);
  await mailTo(request, email, /was declined$/);
  for (const days of [1, 3]) {
    await runJob(request, new Date(Date.parse(first) + days * 86_400_000 + 60_000).toISOString());
    expect(await ordersOf(id)).toEqual([{ delivery: 1, status: "pending" }]);
  }
  await runJob(request, new Date(Date.parse(first) + 5 * 86_400_000 + 60_000).toISOString());
  expect(await ordersOf(id)).toEqual([{ delivery: 1, status: "cancelled" }]);
  await mailTo(request, email, /^Your Flone subscription is paused$/);
  await page.reload();
  await expect(page.getByText(/failed several times, so we paused this subscription/)).toBeVisible();
});

test("a subscription's page: signed out, the sign-in page; another account's, not found", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const { id } = await subscribeWithCard(page);
  await page.context().clearCookies();
  // Signed out: the sign-in page; the admin (another account): not found.
  await page.goto(`/my-account/subscriptions/${id}`);
  await expect(page).toHaveURL(/\/login-register\?next=/);
  await signInTo(page, { email: "admin@flone.test", password: "admin-demo-123" }, `/my-account/subscriptions/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
});
