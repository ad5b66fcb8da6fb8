// The outbox sweep on the production build, as a scheduler calls it: refused without the
// secret, run with it (the sending itself: tests/integration/mail.test.ts, and the checkout's
// confirmation email in checkout.spec.ts). Staff mark an order shipped with its parcel: the
// customer reads the tracking link in the email and on their order page.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { LOCAL_JOBS_SECRET } from "../scripts/stack/index";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { registerAccount, startSession } from "./support/accounts";
import { withFirestore } from "./support/firestore";
import { expectAccessible } from "./support/a11y";
import { deliveredTo, testInbox } from "./support/inbox";
import { islandsAlive } from "./support/islands";
import { placeTestOrder } from "./support/orders";
import { DEMO_ADMIN, signInTo } from "./support/sign-in-page";
import { NEWSLETTER_COLLECTION, subscriberId } from "@/lib/newsletter/schema";

test("POST /api/jobs/outbox answers 401 without the right secret and sends with it", async ({ request }) => {
  const attempts: Record<string, string>[] = [{}, { authorization: "Bearer wrong" }, { authorization: LOCAL_JOBS_SECRET }];
  for (const headers of attempts) {
    const refused = await request.post("/api/jobs/outbox", { headers });
    expect(refused.status()).toBe(401);
    expect(refused.headers()["www-authenticate"]).toBe("Bearer");
  }
  const res = await request.post("/api/jobs/outbox", { headers: { authorization: `Bearer ${LOCAL_JOBS_SECRET}` } });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ sent: expect.any(Number), retried: expect.any(Number), failed: expect.any(Number), lost: expect.any(Number) });
});

test("staff mark an order shipped with carrier and tracking number; the customer's email and order page carry the tracking link", async ({ page, browser, baseURL }) => {
  test.slow();
  const customer = await registerAccount();
  const orderId = await withFirestore((db) => placeTestOrder(db, customer, TEST_ADDRESS));
  const link = "https://www.ups.com/track?tracknum=1Z999AA10123456784";

  await signInTo(page, DEMO_ADMIN, `/orders/${orderId}`);
  await islandsAlive(page);
  for (const next of ["Paid", "Being prepared"]) {
    await page.getByRole("button", { name: `Mark as ${next}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `The order is now ${next}.` })).toBeFocused();
  }
  // Shipping asks for the parcel; a number with stray signs is refused next to its field.
  await page.getByLabel("Carrier").fill("ups");
  await page.getByLabel("Tracking number").fill("1Z999/AA1");
  await page.getByRole("button", { name: "Mark as Shipped" }).click();
  // (Next's route announcer is an alert too.)
  await expect(page.getByRole("alert").filter({ hasText: "Please check the highlighted fields." })).toBeVisible();
  await expect(page.getByLabel("Tracking number")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Tracking number").fill("1Z 999 AA1 0123456784");
  await page.getByRole("button", { name: "Mark as Shipped" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The order is now Shipped." })).toBeFocused();
  await expect(page.getByTestId("order-tracking")).toContainText("UPS, tracking number 1Z999AA10123456784");

  const email = deliveredTo(await testInbox().waitForDelivery([customer.email], 3), customer.email).find((m) => m.subject === `Your Flone order ${orderId} is on its way`);
  expect(email?.text).toContain("Your parcel travels with UPS, tracking number 1Z999AA10123456784.");
  expect(email?.html).toContain(`href="${link}"`);

  // The order's emails for staff, each with its delivery; a sent one can go out again.
  await page.reload();
  const mails = page.getByRole("table", { name: `Emails about order ${orderId}, oldest first` });
  const shippedRow = mails.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Shipped", exact: true }) });
  await expect(shippedRow).toContainText(customer.email);
  await expect(shippedRow).toContainText("Sent,");
  await islandsAlive(page);
  await shippedRow.getByRole("button", { name: "Send “Shipped” again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The email is on its way again." })).toBeFocused();
  await expect(mails.getByRole("row").filter({ hasText: "(sent again)" })).toHaveCount(1);
  await testInbox().waitForDelivery([customer.email], 4);

  const context = await browser.newContext();
  try {
    const own = await context.newPage();
    await startSession(context, baseURL!, customer);
    await own.goto(`/my-account/orders/${orderId}`);
    await expect(own.getByTestId("order-tracking")).toContainText("UPS, tracking number 1Z999AA10123456784");
    await expect(own.getByRole("link", { name: "Follow the parcel with UPS" })).toHaveAttribute("href", link);
  } finally {
    await context.close();
  }
});

test("newsletter: nobody is on the list before clicking the emailed link; staff send a letter once; leaving takes one button, no account", async ({ page, browser }) => {
  test.slow();
  const address = `letters-${randomUUID().slice(0, 8)}@example.test`;
  const id = subscriberId(address);
  const stored = () => withFirestore(async (db) => (await db.collection(NEWSLETTER_COLLECTION).doc(id).get()).data());
  await page.goto("/");
  const shopPort = new URL(page.url()).port;
  const form = page.getByRole("region", { name: "Join our newsletter" });
  await form.getByRole("textbox", { name: "Email address" }).fill(address);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText(/Almost done: we sent you an email/);
  expect(await stored()).toMatchObject({ status: "pending" });

  const [email] = deliveredTo(await testInbox().waitForDelivery([address]), address);
  expect(email!.subject).toBe("Please confirm your Flone newsletter sign-up");
  const link = /href="([^"]+\/newsletter\/confirm\?[^"]+)"/.exec(email!.html)![1]!.replace(/&amp;/g, "&");
  // The link leads to the shop on the port it was started on (not the default 3000), as it is.
  expect(new URL(link).origin).toBe(`http://localhost:${shopPort}`);
  // Opening the link changes nothing (a mail scanner does that); its button does.
  await page.goto(link);
  expect(await stored()).toMatchObject({ status: "pending" });
  await page.getByRole("button", { name: "Confirm my sign-up" }).click();
  await expect(page.getByRole("status")).toHaveText(/you are on the list/);
  expect(await stored()).toMatchObject({ status: "confirmed" });

  // Staff write a letter on /letters, preview it and send it.
  const run = randomUUID().slice(0, 8);
  const staff = await browser.newContext();
  try {
    const admin = await staff.newPage();
    await signInTo(admin, DEMO_ADMIN, "/letters");
    await expect(admin.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
    await islandsAlive(admin);
    const texts = {
      English: [`Spring news ${run}`, "New muslins are in.\n\nSee <b>them</b> first."],
      French: [`Nouveautés ${run}`, "Les nouveaux langes sont arrivés."],
      German: [`Neuheiten ${run}`, "Die neuen Mulltücher sind da."],
    };
    for (const [language, [subject, body]] of Object.entries(texts)) {
      const group = admin.getByRole("group", { name: language });
      await group.getByLabel("Subject").fill(subject!);
      await group.getByLabel("Text").fill(body!);
    }
    // The seeded subscribers-only code goes with it.
    await admin.getByRole("combobox", { name: "Subscriber code" }).selectOption({ label: "Subscribers: 15% off (NEWS15)" });
    await admin.getByRole("button", { name: "Preview" }).click();
    const preview = admin.getByRole("region", { name: "Preview" });
    await expect(preview).toBeFocused();
    const english = preview.getByRole("article", { name: /^English \(subscribers: \d+\)$/ });
    await expect(english.getByRole("paragraph")).toHaveText([`Spring news ${run}`, "New muslins are in.", "See <b>them</b> first.", "Your subscriber code: NEWS15"]);
    await expectAccessible(admin, "/letters");
    await preview.getByRole("button", { name: /^Send to the subscribers \(\d+\)$/ }).click();
    await expect(admin.getByRole("status").filter({ hasText: /^Sent\. Subscribers it was queued for: \d+/ })).toBeFocused();
    // Sent: no second send of this letter from here; the list shows it.
    await expect(admin.getByRole("button", { name: /^Send to the subscribers/ })).toHaveCount(0);
    const past = admin.getByRole("table", { name: "Letters sent, newest first" });
    await expect(past.getByRole("row").filter({ has: admin.getByRole("rowheader", { name: `Spring news ${run}` }) })).toHaveCount(1);
  } finally {
    await staff.close();
  }
  const letters = deliveredTo(await testInbox().waitForDelivery([address], 2), address).filter((m) => m.subject === `Spring news ${run}`);
  expect(letters).toHaveLength(1);
  expect(letters[0]!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(letters[0]!.html).toContain("See &lt;b&gt;them&lt;/b&gt; first.");
  expect(letters[0]!.text).toContain("Your subscriber code: NEWS15");

  // The letter's unsubscribe link (its token is the subscriber's own).
  const unsubscribe = new URL(/href="([^"]+\/newsletter\/unsubscribe\?[^"]+)"/.exec(letters[0]!.html)![1]!.replace(/&amp;/g, "&"));
  expect(unsubscribe.origin).toBe(`http://localhost:${shopPort}`);
  await page.goto(unsubscribe.href);
  await expectAccessible(page, "/newsletter/unsubscribe");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(/You are unsubscribed/);
  expect(await stored()).toBeUndefined();
});
