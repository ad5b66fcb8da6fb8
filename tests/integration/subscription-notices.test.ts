// What a subscription tells its parent, against the real Firestore emulator (and the Stripe
// stand-in), the job's clock moved: the reminder 3 days before a delivery, written once however
// many runs race, with one-click links that skip it (checked and done as the page and its button
// do) and that are refused, changing nothing, when forged, expired, used or too late; the size step
// proposing or switching the next size, the parent's weight, the "switch" link; the out-of-stock
// emails; the payment's troubles (to confirm, declined and retried, paused); the card about to
// expire, warned once. Emails are read from the outbox (mail/). Subscriptions without a card are
// made "in" 2016, a year no other test uses; card ones live in real time, as the card's setup does.
import { SUBSCRIPTION_LINK_PAGES } from "@/lib/routes";
import { writeProductInTransaction } from "@/lib/catalog/write";
import type { Product } from "@/lib/catalog/schema";
import { firestore } from "@/lib/firebase/admin";
import { MAIL_COLLECTION, mailDocSchema, type MailDoc, type SubscriptionMailKind } from "@/lib/mail/schema";
import { ORDERS_COLLECTION } from "@/lib/orders/schema";
import { ensureCustomer, startCardSetup } from "@/lib/payments/saved-cards";
import { completeCardSetup } from "@/lib/subscriptions/card-setup";
import { acceptProposedSize, cancel, changeSubscription, getSubscription, pauseUntil, recordWeight, subscribe, SubscriptionError } from "@/lib/subscriptions/db";
import { runSubscriptions } from "@/lib/subscriptions/job";
import { subscriptionLinkPost } from "@/lib/subscriptions/link-route";
import { followLink, readLink } from "@/lib/subscriptions/links";
import { cardExpiryLabel, cardExpiryWarning } from "@/lib/subscriptions/schedule";
import type { SubscribeInput } from "@/lib/subscriptions/schema";
import { subscribeInput, testParent } from "@/tests/fixtures/subscription";
import { testProduct } from "@/tests/fixtures/product";
import { uniq } from "./clients";

jest.setTimeout(180_000);

const db = firestore();
const at = (iso: string) => () => new Date(iso);

const LADDER = [
  { size: "2", minKg: 3, maxKg: 6, minMonths: 1, maxMonths: 4 },
  { size: "3", minKg: 5, maxKg: 9, minMonths: 3, maxMonths: 12 },
];
async function saveProduct(over: Partial<Product> = {}): Promise<Product> {
  const p = testProduct(uniq("sub-notice"), { name: "Notice Test Nappies", price: 2000, discount: 0, stock: 20, variations: [], subscription: { intervals: [2], discountPercent: 10 }, ...over });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const ladderProduct = () =>
  saveProduct({
    variations: [{ color: "white", image: "/img/w.jpg", size: [{ name: "2", stock: 10 }, { name: "3", stock: 10 }] }],
    subscription: { intervals: [2], discountPercent: 10, ladder: LADDER },
  });
const parent = () => testParent(uniq("notice-parent"));
async function subscribed(p: Product, over: Partial<SubscribeInput> = {}, now = at("2016-03-07T09:00:00.000Z")) {
  const who = parent();
  const outcome = await subscribe(who, subscribeInput(p.id, over), "I agree.", now);
  if (outcome.status !== "active") throw new Error(JSON.stringify(outcome));
  return { who, sub: (await getSubscription(who.uid, outcome.subscriptionId))! };
}

type Mail = MailDoc & { id: string };
async function mailsTo(email: string, kind?: SubscriptionMailKind): Promise<Mail[]> {
  const found = await db.collection(MAIL_COLLECTION).where("to", "==", email).get();
  return found.docs.map((d) => ({ id: d.id, ...mailDocSchema.parse(d.data()) })).filter((m) => !kind || m.kind === kind);
}
/** A one-click link of an email, as its page reads it: the URL's query. */
function linkIn(mail: Mail, action: "skip" | "change" | "size"): Record<string, string> {
  const href = mail.message.html.match(new RegExp(`href="([^"]*${SUBSCRIPTION_LINK_PAGES[action]}\\?[^"]*)"`))?.[1];
  if (!href) throw new Error(`no ${action} link`);
  return Object.fromEntries(new URL(href.replaceAll("&amp;", "&")).searchParams);
}
/** The subscription's stored version and the parent's emails: a refusal must change neither. */
const footprint = async (id: string, email: string) => [(await db.collection("subscriptions").doc(id).get()).updateTime?.toMillis(), (await mailsTo(email)).length];
const ordersOf = async (id: string) => (await db.collection(ORDERS_COLLECTION).where("subscription.id", "==", id).get()).docs;

describe("the reminder and its links", () => {
  it("goes 3 days before, once while two runs race, with a skip link the page checks and its button does", async () => {
    const p = await saveProduct();
    const { who, sub } = await subscribed(p);
    expect(sub.nextDate).toBe("2016-03-21");
    await runSubscriptions(at("2016-03-17T23:59:00.000Z"));
    expect(await mailsTo(who.email, "subscription-reminder")).toHaveLength(0);

    await Promise.all([runSubscriptions(at("2016-03-18T06:00:00.000Z")), runSubscriptions(at("2016-03-18T06:00:00.000Z"))]);
    await runSubscriptions(at("2016-03-18T07:00:00.000Z"));
    const [reminder, ...more] = await mailsTo(who.email, "subscription-reminder");
    expect(more).toHaveLength(0);
    expect(reminder!.message.subject).toBe("Your next Flone delivery: March 21, 2016");
    // 2 x 20.00 less 10 %, with delivery and tax at the subscription's address, as the delivery will be priced.
    expect(reminder!.message.text).toMatch(/About \$\d+\.\d\d, delivery and tax included/);
    expect(reminder!.message.text).toContain("Notice Test Nappies × 2");
    expect((await getSubscription(who.uid, sub.id))!.remindedFor).toBe(2);

    // "Change it": its page shows the delivery and leads to the subscription in My account.
    const change = await readLink("change", linkIn(reminder!, "change"), new Date("2016-03-18T08:00:00.000Z"));
    expect(change).toMatchObject({ state: "ok", date: "2016-03-21", quantity: 2, productName: "Notice Test Nappies", link: { id: sub.id, delivery: 2 } });

    // "Skip this one": the page (a GET: reads only), then its button's POST.
    const skip = linkIn(reminder!, "skip");
    const before = await footprint(sub.id, who.email);
    expect(await readLink("skip", skip, new Date("2016-03-18T08:00:00.000Z"))).toMatchObject({ state: "ok", date: "2016-03-21", after: "2016-04-04" });
    expect(await footprint(sub.id, who.email)).toEqual(before);
    const posted = await subscriptionLinkPost(new Request(`http://shop.test/api/subscriptions/link?${new URLSearchParams({ action: "skip", ...skip })}`, { method: "POST" }), at("2016-03-18T08:00:00.000Z"));
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/delivery/skip?done=skipped");
    expect(await getSubscription(who.uid, sub.id)).toMatchObject({ delivered: 2, nextDate: "2016-04-04" });

    // Used: the same link again, and the change link of that delivery, refused; nothing written.
    const used = await footprint(sub.id, who.email);
    expect(await followLink("skip", skip, at("2016-03-18T09:00:00.000Z"))).toBe("used");
    expect(await readLink("change", linkIn(reminder!, "change"), new Date("2016-03-18T09:00:00.000Z"))).toEqual({ state: "used" });
    expect(await footprint(sub.id, who.email)).toEqual(used);

    // Skipped: nothing placed on its day; the delivery after it has its own reminder.
    await runSubscriptions(at("2016-03-21T06:00:00.000Z"));
    expect(await ordersOf(sub.id)).toHaveLength(1);
    await runSubscriptions(at("2016-04-01T06:00:00.000Z"));
    const reminders = await mailsTo(who.email, "subscription-reminder");
    expect(reminders.map((m) => m.message.subject).sort()).toEqual(["Your next Flone delivery: April 4, 2016", "Your next Flone delivery: March 21, 2016"]);
    await changeSubscription(who.uid, sub.id, cancel, at("2016-04-02T00:00:00.000Z"));
  });

  it("a subscription paused until a day is reminded of its delivery on that day; one paused with no day is not", async () => {
    const p = await saveProduct();
    const dated = await subscribed(p, {}, at("2016-09-05T09:00:00.000Z"));
    const open = await subscribed(p, {}, at("2016-09-05T09:00:00.000Z"));
    await changeSubscription(dated.who.uid, dated.sub.id, pauseUntil("2016-10-03"), at("2016-09-06T00:00:00.000Z"));
    await changeSubscription(open.who.uid, open.sub.id, pauseUntil(), at("2016-09-06T00:00:00.000Z"));
    // 3 days before the day each delivery was planned for (the dated one's moved to its pause's end).
    await runSubscriptions(at("2016-09-16T06:00:00.000Z"));
    await Promise.all([runSubscriptions(at("2016-09-30T06:00:00.000Z")), runSubscriptions(at("2016-09-30T06:00:00.000Z"))]);
    expect(await mailsTo(open.who.email, "subscription-reminder")).toHaveLength(0);
    const reminders = await mailsTo(dated.who.email, "subscription-reminder");
    expect(reminders.map((m) => m.message.subject)).toEqual(["Your next Flone delivery: October 3, 2016"]);
    expect(await getSubscription(dated.who.uid, dated.sub.id)).toMatchObject({ status: "paused", remindedFor: 2 });
    for (const { who, sub } of [dated, open]) await changeSubscription(who.uid, sub.id, cancel, at("2016-09-30T07:00:00.000Z"));
  });

  it("refuses a forged, another delivery's, another action's, an expired and a too-late link, writing nothing", async () => {
    const p = await saveProduct();
    const { who, sub } = await subscribed(p, {}, at("2016-05-02T09:00:00.000Z"));
    await runSubscriptions(at("2016-05-13T06:00:00.000Z"));
    const [reminder] = await mailsTo(who.email, "subscription-reminder");
    const skip = linkIn(reminder!, "skip");
    const before = await footprint(sub.id, who.email);
    const ok = at("2016-05-13T08:00:00.000Z");
    const flip = (s: string) => `${s[0] === "a" ? "b" : "a"}${s.slice(1)}`;
    const refusals: [Record<string, string>, "skip" | "size", () => Date, string][] = [
      [{ ...skip, token: flip(skip.token!) }, "skip", ok, "invalid"],
      [{ ...skip, delivery: "3" }, "skip", ok, "invalid"],
      [{ ...skip, id: "SUB-2222222222" }, "skip", ok, "invalid"],
      [{ ...skip, expires: String(Number(skip.expires) + 86_400) }, "skip", ok, "invalid"],
      [skip, "size", ok, "invalid"],
      [{ ...skip, token: "not a token" }, "skip", ok, "invalid"],
      // 15 days on: past LINK_TOKEN_DAYS (the delivery long placed by then is not asked: the link is expired first).
      [skip, "skip", at("2016-05-28T08:00:00.000Z"), "expired"],
      // Less than 48 hours before the delivery's day.
      [skip, "skip", at("2016-05-14T00:00:01.000Z"), "too-late"],
    ];
    for (const [link, action, now, refusal] of refusals) {
      expect([action, await readLink(action, link, now())]).toEqual([action, { state: refusal }]);
      expect([action, await followLink(action, link, now)]).toEqual([action, refusal]);
    }
    const forged = await subscriptionLinkPost(new Request(`http://shop.test/api/subscriptions/link?${new URLSearchParams({ action: "skip", ...skip, token: flip(skip.token!) })}`, { method: "POST" }));
    expect(forged.headers.get("location")).toBe("/delivery/skip?done=invalid");
    const noAction = await subscriptionLinkPost(new Request(`http://shop.test/api/subscriptions/link?${new URLSearchParams({ action: "change", ...skip })}`, { method: "POST" }));
    expect(noAction.headers.get("location")).toBe("/delivery/skip?done=invalid");
    expect(await footprint(sub.id, who.email)).toEqual(before);
    expect(await getSubscription(who.uid, sub.id)).toMatchObject({ delivered: 1, nextDate: "2016-05-16" });
    await changeSubscription(who.uid, sub.id, cancel, at("2016-05-14T00:00:00.000Z"));
  });
});

describe("the size step", () => {
  // Born 2015-12-01, 5.9 kg on 2016-03-07: about 6.2 kg by the next delivery (2016-03-21), over size 2's 6 kg.
  const baby = (autoSize: boolean) => ({ birthDate: "2015-12-01", weightKg: 5.9, autoSize });

  it("7 days before: proposes the next size; the parent's weight moves the proposal; the reminder's link switches to it", async () => {
    const p = await ladderProduct();
    const { who, sub } = await subscribed(p, { color: "white", size: "2", quantity: 1, baby: baby(false) });
    await runSubscriptions(at("2016-03-13T23:00:00.000Z"));
    expect((await getSubscription(who.uid, sub.id))!.proposedSize).toBeUndefined();
    await Promise.all([runSubscriptions(at("2016-03-14T06:00:00.000Z")), runSubscriptions(at("2016-03-14T06:00:00.000Z"))]);
    expect(await getSubscription(who.uid, sub.id)).toMatchObject({ size: "2", proposedSize: { size: "3", forDelivery: 2 }, sizeCheckedFor: 2 });

    // Lighter than estimated: the size still fits, no proposal; heavier again: proposed again.
    expect((await recordWeight(who.uid, sub.id, 5.0, at("2016-03-15T10:00:00.000Z"))).proposedSize).toBeUndefined();
    expect((await recordWeight(who.uid, sub.id, 6.4, at("2016-03-16T10:00:00.000Z"))).proposedSize).toEqual({ size: "3", forDelivery: 2 });
    await expect(recordWeight(parent().uid, sub.id, 6.4, at("2016-03-16T10:00:00.000Z"))).rejects.toBeInstanceOf(SubscriptionError);

    await runSubscriptions(at("2016-03-18T06:00:00.000Z"));
    const [reminder] = await mailsTo(who.email, "subscription-reminder");
    expect(reminder!.message.text).toContain("Switch to 3");
    const size = linkIn(reminder!, "size");
    expect(await readLink("size", size, new Date("2016-03-18T08:00:00.000Z"))).toMatchObject({ state: "ok", size: "2", proposedSize: "3" });
    expect(await followLink("size", size, at("2016-03-18T08:00:00.000Z"))).toBe("switched");
    const switched = (await getSubscription(who.uid, sub.id))!;
    expect(switched.size).toBe("3");
    expect(switched).not.toHaveProperty("proposedSize");
    expect(await followLink("size", size, at("2016-03-18T08:01:00.000Z"))).toBe("used");
    // Nothing left to accept in My account either.
    await expect(acceptProposedSize(who.uid, sub.id, at("2016-03-18T08:02:00.000Z"))).rejects.toMatchObject({ code: "not-allowed" });

    await runSubscriptions(at("2016-03-21T06:00:00.000Z"));
    const second = (await ordersOf(sub.id)).find((o) => o.get("subscription.delivery") === 2)!;
    expect(second.get("lines")[0]).toMatchObject({ size: "3", quantity: 1 });
    await changeSubscription(who.uid, sub.id, cancel, at("2016-03-22T00:00:00.000Z"));
  });

  it("with autoSize, switches the size itself from that delivery on; a baby who fits keeps it; once per delivery", async () => {
    const p = await ladderProduct();
    const auto = await subscribed(p, { color: "white", size: "2", quantity: 1, baby: baby(true) });
    const fits = await subscribed(p, { color: "white", size: "2", quantity: 1, baby: { birthDate: "2015-12-01", weightKg: 4.5, autoSize: true } });
    const run = await runSubscriptions(at("2016-03-14T06:00:00.000Z"));
    expect(run.notices.sizeSwitched).toContain(auto.sub.id);
    const switched = (await getSubscription(auto.who.uid, auto.sub.id))!;
    expect(switched).toMatchObject({ size: "3", sizeCheckedFor: 2 });
    expect(switched).not.toHaveProperty("proposedSize");
    expect(await getSubscription(fits.who.uid, fits.sub.id)).toMatchObject({ size: "2", sizeCheckedFor: 2 });
    const checked = await footprint(fits.sub.id, fits.who.email);
    await runSubscriptions(at("2016-03-15T06:00:00.000Z"));
    expect(await footprint(fits.sub.id, fits.who.email)).toEqual(checked);
    for (const { who, sub } of [auto, fits]) await changeSubscription(who.uid, sub.id, cancel, at("2016-03-16T00:00:00.000Z"));
  });
});

describe("out of stock", () => {
  it("a skipped delivery and a smaller one each tell the parent, in the skip's and the order's commit", async () => {
    const p = await saveProduct({ stock: 5 });
    const skipping = await subscribed(p, { quantity: 2 }, at("2016-07-04T09:00:00.000Z"));
    const sending = await subscribed(p, { quantity: 2, outOfStock: "send-available" }, at("2016-07-04T09:00:00.000Z"));
    await runSubscriptions(at("2016-07-18T06:00:00.000Z"));
    await runSubscriptions(at("2016-07-18T06:01:00.000Z"));
    const [skipped, ...moreSkipped] = await mailsTo(skipping.who.email, "subscription-out-of-stock");
    expect(moreSkipped).toHaveLength(0);
    expect(skipped!.message.subject).toBe("Your Flone delivery of July 18, 2016 is skipped");
    expect(skipped!.message.text).toContain("Your next delivery is on August 1, 2016.");
    expect(skipped!.orderId).toBeUndefined();
    const order = (await ordersOf(sending.sub.id)).find((o) => o.get("subscription.delivery") === 2)!;
    const [partial, ...morePartial] = await mailsTo(sending.who.email, "subscription-out-of-stock");
    expect(morePartial).toHaveLength(0);
    expect(partial).toMatchObject({ orderId: order.id, createdAt: order.get("createdAt") });
    expect(partial!.message.text).toContain(`Only 1 of the 2 units of Notice Test Nappies were in stock`);
    for (const { who, sub } of [skipping, sending]) await changeSubscription(who.uid, sub.id, cancel, at("2016-07-19T00:00:00.000Z"));
  });
});

/** A Stripe test card saved on the stand-in's setup page for `sub` (with the expiry typed), then the parent's return. */
async function saveCardFor(who: { uid: string; email: string }, subscriptionId: string, testCard: string, expiry?: { month: number; year: number }) {
  const customerId = await ensureCustomer(who);
  const page = await startCardSetup({ customerId, subscriptionId, successUrl: "http://127.0.0.1:3100/ok", cancelUrl: "http://127.0.0.1:3100/back", locale: "en" });
  const form = new URLSearchParams({ payment_method: testCard, ...(expiry ? { exp_month: String(expiry.month), exp_year: String(expiry.year) } : {}) });
  const paid = await fetch(`${page.url}/pay`, { method: "POST", redirect: "manual", body: form });
  expect(paid.status).toBe(303);
  return completeCardSetup(who.uid, subscriptionId, page.sessionId);
}
async function cardSubscription(p: Product, testCard: string, expiry?: { month: number; year: number }) {
  const who = parent();
  const started = await subscribe(who, subscribeInput(p.id, { paymentMethod: "card", quantity: 1, intervalWeeks: p.subscription!.intervals[0]! }), "I agree.");
  const id = (started as { subscriptionId: string }).subscriptionId;
  await saveCardFor(who, id, testCard, expiry);
  return { who, id };
}

describe("a card's troubles", () => {
  it("a payment the bank wants confirmed: one email, linking to the order's page", async () => {
    const p = await saveProduct();
    const { who, id } = await cardSubscription(p, "pm_card_authenticationRequired");
    const now = new Date();
    await Promise.all([runSubscriptions(() => now), runSubscriptions(() => now)]);
    await runSubscriptions(() => now);
    const order = (await ordersOf(id))[0]!;
    const mails = await mailsTo(who.email, "subscription-payment-action");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ orderId: order.id });
    expect(mails[0]!.message.html).toContain(`/my-account/orders/${order.id}`);
    expect(mails[0]!.message.text).toContain("Pay now");
    await changeSubscription(who.uid, id, cancel);
  });

  it("declined: an email for each retry planned, with its day; after the last, one saying the subscription is paused", async () => {
    const p = await saveProduct({ stock: 10 });
    const { who, id } = await cardSubscription(p, "pm_card_chargeCustomerFail");
    const first = Date.now();
    const on = (days: number) => () => new Date(first + days * 86_400_000 + 60_000);
    for (const days of [0, 1, 3, 5]) {
      await Promise.all([runSubscriptions(on(days)), runSubscriptions(on(days))]);
      await runSubscriptions(on(days));
    }
    const declined = (await mailsTo(who.email, "subscription-payment-declined")).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(declined).toHaveLength(3);
    const order = (await ordersOf(id))[0]!;
    expect(declined.every((m) => m.orderId === order.id)).toBe(true);
    // Retries 1, 3 and 5 days after the first decline (the first run's clock).
    const day = (days: number) => new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(on(days)());
    expect(declined.map((m) => m.message.text.match(/We try again on ([^.]+)\./)?.[1])).toEqual([day(1), day(3), day(5)]);
    const paused = await mailsTo(who.email, "subscription-paused");
    expect(paused).toHaveLength(1);
    expect(await getSubscription(who.uid, id)).toMatchObject({ status: "paused" });
  });

  it("a card that cannot pay a coming delivery: warned 30 days before it, once", async () => {
    const p = await saveProduct({ subscription: { intervals: [12], discountPercent: 10 } });
    const today = new Date();
    // Valid to the end of next month: long before the next delivery, 12 weeks on.
    const expiry = today.getUTCMonth() === 11 ? { month: 1, year: today.getUTCFullYear() + 1 } : { month: today.getUTCMonth() + 2, year: today.getUTCFullYear() };
    const { who, id } = await cardSubscription(p, "pm_card_visa", expiry);
    const sub = (await getSubscription(who.uid, id))!;
    const card = { expMonth: expiry.month, expYear: expiry.year };
    const warning = cardExpiryWarning(card, sub.nextDate, 12);
    expect(warning.delivery).toBe(sub.nextDate);
    // The day before: nothing yet.
    await runSubscriptions(() => new Date(Date.parse(`${warning.warnOn}T00:00:00.000Z`) - 60_000));
    expect(await mailsTo(who.email, "subscription-card-expiring")).toHaveLength(0);
    const due = at(`${warning.warnOn}T00:00:30.000Z`);
    await Promise.all([runSubscriptions(due), runSubscriptions(due)]);
    await runSubscriptions(at(`${warning.warnOn}T06:00:00.000Z`));
    const mails = await mailsTo(who.email, "subscription-card-expiring");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.text).toContain("4242");
    expect(mails[0]!.message.html).toContain(`/my-account/subscriptions/${id}`);
    expect((await getSubscription(who.uid, id))!.expiryWarnedFor).toBe(cardExpiryLabel(card));
    await changeSubscription(who.uid, id, cancel);
  });
});
