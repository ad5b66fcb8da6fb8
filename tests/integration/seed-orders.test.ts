// scripts/seed/orders.ts against the real emulators: the seeded order history holds no stock, so it
// takes no room under the cap on unpaid orders either. The demo shopper, whose two seeded pending
// orders show that status, may still place MAX_UNPAID_ORDERS orders of any payment kind; pending
// orders placed in the shop keep counting when the seed runs again. Other test files share the
// emulator: the history is dated 2093 (no other test orders then) and removed afterwards.
import { randomUUID } from "node:crypto";
import { adminAuth, firestore } from "@/lib/firebase/admin";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { MAX_UNPAID_ORDERS } from "@/lib/orders/config";
import { placeOrder, type PlaceOrderOutcome } from "@/lib/orders/db";
import type { PaymentMethod } from "@/lib/orders/payments";
import { ORDERS_COLLECTION, type PlaceOrderInput } from "@/lib/orders/schema";
import { unpaidLimitReached, unpaidOrdersRef } from "@/lib/orders/unpaid";
import { USERS_COLLECTION } from "@/lib/users/stored-profile";
import { makeCatalog } from "@/scripts/seed/catalog";
import { DEMO_CUSTOMERS, SEED_KEY_PREFIX, seedOrders } from "@/scripts/seed/orders";
import { DEMO_USERS, seedUsers } from "@/scripts/seed/users";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { testProduct } from "@/tests/fixtures/product";
import { uniq } from "./clients";

jest.setTimeout(120_000);

const db = firestore();
const auth = adminAuth();
const NOW = new Date("2093-03-01T00:00:00.000Z");
const SHOPPER = DEMO_USERS.find((u) => !u.isAdmin)!;
const placed: string[] = [];

const seededOrders = () => db.collection(ORDERS_COLLECTION).where("idempotencyKey", ">=", SEED_KEY_PREFIX).where("idempotencyKey", "<", "seed.").get();

beforeAll(async () => {
  await seedUsers(auth, db, NOW);
  await seedOrders(auth, db, makeCatalog(undefined, NOW).products, NOW);
});

afterAll(async () => {
  const batch = db.batch();
  for (const d of (await seededOrders()).docs) batch.delete(d.ref);
  for (const id of placed) batch.delete(db.collection(ORDERS_COLLECTION).doc(id));
  for (const uid of [SHOPPER.uid, ...DEMO_CUSTOMERS.map((c) => c.uid)]) batch.delete(unpaidOrdersRef(uid));
  for (const c of DEMO_CUSTOMERS) batch.delete(db.collection(USERS_COLLECTION).doc(c.uid));
  await batch.commit();
  await auth.deleteUsers(DEMO_CUSTOMERS.map((c) => c.uid));
});

const order = (productId: string, paymentMethod: PaymentMethod): PlaceOrderInput => ({
  idempotencyKey: randomUUID(),
  lines: [{ id: productId, quantity: 1 }],
  billing: { kind: "new", address: TEST_ADDRESS },
  shipping: { kind: "same" },
  shippingMethod: "standard",
  paymentMethod,
});

it(`leaves the demo shopper room for ${MAX_UNPAID_ORDERS} orders of any payment kind beside their seeded pending ones, and counts those after a second seed`, async () => {
  const pending = await db.collection(ORDERS_COLLECTION).where("uid", "==", SHOPPER.uid).where("status", "==", "pending").get();
  expect(pending.docs.filter((d) => String(d.get("idempotencyKey")).startsWith(SEED_KEY_PREFIX))).toHaveLength(2);
  expect(await unpaidLimitReached(SHOPPER.uid)).toBe(false);

  const p = testProduct(uniq("seed-room"), { name: "Seed Room Muslin", stock: 20, variations: [] });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  const buyer = { uid: SHOPPER.uid, email: SHOPPER.email };
  const kinds: PaymentMethod[] = ["bank-transfer", "cash-on-delivery", "bank-transfer"];
  const outcomes: PlaceOrderOutcome[] = [];
  for (const kind of kinds.slice(0, MAX_UNPAID_ORDERS)) outcomes.push(await placeOrder(buyer, order(p.id, kind)));
  for (const o of outcomes) if (o.status === "placed") placed.push(o.orderId);
  expect(outcomes.map((o) => o.status)).toEqual(kinds.slice(0, MAX_UNPAID_ORDERS).map(() => "placed"));
  // Then the cap, as for any account.
  expect(await placeOrder(buyer, order(p.id, "cash-on-delivery"))).toEqual({ status: "unpaid-limit", limit: MAX_UNPAID_ORDERS });

  // Seeding again keeps what the shopper placed on their list: the cap still holds.
  await seedOrders(auth, db, makeCatalog(undefined, NOW).products, NOW);
  expect((await unpaidOrdersRef(SHOPPER.uid).get()).get("orderIds")).toEqual(expect.arrayContaining(placed));
  expect(await unpaidLimitReached(SHOPPER.uid)).toBe(true);
});
