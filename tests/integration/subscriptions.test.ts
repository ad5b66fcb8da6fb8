// Subscriptions against the real Firestore emulator, with the job's clock moved: the first
// delivery placed when subscribing, each later one placed by the job on its day with the
// subscriber discount (a promotion), once per delivery however many runs race, the parent's
// changes (skip, pause, resume, change, cancel) with the 48-hour cutoff, and 500 subscriptions due
// at the same minute all placed. Every subscription here is made "in" 2018, or 2017 (the clock
// passed to subscribe and the job), years no other test uses, so the job's runs see this file's only.
import type Stripe from "stripe";
import { fetchProduct } from "@/lib/catalog/db";
import { writeProductInTransaction } from "@/lib/catalog/write";
import type { Product } from "@/lib/catalog/schema";
import { firestore } from "@/lib/firebase/admin";
import { CARD_LAPSED_AFTER_MINUTES } from "@/lib/orders/config";
import { changeOrderStatus } from "@/lib/orders/db";
import { getOrderOf } from "@/lib/orders/read";
import { sweepUnpaidOrders } from "@/lib/orders/unpaid-job";
import { ORDERS_COLLECTION } from "@/lib/orders/schema";
import {
  cancel,
  changeNext,
  changeSubscription,
  getSubscription,
  pauseUntil,
  resume,
  skipNext,
  subscribe,
  SubscriptionError,
} from "@/lib/subscriptions/db";
import { SUBSCRIBER_PROMOTION_ID } from "@/lib/subscriptions/discount";
import { queueRetries } from "@/lib/subscriptions/charges";
import { runSubscriptions } from "@/lib/subscriptions/job";
import { applyCardSetup, completeCardSetup } from "@/lib/subscriptions/card-setup";
import { cardPaymentPage } from "@/lib/payments/checkout-session";
import { cardPayments } from "@/lib/payments/stripe";
import { sendStripeCalls, storedRefundSchema, STRIPE_OUTBOX_COLLECTION } from "@/lib/payments/stripe-outbox";
import { applyStripeEvent } from "@/lib/payments/stripe-webhook";
import { ensureCustomer, startCardSetup } from "@/lib/payments/saved-cards";
import type { SubscribeInput } from "@/lib/subscriptions/schema";
import { subscribeInput, testParent } from "@/tests/fixtures/subscription";
import { testProduct } from "@/tests/fixtures/product";
import { uniq } from "./clients";

jest.setTimeout(180_000);

const db = firestore();
const at = (iso: string) => () => new Date(iso);
const START = "2018-03-05T09:00:00.000Z";

async function saveProduct(stock: number, discountPercent = 10): Promise<Product> {
  const p = testProduct(uniq("sub-nappies"), { name: "Subscription Test Nappies", price: 2000, discount: 0, stock, variations: [], subscription: { intervals: [2, 4], discountPercent } });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const parent = () => testParent(uniq("sub-parent"));
const CONSENT = "I agree that Flone places and charges each delivery.";

async function subscribed(p: Product, who = parent(), over: Partial<SubscribeInput> = {}, now = at(START)) {
  const outcome = await subscribe(who, subscribeInput(p.id, over), CONSENT, now);
  if (outcome.status !== "active") throw new Error(JSON.stringify(outcome));
  return { who, outcome, sub: (await getSubscription(who.uid, outcome.subscriptionId))! };
}
const ordersOf = async (subscriptionId: string) => (await db.collection(ORDERS_COLLECTION).where("subscription.id", "==", subscriptionId).get()).docs.map((d) => d.get("subscription.delivery") as number).sort();

describe("subscriptions", () => {
  it("subscribing places the first delivery at once, with the subscriber discount as a promotion, and keeps the consent", async () => {
    const p = await saveProduct(20);
    const { who, outcome, sub } = await subscribed(p);
    expect(sub).toMatchObject({ status: "active", delivered: 1, nextDate: "2018-03-19", consent: { text: CONSENT, at: START } });
    const order = (await getOrderOf(who.uid, outcome.orderId))!;
    expect(order.subscription).toEqual({ id: sub.id, delivery: 1 });
    // 2 x 20.00, 10 % off: 36.00 of goods.
    expect(order.lines[0]).toMatchObject({ quantity: 2, unitPrice: 2000, promotionDiscount: 400, lineTotal: 3600 });
    expect(order.promotions).toEqual([expect.objectContaining({ promotionId: SUBSCRIBER_PROMOTION_ID, amount: 400 })]);
    expect((await fetchProduct(p.id))!.stock).toBe(18);
    await changeSubscription(who.uid, sub.id, cancel, at("2018-03-25T00:00:00.000Z"));
  });

  it("refuses a product without the offer, an interval it does not offer and a colour it does not have, writing nothing", async () => {
    const plain = testProduct(uniq("sub-plain"), { stock: 5, variations: [] });
    await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, plain));
    const p = await saveProduct(5);
    const who = parent();
    await expect(subscribe(who, subscribeInput(plain.id), CONSENT, at(START))).rejects.toMatchObject({ code: "not-subscribable" });
    await expect(subscribe(who, subscribeInput(p.id, { intervalWeeks: 3 }), CONSENT, at(START))).rejects.toMatchObject({ code: "interval" });
    await expect(subscribe(who, subscribeInput(p.id, { color: "pink", size: "M" }), CONSENT, at(START))).rejects.toMatchObject({ code: "variant" });
    expect((await db.collection("subscriptions").where("uid", "==", who.uid).get()).size).toBe(0);
    expect((await fetchProduct(p.id))!.stock).toBe(5);
  });

  it("a first delivery short of stock starts nothing: no subscription, no order; the same key tries afresh", async () => {
    const p = await saveProduct(1);
    const who = parent();
    const asked = subscribeInput(p.id, { quantity: 2 });
    expect(await subscribe(who, asked, CONSENT, at(START))).toMatchObject({ status: "unavailable" });
    expect((await db.collection("subscriptions").where("uid", "==", who.uid).get()).size).toBe(0);
    expect((await fetchProduct(p.id))!.stock).toBe(1);
    const again = await subscribe(who, { ...asked, quantity: 1 }, CONSENT, at(START));
    expect(again.status).toBe("active");
    await changeSubscription(who.uid, (again as { subscriptionId: string }).subscriptionId, cancel, at("2018-03-06T00:00:00.000Z"));
  });

  it("the job places the next delivery on its day, once, however many runs race for it", async () => {
    const p = await saveProduct(20);
    const { sub } = await subscribed(p);
    await runSubscriptions(at("2018-03-18T23:59:00.000Z"));
    expect(await ordersOf(sub.id)).toEqual([1]);
    const runs = await Promise.all(Array.from({ length: 4 }, () => runSubscriptions(at("2018-03-19T00:01:00.000Z"))));
    expect(await ordersOf(sub.id)).toEqual([1, 2]);
    const second = (await db.collection(ORDERS_COLLECTION).where("subscription.id", "==", sub.id).where("subscription.delivery", "==", 2).get()).docs[0]!.id;
    // Placed by one run; the others found it placed (the first test's subscription is due that day too).
    expect(runs.flatMap((r) => r.placed).filter((id) => id === second)).toHaveLength(1);
    expect(await getSubscription(sub.uid, sub.id)).toMatchObject({ delivered: 2, nextDate: "2018-04-02" });
    expect((await fetchProduct(p.id))!.stock).toBe(16);
    await changeSubscription(sub.uid, sub.id, cancel, at("2018-03-20T00:00:00.000Z"));
  });

  it("a parent skips, pauses, resumes and changes the next delivery until 48 hours before it; cancels at once", async () => {
    const p = await saveProduct(50);
    const { who, sub } = await subscribed(p);
    // Next delivery 2018-03-19: skipped the day before the cutoff, it moves to 2018-04-02; number 2 is
    // used up (its email links stop working), the next one is number 3.
    const skipped = await changeSubscription(who.uid, sub.id, skipNext, at("2018-03-16T12:00:00.000Z"));
    expect(skipped).toMatchObject({ nextDate: "2018-04-02", delivered: 2 });
    await expect(changeSubscription(who.uid, sub.id, skipNext, at("2018-03-31T00:00:01.000Z"))).rejects.toMatchObject({ code: "too-late" });
    await expect(changeSubscription(who.uid, sub.id, changeNext(p, { intervalWeeks: 4, quantity: 1 }), at("2018-03-31T00:00:01.000Z"))).rejects.toMatchObject({
      code: "too-late",
    });
    const changed = await changeSubscription(who.uid, sub.id, changeNext(p, { intervalWeeks: 4, quantity: 1 }), at("2018-03-20T00:00:00.000Z"));
    expect(changed).toMatchObject({ intervalWeeks: 4, quantity: 1 });
    await expect(changeSubscription(who.uid, sub.id, changeNext(p, { intervalWeeks: 3, quantity: 1 }), at("2018-03-20T00:00:00.000Z"))).rejects.toMatchObject({ code: "interval" });
    // Someone else's subscription is not found, and nothing changes.
    await expect(changeSubscription(parent().uid, sub.id, cancel, at("2018-03-20T00:00:00.000Z"))).rejects.toBeInstanceOf(SubscriptionError);

    await changeSubscription(who.uid, sub.id, pauseUntil(), at("2018-03-21T00:00:00.000Z"));
    await runSubscriptions(at("2018-04-03T00:00:00.000Z"));
    expect(await ordersOf(sub.id)).toEqual([1]);
    const resumed = await changeSubscription(who.uid, sub.id, resume, at("2018-04-05T10:00:00.000Z"));
    expect(resumed).toMatchObject({ status: "active", nextDate: "2018-04-06" });
    await runSubscriptions(at("2018-04-06T00:00:00.000Z"));
    expect(await ordersOf(sub.id)).toEqual([1, 3]);
    const order = (await db.collection(ORDERS_COLLECTION).where("subscription.id", "==", sub.id).where("subscription.delivery", "==", 3).get()).docs[0]!;
    expect(order.get("lines")[0].quantity).toBe(1);

    const cancelled = await changeSubscription(who.uid, sub.id, cancel, at("2018-04-07T00:00:00.000Z"));
    expect(cancelled.status).toBe("cancelled");
    await runSubscriptions(at("2018-05-10T00:00:00.000Z"));
    expect(await ordersOf(sub.id)).toEqual([1, 3]);
  });

  it("out of stock, a delivery is skipped, or sends what there is, as the parent chose", async () => {
    const p = await saveProduct(5);
    const skipping = await subscribed(p, parent(), { quantity: 2 });
    const sending = await subscribed(p, parent(), { quantity: 2, outOfStock: "send-available" });
    // 1 unit left; the runs take the skipping one first or not: either way it is not placed.
    const run = await runSubscriptions(at("2018-03-19T06:00:00.000Z"));
    expect(run.skipped).toContain(skipping.sub.id);
    expect(await ordersOf(skipping.sub.id)).toEqual([1]);
    expect(await getSubscription(skipping.who.uid, skipping.sub.id)).toMatchObject({ delivered: 2, nextDate: "2018-04-02" });
    expect(await ordersOf(sending.sub.id)).toEqual([1, 2]);
    const sent = (await db.collection(ORDERS_COLLECTION).where("subscription.id", "==", sending.sub.id).where("subscription.delivery", "==", 2).get()).docs[0]!;
    expect(sent.get("lines")[0].quantity).toBe(1);
    expect((await fetchProduct(p.id))!.stock).toBe(0);
    for (const { who, sub } of [skipping, sending]) await changeSubscription(who.uid, sub.id, cancel, at("2018-03-20T00:00:00.000Z"));
  });

  it("a recalled product's delivery is skipped, not tried again every minute", async () => {
    const p = await saveProduct(20);
    const { who, sub } = await subscribed(p);
    const recalled = { ...p, stock: 18, recall: { message: "Stop using this product at once.", date: "2018-03-10", recordedAt: "2018-03-10T10:00:00.000Z" } };
    await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, recalled));
    const run = await runSubscriptions(at("2018-03-19T06:00:00.000Z"));
    expect(run.skipped).toContain(sub.id);
    expect(await ordersOf(sub.id)).toEqual([1]);
    expect(await getSubscription(who.uid, sub.id)).toMatchObject({ delivered: 2, nextDate: "2018-04-02" });
    await changeSubscription(who.uid, sub.id, cancel, at("2018-03-20T00:00:00.000Z"));
  });

  it("a pause until a day ends by itself on that day (or the first run after), once however many runs race; a pause with no day stays", async () => {
    const p = await saveProduct(50);
    const subscribedAt = at("2018-06-04T09:00:00.000Z");
    const [dated, late, open] = [await subscribed(p, parent(), {}, subscribedAt), await subscribed(p, parent(), {}, subscribedAt), await subscribed(p, parent(), {}, subscribedAt)];
    const pausedAt = at("2018-06-05T00:00:00.000Z");
    expect(await changeSubscription(dated.who.uid, dated.sub.id, pauseUntil("2018-07-02"), pausedAt)).toMatchObject({ status: "paused", pausedUntil: "2018-07-02", nextDate: "2018-07-02" });
    await changeSubscription(late.who.uid, late.sub.id, pauseUntil("2018-07-03"), pausedAt);
    await changeSubscription(open.who.uid, open.sub.id, pauseUntil(), pausedAt);
    // The day before: still paused, nothing placed.
    const before = await runSubscriptions(at("2018-07-01T23:59:00.000Z"));
    expect(await getSubscription(dated.who.uid, dated.sub.id)).toMatchObject({ status: "paused", pausedUntil: "2018-07-02" });
    expect(before.resumed).toEqual([]);
    // Its day: resumed, and its delivery placed by the same run; two runs at once do it once.
    const day = at("2018-07-02T00:01:00.000Z");
    const runs = await Promise.all([runSubscriptions(day), runSubscriptions(day)]);
    expect(await ordersOf(dated.sub.id)).toEqual([1, 2]);
    expect(runs.flatMap((r) => r.resumed)).toEqual([dated.sub.id]);
    const resumed = (await getSubscription(dated.who.uid, dated.sub.id))!;
    expect(resumed).toMatchObject({ status: "active", delivered: 2, nextDate: "2018-07-16" });
    expect(resumed.pausedUntil).toBeUndefined();
    // A job that comes after the day (stopped for two days): resumed then, its delivery placed that day, not for a day gone by.
    await runSubscriptions(at("2018-07-05T06:00:00.000Z"));
    expect(await getSubscription(late.who.uid, late.sub.id)).toMatchObject({ status: "active", delivered: 2, nextDate: "2018-07-19" });
    expect((await orderOf(late.sub.id, 2)).get("createdAt")).toBe("2018-07-05T06:00:00.000Z");
    // Paused with no day: it waits for its parent.
    await runSubscriptions(at("2018-08-01T06:00:00.000Z"));
    expect(await getSubscription(open.who.uid, open.sub.id)).toMatchObject({ status: "paused", delivered: 1, nextDate: "2018-06-18" });
    expect(await ordersOf(open.sub.id)).toEqual([1]);
    for (const { who, sub } of [dated, late, open]) await changeSubscription(who.uid, sub.id, cancel, at("2018-08-01T07:00:00.000Z"));
  });

  it("500 subscriptions due at the same minute are all placed, one order each", async () => {
    const products = await Promise.all(Array.from({ length: 10 }, () => saveProduct(200)));
    // 2017: before every other subscription here, so the runs below see these 500 only.
    const now = at("2017-06-01T08:00:00.000Z");
    const subs = [];
    for (let i = 0; i < 500; i += 25) {
      subs.push(...(await Promise.all(Array.from({ length: 25 }, (_, k) => subscribed(products[(i + k) % 10]!, parent(), { quantity: 1 }, now)))));
    }
    const due = at("2017-06-15T00:00:30.000Z");
    const [a, b] = await Promise.all([runSubscriptions(due), runSubscriptions(due)]);
    expect(a.placed.length + b.placed.length).toBe(500);
    const placed = await db.collection(ORDERS_COLLECTION).where("subscription.delivery", "==", 2).where("createdAt", ">=", "2017-06-15").where("createdAt", "<", "2017-06-16").get();
    expect(placed.size).toBe(500);
    expect(new Set(placed.docs.map((d) => d.get("subscription.id"))).size).toBe(500);
    for (const p of products) expect((await fetchProduct(p.id))!.stock).toBe(200 - 2 * 50);
    // Later runs (the card tests') see none of them.
    await Promise.all(subs.map(({ who, sub }) => changeSubscription(who.uid, sub.id, cancel, due)));
  });
});

/** Stripe's test card saved on the stand-in's setup page for `sub`, as a parent does: the setup session's id. */
async function cardOnPage(who: { uid: string; email: string }, subscriptionId: string, testCard: string) {
  const customerId = await ensureCustomer(who);
  const page = await startCardSetup({ customerId, subscriptionId, successUrl: "http://127.0.0.1:3100/ok", cancelUrl: "http://127.0.0.1:3100/back", locale: "en" });
  const paid = await fetch(`${page.url}/pay`, { method: "POST", redirect: "manual", body: new URLSearchParams({ payment_method: testCard }) });
  expect(paid.status).toBe(303);
  return page.sessionId;
}
/** The card saved, then the parent's return to the shop. */
const saveCardFor = async (who: { uid: string; email: string }, subscriptionId: string, testCard: string) =>
  completeCardSetup(who.uid, subscriptionId, await cardOnPage(who, subscriptionId, testCard));
/** A parent subscribed by card (one unit) on `day`, with `testCard` saved for the charges. */
async function byCard(productId: string, day: string, testCard: string) {
  const who = parent();
  const started = await subscribe(who, subscribeInput(productId, { paymentMethod: "card", quantity: 1 }), CONSENT, at(day));
  const id = (started as { subscriptionId: string }).subscriptionId;
  await saveCardFor(who, id, testCard);
  return { who, id };
}
/** The job's clock `days` days (and a minute) after now: a delivery's retry days. */
function daysFromNow(): (days: number) => () => Date {
  const first = Date.now();
  return (days) => () => new Date(first + days * 86_400_000 + 60_000);
}
/** Every event the stand-in made (its deliveries to the absent shop fail: tests apply them here). */
const standinEvents = async () => ((await (await fetch(`${STANDIN()}/_standin/events`)).json()) as { events: Stripe.Event[] }).events;
const sessionEvent = async (type: string, sessionId: string) => (await standinEvents()).find((e) => e.type === type && (e.data.object as { id: string }).id === sessionId)!;
const STANDIN = () => process.env.STRIPE_API_URL!;
const paymentIntentsWithKey = async (key: string) =>
  ((await (await fetch(`${STANDIN()}/_standin/payment_intents?idempotency_key=${encodeURIComponent(key)}`)).json()) as { payment_intents: { id: string; status: string; amount: number }[] }).payment_intents;
const orderOf = async (subscriptionId: string, delivery: number) =>
  (await db.collection(ORDERS_COLLECTION).where("subscription.id", "==", subscriptionId).where("subscription.delivery", "==", delivery).get()).docs[0]!;

describe("subscriptions paid by a saved card", () => {
  afterEach(() => fetch(`${STANDIN()}/_standin/faults`, { method: "DELETE" }));

  it("waits for its card, then each delivery is charged once off-session: two runs at once, and Stripe's answer lost on the way", async () => {
    const p = await saveProduct(30);
    const who = parent();
    const started = await subscribe(who, subscribeInput(p.id, { paymentMethod: "card" }), CONSENT, at("2019-02-04T09:00:00.000Z"));
    expect(started.status).toBe("card-setup");
    const id = (started as { subscriptionId: string }).subscriptionId;
    expect(await getSubscription(who.uid, id)).toMatchObject({ status: "incomplete", delivered: 0 });
    expect(await ordersOf(id)).toEqual([]);

    const first = await saveCardFor(who, id, "pm_card_visa");
    // The webhook may have done it first: the return then finds it done. One order either way.
    expect(["placed", "card-replaced"]).toContain(first.status);
    expect(await ordersOf(id)).toEqual([1]);
    const sub = (await getSubscription(who.uid, id))!;
    expect(sub).toMatchObject({ status: "active", delivered: 1, payment: { method: "card", card: { brand: "visa", last4: "4242" } } });
    const today = new Date();
    await Promise.all([runSubscriptions(() => today), runSubscriptions(() => today)]);
    expect((await orderOf(id, 1)).get("status")).toBe("paid");
    expect(await paymentIntentsWithKey(`${id}-1`)).toHaveLength(1);

    // Delivery 2, two runs at once: one order, one charge.
    const day2 = at(`${sub.nextDate}T00:00:10.000Z`);
    await Promise.all([runSubscriptions(day2), runSubscriptions(day2)]);
    expect(await ordersOf(id)).toEqual([1, 2]);
    expect((await orderOf(id, 2)).get("status")).toBe("paid");
    expect(await paymentIntentsWithKey(`${id}-2`)).toHaveLength(1);

    // Delivery 3: the stand-in makes the charge, then cuts the connection before answering; the
    // client asks again under the same key and gets that PaymentIntent, not a second one.
    await fetch(`${STANDIN()}/_standin/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ drop: true, count: 1, path: "/v1/payment_intents" }) });
    const day3 = at(`${(await getSubscription(who.uid, id))!.nextDate}T00:00:10.000Z`);
    await runSubscriptions(day3);
    await runSubscriptions(day3);
    expect((await orderOf(id, 3)).get("status")).toBe("paid");
    const third = await paymentIntentsWithKey(`${id}-3`);
    expect(third).toHaveLength(1);
    expect((await orderOf(id, 3)).get("payment.charged.paymentIntent")).toBe(third[0]!.id);
    await changeSubscription(who.uid, id, cancel, day3);
  });

  it("a declined card is tried again 1, 3 and 5 days later; then the delivery's order is cancelled and the subscription paused", async () => {
    const p = await saveProduct(10);
    const { who, id } = await byCard(p.id, "2019-05-06T09:00:00.000Z", "pm_card_chargeCustomerFail");
    const on = daysFromNow();
    await runSubscriptions(on(0));
    expect((await getSubscription(who.uid, id))!.failure).toMatchObject({ deliveryNumber: 1, reason: "card_declined", attempts: 1 });
    for (const [days, attempts] of [[1, 2], [3, 3]] as const) {
      await runSubscriptions(on(days));
      await runSubscriptions(on(days));
      expect((await getSubscription(who.uid, id))!.failure).toMatchObject({ attempts });
    }
    expect((await orderOf(id, 1)).get("status")).toBe("pending");
    expect((await fetchProduct(p.id))!.stock).toBe(9);
    await runSubscriptions(on(5));
    await runSubscriptions(on(5));
    expect(await getSubscription(who.uid, id)).toMatchObject({ status: "paused", failure: { attempts: 4 } });
    expect((await orderOf(id, 1)).get("status")).toBe("cancelled");
    expect((await fetchProduct(p.id))!.stock).toBe(10);
  });

  it("a delivery waiting for its payment is left to the subscription: the unpaid-orders sweep never cancels it", async () => {
    const p = await saveProduct(10);
    const waiting = [];
    for (const testCard of ["pm_card_authenticationRequired", "pm_card_chargeCustomerFail"]) {
      waiting.push(await byCard(p.id, "2019-06-03T09:00:00.000Z", testCard));
    }
    const first = Date.now();
    const later = (minutes: number) => () => new Date(first + minutes * 60_000);
    await runSubscriptions(later(1));
    const [confirm, declined] = await Promise.all(waiting.map(({ who, id }) => getSubscription(who.uid, id)));
    expect(confirm!.failure).toMatchObject({ reason: "authentication_required" });
    expect(declined!.failure).toMatchObject({ reason: "card_declined", retryAt: expect.any(String) });
    // Long after an ordinary card order's page lapsed, and a day on (the decline's retry not run yet).
    await sweepUnpaidOrders(later(CARD_LAPSED_AFTER_MINUTES + 1));
    await sweepUnpaidOrders(later(23 * 60));
    for (const { id } of waiting) expect((await orderOf(id, 1)).get("status")).toBe("pending");
    expect((await fetchProduct(p.id))!.stock).toBe(8);
    for (const { who, id } of waiting) await changeSubscription(who.uid, id, cancel);
  });

  it("a retry never charges an order no longer pending, and leaves no retry waiting", async () => {
    const p = await saveProduct(10);
    const declined = [];
    for (let i = 0; i < 2; i++) {
      declined.push(await byCard(p.id, "2019-06-10T09:00:00.000Z", "pm_card_chargeCustomerFail"));
    }
    const on = daysFromNow();
    await runSubscriptions(on(0));
    // Each parent saves a card that pays: a retry now would take the money.
    for (const { who, id } of declined) expect((await saveCardFor(who, id, "pm_card_visa")).status).toBe("card-replaced");
    const [early, late] = await Promise.all(declined.map(async ({ who, id }) => ({ who, id, orderId: (await orderOf(id, 1)).id })));
    // One order is cancelled by its parent before its retry's day: the failure ends with it.
    await changeOrderStatus({ orderId: early!.orderId, to: "cancelled", actor: { uid: early!.who.uid, role: "customer" } });
    expect((await getSubscription(early!.who.uid, early!.id))!.failure).toBeUndefined();
    // The other's retry is queued, then its order cancelled before the call goes out.
    expect(await queueRetries([(await getSubscription(late!.who.uid, late!.id))!], on(1))).toEqual([late!.orderId]);
    await changeOrderStatus({ orderId: late!.orderId, to: "cancelled", actor: { uid: late!.who.uid, role: "customer" } });
    await Promise.all([runSubscriptions(on(1)), runSubscriptions(on(1))]);
    await runSubscriptions(on(3));
    for (const { who, id } of [early!, late!]) {
      expect((await paymentIntentsWithKey(`${id}-1`)).map((pi) => pi.status)).not.toContain("succeeded");
      expect((await orderOf(id, 1)).get("status")).toBe("cancelled");
      expect((await getSubscription(who.uid, id))!.failure).toBeUndefined();
      await changeSubscription(who.uid, id, cancel);
    }
    expect((await fetchProduct(p.id))!.stock).toBe(10);
  });

  it("a delivery the bank wants the parent to confirm is paid on the provider's page whenever they click; paid, its failure ends", async () => {
    const p = await saveProduct(10);
    const who = parent();
    const started = await subscribe(who, subscribeInput(p.id, { paymentMethod: "card", quantity: 1 }), CONSENT, at("2019-06-17T09:00:00.000Z"));
    const id = (started as { subscriptionId: string }).subscriptionId;
    // The card saved and the first delivery placed five hours ago: long past an ordinary order's page.
    const setup = await cardPayments()!.stripe.checkout.sessions.retrieve(await cardOnPage(who, id, "pm_card_authenticationRequired"));
    expect(await applyCardSetup(setup, () => new Date(Date.now() - 5 * 3_600_000))).toMatchObject({ status: "placed" });
    await runSubscriptions(() => new Date());
    const orderId = (await orderOf(id, 1)).id;
    expect((await getSubscription(who.uid, id))!.failure).toMatchObject({ reason: "authentication_required", orderId });

    const ORIGIN = "http://127.0.0.1:3100";
    const page = await cardPaymentPage(who.uid, orderId, ORIGIN);
    if (page.status !== "open") throw new Error(page.status);
    // Clicked again: the same page, never two to pay at once.
    expect(await cardPaymentPage(who.uid, orderId, ORIGIN)).toEqual(page);
    // The page ends unpaid: the order keeps waiting, its stock held, and the next click opens another.
    const first = new URL(page.url).pathname.split("/").pop()!;
    await cardPayments()!.stripe.checkout.sessions.expire(first);
    expect(await applyStripeEvent(await sessionEvent("checkout.session.expired", first))).toEqual({ outcome: "waiting" });
    expect((await orderOf(id, 1)).get("status")).toBe("pending");
    const next = await cardPaymentPage(who.uid, orderId, ORIGIN);
    if (next.status !== "open") throw new Error(next.status);
    expect(next.url).not.toBe(page.url);

    expect((await fetch(`${next.url}/pay`, { method: "POST", redirect: "manual" })).status).toBe(303);
    const paid = await sessionEvent("checkout.session.completed", new URL(next.url).pathname.split("/").pop()!);
    expect(await applyStripeEvent(paid)).toMatchObject({ outcome: "applied", status: "paid" });
    expect((await getSubscription(who.uid, id))!.failure).toBeUndefined();
    expect((await fetchProduct(p.id))!.stock).toBe(9);
    await changeSubscription(who.uid, id, cancel);
  });

  it("paused during a declined charge's retries: resumed, that delivery's charge is tried again; still paused on its retry day, its order is cancelled, stock back", async () => {
    const p = await saveProduct(10);
    const declined = [];
    for (let i = 0; i < 2; i++) {
      declined.push(await byCard(p.id, "2019-06-24T09:00:00.000Z", "pm_card_chargeCustomerFail"));
    }
    const [resumed, paused] = declined as [(typeof declined)[0], (typeof declined)[0]];
    const on = daysFromNow();
    await runSubscriptions(on(0));
    // Each parent saves a card that pays, and pauses.
    for (const { who, id } of declined) {
      expect((await saveCardFor(who, id, "pm_card_visa")).status).toBe("card-replaced");
      await changeSubscription(who.uid, id, pauseUntil(), on(0.1));
    }
    // Resumed before its retry's day: the delivery's charge is tried at the next run, once.
    expect((await changeSubscription(resumed.who.uid, resumed.id, resume, on(0.5)))!.failure).toMatchObject({ deliveryNumber: 1, retryAt: on(0.5)().toISOString() });
    await Promise.all([runSubscriptions(on(0.5)), runSubscriptions(on(0.5))]);
    expect((await orderOf(resumed.id, 1)).get("status")).toBe("paid");
    expect((await getSubscription(resumed.who.uid, resumed.id))!.failure).toBeUndefined();
    // Still paused when its retry comes: no charge; the delivery is given up, its order cancelled.
    await runSubscriptions(on(1));
    expect((await orderOf(paused.id, 1)).get("status")).toBe("cancelled");
    expect((await paymentIntentsWithKey(`${paused.id}-1`)).map((pi) => pi.status)).not.toContain("succeeded");
    const resumedLater = await changeSubscription(paused.who.uid, paused.id, resume, on(2));
    expect(resumedLater).toMatchObject({ status: "active" });
    expect(resumedLater.failure).toBeUndefined();
    expect((await fetchProduct(p.id))!.stock).toBe(9);
    for (const { who, id } of declined) await changeSubscription(who.uid, id, cancel, on(2));
  });

  it("a delivery the parent never confirms is asked again on the retry days, then given up: its order cancelled, stock back, the subscription paused", async () => {
    const p = await saveProduct(10);
    const { who, id } = await byCard(p.id, "2019-07-01T09:00:00.000Z", "pm_card_authenticationRequired");
    const on = daysFromNow();
    for (const [days, attempts] of [[0, 1], [1, 2], [3, 3]] as const) {
      await Promise.all([runSubscriptions(on(days)), runSubscriptions(on(days))]);
      expect((await getSubscription(who.uid, id))!.failure).toMatchObject({ reason: "authentication_required", attempts, retryAt: expect.any(String) });
      expect((await orderOf(id, 1)).get("status")).toBe("pending");
    }
    expect((await fetchProduct(p.id))!.stock).toBe(9);
    await Promise.all([runSubscriptions(on(5)), runSubscriptions(on(5))]);
    expect(await getSubscription(who.uid, id)).toMatchObject({ status: "paused", failure: { reason: "authentication_required", attempts: 4 } });
    expect((await orderOf(id, 1)).get("status")).toBe("cancelled");
    expect((await fetchProduct(p.id))!.stock).toBe(10);
    await changeSubscription(who.uid, id, cancel, on(6));
  });

  it("a charge that went through for a delivery cancelled just after it was sent is refunded", async () => {
    const p = await saveProduct(10);
    const { who, id } = await byCard(p.id, "2019-07-08T09:00:00.000Z", "pm_card_visa");
    const orderId = (await orderOf(id, 1)).id;
    const now = new Date();
    // The charge goes out while the order is pending; then its parent cancels it, before the answer is applied.
    await sendStripeCalls({ limit: 500, now: () => now });
    const [charged] = await paymentIntentsWithKey(`${id}-1`);
    expect(charged).toMatchObject({ status: "succeeded" });
    await changeOrderStatus({ orderId, to: "cancelled", actor: { uid: who.uid, role: "customer" } });
    await Promise.all([runSubscriptions(() => now), runSubscriptions(() => now)]);
    await sendStripeCalls({ limit: 500, now: () => now });
    const refund = storedRefundSchema.parse((await db.collection(STRIPE_OUTBOX_COLLECTION).doc(`${orderId}.cancelled`).get()).data());
    expect(refund).toMatchObject({ state: "done", paymentIntent: charged!.id, amount: charged!.amount, refundId: expect.stringMatching(/^re_/) });
    const order = await orderOf(id, 1);
    expect(order.get("status")).toBe("cancelled");
    expect(order.get("payment.charged")).toMatchObject({ paymentIntent: charged!.id, amount: charged!.amount });
    expect((await fetchProduct(p.id))!.stock).toBe(10);
    await changeSubscription(who.uid, id, cancel);
  });

  it("a delivery charged off-session while its parent has its page open: the page is expired, no second payment", async () => {
    const p = await saveProduct(10);
    const { who, id } = await byCard(p.id, "2019-07-15T09:00:00.000Z", "pm_card_authenticationRequired");
    const on = daysFromNow();
    await runSubscriptions(on(0));
    const orderId = (await orderOf(id, 1)).id;
    const page = await cardPaymentPage(who.uid, orderId, "http://127.0.0.1:3100");
    if (page.status !== "open") throw new Error(page.status);
    // The parent saves a card that pays; the retry charges it before they pay on the page.
    expect((await saveCardFor(who, id, "pm_card_visa")).status).toBe("card-replaced");
    await runSubscriptions(on(1));
    await sendStripeCalls({ limit: 500, now: on(1) });
    expect((await orderOf(id, 1)).get("status")).toBe("paid");
    expect((await cardPayments()!.stripe.checkout.sessions.retrieve(new URL(page.url).pathname.split("/").pop()!)).status).toBe("expired");
    expect((await fetch(`${page.url}/pay`, { method: "POST", redirect: "manual" })).status).toBe(410);
    await changeSubscription(who.uid, id, cancel);
  });
});
