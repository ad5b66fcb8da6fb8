// Checkout and orders against the real Firestore emulator: the transaction that takes stock under
// many shoppers at once, idempotency, prices decided by the server, the state machine, and one
// shopper's orders kept from another.
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { testProduct } from "@/tests/fixtures/product";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { commitOptimistically, ContentionError, unchangedSince } from "@/lib/firebase/optimistic";
import { fetchProduct, loadCatalogIndex } from "@/lib/catalog/db";
import { changeOrderStatus, OrderError, placeOrder, type PlaceOrderOutcome } from "@/lib/orders/db";
import { getOrderOf, listOrdersOf } from "@/lib/orders/read";
import type { PlaceOrderInput } from "@/lib/orders/schema";
import { ORDER_STATUSES, checkTransition, type OrderStatus } from "@/lib/orders/status";
import { stockOf, type Product } from "@/lib/catalog/schema";
import { type AddressInput } from "@/lib/users/schema";
import { addAddress } from "@/lib/users/addresses";
import { saveShoppingState } from "@/lib/users/shopping-state";
import { uniq } from "./clients";

jest.setTimeout(120_000);

/** A parcel for moves to shipped (changeOrderStatus refuses shipped without one). */
const PARCEL = { carrier: "DHL", trackingNumber: "JD0146000062" };

const db = firestore();

const product = (over: Partial<Product> = {}): Product =>
  testProduct(uniq("order-test"), {
    name: "Order Test Romper",
    categories: ["clothing"],
    stock: 0,
    variations: [
      { color: "blue", image: "/img/blue.jpg", size: [{ name: "S", stock: 5 }, { name: "M", stock: 3 }] },
      { color: "pink", image: "/img/pink.jpg", size: [{ name: "S", stock: 2 }] },
    ],
    ...over,
  });
async function save(p: Product): Promise<Product> {
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}

const address = (over: Partial<AddressInput> = {}): AddressInput => ({ ...TEST_ADDRESS, firstName: "Sam", ...over });
const buyer = () => {
  const uid = uniq("buyer");
  return { uid, email: `${uid}@flone.test` };
};
const request = (lines: PlaceOrderInput["lines"], over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  idempotencyKey: randomUUID(),
  lines,
  billing: { kind: "new", address: address() },
  shipping: { kind: "same" },
  shippingMethod: "standard",
  paymentMethod: "cash-on-delivery",
  ...over,
});
const stock = async (id: string, color?: string, size?: string) => stockOf((await fetchProduct(id))!, color, size);
const placed = (o: PlaceOrderOutcome) => {
  if (o.status !== "placed") throw new Error(`not placed: ${JSON.stringify(o)}`);
  return o;
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

describe("placing an order", () => {
  it("50 shoppers at once for the last 5 units: exactly 5 orders, stock 0, 45 clear sold-out answers", async () => {
    const p = await save(product());
    const shoppers = Array.from({ length: 50 }, buyer);
    const latencies: number[] = [];
    const outcomes = await Promise.all(
      shoppers.map(async (b) => {
        const t0 = performance.now();
        try {
          return await placeOrder(b, request([{ id: p.id, color: "blue", size: "S", quantity: 1 }]));
        } catch (error) {
          return { status: "error", error: (error as Error).message } as const;
        } finally {
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const counts = outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o.status]: (acc[o.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ placed: 5, unavailable: 45 });
    for (const o of outcomes) {
      if (o.status === "unavailable") {
        expect(o.problems).toEqual([{ index: 0, productId: p.id, name: p.name, color: "blue", size: "S", kind: "sold-out", requested: 1, available: 0 }]);
      }
    }
    expect(await stock(p.id, "blue", "S")).toBe(0);
    expect(await stock(p.id, "blue", "M")).toBe(3);
    expect((await fetchProduct(p.id))!.saleCount).toBe(5);
    const stored = await db.collection("orders").where("lines", "!=", null).get();
    expect(stored.docs.filter((d) => d.get("lines")[0].productId === p.id)).toHaveLength(5);
    // The storefront's index shows the product's new stock.
    expect((await loadCatalogIndex()).find((e) => e.id === p.id)!.stock).toBe(5);
    latencies.sort((a, b) => a - b);
    console.log(
      `concurrency: 50 checkouts for 5 units -> ${counts.placed} orders, ${counts.unavailable} sold out; ` +
        `latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms`,
    );
  });

  it("prices and taxes from the server's data: the browser's prices, tax, total and extra fields are ignored, a bad quantity is refused", async () => {
    const p = await save(product({ price: 2500, discount: 20 }));
    const b = buyer();
    const tampered = request([{ id: p.id, color: "blue", size: "M", quantity: 2, price: 1, finalPrice: 1, tax: 0 } as never], {
      total: 2,
      subtotal: 2,
      tax: { place: "US-OR", rate: 0, included: false, goods: 0, shipping: 0, total: 0 },
      region: "OR",
    } as never);
    const { orderId } = placed(await placeOrder(b, tampered));
    const order = (await getOrderOf(b.uid, orderId))!;
    // Shipped to Illinois (6.25 %): 4000 -> 250 and delivery 595 -> 37.19 -> 37.
    expect(order.lines).toEqual([
      { productId: p.id, name: p.name, color: "blue", size: "M", image: "/img/blue.jpg", listPrice: 2500, unitPrice: 2000, quantity: 2, lineTotal: 4000, tax: 250 },
    ]);
    expect(order).toMatchObject({ subtotal: 5000, discount: 1000, shipping: 595, total: 4595 + 287, status: "pending", currency: "USD" });
    expect(order.tax).toEqual({ place: "US-IL", rate: 625, included: false, goods: 250, shipping: 37, total: 287 });
    expect(order).not.toHaveProperty("price");

    for (const quantity of [0, -3, 1.5, 100_000]) {
      await expect(placeOrder(b, request([{ id: p.id, color: "blue", size: "M", quantity }]))).rejects.toThrow();
    }
    expect(await stock(p.id, "blue", "M")).toBe(1);
  });

  it("taxes at the state the parcel goes to, not the billing address's", async () => {
    const p = await save(product({ price: 1000, discount: 0 }));
    const b = buyer();
    const to = (region: string) => request([{ id: p.id, color: "blue", size: "S", quantity: 1 }], { shipping: { kind: "new", address: address({ region }) } });
    const taxOf = async (region: string) => (await getOrderOf(b.uid, placed(await placeOrder(b, to(region))).orderId))!.tax;
    expect(await taxOf("California")).toMatchObject({ place: "US-CA", goods: 73, shipping: 43, total: 116 });
    expect(await taxOf("OR")).toMatchObject({ place: "US-OR", total: 0 });
  });

  it("a line short of stock writes nothing and says which line and how many are left", async () => {
    const p = await save(product());
    const b = buyer();
    const outcome = await placeOrder(b, request([
      { id: p.id, color: "blue", size: "S", quantity: 2 },
      { id: p.id, color: "pink", size: "S", quantity: 3 },
      { id: "no-such-product-here", quantity: 1 },
    ]));
    expect(outcome).toEqual({
      status: "unavailable",
      problems: [
        { index: 1, productId: p.id, name: p.name, color: "pink", size: "S", kind: "over-stock", requested: 3, available: 2 },
        { index: 2, productId: "no-such-product-here", kind: "gone", requested: 1, available: 0 },
      ],
    });
    expect(await stock(p.id, "blue", "S")).toBe(5);
    expect(await listOrdersOf(b.uid, 10)).toEqual([]);
    // The same choice on two lines counts once: 3 + 3 of a size with 5 left is too many.
    const split = await placeOrder(b, request([
      { id: p.id, color: "blue", size: "S", quantity: 3 },
      { id: p.id, color: "blue", size: "S", quantity: 3 },
    ]));
    expect(split.status).toBe("unavailable");
  });

  it("the same idempotency key twice, even at once, makes one order", async () => {
    const p = await save(product());
    const b = buyer();
    const req = request([{ id: p.id, color: "blue", size: "S", quantity: 1 }]);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => placeOrder(b, req)));
    const ids = new Set(outcomes.map((o) => placed(o).orderId));
    expect(ids.size).toBe(1);
    expect(outcomes.filter((o) => o.status === "placed" && !o.repeated)).toHaveLength(1);
    expect(await stock(p.id, "blue", "S")).toBe(4);
    expect(await listOrdersOf(b.uid, 10)).toHaveLength(1);
    expect(placed(await placeOrder(b, req))).toMatchObject({ orderId: [...ids][0], repeated: true });
  });

  it("says whether the order sold a choice out, which the listings show: not for units taken, yes for the last", async () => {
    const p = await save(product());
    const some = placed(await placeOrder(buyer(), request([{ id: p.id, color: "pink", size: "S", quantity: 1 }])));
    expect(some).toMatchObject({ productIds: [p.id], availabilityChanged: false });
    const last = placed(await placeOrder(buyer(), request([{ id: p.id, color: "pink", size: "S", quantity: 1 }])));
    expect(last).toMatchObject({ productIds: [p.id], availabilityChanged: true });
  });

  it("empties the account's cart and keeps its wishlist; uses a saved address of the buyer only", async () => {
    const p = await save(product());
    const b = buyer();
    const other = buyer();
    const home = await addAddress(b.uid, address({ city: "Chicago" }));
    const theirs = await addAddress(other.uid, address({ city: "Elsewhere" }));
    await saveShoppingState(b.uid, { cart: [{ id: p.id, color: "blue", size: "S", quantity: 1 }], wishlist: [p.id], code: "WELCOME10" }, async (ids) => new Set(ids));

    await expect(placeOrder(b, request([{ id: p.id, color: "blue", size: "S", quantity: 1 }], { billing: { kind: "saved", id: theirs.id } }))).rejects.toEqual(
      new OrderError("address-not-found"),
    );
    const { orderId } = placed(
      await placeOrder(b, request([{ id: p.id, color: "blue", size: "S", quantity: 1 }], {
        billing: { kind: "saved", id: home.id },
        shipping: { kind: "new", address: address({ country: "FR", city: "Paris", postcode: "75002" }), save: false },
        shippingMethod: "express",
        paymentMethod: "bank-transfer",
      })),
    );
    const order = (await getOrderOf(b.uid, orderId))!;
    expect(order.billingAddress.city).toBe("Chicago");
    expect(order.shippingAddress?.city).toBe("Paris");
    expect(order.shipping).toBe(3495);
    expect(order.payment.instructions).toMatchObject({ kind: "bank-transfer", reference: orderId });
    // The bought cart is emptied in the account, and the code typed for it goes with it.
    const shopping = (await db.doc(`users/${b.uid}/state/shopping`).get()).data();
    expect(shopping).toMatchObject({ cart: [], wishlist: [p.id] });
    expect(shopping).not.toHaveProperty("code");
  });
});

describe("order status", () => {
  async function newOrder() {
    const p = await save(product());
    const b = buyer();
    const { orderId } = placed(await placeOrder(b, request([{ id: p.id, color: "blue", size: "S", quantity: 2 }])));
    return { p, b, orderId };
  }
  const adminActor = { uid: "demo-admin", role: "admin" as const };

  it("a shopper cancels their pending order: the stock comes back, the history records it; then nothing more", async () => {
    const { p, b, orderId } = await newOrder();
    expect(await stock(p.id, "blue", "S")).toBe(3);
    const { order } = await changeOrderStatus({ orderId, to: "cancelled", actor: { uid: b.uid, role: "customer" } });
    expect(order.status).toBe("cancelled");
    expect(await stock(p.id, "blue", "S")).toBe(5);
    expect((await fetchProduct(p.id))!.saleCount).toBe(0);
    const stored = (await getOrderOf(b.uid, orderId))!;
    expect(stored.history.map((h) => [h.status, h.by.role])).toEqual([["pending", "customer"], ["cancelled", "customer"]]);
    // Cancelling twice (a double click) does not return the stock twice.
    await expect(changeOrderStatus({ orderId, to: "cancelled", actor: { uid: b.uid, role: "customer" } })).rejects.toEqual(new OrderError("illegal-transition"));
    expect(await stock(p.id, "blue", "S")).toBe(5);
  });

  it("another user's order can be neither read nor cancelled", async () => {
    const { p, orderId } = await newOrder();
    const stranger = buyer();
    expect(await getOrderOf(stranger.uid, orderId)).toBeNull();
    expect(await listOrdersOf(stranger.uid, 10)).toEqual([]);
    await expect(changeOrderStatus({ orderId, to: "cancelled", actor: { uid: stranger.uid, role: "customer" } })).rejects.toEqual(new OrderError("not-found"));
    expect(await stock(p.id, "blue", "S")).toBe(3);
  });

  it("refuses every illegal transition, and a shopper's moves other than cancelling a pending order", async () => {
    const { b, orderId } = await newOrder();
    const ref = db.collection("orders").doc(orderId);
    for (const from of ORDER_STATUSES) {
      await ref.update({ status: from });
      for (const to of ORDER_STATUSES) {
        const admin = checkTransition(from, to, "admin");
        if (!admin.ok) {
          await expect(changeOrderStatus({ orderId, to, actor: adminActor })).rejects.toEqual(new OrderError(admin.reason === "not-allowed" ? "not-allowed" : "illegal-transition"));
        }
        const customer = checkTransition(from, to, "customer");
        if (!customer.ok && customer.reason === "not-allowed") {
          await expect(changeOrderStatus({ orderId, to, actor: { uid: b.uid, role: "customer" } })).rejects.toEqual(new OrderError("not-allowed"));
        }
      }
      expect((await ref.get()).get("status")).toBe(from);
    }
    // The happy path, by the staff.
    await ref.update({ status: "pending" });
    const path: OrderStatus[] = ["paid", "processing", "shipped", "delivered", "refunded"];
    for (const to of path) await changeOrderStatus({ orderId, to, actor: adminActor, ...(to === "shipped" ? { shipment: PARCEL } : {}) });
    expect((await getOrderOf(b.uid, orderId))!.history.map((h) => h.status)).toEqual(["pending", ...path]);
  });

  it("lists a shopper's orders newest first, a page at a time", async () => {
    const p = await save(product({ variations: [{ color: "blue", image: "/i.jpg", size: [{ name: "S", stock: 50 }] }] }));
    const b = buyer();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const at = new Date(Date.UTC(2026, 10, 1 + i));
      ids.push(placed(await placeOrder(b, request([{ id: p.id, color: "blue", size: "S", quantity: 1 }]), () => at)).orderId);
    }
    const first = await listOrdersOf(b.uid, 2);
    expect(first.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect((await listOrdersOf(b.uid, 2, first[1]!.id)).map((o) => o.id)).toEqual([ids[0]]);
  });
});

describe("optimistic commits (lib/firebase/optimistic.ts)", () => {
  /** `n` requests at once add 1 to one counter, each a read and a guarded write. */
  async function race(n: number, maxAttempts: number) {
    const ref = db.collection("optimistic-test").doc(uniq("counter"));
    await ref.set({ value: 0 });
    const outcomes = await Promise.all(
      Array.from({ length: n }, () =>
        commitOptimistically(
          db,
          async (batch) => {
            const snap = await ref.get();
            batch.update(ref, { value: (snap.get("value") as number) + 1 }, unchangedSince(snap));
            return { result: "done", batch };
          },
          maxAttempts,
        ).catch((error: unknown) => (error instanceof ContentionError ? "busy" : `failed: ${(error as Error).message}`)),
      ),
    );
    return { outcomes, value: (await ref.get()).get("value") as number };
  }

  it("never loses an update: 20 increments at once give 20", async () => {
    const { outcomes, value } = await race(20, 30);
    expect(outcomes).toEqual(Array(20).fill("done"));
    expect(value).toBe(20);
  });

  it("answers 'busy' when every attempt lost, and then changed nothing", async () => {
    const { outcomes, value } = await race(10, 1);
    const done = outcomes.filter((o) => o === "done").length;
    expect(done).toBeGreaterThanOrEqual(1);
    expect(outcomes.filter((o) => o !== "done").every((o) => o === "busy")).toBe(true);
    expect(outcomes).toContain("busy");
    expect(value).toBe(done);
  });
});
