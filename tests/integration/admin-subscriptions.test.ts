// Staff's view of subscriptions against the real emulators, with subscriptions made by the shop's
// own code (lib/subscriptions/db.ts subscribe, placeDelivery, the parent's changes): the list's
// filters (status, payment failures), sort and cursor pages; a subscription's orders by delivery;
// the /dash figures (active count, the next 30 days' expected goods); staff's pause, resume and
// cancel through the action, each with its audit entry in the same commit; and everyone else
// refused by the action and the page's check (no session, a shopper, forged and revoked cookies),
// writing nothing. Every subscription here is made "in" 2015 (the clock passed to subscribe), a
// year no other test uses: sorted by next delivery, this file's come first, and the dash's window
// (30 days from a 2015 day) holds no other file's.
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import "@/lib/actions/admin-subscriptions";
import { AUDIT_COLLECTION } from "@/lib/admin/audit";
import { subscriptionFigures } from "@/lib/admin/dash/subscriptions";
import { getSubscriptionForAdmin, searchSubscriptions, subscriptionAudit, subscriptionOrders, type SubscriptionRow } from "@/lib/admin/subscriptions/db";
import { paymentState } from "@/lib/admin/subscriptions/payment-state";
import type { SubscriptionQuery } from "@/lib/admin/subscriptions/query";
import { adminSubscriptionHref, adminSubscriptionsHref } from "@/lib/admin/routes";
import { authorizeCookie } from "@/lib/auth/access";
import { refusalHref } from "@/lib/auth/guards";
import { createSession, verifySession } from "@/lib/auth/session";
import { writeProductInTransaction } from "@/lib/catalog/write";
import type { Product } from "@/lib/catalog/schema";
import { firestore } from "@/lib/firebase/admin";
import { changeSubscription, getSubscription, pauseUntil, cancel, placeDelivery, subscribe } from "@/lib/subscriptions/db";
import { paymentFailureSchema, SUBSCRIPTIONS_COLLECTION, type SubscribeInput, type Subscription } from "@/lib/subscriptions/schema";
import { newStoredProfile } from "@/lib/users/stored-profile";
import { subscribeInput, testParent } from "@/tests/fixtures/subscription";
import { testProduct } from "@/tests/fixtures/product";
import { adminClient, uniq } from "./clients";
import { afterSecondOf, badlySignedJwt, jwtPayload, newUser, nowS, sessionClaims, unsignedJwt, type TestUser } from "./sessions";

jest.setTimeout(180_000);

const db = firestore();
const admin = adminClient();
const opened: TestUser[] = [];
afterAll(() => Promise.all([...opened.map((u) => u.client.close()), admin.close()]));

const at = (iso: string) => () => new Date(iso);
const START = "2015-03-02T09:00:00.000Z";
const CONSENT = "I agree that Flone places each delivery and that I pay the courier.";
type SessionOf = Awaited<ReturnType<ActionRequest["session"]>>;
const run = (input: unknown, session: () => Promise<SessionOf>) =>
  ACTION_REGISTRY.find((a) => a.name === "adminSubscriptions.change")!.run(input, { session, t: (key) => key });
const STAFF = { uid: uniq("sub-staff"), email: "sub-staff@flone.test", admin: true };
const asStaff = async () => STAFF;

const parent = () => testParent(uniq("sub-admin-parent"), "fr");
const input = (productId: string, over: Partial<SubscribeInput> = {}) => subscribeInput(productId, { quantity: 1, ...over });

async function subscribed(p: Product, over: Partial<SubscribeInput> = {}): Promise<Subscription> {
  const who = parent();
  const outcome = await subscribe(who, input(p.id, over), CONSENT, at(START));
  if (outcome.status === "unavailable") throw new Error(JSON.stringify(outcome));
  return (await getSubscription(who.uid, outcome.subscriptionId))!;
}
const fresh = async (s: Subscription) => (await getSubscription(s.uid, s.id))!;
const auditCount = async (id: string) => (await db.collection(AUDIT_COLLECTION).where("targetKey", "==", `subscription:${id}`).count().get()).data().count;

/** Every row of a query, page after page (`size` a page), while the rows are this file's (next delivery in 2015). */
async function rowsOf(query: SubscriptionQuery, size = 2): Promise<SubscriptionRow[]> {
  const rows: SubscriptionRow[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await searchSubscriptions({ ...query, cursor }, size);
    expect(page.rows.length).toBeLessThanOrEqual(size);
    rows.push(...page.rows);
    if (!page.next || page.rows.some((r) => !r.nextDate.startsWith("2015-"))) return rows;
    cursor = page.next;
  }
}
const mine = (rows: SubscriptionRow[], subs: Subscription[]) => rows.filter((r) => subs.some((s) => s.id === r.id)).map((r) => r.id);

let product: Product;
/** weekly: active, 1 unit every week; fortnightly: active, 2 units every 2 weeks; failing: active, its payment declined; paused, waiting (card not saved), cancelled. */
let subs: Record<"weekly" | "fortnightly" | "failing" | "paused" | "waiting" | "cancelled", Subscription>;
let before: Awaited<ReturnType<typeof subscriptionFigures>>;
const DASH_NOW = new Date("2015-03-05T12:00:00.000Z");

beforeAll(async () => {
  product = testProduct(uniq("sub-admin-nappies"), { name: "Admin Test Nappies", price: 2000, discount: 0, stock: 100, variations: [], subscription: { intervals: [1, 2, 4], discountPercent: 10 } });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, product));
  before = await subscriptionFigures(DASH_NOW);
  // One at a time: each places its first delivery from the product's stock.
  const weekly = await subscribed(product, { intervalWeeks: 1 });
  const fortnightly = await subscribed(product, { quantity: 2 });
  const failing = await subscribed(product);
  const paused = await subscribed(product, { intervalWeeks: 4 });
  const waiting = await subscribed(product, { paymentMethod: "card" });
  const cancelled = await subscribed(product);
  await changeSubscription(paused.uid, paused.id, pauseUntil(), at("2015-03-03T09:00:00.000Z"));
  await changeSubscription(cancelled.uid, cancelled.id, cancel, at("2015-03-03T09:00:00.000Z"));
  // A declined charge, as lib/subscriptions/charges.ts records it (its retry in a day), parsed by the stored schema.
  await db.collection(SUBSCRIPTIONS_COLLECTION).doc(failing.id).update({
    failure: paymentFailureSchema.parse({ deliveryNumber: 1, orderId: failing.orderIds[0], reason: "card_declined", attempts: 1, at: START, retryAt: "2015-03-03T09:00:00.000Z" }),
  });
  // The weekly one's second delivery, placed by the job's own function on its day.
  const second = await placeDelivery(weekly, product, at("2015-03-09T00:05:00.000Z"));
  expect(second).toMatchObject({ status: "placed" });
  subs = { weekly: await fresh(weekly), fortnightly: await fresh(fortnightly), failing: await fresh(failing), paused: await fresh(paused), waiting: await fresh(waiting), cancelled: await fresh(cancelled) };
});

describe("the list", () => {
  it("filters by status, sorted by next delivery, in cursor pages", async () => {
    const { weekly, fortnightly, failing, paused, waiting, cancelled } = subs;
    expect(weekly).toMatchObject({ status: "active", delivered: 2, nextDate: "2015-03-16" });
    const active = await rowsOf({ status: "active", sort: "next" });
    expect(new Set(active.map((r) => r.id)).size).toBe(active.length);
    expect(active.every((r) => r.status === "active")).toBe(true);
    // 2015-03-16 all three; no other file's subscription is due before them.
    expect(mine(active, Object.values(subs)).sort()).toEqual([weekly.id, fortnightly.id, failing.id].sort());
    expect(active.slice(0, 3).map((r) => r.nextDate)).toEqual(["2015-03-16", "2015-03-16", "2015-03-16"]);
    expect(active.find((r) => r.id === weekly.id)).toMatchObject({ productName: "Admin Test Nappies", email: weekly.email, intervalWeeks: 1 });

    for (const [status, sub] of [["paused", paused], ["incomplete", waiting], ["cancelled", cancelled]] as const) {
      const rows = await rowsOf({ status, sort: "next" }, 20);
      expect(rows.every((r) => r.status === status)).toBe(true);
      expect(mine(rows, Object.values(subs))).toEqual([sub.id]);
    }
  });

  it("'payment failures only' finds the declined one, alone or with its status, and says when it is tried again", async () => {
    const { failing } = subs;
    for (const query of [{ failures: true, sort: "next" }, { status: "active", failures: true, sort: "next" }, { failures: true, sort: "newest" }] as SubscriptionQuery[]) {
      const rows = await rowsOf(query, 20);
      expect(rows.every((r) => r.failure !== undefined)).toBe(true);
      if (query.sort === "next") expect(mine(rows, Object.values(subs))).toEqual([failing.id]);
    }
    expect(mine(await rowsOf({ status: "paused", failures: true, sort: "next" }, 20), Object.values(subs))).toEqual([]);
    expect(paymentState(subs.failing)).toEqual({ kind: "retry", at: "2015-03-03T09:00:00.000Z" });
    expect(paymentState(subs.waiting)).toEqual({ kind: "card-missing" });
    expect(paymentState(subs.weekly)).toEqual({ kind: "cash-on-delivery" });
  });

  it("a subscription's page: its product's name, its orders latest delivery first, in pages", async () => {
    const { weekly } = subs;
    expect(await getSubscriptionForAdmin(weekly.id)).toMatchObject({ id: weekly.id, productName: "Admin Test Nappies", consent: { text: CONSENT, at: START } });
    expect(await getSubscriptionForAdmin("SUB-2222222222")).toBeNull();
    expect(await getSubscriptionForAdmin("../users/x")).toBeNull();
    const first = await subscriptionOrders(weekly.id, undefined, 1);
    expect(first.orders.map((o) => o.delivery)).toEqual([2]);
    expect(first.orders[0]).toMatchObject({ id: weekly.orderIds[0], status: "pending", total: expect.any(Number) });
    const second = await subscriptionOrders(weekly.id, first.next!, 1);
    expect(second.orders.map((o) => [o.id, o.delivery])).toEqual([[weekly.orderIds[1], 1]]);
    expect(second.next).toBeNull();
  });
});

describe("the /dash figures", () => {
  it("count the active subscriptions and the next 30 days' deliveries at today's price less the subscriber discount", async () => {
    const after = await subscriptionFigures(DASH_NOW);
    expect(after.active - before.active).toBe(3);
    // From 2015-03-05 to 2015-04-03: weekly 03-16, 23, 30 (3 x 18.00); fortnightly 03-16, 30 (2 x 36.00);
    // failing 03-16, 30 (2 x 18.00). Paused, waiting and cancelled count nothing.
    expect(after.forecast).toEqual({ first: "2015-03-05", last: "2015-04-03", deliveries: before.forecast.deliveries + 7, amount: before.forecast.amount + 3 * 1800 + 2 * 3600 + 2 * 1800 });
  });
});

describe("staff's changes", () => {
  it("cancel: the subscription and its audit entry in one commit; cancelling again is refused and writes nothing", async () => {
    const sub = await subscribed(product);
    const answer = await run({ subscriptionId: sub.id, action: "cancel" }, asStaff);
    expect(answer).toMatchObject({ ok: true, data: { id: sub.id, status: "cancelled" } });
    const stored = await fresh(sub);
    expect(stored).toMatchObject({ status: "cancelled", cancelledAt: expect.any(String) });
    const audit = await subscriptionAudit(sub.id);
    expect(audit).toEqual([
      {
        id: expect.any(String),
        actor: { uid: STAFF.uid, email: STAFF.email },
        action: "subscription.cancel",
        target: { kind: "subscription", id: sub.id },
        before: { status: "active", cancelledAt: null, pausedUntil: null },
        after: { status: "cancelled", cancelledAt: stored.cancelledAt, pausedUntil: null },
        at: stored.updatedAt,
      },
    ]);
    const [subSnap, auditSnap] = await Promise.all([db.collection(SUBSCRIPTIONS_COLLECTION).doc(sub.id).get(), db.collection(AUDIT_COLLECTION).doc(audit[0]!.id).get()]);
    expect(auditSnap.updateTime!.isEqual(subSnap.updateTime!)).toBe(true);

    await expect(run({ subscriptionId: sub.id, action: "cancel" }, asStaff)).resolves.toMatchObject({ ok: false, error: "conflict", message: "subscription.not-allowed" });
    expect(await auditCount(sub.id)).toBe(1);
  });

  it("pause until resumed, pause until a day, resume: each audited; a day gone by and another account's rules hold for staff too", async () => {
    const sub = await subscribed(product);
    await expect(run({ subscriptionId: sub.id, action: "pause" }, asStaff)).resolves.toMatchObject({ ok: true, data: { status: "paused" } });
    await expect(run({ subscriptionId: sub.id, action: "resume" }, asStaff)).resolves.toMatchObject({ ok: true, data: { status: "active" } });
    // The real clock's today is long after 2015: a pause "until" 2015 has gone by.
    await expect(run({ subscriptionId: sub.id, action: "pause", until: "2015-04-01" }, asStaff)).resolves.toMatchObject({ ok: false, error: "conflict", message: "subscription.not-allowed" });
    await expect(run({ subscriptionId: sub.id, action: "pause", until: "2999-01-01" }, asStaff)).resolves.toMatchObject({ ok: true, data: { status: "paused", nextDate: "2999-01-01" } });
    expect((await fresh(sub)).pausedUntil).toBe("2999-01-01");
    expect((await subscriptionAudit(sub.id)).map((e) => e.action)).toEqual(["subscription.pause", "subscription.resume", "subscription.pause"]);
    await expect(run({ subscriptionId: "SUB-2222222222", action: "cancel" }, asStaff)).resolves.toMatchObject({ ok: false, error: "not-found", message: "subscription.not-found" });
    for (const bad of [{ subscriptionId: sub.id, action: "skip" }, { subscriptionId: sub.id, action: "cancel", until: "2999-01-01" }, { subscriptionId: "x", action: "cancel" }, {}]) {
      await expect(run(bad, asStaff)).resolves.toMatchObject({ ok: false, error: "invalid" });
    }
    expect(await auditCount(sub.id)).toBe(3);
  });

  it("anyone but staff is refused by the action and the page's check, and nothing is written", async () => {
    const sub = await subscribed(product);
    const shopper = await newUser();
    opened.push(shopper);
    await admin.db.doc(`users/${shopper.uid}`).set(newStoredProfile({ firstName: "", lastName: "", email: shopper.email }, new Date().toISOString(), false));
    const shopperCookie = await cookieOf(shopper);
    // A real admin whose sessions were then revoked.
    const revokedAdmin = await newUser();
    opened.push(revokedAdmin);
    await admin.db.doc(`users/${revokedAdmin.uid}`).set(newStoredProfile({ firstName: "", lastName: "", email: revokedAdmin.email }, new Date().toISOString(), true));
    await admin.auth.setCustomUserClaims(revokedAdmin.uid, { admin: true });
    const revoked = await cookieOf(revokedAdmin);
    expect(await verifySession(revoked)).toMatchObject({ admin: true });
    await afterSecondOf(jwtPayload(revoked).auth_time);
    await admin.auth.revokeRefreshTokens(revokedAdmin.uid);

    const projectId = process.env.FIREBASE_PROJECT_ID!;
    const times = { authTime: nowS(), iat: nowS(), exp: nowS() + 3600 };
    const cookies: [string, string | undefined, "signed-out" | "forbidden"][] = [
      ["no session", undefined, "signed-out"],
      ["a shopper", shopperCookie, "forbidden"],
      // The shopper's own cookie with an admin claim written in: the profile says no.
      ["a shopper's cookie claiming admin", unsignedJwt(sessionClaims(projectId, shopper.uid, times, { admin: true })), "forbidden"],
      ["a cookie nobody signed, claiming admin", badlySignedJwt(sessionClaims(projectId, STAFF.uid, times, { admin: true })), "signed-out"],
      ["an admin's revoked cookie", revoked, "signed-out"],
    ];
    const updated = (await db.collection(SUBSCRIPTIONS_COLLECTION).doc(sub.id).get()).updateTime!;
    for (const [who, cookie, refusal] of cookies) {
      const session = async () => (cookie === undefined ? null : verifySession(cookie));
      for (const action of ["cancel", "pause", "resume"]) {
        expect({ who, action, result: await run({ subscriptionId: sub.id, action }, session) }).toMatchObject({ who, action, result: { ok: false, error: refusal } });
      }
      // The pages' own check (requireAdmin: the same decision, then a redirect to sign in).
      const access = await authorizeCookie(cookie, "admin");
      expect({ who, access }).toMatchObject({ who, access: { ok: false, reason: refusal } });
      expect(refusalHref(refusal, adminSubscriptionHref(sub.id))).toMatch(/^\/login-register/);
      // The proxy's fast path refuses before any page is rendered (the emulator checks revocation
      // too); it reads the claim, not the profile, so a forged admin claim reaches the page's check.
      if (who === "a shopper's cookie claiming admin") continue;
      for (const path of [adminSubscriptionsHref(), adminSubscriptionHref(sub.id)]) {
        const res = await proxy(new NextRequest(`http://127.0.0.1:3100${path}`, { headers: { host: "127.0.0.1:3100", "accept-language": "en", ...(cookie ? { cookie: `__session=${cookie}` } : {}) } }));
        expect({ who, path, location: new URL(res.headers.get("location") ?? "http://x/").pathname }).toEqual({ who, path, location: "/login-register" });
      }
    }
    // The subscription's owner is a shopper too.
    await expect(run({ subscriptionId: sub.id, action: "cancel" }, async () => ({ uid: sub.uid, email: sub.email, admin: false }))).resolves.toMatchObject({ ok: false, error: "forbidden" });
    expect((await db.collection(SUBSCRIPTIONS_COLLECTION).doc(sub.id).get()).updateTime!.isEqual(updated)).toBe(true);
    expect(await auditCount(sub.id)).toBe(0);
  });
});

async function cookieOf(u: TestUser): Promise<string> {
  const s = await createSession(await u.user.getIdToken(true));
  if (!s.ok) throw new Error(`createSession: ${s.error}`);
  return s.cookie;
}
