// Staff record a bank transfer received (lib/admin/orders/transfers.ts) against the real Firestore
// emulator: pending -> paid with the amount kept and the audit entry naming who, in one commit;
// a short amount, a cash-on-delivery order and a second record at once change nothing.
import { randomUUID } from "node:crypto";
import { orderAudit } from "@/lib/admin/orders/db";
import { recordTransferReceived } from "@/lib/admin/orders/transfers";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { OrderError, placeOrder } from "@/lib/orders/db";
import { getOrderOf } from "@/lib/orders/read";
import type { PaymentMethod } from "@/lib/orders/payments";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { uniq } from "./clients";

jest.setTimeout(60_000);

const db = firestore();
const staff = () => ({ uid: uniq("staff"), email: "staff@flone.test" });

async function order(paymentMethod: PaymentMethod = "bank-transfer") {
  const p = testProduct(uniq("transfer-test"), { stock: 5, variations: [] });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  const b = { uid: uniq("transfer-buyer"), email: "buyer@flone.test" };
  const outcome = await placeOrder(b, {
    idempotencyKey: randomUUID(),
    lines: [{ id: p.id, quantity: 1 }],
    billing: { kind: "new", address: TEST_ADDRESS },
    shipping: { kind: "same" },
    shippingMethod: "standard",
    paymentMethod,
  });
  if (outcome.status !== "placed") throw new Error(JSON.stringify(outcome));
  const placed = (await getOrderOf(b.uid, outcome.orderId))!;
  return { id: placed.id, total: placed.total, read: async () => (await getOrderOf(b.uid, placed.id))! };
}

const refused = (promise: Promise<unknown>, code: OrderError["code"]) => expect(promise).rejects.toMatchObject({ name: "OrderError", code });

describe("recording a bank transfer received", () => {
  it("moves the order to paid, keeps the amount and who, and the audit log says who", async () => {
    const o = await order();
    const s = staff();
    await recordTransferReceived(s, o.id, o.total + 5);
    const after = await o.read();
    expect(after.status).toBe("paid");
    expect(after.payment.received).toEqual({ amount: o.total + 5, at: expect.any(String), by: s.uid });
    expect(after.history.at(-1)).toMatchObject({ status: "paid", by: { uid: s.uid, role: "admin" } });
    const [entry] = await orderAudit(o.id);
    expect(entry).toMatchObject({ action: "order.transfer-received", actor: s, before: { status: "pending" }, after: { status: "paid", amount: o.total + 5 } });
  });

  it("refuses a short amount and a cash-on-delivery order, and writes nothing", async () => {
    const o = await order();
    await refused(recordTransferReceived(staff(), o.id, o.total - 1), "amount-short");
    const cash = await order("cash-on-delivery");
    await refused(recordTransferReceived(staff(), cash.id, cash.total), "not-allowed");
    for (const x of [o, cash]) {
      const after = await x.read();
      expect(after.status).toBe("pending");
      expect(after.payment.received).toBeUndefined();
      expect(await orderAudit(x.id)).toEqual([]);
    }
  });

  it("recorded twice at once: one move, one audit entry", async () => {
    const o = await order();
    const outcomes = await Promise.allSettled([recordTransferReceived(staff(), o.id, o.total), recordTransferReceived(staff(), o.id, o.total)]);
    expect(outcomes.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await orderAudit(o.id)).toHaveLength(1);
    expect((await o.read()).history.map((h) => h.status)).toEqual(["pending", "paid"]);
  });
});
