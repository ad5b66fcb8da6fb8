// The admin orders screen's lib and actions against the real Firestore emulator: search, filters,
// sorts and cursor pages over orders made here (isolated by their customer), staff moves through
// the state machine with their audit entries written in the same commit, cancelling returning the
// stock, bulk moves, and the actions' guard. Other test files share the stack: unique ids only.
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { fetchProduct } from "@/lib/catalog/db";
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import "@/lib/actions/admin-orders";
import { AUDIT_COLLECTION, listAuditFor } from "@/lib/admin/audit";
import { getOrderForAdmin, moveOrderAsAdmin, moveOrdersAsAdmin, orderAudit, searchOrders } from "@/lib/admin/orders/db";
import { parseOrderQuery, type OrderQuery } from "@/lib/admin/orders/query";
import { OrderError, placeOrder, type PlaceOrderOutcome } from "@/lib/orders/db";
import type { PlaceOrderInput } from "@/lib/orders/schema";
import { stockOf, type Product } from "@/lib/catalog/schema";
import { uniq } from "./clients";

jest.setTimeout(120_000);

const db = firestore();
const STAFF = { uid: uniq("staff"), email: "staff@flone.test" };

async function save(p: Product): Promise<Product> {
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const romper = () =>
  save(
    testProduct(uniq("admin-orders"), {
      name: "Admin Orders Romper",
      stock: 0,
      variations: [{ color: "blue", image: "/img/blue.jpg", size: [{ name: "S", stock: 40 }] }],
    }),
  );
const stock = async (id: string) => stockOf((await fetchProduct(id))!, "blue", "S");
const buyer = () => {
  const uid = uniq("admin-buyer");
  return { uid, email: `${uid}@flone.test` };
};
const request = (productId: string, quantity: number): PlaceOrderInput => ({
  idempotencyKey: randomUUID(),
  lines: [{ id: productId, color: "blue", size: "S", quantity }],
  billing: {
    kind: "new",
    address: { firstName: "Sam", lastName: "Parent", company: "", country: "US", street: "1 Main Street", city: "Springfield", region: "IL", postcode: "62701", phone: "+1 217 555 0100" },
  },
  shipping: { kind: "same" },
  shippingMethod: "standard",
  paymentMethod: "cash-on-delivery",
});
const placed = (o: PlaceOrderOutcome) => {
  if (o.status !== "placed") throw new Error(`not placed: ${JSON.stringify(o)}`);
  return o.orderId;
};
const day = (n: number) => new Date(Date.UTC(2026, 8, n, 12));
const ids = (page: { orders: { id: string }[] }) => page.orders.map((o) => o.id);
const q = (over: Partial<OrderQuery>): OrderQuery => ({ sort: "newest", ...over });

describe("searching orders", () => {
  // Five orders of one customer, on Sept 1..5, of 1..5 units (so totals rise with the day).
  let b: { uid: string; email: string };
  let made: string[];
  beforeAll(async () => {
    const p = await romper();
    b = buyer();
    made = [];
    for (let i = 1; i <= 5; i++) {
      made.push(placed(await placeOrder(b, request(p.id, i), () => day(i))));
      // The 2nd and 4th are paid as they come: an account holds at most 3 unpaid orders at once.
      if (i === 2 || i === 4) await moveOrderAsAdmin(STAFF, made[i - 1]!, "paid", () => day(10));
    }
  });

  it("pages through a customer's orders with a cursor, newest first, never more than a page", async () => {
    const first = await searchOrders(q({ customer: b.uid }), 2);
    expect(ids(first)).toEqual([made[4], made[3]]);
    expect(first.next).toBe(made[3]);
    const second = await searchOrders(q({ customer: b.uid, cursor: first.next! }), 2);
    expect(ids(second)).toEqual([made[2], made[1]]);
    const third = await searchOrders(q({ customer: b.uid, cursor: second.next! }), 2);
    expect(ids(third)).toEqual([made[0]]);
    expect(third.next).toBeNull();
  });

  it("sorts oldest first and by amount", async () => {
    expect(ids(await searchOrders(q({ customer: b.uid, sort: "oldest" }), 10))).toEqual(made);
    expect(ids(await searchOrders(q({ customer: b.uid, sort: "total" }), 10))).toEqual([...made].reverse());
  });

  it("filters by status, by the customer's email, and by a date range (both days included)", async () => {
    expect(ids(await searchOrders(q({ customer: b.uid, status: "paid" }), 10))).toEqual([made[3], made[1]]);
    expect(ids(await searchOrders(q({ customer: b.email, status: "pending", sort: "oldest" }), 10))).toEqual([made[0], made[2], made[4]]);
    expect(ids(await searchOrders(q({ customer: b.uid, from: "2026-09-02", to: "2026-09-04" }), 10))).toEqual([made[3], made[2], made[1]]);
    expect(ids(await searchOrders(q({ customer: b.uid, from: "2026-09-02", to: "2026-09-04", sort: "total" }), 10))).toEqual([made[3], made[2], made[1]]);
    expect(ids(await searchOrders(q({ customer: b.uid, from: "2026-09-05" }), 10))).toEqual([made[4]]);
    expect(ids(await searchOrders(q({ customer: "nobody@flone.test" }), 10))).toEqual([]);
  });

  it("finds an order by its id or the start of it (what the URL's q holds)", async () => {
    const id = made[2]!;
    expect(ids(await searchOrders(parseOrderQuery(new URLSearchParams({ q: id.toLowerCase() }))))).toEqual([id]);
    const prefix = await searchOrders(q({ q: id.slice(0, 7), customer: b.uid }), 10);
    expect(ids(prefix)).toContain(id);
    expect(prefix.orders.every((o) => o.id.startsWith(id.slice(0, 7)))).toBe(true);
    expect(await getOrderForAdmin(id)).toMatchObject({ id, uid: b.uid });
    expect(await getOrderForAdmin("FL-22222222")).toBeNull();
    expect(await getOrderForAdmin("../x")).toBeNull();
  });
});

describe("staff moving orders", () => {
  async function newOrder(quantity = 2) {
    const p = await romper();
    const orderId = placed(await placeOrder(buyer(), request(p.id, quantity)));
    return { p, orderId };
  }
  const auditDocs = async (orderId: string) => (await db.collection(AUDIT_COLLECTION).where("target.id", "==", orderId).get()).docs;

  it("a legal move is recorded in the order's history and in an audit entry of the same commit", async () => {
    const { orderId } = await newOrder();
    const moved = await moveOrderAsAdmin(STAFF, orderId, "paid", () => day(20));
    expect(moved.order.status).toBe("paid");
    expect(moved.productIds).toEqual([]);
    const order = (await getOrderForAdmin(orderId))!;
    expect(order.history.at(-1)).toEqual({ status: "paid", at: day(20).toISOString(), by: { uid: STAFF.uid, role: "admin" } });
    const entries = await orderAudit(orderId);
    expect(entries).toEqual([
      {
        id: moved.auditId,
        actor: STAFF,
        action: "order.status",
        target: { kind: "order", id: orderId },
        before: { status: "pending" },
        after: { status: "paid" },
        at: day(20).toISOString(),
      },
    ]);
    // One commit: both documents carry the same commit time.
    const [orderSnap, auditSnap] = await Promise.all([db.collection("orders").doc(orderId).get(), db.collection(AUDIT_COLLECTION).doc(moved.auditId).get()]);
    expect(auditSnap.updateTime!.isEqual(orderSnap.updateTime!)).toBe(true);

    await moveOrderAsAdmin(STAFF, orderId, "processing", () => day(21));
    expect((await listAuditFor({ kind: "order", id: orderId })).map((e) => [e.before, e.after])).toEqual([
      [{ status: "paid" }, { status: "processing" }],
      [{ status: "pending" }, { status: "paid" }],
    ]);
  });

  it("an illegal move is refused and writes nothing, not even an audit entry", async () => {
    const { orderId } = await newOrder();
    const before = await db.collection("orders").doc(orderId).get();
    await expect(moveOrderAsAdmin(STAFF, orderId, "shipped")).rejects.toEqual(new OrderError("illegal-transition"));
    await expect(moveOrderAsAdmin(STAFF, orderId, "pending")).rejects.toEqual(new OrderError("illegal-transition"));
    await expect(moveOrderAsAdmin(STAFF, "FL-22222222", "paid")).rejects.toEqual(new OrderError("not-found"));
    expect((await db.collection("orders").doc(orderId).get()).updateTime!.isEqual(before.updateTime!)).toBe(true);
    expect(await auditDocs(orderId)).toHaveLength(0);
  });

  it("cancelling returns the stock once, with its audit entry; a second cancel is refused", async () => {
    const { p, orderId } = await newOrder(3);
    expect(await stock(p.id)).toBe(37);
    await moveOrderAsAdmin(STAFF, orderId, "paid");
    const cancelled = await moveOrderAsAdmin(STAFF, orderId, "cancelled");
    expect(cancelled.productIds).toEqual([p.id]);
    expect(await stock(p.id)).toBe(40);
    await expect(moveOrderAsAdmin(STAFF, orderId, "cancelled")).rejects.toEqual(new OrderError("illegal-transition"));
    expect(await stock(p.id)).toBe(40);
    expect((await orderAudit(orderId)).map((e) => e.after)).toEqual([{ status: "cancelled" }, { status: "paid" }]);
  });

  it("moves orders in bulk: each legal one moves, the others are reported and stay", async () => {
    const orders = await Promise.all([newOrder(1), newOrder(1), newOrder(1)]);
    const [a, bb, c] = orders.map((o) => o.orderId) as [string, string, string];
    await moveOrderAsAdmin(STAFF, c, "cancelled");
    const { results, productIds } = await moveOrdersAsAdmin(STAFF, [a, bb, c, "FL-22222222"], "paid");
    expect(results).toEqual([
      { orderId: a, ok: true, status: "paid" },
      { orderId: bb, ok: true, status: "paid" },
      { orderId: c, ok: false, code: "illegal-transition" },
      { orderId: "FL-22222222", ok: false, code: "not-found" },
    ]);
    expect(productIds).toEqual([]);
    expect((await getOrderForAdmin(c))!.status).toBe("cancelled");
    expect(await auditDocs(a)).toHaveLength(1);
    expect(await auditDocs(c)).toHaveLength(1); // the cancel only

    const cancel = await moveOrdersAsAdmin(STAFF, [a, bb], "cancelled");
    expect(cancel.results.every((r) => r.ok)).toBe(true);
    expect(cancel.productIds.sort()).toEqual([orders[0]!.p.id, orders[1]!.p.id].sort());
    expect(await stock(orders[0]!.p.id)).toBe(40);
  });
});

describe("the admin order actions", () => {
  const run = (name: string, input: unknown, session: Awaited<ReturnType<ActionRequest["session"]>>) =>
    ACTION_REGISTRY.find((a) => a.name === name)!.run(input, { session: async () => session, t: (key) => key });
  const admin = { uid: STAFF.uid, email: STAFF.email, admin: true };
  const shopper = { uid: uniq("shopper"), email: "shopper@flone.test", admin: false };

  it("are for admins only: a shopper or a visitor is refused and nothing changes", async () => {
    expect(ACTION_REGISTRY.filter((a) => a.name.startsWith("adminOrders.")).map((a) => [a.name, a.access])).toEqual([
      ["adminOrders.moveOrder", "admin"],
      ["adminOrders.shipOrder", "admin"],
      ["adminOrders.moveOrders", "admin"],
      ["adminOrders.resendMail", "admin"],
      ["adminOrders.recordTransfer", "admin"],
      ["adminOrders.retryRefund", "admin"],
    ]);
    const p = await romper();
    const orderId = placed(await placeOrder(buyer(), request(p.id, 1)));
    await expect(run("adminOrders.moveOrder", { orderId, to: "cancelled" }, shopper)).resolves.toMatchObject({ ok: false, error: "forbidden" });
    await expect(run("adminOrders.moveOrders", { orderIds: [orderId], to: "cancelled" }, shopper)).resolves.toMatchObject({ ok: false, error: "forbidden" });
    await expect(run("adminOrders.moveOrder", { orderId, to: "cancelled" }, null)).resolves.toMatchObject({ ok: false, error: "signed-out" });
    await expect(run("adminOrders.recordTransfer", { orderId, amount: 100_000 }, shopper)).resolves.toMatchObject({ ok: false, error: "forbidden" });
    await expect(run("adminOrders.recordTransfer", { orderId, amount: 100_000 }, null)).resolves.toMatchObject({ ok: false, error: "signed-out" });
    await expect(run("adminOrders.retryRefund", { orderId, refundId: `${orderId}.cancelled` }, shopper)).resolves.toMatchObject({ ok: false, error: "forbidden" });
    await expect(run("adminOrders.retryRefund", { orderId, refundId: `${orderId}.cancelled` }, null)).resolves.toMatchObject({ ok: false, error: "signed-out" });
    expect((await getOrderForAdmin(orderId))!.status).toBe("pending");
    expect(await stock(p.id)).toBe(39);
  });

  it("parse their input: a bad id, status or too many orders is 'invalid'", async () => {
    await expect(run("adminOrders.moveOrder", { orderId: "x", to: "paid" }, admin)).resolves.toMatchObject({ ok: false, error: "invalid" });
    await expect(run("adminOrders.moveOrder", { orderId: "FL-22222222", to: "lost" }, admin)).resolves.toMatchObject({ ok: false, error: "invalid" });
    const many = Array.from({ length: 51 }, (_, i) => `FL-2222${String(i).padStart(4, "2").replace(/[01]/g, "3")}`);
    await expect(run("adminOrders.moveOrders", { orderIds: many, to: "paid" }, admin)).resolves.toMatchObject({ ok: false, error: "invalid" });
    await expect(run("adminOrders.retryRefund", { orderId: "FL-22222222", refundId: "mail/../x" }, admin)).resolves.toMatchObject({ ok: false, error: "invalid" });
    // No failed refund by that id: nothing to try again.
    await expect(run("adminOrders.retryRefund", { orderId: "FL-22222222", refundId: "FL-22222222.cancelled" }, admin)).resolves.toMatchObject({ ok: false, error: "conflict" });
  });

  it("move an order as the session's admin", async () => {
    const p = await romper();
    const orderId = placed(await placeOrder(buyer(), request(p.id, 1)));
    await expect(run("adminOrders.moveOrder", { orderId, to: "paid" }, admin)).resolves.toEqual({ ok: true, data: { orderId, status: "paid" } });
    expect((await getOrderForAdmin(orderId))!.history.at(-1)!.by).toEqual({ uid: admin.uid, role: "admin" });
    expect((await orderAudit(orderId))[0]!.actor).toEqual({ uid: admin.uid, email: admin.email });
    await expect(run("adminOrders.moveOrders", { orderIds: [orderId], to: "processing" }, admin)).resolves.toEqual({ ok: true, data: { moved: [orderId], refused: [] } });
  });
});

describe("shipping needs the parcel", () => {
  const run = (name: string, input: unknown, session: Awaited<ReturnType<ActionRequest["session"]>>) =>
    ACTION_REGISTRY.find((a) => a.name === name)!.run(input, { session: async () => session, t: (key) => key });
  const admin = { uid: STAFF.uid, email: STAFF.email, admin: true };

  // The actions' refusal (its translated text, a link to each order's page): e2e/admin-orders.spec.ts.
  it("a plain or bulk move to shipped without the parcel is refused and changes nothing; with it, the order ships", async () => {
    const p = await romper();
    const [a, bb] = [placed(await placeOrder(buyer(), request(p.id, 1))), placed(await placeOrder(buyer(), request(p.id, 1)))];
    for (const id of [a, bb]) for (const to of ["paid", "processing"] as const) await moveOrderAsAdmin(STAFF, id, to);
    const before = await Promise.all([a, bb].map((id) => db.collection("orders").doc(id).get()));
    const mails = async () => (await db.collection("mail").where("orderId", "in", [a, bb]).get()).docs.map((d) => d.id).sort();
    const mailsBefore = await mails();

    await expect(moveOrderAsAdmin(STAFF, a, "shipped")).rejects.toEqual(new OrderError("parcel-required"));
    const bulk = await moveOrdersAsAdmin(STAFF, [a, bb], "shipped");
    expect(bulk.results).toEqual([
      { orderId: a, ok: false, code: "parcel-required" },
      { orderId: bb, ok: false, code: "parcel-required" },
    ]);

    const after = await Promise.all([a, bb].map((id) => db.collection("orders").doc(id).get()));
    for (const [i, snap] of after.entries()) {
      expect(snap.get("status")).toBe("processing");
      expect(snap.get("shipment")).toBeUndefined();
      expect(snap.updateTime!.isEqual(before[i]!.updateTime!)).toBe(true);
    }
    expect(await mails()).toEqual(mailsBefore);
    expect((await orderAudit(a)).map((e) => e.after)).toEqual([{ status: "processing" }, { status: "paid" }]);

    // With its parcel (the order page's form): shipped.
    await expect(run("adminOrders.shipOrder", { orderId: a, carrier: "UPS", trackingNumber: "1Z 999 AA1 0123456784" }, admin)).resolves.toEqual({ ok: true, data: { orderId: a, status: "shipped" } });
  });
});
