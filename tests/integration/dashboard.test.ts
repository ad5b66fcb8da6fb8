// The /dash overview's figures (lib/admin/dash/figures.ts) against the real Firestore emulator:
// revenue, orders, average order value and new customers with their change, sales per day,
// orders by status, the latest orders, low stock, a bounded number of reads, and a partly
// refunded order counted for what was kept. Other test
// files share the emulator, so every order and profile here is dated in June 2087, a time no
// other test uses, and removed afterwards.
import { firestore } from "@/lib/firebase/admin";
import { countOps } from "@/lib/firebase/op-counter";
import { randomUUID } from "node:crypto";
import { customerSpend } from "@/lib/admin/customers/db";
import { dashboardFigures, lowStock } from "@/lib/admin/dash/figures";
import { decideReturn } from "@/lib/admin/orders/returns";
import { requestReturn } from "@/lib/orders/returns";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { ORDERS_COLLECTION } from "@/lib/orders/schema";
import type { OrderStatus } from "@/lib/orders/status";
import { testOrder } from "@/tests/fixtures/order";
import { uniq } from "./clients";
import { deliver, placedOrder } from "./book-orders";
import { newStoredProfile } from "@/lib/users/stored-profile";

jest.setTimeout(120_000);

const db = firestore();
const NOW = new Date("2087-06-15T12:00:00.000Z");
const run = uniq("dash");

// id suffix, time, total (cents), status
const ORDERS: [string, string, number, OrderStatus][] = [
  // The current 7 days: 2087-06-09T00:00 up to now.
  ["a", "2087-06-09T10:00:00.000Z", 10_000, "delivered"],
  ["b", "2087-06-12T08:00:00.000Z", 5_000, "paid"],
  ["c", "2087-06-15T11:59:59.000Z", 3_000, "pending"],
  ["e", "2087-06-10T09:00:00.000Z", 7_777, "cancelled"],
  ["f", "2087-06-11T09:00:00.000Z", 8_888, "refunded"],
  // Exactly now: after the period (its end is exclusive).
  ["d", "2087-06-15T12:00:00.000Z", 9_999, "paid"],
  // The previous 7 days, as long as the current ones: 2087-06-02T00:00 up to 2087-06-08T12:00.
  ["g", "2087-06-03T10:00:00.000Z", 4_000, "shipped"],
  ["h", "2087-06-08T11:00:00.000Z", 6_000, "delivered"],
  ["j", "2087-06-05T10:00:00.000Z", 1_234, "cancelled"],
  // After the previous span's end and before the period: in neither.
  ["i", "2087-06-08T13:00:00.000Z", 50_000, "delivered"],
];
const orderId = (suffix: string) => `${run}-${suffix}`;

const USERS: [string, string][] = [
  ["u1", "2087-06-10T08:00:00.000Z"],
  ["u2", "2087-06-14T08:00:00.000Z"],
  ["u3", "2087-06-04T08:00:00.000Z"],
  ["u4", "2087-06-15T12:00:00.000Z"],
];
const userId = (suffix: string) => `${run}-${suffix}`;

const soldOut = testProduct(uniq("dash-soldout"), { name: "Dash Sold Out Blanket", stock: 0 });
const lowOne = testProduct(uniq("dash-low"), { name: "Dash Low Rattle", stock: 2 });

beforeAll(async () => {
  const batch = db.batch();
  for (const [suffix, createdAt, total, status] of ORDERS) {
    batch.set(db.collection(ORDERS_COLLECTION).doc(orderId(suffix)), testOrder({ total, status, createdAt, uid: `${run}-buyer`, key: `${run}-${suffix}-key` }));
  }
  for (const [suffix, createdAt] of USERS) {
    batch.set(db.collection("users").doc(userId(suffix)), newStoredProfile({ firstName: "Dash", lastName: "Test", email: `${userId(suffix)}@flone.test` }, createdAt));
  }
  await batch.commit();
  for (const p of [soldOut, lowOne]) await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
});

afterAll(async () => {
  const batch = db.batch();
  for (const [suffix] of ORDERS) batch.delete(db.collection(ORDERS_COLLECTION).doc(orderId(suffix)));
  for (const [suffix] of USERS) batch.delete(db.collection("users").doc(userId(suffix)));
  await batch.commit();
});

describe("dashboardFigures", () => {
  it("sums revenue and counts orders of the period without cancelled and refunded ones, against the same span before", async () => {
    const f = await dashboardFigures(7, NOW);
    expect(f.current).toEqual({ start: "2087-06-09T00:00:00.000Z", end: "2087-06-15T12:00:00.000Z" });
    expect(f.previous).toEqual({ start: "2087-06-02T00:00:00.000Z", end: "2087-06-08T12:00:00.000Z" });
    expect(f.revenue).toEqual({ value: 18_000, previous: 10_000, delta: 8_000, ratio: 0.8 });
    expect(f.orders).toEqual({ value: 3, previous: 2, delta: 1, ratio: 0.5 });
    expect(f.averageOrderValue).toEqual({ value: 6_000, previous: 5_000, delta: 1_000, ratio: 0.2 });
    expect(f.newCustomers).toEqual({ value: 2, previous: 1, delta: 1, ratio: 1 });
  });

  it("gives sales per day for every day of the period", async () => {
    const f = await dashboardFigures(7, NOW);
    expect(f.salesPerDay).toEqual([
      { date: "2087-06-09", revenue: 10_000, orders: 1 },
      { date: "2087-06-10", revenue: 0, orders: 0 },
      { date: "2087-06-11", revenue: 0, orders: 0 },
      { date: "2087-06-12", revenue: 5_000, orders: 1 },
      { date: "2087-06-13", revenue: 0, orders: 0 },
      { date: "2087-06-14", revenue: 0, orders: 0 },
      { date: "2087-06-15", revenue: 3_000, orders: 1 },
    ]);
    const f30 = await dashboardFigures(30, NOW);
    expect(f30.salesPerDay).toHaveLength(30);
    // 30 days reach back to 2087-05-17: every order but "d" (now) is in them.
    expect(f30.revenue.value).toBe(10_000 + 5_000 + 3_000 + 4_000 + 6_000 + 50_000);
    expect(f30.orders.value).toBe(6);
    expect(f30.revenue.previous).toBe(0);
    expect(f30.revenue.ratio).toBeNull();
  });

  it("counts the period's orders by status", async () => {
    const f = await dashboardFigures(7, NOW);
    expect(f.ordersByStatus).toEqual({ pending: 1, paid: 1, processing: 0, shipped: 0, delivered: 1, "partly-refunded": 0, cancelled: 1, refunded: 1 });
  });

  it("lists the latest orders, newest first", async () => {
    const f = await dashboardFigures(7, NOW);
    // Dated 2087, these are the newest orders in the emulator.
    expect(f.latestOrders.map((o) => o.id)).toEqual(["d", "c", "b", "f", "e", "a", "i", "h"].map(orderId));
    expect(f.latestOrders[0]).toMatchObject({ total: 9_999, status: "paid", createdAt: "2087-06-15T12:00:00.000Z", itemCount: 1, customerName: "Test Parent" });
  });

  it("lists products sold out or low in stock from the catalogue index, least stock first", async () => {
    const all = await lowStock(100_000);
    const ids = all.products.map((p) => p.id);
    expect(ids).toContain(soldOut.id);
    expect(ids).toContain(lowOne.id);
    expect(ids.indexOf(soldOut.id)).toBeLessThan(ids.indexOf(lowOne.id));
    expect(all.products.find((p) => p.id === lowOne.id)).toMatchObject({ name: "Dash Low Rattle", stock: 2 });
    const stocks = all.products.map((p) => p.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(all.soldOut).toBeGreaterThanOrEqual(1);
    const f = await dashboardFigures(7, NOW);
    expect(f.stock.products.length).toBeLessThanOrEqual(10);
    expect(f.stock.soldOut).toBe(all.soldOut);
  });

  it("reads a bounded number of documents: the period's orders and a few more, never every order", async () => {
    // Orders placed in the 7 and the 90 days (any status): a, b, c, e, f; and those plus g, h, i, j.
    for (const [period, placed] of [[7, 5], [90, 9]] as const) {
      const reads = (await countOps(() => dashboardFigures(period, NOW))).ops.reads;
      // The period's orders + previous period (2: the aggregation, its partly refunded orders, none)
      // + 2 user counts + 8 latest orders + catalogue index (1, or 17 after a change).
      expect(reads).toBeGreaterThanOrEqual(placed + 2 + 2 + 8 + 1);
      expect(reads).toBeLessThanOrEqual(placed + 2 + 2 + 8 + 17);
    }
  });
});

describe("revenue of a partly refunded order", () => {
  // Orders placed, delivered and partly returned by the production code, in March 2078, a time no other test uses.
  it("counts what the shop kept (its total minus its credit notes): in the period, per day, in the period before and in the customer's spend", async () => {
    const placedAt = new Date("2078-03-02T10:00:00.000Z");
    const buyer = { uid: uniq("dash-returner"), email: "dash-returner@flone.test" };
    const returned = await placedOrder(placedAt, [2, 1], buyer);
    const whole = await placedOrder(placedAt, [1], buyer);
    await deliver(returned.id, placedAt);
    const { request } = await requestReturn(buyer.uid, { orderId: returned.id, id: randomUUID(), lines: [{ index: 0, quantity: 1 }], reason: "Too big" }, () => placedAt);
    await decideReturn({ uid: "dash-staff", email: "dash-staff@flone.test" }, { orderId: returned.id, returnId: request.id, decision: "accept", restock: false }, () => placedAt);
    const partly = await returned.read();
    expect(partly.status).toBe("partly-refunded");
    const credited = partly.creditNotes![0]!.total;
    expect(credited).toBeGreaterThan(0);
    const kept = partly.total - credited + (await whole.read()).total;

    const f = await dashboardFigures(7, new Date("2078-03-05T12:00:00.000Z"));
    expect(f.revenue.value).toBe(kept);
    expect(f.orders.value).toBe(2);
    expect(f.ordersByStatus).toMatchObject({ "partly-refunded": 1, pending: 1 });
    expect(f.salesPerDay.find((d) => d.date === "2078-03-02")).toEqual({ date: "2078-03-02", revenue: kept, orders: 2 });
    // A week on, they are the period before (summed by an aggregation, not read one by one).
    const later = await dashboardFigures(7, new Date("2078-03-12T12:00:00.000Z"));
    expect(later.revenue.previous).toBe(kept);
    expect(later.orders.previous).toBe(2);
    expect(await customerSpend(buyer.uid)).toEqual({ spent: kept, sales: 2, orders: 2 });
  });
});
