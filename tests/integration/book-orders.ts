// Orders for the tests of the books (credit notes, returns), made by the production code:
// placeOrder for the order, changeOrderStatus as staff for each move up to delivered. Each order
// buys its own fresh products, so tests running in parallel never share stock.
import { randomUUID } from "node:crypto";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { changeOrderStatus, placeOrder } from "@/lib/orders/db";
import { getOrderOf } from "@/lib/orders/read";
import type { CustomerOrder } from "@/lib/orders/schema";
import { TEST_ADDRESS, TEST_PARCEL } from "@/tests/fixtures/order";
import { uniq } from "./clients";

export type BookOrder = { id: string; uid: string; productIds: string[]; read: () => Promise<CustomerOrder> };

/** An order of `quantities[i]` units of a new product each (price `price`, stock 10), placed at `at` by a new buyer (or `buyer`). */
export async function placedOrder(at: Date, quantities: number[] = [2], buyer = { uid: uniq("books-buyer"), email: "books-buyer@flone.test" }): Promise<BookOrder> {
  const db = firestore();
  const products = quantities.map(() => testProduct(uniq("books"), { stock: 10, price: 1999, variations: [] }));
  for (const p of products) await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  const outcome = await placeOrder(
    buyer,
    {
      idempotencyKey: randomUUID(),
      lines: products.map((p, i) => ({ id: p.id, quantity: quantities[i]! })),
      billing: { kind: "new", address: { ...TEST_ADDRESS, region: "CA" } },
      shipping: { kind: "same" },
      shippingMethod: "standard",
      paymentMethod: "bank-transfer",
    },
    () => at,
  );
  if (outcome.status !== "placed") throw new Error(JSON.stringify(outcome));
  return { id: outcome.orderId, uid: buyer.uid, productIds: products.map((p) => p.id), read: async () => (await getOrderOf(buyer.uid, outcome.orderId))! };
}

/** Staff move it paid, processing, shipped and delivered, the last at `at`. */
export async function deliver(orderId: string, at: Date): Promise<void> {
  for (const to of ["paid", "processing", "shipped", "delivered"] as const) {
    await changeOrderStatus({ orderId, to, actor: { uid: "books-staff", role: "admin" }, ...(to === "shipped" ? { shipment: TEST_PARCEL } : {}) }, () => at);
  }
}
