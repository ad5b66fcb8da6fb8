// The parent's subscription actions refused: the exact translated message each answers, and
// nothing written. Under jest next-intl's request-bound getTranslations/getLocale cannot load, so
// they are replaced by next-intl's own translator over the shipped messages in a chosen locale
// (what the request's locale would give in Next); Firestore and Auth are the real emulators.
import { createTranslator } from "next-intl";
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import "@/lib/actions/subscriptions";
import { writeProductInTransaction } from "@/lib/catalog/write";
import type { Product } from "@/lib/catalog/schema";
import { firestore } from "@/lib/firebase/admin";
import { loadMessages } from "@/lib/i18n/messages";
import { ORDERS_COLLECTION } from "@/lib/orders/schema";
import { getSubscription, subscribe } from "@/lib/subscriptions/db";
import { SUBSCRIPTIONS_COLLECTION, type Subscription } from "@/lib/subscriptions/schema";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { subscribeInput, testParent } from "@/tests/fixtures/subscription";
import { testProduct } from "@/tests/fixtures/product";
import { uniq } from "./clients";

let mockLocale: "en" | "fr" = "en";
jest.mock("next-intl/server", () => ({
  getLocale: async () => mockLocale,
  getTranslations: async (namespace: string) => {
    const { createTranslator: translator } = jest.requireActual<typeof import("next-intl")>("next-intl");
    const { loadMessages: load } = jest.requireActual<typeof import("@/lib/i18n/messages")>("@/lib/i18n/messages");
    return translator({ locale: mockLocale, messages: await load(mockLocale), namespace: namespace as never });
  },
}));

jest.setTimeout(120_000);

const db = firestore();
const CONSENT = "I agree that Flone places each delivery and that I pay the courier.";
const DAY = 24 * 3600 * 1000;
type SessionOf = Awaited<ReturnType<ActionRequest["session"]>>;

/** An action run as `who`, its wrapper's own texts ("Actions") from the shipped messages too. */
async function run(name: string, input: unknown, who: { uid: string; email: string }) {
  const t = createTranslator({ locale: mockLocale, messages: await loadMessages(mockLocale), namespace: "Actions" });
  const session = async (): Promise<SessionOf> => ({ uid: who.uid, email: who.email, admin: false });
  return ACTION_REGISTRY.find((a) => a.name === name)!.run(input, { session, t: (key) => t(key as never) });
}

/** The subscription's document and each of its orders: data and update time, what a write changes. */
async function written(sub: Subscription) {
  const refs = [db.collection(SUBSCRIPTIONS_COLLECTION).doc(sub.id), ...sub.orderIds.map((id) => db.collection(ORDERS_COLLECTION).doc(id))];
  const docs = await db.getAll(...refs);
  expect(docs.every((d) => d.exists)).toBe(true);
  return docs.map((d) => ({ path: d.ref.path, updateTime: d.updateTime!.toMillis(), data: d.data() }));
}

/** Everything an account has in the shop's subscriptions and orders. */
async function countsOf(uid: string) {
  const [subs, orders] = await Promise.all([
    db.collection(SUBSCRIPTIONS_COLLECTION).where("uid", "==", uid).count().get(),
    db.collection(ORDERS_COLLECTION).where("uid", "==", uid).count().get(),
  ]);
  return { subscriptions: subs.data().count, orders: orders.data().count };
}

let product: Product;
let plain: Product;
const owner = testParent(uniq("sub-refused-owner"));
const stranger = testParent(uniq("sub-refused-stranger"));
/** soon: its next delivery tomorrow (inside the 48 h cutoff); later: its next delivery in two weeks. */
let soon: Subscription;
let later: Subscription;

async function subscribedAt(at: Date): Promise<Subscription> {
  const outcome = await subscribe(owner, subscribeInput(product.id), CONSENT, () => at);
  if (outcome.status === "unavailable") throw new Error(JSON.stringify(outcome));
  return (await getSubscription(owner.uid, outcome.subscriptionId))!;
}

beforeAll(async () => {
  product = testProduct(uniq("sub-refused-nappies"), { price: 2000, discount: 0, stock: 100, variations: [], subscription: { intervals: [1, 2, 4], discountPercent: 10 } });
  plain = testProduct(uniq("sub-refused-plain"), { price: 1500, discount: 0, stock: 100, variations: [] });
  for (const p of [product, plain]) await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  // Every 2 weeks: subscribed 13 days ago, the next delivery is tomorrow, past its cutoff.
  soon = await subscribedAt(new Date(Date.now() - 13 * DAY));
  later = await subscribedAt(new Date());
  expect(soon.orderIds.length).toBeGreaterThan(0);
});

beforeEach(() => {
  mockLocale = "en";
});

const E = en.Subscriptions.errors;

describe("someone else's subscription", () => {
  it.each([
    ["subscriptions.skipNext", (id: string) => ({ subscriptionId: id })],
    ["subscriptions.pause", (id: string) => ({ subscriptionId: id })],
    ["subscriptions.cancel", (id: string) => ({ subscriptionId: id })],
    ["subscriptions.changeNext", (id: string) => ({ subscriptionId: id, productId: product.id, intervalWeeks: 4, quantity: 1 })],
    ["subscriptions.saveCard", (id: string) => ({ subscriptionId: id })],
  ])("%s is answered 'not found' and changes nothing", async (name, input) => {
    const before = await written(later);
    const result = await run(name, input(later.id), stranger);
    expect(result).toEqual({ ok: false, error: "not-found", message: E.notFound });
    expect(await written(later)).toEqual(before);
  });

  it("in French when the request is in French", async () => {
    mockLocale = "fr";
    const before = await written(later);
    expect(await run("subscriptions.skipNext", { subscriptionId: later.id }, stranger)).toEqual({ ok: false, error: "not-found", message: fr.Subscriptions.errors.notFound });
    expect(await written(later)).toEqual(before);
  });
});

describe("a change inside the cutoff", () => {
  it.each([
    ["subscriptions.skipNext", { subscriptionId: "" }],
    ["subscriptions.changeNext", { subscriptionId: "", intervalWeeks: 4, quantity: 1 }],
  ])("%s is answered 'too late' and changes nothing", async (name, over) => {
    const before = await written(soon);
    const input = { ...over, subscriptionId: soon.id, ...(name === "subscriptions.changeNext" ? { productId: product.id } : {}) };
    expect(await run(name, input, owner)).toEqual({ ok: false, error: "conflict", message: E.tooLate });
    expect(await written(soon)).toEqual(before);
  });

  it("in French when the request is in French", async () => {
    mockLocale = "fr";
    const before = await written(soon);
    expect(await run("subscriptions.skipNext", { subscriptionId: soon.id }, owner)).toEqual({ ok: false, error: "conflict", message: fr.Subscriptions.errors.tooLate });
    expect(await written(soon)).toEqual(before);
  });
});

describe("bad input", () => {
  it("changing to an interval the product does not offer is answered and changes nothing", async () => {
    const before = await written(later);
    const result = await run("subscriptions.changeNext", { subscriptionId: later.id, productId: product.id, intervalWeeks: 3, quantity: 1 }, owner);
    expect(result).toEqual({ ok: false, error: "invalid", message: E.interval });
    expect(await written(later)).toEqual(before);
  });

  it("subscribing at an interval the product does not offer, or to a product that is not subscribable, is answered and writes nothing", async () => {
    const parent = testParent(uniq("sub-refused-new"));
    const at3 = await run("subscriptions.subscribe", subscribeInput(product.id, { intervalWeeks: 3 }), parent);
    expect(at3).toEqual({ ok: false, error: "invalid", message: E.interval });
    const notOffered = await run("subscriptions.subscribe", subscribeInput(plain.id), parent);
    expect(notOffered).toEqual({ ok: false, error: "conflict", message: E.notSubscribable });
    expect(await countsOf(parent.uid)).toEqual({ subscriptions: 0, orders: 0 });
  });
});
