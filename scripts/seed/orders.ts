// Demo orders for local development and the e2e suite: about 20 demo customers and 150 orders
// over the 90 days before the seed's reference time, in every status, so a new user (and later
// the dashboard) sees a shop with a history. The demo shopper gets 8 of them: two pending (one
// to try "cancel" on) and one in each other status, and room for three orders of their own.
//
// makeDemoOrders(products, now) is pure and deterministic: a PRNG seeded from `now`, never
// Math.random or the clock, so seeding twice on the same day writes identical documents, and the
// order ids (FL-XXXXXXXX, from the same PRNG) are the same, so a second seed overwrites rather
// than duplicates. Every order is priced with the checkout's own priceOrder() against the seeded
// products (in their deal state at the order's time), every history step is a move the state
// machine (lib/orders/status.ts) allows its actor, and every document passes customerOrderDocSchema.
// Seeded orders are history: they take no stock.
//
// Like the demo accounts, the demo customers (Auth accounts and users/{uid}) and their orders are
// only ever written to the emulators (scripts/seed/run.ts).
import type { Auth, UserImportRecord } from "firebase-admin/auth";
import type { Firestore, WriteBatch } from "firebase-admin/firestore";
import { productWithDealState } from "@/lib/catalog/deals";
import { SHIPPING_METHODS, type ShippingMethod } from "@/lib/orders/config";
import type { PaymentMethod } from "@/lib/orders/payments";
import { orderDoc } from "@/lib/orders/order-doc";
import { priceOrder, type OrderLineInput } from "@/lib/orders/pricing";
import { customerOrderDocSchema, ORDER_ID_ALPHABET, ORDERS_COLLECTION, UNPAID_ORDERS_DOC, unpaidOrdersDocSchema, type CustomerOrderDoc, type HistoryEntry } from "@/lib/orders/schema";
import { checkTransition, type OrderActor, type OrderStatus } from "@/lib/orders/status";
import { stockOf, type Product } from "@/lib/catalog/schema";
import { type AddressInput } from "@/lib/users/schema";
import { newStoredProfile, STATE_COLLECTION, USERS_COLLECTION } from "@/lib/users/stored-profile";
import { hash, int, pick, prng, type Rng } from "./random";
import { DEMO_USERS } from "./users";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** How far back the seeded orders go. */
export const ORDER_WINDOW_DAYS = 90;
/** Orders for the demo customers (the demo shopper's come on top). */
export const CUSTOMER_ORDER_COUNT = 142;
/** Seeded orders carry this idempotency key prefix ("seed-FL-XXXXXXXX"): how a later seed finds them. */
export const SEED_KEY_PREFIX = "seed-";
/** The first string after every key with that prefix ("." follows "-"). */
const SEED_KEY_END = "seed.";

/** Who moves seeded orders on the shop's side. */
const STAFF = DEMO_USERS.find((u) => u.isAdmin)!.uid;
const SHOPPER = DEMO_USERS.find((u) => !u.isAdmin)!;

const between = (r: Rng, min: number, max: number) => min + r() * (max - min);
function weighted<T extends string>(r: Rng, weights: Readonly<Record<T, number>>): T {
  const entries = Object.entries(weights) as [T, number][];
  let roll = r() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [value, w] of entries) {
    roll -= w;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}
/** Whole seconds: stored times look like the checkout's. */
const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

// ------------------------------------------------------------------ customers

export type DemoCustomer = {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Their home: billing and (mostly) shipping address. */
  address: AddressInput;
};

type Home = Omit<AddressInput, "firstName" | "lastName" | "company">;
const us = (street: string, city: string, region: string, postcode: string, phone: string): Home => ({ country: "US", street, city, region, postcode, phone });

// Fictional people at plausible addresses; phone numbers from the ranges kept for fiction
// (555-01xx in North America, 01632/0161 496 in the UK) or clearly made up.
const PEOPLE: readonly (readonly [string, string, Home])[] = [
  ["Olivia", "Martin", us("214 Oak Street", "Austin", "TX", "78704", "+1 512 555 0134")],
  ["Liam", "Johnson", us("88 Harbor View Road", "Seattle", "WA", "98109", "+1 206 555 0147")],
  ["Emma", "Brown", us("1501 Pine Avenue", "Denver", "CO", "80206", "+1 303 555 0162")],
  ["Noah", "Williams", us("37 Willow Lane", "Columbus", "OH", "43215", "+1 614 555 0118")],
  ["Ava", "Davis", us("920 Sunset Boulevard", "San Diego", "CA", "92103", "+1 619 555 0175")],
  ["Ethan", "Miller", us("12 Birch Court", "Minneapolis", "MN", "55408", "+1 612 555 0129")],
  ["Sophia", "Wilson", us("455 Magnolia Drive", "Atlanta", "GA", "30307", "+1 404 555 0186")],
  ["Mason", "Moore", us("73 Chestnut Street", "Boston", "MA", "02116", "+1 617 555 0153")],
  ["Isabella", "Taylor", us("2600 Elm Street", "Dallas", "TX", "75226", "+1 214 555 0191")],
  ["Lucas", "Anderson", us("19 Lakeshore Drive", "Chicago", "IL", "60611", "+1 312 555 0140")],
  ["Mia", "Thomas", us("640 Cedar Road", "Raleigh", "NC", "27608", "+1 919 555 0123")],
  ["James", "Jackson", us("5 Orchard Way", "Portland", "OR", "97214", "+1 503 555 0168")],
  ["Harper", "White", us("301 Bayview Avenue", "Tampa", "FL", "33606", "+1 813 555 0105")],
  ["Benjamin", "Harris", us("1120 Aspen Circle", "Phoenix", "AZ", "85016", "+1 602 555 0179")],
  ["Camille", "Dubois", { country: "FR", street: "12 rue des Lilas", city: "Lyon", region: "", postcode: "69003", phone: "+33 4 72 10 20 30" }],
  ["Hugo", "Lefèvre", { country: "FR", street: "45 avenue Jean Jaurès", city: "Paris", region: "", postcode: "75019", phone: "+33 1 42 00 11 22" }],
  ["Lena", "Schmidt", { country: "DE", street: "Bergstraße 14", city: "München", region: "Bayern", postcode: "80331", phone: "+49 89 1234 5678" }],
  ["Felix", "Wagner", { country: "DE", street: "Schillerstraße 7", city: "Hamburg", region: "", postcode: "20095", phone: "+49 40 9876 5432" }],
  ["Oliver", "Smith", { country: "GB", street: "22 Acacia Avenue", city: "Manchester", region: "", postcode: "M14 5TQ", phone: "+44 161 496 0123" }],
  ["Amelia", "Evans", { country: "GB", street: "9 Rosemary Close", city: "Bristol", region: "", postcode: "BS6 7UP", phone: "+44 1632 960 456" }],
];

/** An e-mail address from a name: lower case, accents dropped ("Hugo Lefèvre" -> hugo.lefevre@example.test). */
export function demoEmail(firstName: string, lastName: string): string {
  const plain = (s: string) => s.normalize("NFD").replace(/[^A-Za-z]/g, "").toLowerCase();
  return `${plain(firstName)}.${plain(lastName)}@example.test`;
}

/** The demo customers: fixed uids demo-customer-1... (product reviews name such uids too). */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = PEOPLE.map(([firstName, lastName, home], i) => ({
  uid: `demo-customer-${i + 1}`,
  email: demoEmail(firstName, lastName),
  firstName,
  lastName,
  address: { firstName, lastName, company: "", ...home },
}));

const SHOPPER_ADDRESS: AddressInput = {
  firstName: SHOPPER.firstName,
  lastName: SHOPPER.lastName,
  company: "",
  ...us("48 Maple Avenue", "Portland", "OR", "97205", "+1 503 555 0100"),
};

/** Somewhere else a parcel goes now and then: a gift for the family. */
const GIFT_ADDRESSES: readonly AddressInput[] = [
  { firstName: "Margaret", lastName: "Keller", company: "", ...us("7 Meadow Lane", "Burlington", "VT", "05401", "+1 802 555 0177") },
  { firstName: "Robert", lastName: "Nguyen", company: "", ...us("350 Mission Street", "San Francisco", "CA", "94105", "+1 415 555 0136") },
  { firstName: "Claire", lastName: "Fontaine", company: "", country: "FR", street: "3 place du Marché", city: "Bordeaux", region: "", postcode: "33000", phone: "+33 5 56 00 12 34" },
  { firstName: "Ingrid", lastName: "Becker", company: "", country: "DE", street: "Lindenallee 21", city: "Berlin", region: "", postcode: "10115", phone: "+49 30 1234 9876" },
  { firstName: "Sarah", lastName: "Clarke", company: "Little Acorns Nursery", country: "GB", street: "14 Church Road", city: "Leeds", region: "", postcode: "LS6 2AA", phone: "+44 113 496 0789" },
];

const NOTES: readonly string[] = [
  "Please leave the parcel with the neighbours at number 12 if we are out.",
  "It is a gift: please do not put the invoice in the box.",
  "The doorbell is broken, please knock.",
  "Delivery after 5 pm if possible.",
  "Our baby is due next month, so no rush.",
];

// ------------------------------------------------------------------ orders

type Buyer = { uid: string; email: string; address: AddressInput };

export type SeededOrder = { id: string; doc: CustomerOrderDoc };

/** The demo shopper's orders: one in each status, and a second pending one; one pending is paid by bank transfer (its instructions show). */
const SHOPPER_ORDERS: readonly { status: OrderStatus; payment?: PaymentMethod }[] = [
  { status: "pending", payment: "bank-transfer" },
  { status: "pending", payment: "cash-on-delivery" },
  ...(["paid", "processing", "shipped", "delivered", "cancelled", "refunded"] as const).map((status) => ({ status })),
];

const STATUS_WEIGHTS: Readonly<Record<OrderStatus, number>> = {
  delivered: 46,
  shipped: 9,
  processing: 7,
  paid: 6,
  pending: 9,
  // Only an accepted return makes it (lib/orders/returns.ts), with its credit note: the seed makes none.
  "partly-refunded": 0,
  cancelled: 13,
  refunded: 10,
};

/**
 * For an order still under way, how long ago its last step may be: a pending bank transfer
 * waits a few days at most, a parcel is on its way for a few days.
 */
const LIVE_WINDOW: Readonly<Partial<Record<OrderStatus, number>>> = {
  pending: 5 * DAY,
  paid: 1.5 * DAY,
  processing: 1.5 * DAY,
  shipped: 3 * DAY,
};

type Step = { status: OrderStatus; after: number; actor: OrderActor };

/** The steps after "pending" that lead to `status`, each with the time since the previous one. */
function stepsTo(r: Rng, status: OrderStatus, payment: PaymentMethod, international: boolean): Step[] {
  const paid: Step = { status: "paid", after: payment === "bank-transfer" ? between(r, 2 * HOUR, 3 * DAY) : between(r, 10 * MINUTE, 6 * HOUR), actor: "admin" };
  const forward: Step[] = [
    paid,
    { status: "processing", after: between(r, HOUR, 20 * HOUR), actor: "admin" },
    { status: "shipped", after: between(r, 4 * HOUR, 2 * DAY), actor: "admin" },
    { status: "delivered", after: international ? between(r, 3 * DAY, 8 * DAY) : between(r, DAY, 5 * DAY), actor: "admin" },
    { status: "refunded", after: between(r, 3 * DAY, 20 * DAY), actor: "admin" },
  ];
  if (status === "pending") return [];
  if (status === "cancelled") {
    // The shopper changed their mind; an unpaid transfer the shop gave up on; or a paid order
    // the shop could not fill.
    const how = r();
    if (how < 0.5) return [{ status: "cancelled", after: between(r, 5 * MINUTE, 20 * HOUR), actor: "customer" }];
    if (how < 0.75) return [{ status: "cancelled", after: between(r, 5 * DAY, 8 * DAY), actor: "admin" }];
    return [paid, { status: "cancelled", after: between(r, HOUR, DAY), actor: "admin" }];
  }
  const end = forward.findIndex((s) => s.status === status);
  return forward.slice(0, end + 1);
}

/**
 * Lines a shopper could have bought at `at`: products that existed then, choices with stock,
 * 1 to 4 lines, mostly one of each. Priced by the checkout's own priceOrder().
 */
function chooseLines(r: Rng, products: readonly Product[], at: number): OrderLineInput[] {
  const lines: OrderLineInput[] = [];
  const count = weighted(r, { "1": 40, "2": 32, "3": 18, "4": 10 });
  for (let tries = 0; lines.length < Number(count) && tries < 40; tries++) {
    const p = pick(r, products);
    if (Date.parse(p.createdAt) > at || lines.some((l) => l.id === p.id)) continue;
    const quantity = r() < 0.8 ? 1 : int(r, 2, 3);
    if (p.variations.length === 0) {
      if (stockOf(p) >= quantity) lines.push({ id: p.id, quantity });
      continue;
    }
    const v = pick(r, p.variations);
    const s = pick(r, v.size);
    if (s.stock >= quantity) lines.push({ id: p.id, color: v.color, size: s.name, quantity });
  }
  return lines;
}

/** A fresh FL-XXXXXXXX id not in `taken`. */
function orderId(r: Rng, taken: Set<string>): string {
  for (;;) {
    let id = "FL-";
    for (let i = 0; i < 8; i++) id += pick(r, ORDER_ID_ALPHABET.split(""));
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

type Wanted = { buyer: Buyer; status: OrderStatus; payment?: PaymentMethod };

function makeOrder(r: Rng, id: string, { buyer, status, payment: chosen }: Wanted, products: readonly Product[], now: number): CustomerOrderDoc | null {
  // Pending orders mostly wait for a transfer.
  const drawn: PaymentMethod = r() < (status === "pending" ? 0.8 : 0.55) ? "bank-transfer" : "cash-on-delivery";
  const payment = chosen ?? drawn;
  const gift = r() < 0.1;
  const shippingAddress = gift ? pick(r, GIFT_ADDRESSES) : buyer.address;
  const shippingMethod: ShippingMethod = r() < 0.8 ? SHIPPING_METHODS[0] : SHIPPING_METHODS[1];
  const steps = stepsTo(r, status, payment, shippingAddress.country !== "US");
  const span = steps.reduce((sum, s) => sum + s.after, 0);

  // When it was placed: a live order's last step is recent; a finished one anywhere in the window.
  const window = ORDER_WINDOW_DAYS * DAY;
  const live = LIVE_WINDOW[status];
  const sinceLast = live !== undefined ? between(r, 20 * MINUTE, live) : between(r, HOUR, Math.max(HOUR, window - span - 2 * HOUR));
  const placed = now - sinceLast - span;
  if (placed < now - window) return null;

  const lineInputs = chooseLines(r, products, placed);
  if (lineInputs.length === 0) return null;
  const priced = new Map(products.filter((p) => lineInputs.some((l) => l.id === p.id)).map((p) => [p.id, productWithDealState(p, placed)] as const));
  const pricing = priceOrder(priced, lineInputs, { method: shippingMethod, country: shippingAddress.country });
  if (!pricing.ok) return null;

  const history: HistoryEntry[] = [{ status: "pending", at: iso(placed), by: { uid: buyer.uid, role: "customer" } }];
  let at = placed;
  for (const step of steps) {
    at += step.after;
    history.push({ status: step.status, at: iso(at), by: { uid: step.actor === "customer" ? buyer.uid : STAFF, role: step.actor } });
  }
  return orderDoc({
    id,
    buyer,
    billingAddress: buyer.address,
    shippingAddress,
    pricing,
    shippingMethod,
    paymentMethod: payment,
    notes: r() < 0.15 ? pick(r, NOTES) : "",
    history,
    idempotencyKey: `${SEED_KEY_PREFIX}${id}`,
  });
}

/**
 * The demo orders for `products` (as seeded) and the reference time `now`, oldest first.
 * Deterministic: the same products and `now` give deep-equal output. Empty without products.
 */
export function makeDemoOrders(products: readonly Product[], now: Date): SeededOrder[] {
  if (products.length === 0) return [];
  const t = now.getTime();
  const r = prng(hash(`orders:${now.toISOString()}`));
  const ids = new Set<string>();
  const out: SeededOrder[] = [];
  const shopper: Buyer = { uid: SHOPPER.uid, email: SHOPPER.email, address: SHOPPER_ADDRESS };
  // Some customers shop often, some once.
  const loyalty = DEMO_CUSTOMERS.map(() => 0.3 + r() * r() * 3);
  const totalLoyalty = loyalty.reduce((a, b) => a + b, 0);
  const customer = (): Buyer => {
    let roll = r() * totalLoyalty;
    for (let i = 0; i < loyalty.length; i++) {
      roll -= loyalty[i]!;
      if (roll < 0) return DEMO_CUSTOMERS[i]!;
    }
    return DEMO_CUSTOMERS[DEMO_CUSTOMERS.length - 1]!;
  };

  const wanted: Wanted[] = [
    ...SHOPPER_ORDERS.map((o) => ({ buyer: shopper, ...o })),
    // Every customer at least once, then more for the loyal ones.
    ...Array.from({ length: CUSTOMER_ORDER_COUNT }, (_, i) => ({
      buyer: i < DEMO_CUSTOMERS.length ? DEMO_CUSTOMERS[i]! : customer(),
      status: weighted(r, STATUS_WEIGHTS),
    })),
  ];
  for (const w of wanted) {
    // A draw that does not fit (no product in stock yet at that time...) is drawn again.
    for (let attempt = 0; attempt < 20; attempt++) {
      const id = orderId(r, ids);
      const doc = makeOrder(r, id, w, products, t);
      if (doc) {
        out.push({ id, doc });
        break;
      }
      ids.delete(id);
    }
  }
  return out.sort((a, b) => a.doc.createdAt.localeCompare(b.doc.createdAt) || a.id.localeCompare(b.id));
}

/** Each history step is a move the state machine allows its actor, in time order. */
export function historyProblems(doc: CustomerOrderDoc): string[] {
  const problems: string[] = [];
  const h = doc.history;
  if (h[0]?.status !== "pending") problems.push("does not start pending");
  for (let i = 1; i < h.length; i++) {
    const check = checkTransition(h[i - 1]!.status, h[i]!.status, h[i]!.by.role);
    if (!check.ok) problems.push(`${h[i - 1]!.status} -> ${h[i]!.status} by ${h[i]!.by.role}: ${check.reason}`);
    if (h[i]!.at <= h[i - 1]!.at) problems.push(`step ${i} is not after step ${i - 1}`);
  }
  if (h[h.length - 1]?.status !== doc.status) problems.push("status is not the last step");
  return problems;
}

// ------------------------------------------------------------------ writing

const BATCH_LIMIT = 400;

/** Demo customers: Auth accounts without a password (nobody signs in as them) and their profiles. */
async function seedCustomers(auth: Auth, db: Firestore, now: Date): Promise<number> {
  // The Auth emulator's import never replaces an account: the former demo customers go first, and
  // so does an account holding one of their addresses under another uid (registered by hand, say),
  // so the fixed uids hold. Nobody signs in as them, so nothing is lost.
  const existing = await auth.getUsers(DEMO_CUSTOMERS.flatMap((c) => [{ uid: c.uid }, { email: c.email }]));
  const former = [...new Set(existing.users.map((u) => u.uid))];
  if (former.length > 0) {
    const res = await auth.deleteUsers(former);
    if (res.failureCount > 0) throw new Error(`Could not replace ${res.failureCount} demo customers: ${res.errors[0]?.error.message ?? "unknown error"}`);
  }

  const records: UserImportRecord[] = DEMO_CUSTOMERS.map((c) => ({
    uid: c.uid,
    email: c.email,
    emailVerified: true,
    displayName: `${c.firstName} ${c.lastName}`,
    disabled: false,
  }));
  const result = await auth.importUsers(records);
  if (result.failureCount > 0) {
    throw new Error(`Could not create ${result.failureCount} demo customers: ${result.errors[0]?.error.message ?? "unknown error"}`);
  }

  const batch = db.batch();
  DEMO_CUSTOMERS.forEach((c, i) => {
    // Customers since a while before their first order: fixed for a given reference day.
    const createdAt = iso(now.getTime() - (ORDER_WINDOW_DAYS + 10 + i * 7) * DAY);
    const names = { firstName: c.firstName, lastName: c.lastName, email: c.email };
    const profile = newStoredProfile(names, createdAt);
    batch.set(db.collection("users").doc(c.uid), profile, { merge: true });
  });
  await batch.commit();
  return DEMO_CUSTOMERS.length;
}

/**
 * The account's pending orders placed through the shop (not by a seed): what its list of unpaid
 * orders (lib/orders/unpaid.ts) holds after a seed.
 */
async function shopPlacedPendingOrders(db: Firestore, uid: string): Promise<string[]> {
  const pending = await db.collection(ORDERS_COLLECTION).where("uid", "==", uid).where("status", "==", "pending").select("idempotencyKey").get();
  return pending.docs.filter((d) => !String(d.get("idempotencyKey") ?? "").startsWith(SEED_KEY_PREFIX)).map((d) => d.id);
}

/**
 * Write the demo customers and their orders (emulator only: the caller checks). Orders a former
 * seed wrote that this one does not (another day's ids) are deleted, found by their idempotency
 * key; orders placed through the shop are never touched. Seeded orders are history: they hold no
 * stock, so they take no room under the cap on unpaid orders either. Each buyer's list of unpaid
 * orders (lib/orders/unpaid.ts) is written with its shop-placed pending orders only, so the demo
 * shopper, whose two seeded pending orders show that status, may still place MAX_UNPAID_ORDERS
 * orders of any kind. Returns what was written.
 */
export async function seedOrders(auth: Auth, db: Firestore, products: readonly Product[], now: Date): Promise<{ customers: number; orders: number }> {
  const customers = await seedCustomers(auth, db, now);
  const orders = makeDemoOrders(products, now);
  const keep = new Set(orders.map((o) => o.id));

  const col = db.collection(ORDERS_COLLECTION);
  const former = await col.where("idempotencyKey", ">=", SEED_KEY_PREFIX).where("idempotencyKey", "<", SEED_KEY_END).select("uid").get();
  const buyers = new Set([...orders.map((o) => o.doc.uid), ...former.docs.map((d) => String(d.get("uid")))]);
  const unpaidLists = await Promise.all([...buyers].map(async (uid) => ({ uid, orderIds: await shopPlacedPendingOrders(db, uid) })));
  const updatedAt = now.toISOString();
  const writes: ((b: WriteBatch) => void)[] = [
    ...unpaidLists.map(({ uid, orderIds }) => (b: WriteBatch) =>
      void b.set(db.collection(USERS_COLLECTION).doc(uid).collection(STATE_COLLECTION).doc(UNPAID_ORDERS_DOC), unpaidOrdersDocSchema.parse({ orderIds, updatedAt })),
    ),
    ...former.docs.filter((d) => !keep.has(d.id)).map((d) => (b: WriteBatch) => void b.delete(d.ref)),
    // Validated again right before the write: nothing reaches Firestore that the shop cannot read.
    ...orders.map((o) => (b: WriteBatch) => void b.set(col.doc(o.id), customerOrderDocSchema.parse(o.doc))),
  ];
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const w of writes.slice(i, i + BATCH_LIMIT)) w(batch);
    await batch.commit();
  }
  return { customers, orders: orders.length };
}
