// The limits of one account's checkout against the real Firestore emulator (lib/orders/unpaid.ts,
// lib/orders/pricing.ts): at most MAX_UNPAID_ORDERS pending orders at once, even when its
// checkouts arrive together, room again once one is cancelled or paid; at most
// MAX_UNITS_PER_PRODUCT units of one product per order. A refusal writes nothing.
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { fetchProduct } from "@/lib/catalog/db";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { MAX_UNITS_PER_PRODUCT, MAX_UNPAID_ORDERS } from "@/lib/orders/config";
import { changeOrderStatus, placeOrder, type PlaceOrderOutcome } from "@/lib/orders/db";
import { listOrdersOf } from "@/lib/orders/read";
import { ORDER_ID_ALPHABET, ORDERS_COLLECTION, type PlaceOrderInput } from "@/lib/orders/schema";
import { TEST_ADDRESS, testOrder } from "@/tests/fixtures/order";
import { unpaidLimitReached, unpaidOrdersRef } from "@/lib/orders/unpaid";
import { stockOf, type Product } from "@/lib/catalog/schema";
import { uniq } from "./clients";

jest.setTimeout(120_000);

const db = firestore();

async function saveProduct(): Promise<Product> {
  const p = testProduct(uniq("limit-test"), {
    name: "Limit Test Romper",
    stock: 0,
    variations: [{ color: "blue", image: "/img/blue.jpg", size: [{ name: "S", stock: 40 }, { name: "M", stock: 40 }] }],
  });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const stock = async (p: Product, size = "S") => stockOf((await fetchProduct(p.id))!, "blue", size);
const buyer = () => {
  const uid = uniq("limit-buyer");
  return { uid, email: `${uid}@flone.test` };
};
const request = (lines: PlaceOrderInput["lines"]): PlaceOrderInput => ({
  idempotencyKey: randomUUID(),
  lines,
  billing: { kind: "new", address: TEST_ADDRESS },
  shipping: { kind: "same" },
  shippingMethod: "standard",
  paymentMethod: "bank-transfer",
});
const one = (p: Product) => request([{ id: p.id, color: "blue", size: "S", quantity: 1 }]);
const placedId = (o: PlaceOrderOutcome) => {
  if (o.status !== "placed") throw new Error(`not placed: ${JSON.stringify(o)}`);
  return o.orderId;
};
const newOrderId = () => `FL-${Array.from({ length: 8 }, () => ORDER_ID_ALPHABET[Math.floor(Math.random() * ORDER_ID_ALPHABET.length)]).join("")}`;
const tally = (outcomes: PlaceOrderOutcome[]) => outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o.status]: (acc[o.status] ?? 0) + 1 }), {});

describe("open unpaid orders per account", () => {
  it(`10 checkouts at once from an account with none open end with exactly ${MAX_UNPAID_ORDERS} orders; the others are told why and take nothing`, async () => {
    const p = await saveProduct();
    const b = buyer();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => placeOrder(b, one(p))));
    expect(tally(outcomes)).toEqual({ placed: MAX_UNPAID_ORDERS, "unpaid-limit": 10 - MAX_UNPAID_ORDERS });
    for (const o of outcomes) if (o.status === "unpaid-limit") expect(o).toEqual({ status: "unpaid-limit", limit: MAX_UNPAID_ORDERS });
    expect(await stock(p)).toBe(40 - MAX_UNPAID_ORDERS);
    const orders = await listOrdersOf(b.uid, 20);
    expect(orders).toHaveLength(MAX_UNPAID_ORDERS);
    expect((await unpaidOrdersRef(b.uid).get()).get("orderIds")).toEqual(expect.arrayContaining(orders.map((o) => o.id)));
    expect(await unpaidLimitReached(b.uid)).toBe(true);
  });

  it("a cancelled order, or one the staff marked paid, makes room for one more; a repeated request still answers its order", async () => {
    const p = await saveProduct();
    const b = buyer();
    const first = one(p);
    const ids = [placedId(await placeOrder(b, first))];
    for (let i = 1; i < MAX_UNPAID_ORDERS; i++) ids.push(placedId(await placeOrder(b, one(p))));
    expect(await placeOrder(b, one(p))).toEqual({ status: "unpaid-limit", limit: MAX_UNPAID_ORDERS });
    // The same key again (a retry after a lost answer) is not a new order: it answers the first.
    expect(await placeOrder(b, first)).toMatchObject({ status: "placed", orderId: ids[0], repeated: true });

    await changeOrderStatus({ orderId: ids[0]!, to: "cancelled", actor: { uid: b.uid, role: "customer" } });
    expect(await unpaidLimitReached(b.uid)).toBe(false);
    ids.push(placedId(await placeOrder(b, one(p))));
    expect(await placeOrder(b, one(p))).toMatchObject({ status: "unpaid-limit" });

    await changeOrderStatus({ orderId: ids[1]!, to: "paid", actor: { uid: "staff", role: "admin" } });
    ids.push(placedId(await placeOrder(b, one(p))));
    expect(await placeOrder(b, one(p))).toMatchObject({ status: "unpaid-limit" });
    // 5 placed, 1 cancelled (its unit back): 4 units taken.
    expect(await stock(p)).toBe(36);
    expect((await listOrdersOf(b.uid, 20)).filter((o) => o.status === "pending")).toHaveLength(MAX_UNPAID_ORDERS);
  });

  it("pending orders written before the account had a list (older accounts, the demo seed) count too", async () => {
    const p = await saveProduct();
    const b = buyer();
    const write = (status: "pending" | "paid", i: number) =>
      db.collection(ORDERS_COLLECTION).doc(newOrderId()).create(
        testOrder({ total: 1000, status, createdAt: `2026-10-0${i}T10:00:00.000Z`, uid: b.uid, key: `legacy-${randomUUID()}` }),
      );
    await write("paid", 1);
    for (let i = 2; i < MAX_UNPAID_ORDERS + 1; i++) await write("pending", i);
    expect(await unpaidLimitReached(b.uid)).toBe(false);
    placedId(await placeOrder(b, one(p)));
    expect(await placeOrder(b, one(p))).toMatchObject({ status: "unpaid-limit" });
    expect(await stock(p)).toBe(39);
  });
});

describe(`units of one product per order (at most ${MAX_UNITS_PER_PRODUCT})`, () => {
  it("more than that, over several sizes, is refused next to the product's first line, and nothing is written", async () => {
    const p = await saveProduct();
    const b = buyer();
    const outcome = await placeOrder(b, request([
      { id: p.id, color: "blue", size: "S", quantity: 6 },
      { id: p.id, color: "blue", size: "M", quantity: MAX_UNITS_PER_PRODUCT - 5 },
    ]));
    expect(outcome).toEqual({
      status: "unavailable",
      problems: [{ index: 0, productId: p.id, name: p.name, color: "blue", size: "S", kind: "over-limit", requested: MAX_UNITS_PER_PRODUCT + 1, available: MAX_UNITS_PER_PRODUCT }],
    });
    expect([await stock(p, "S"), await stock(p, "M")]).toEqual([40, 40]);
    expect(await listOrdersOf(b.uid, 10)).toEqual([]);
    expect((await unpaidOrdersRef(b.uid).get()).exists).toBe(false);
    // Exactly the limit goes through.
    placedId(await placeOrder(b, request([
      { id: p.id, color: "blue", size: "S", quantity: 5 },
      { id: p.id, color: "blue", size: "M", quantity: MAX_UNITS_PER_PRODUCT - 5 },
    ])));
    expect([await stock(p, "S"), await stock(p, "M")]).toEqual([35, 45 - MAX_UNITS_PER_PRODUCT]);
  });
});
