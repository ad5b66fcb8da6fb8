// Returns against the real Firestore emulator (lib/orders/returns.ts, lib/admin/orders/returns.ts):
// a customer asks back units of a delivered order within 30 days; staff accept (refund recorded as
// a credit note, stock back when asked, partly refunded then refunded, the audit entry and the
// email, one commit) or refuse with a message. Bad requests write nothing; several staff accepting
// at once refund once; one request sent many times at once is written once. Orders are placed by
// placeOrder and delivered by changeOrderStatus; the year 2077 is this file's.
import { randomUUID } from "node:crypto";
import { orderAudit } from "@/lib/admin/orders/db";
import { decideReturn } from "@/lib/admin/orders/returns";
import { stockOf, productDocSchema } from "@/lib/catalog/schema";
import { firestore } from "@/lib/firebase/admin";
import { MAIL_COLLECTION } from "@/lib/mail/schema";
import { creditFor } from "@/lib/orders/credit-note";
import { OrderError } from "@/lib/orders/db";
import { ReturnError, requestReturn } from "@/lib/orders/returns";
import { ORDERS_COLLECTION } from "@/lib/orders/schema";
import { deliver, placedOrder, type BookOrder } from "./book-orders";

jest.setTimeout(90_000);

const db = firestore();
const PLACED = new Date("2077-04-01T10:00:00.000Z");
const DELIVERED = new Date("2077-04-05T10:00:00.000Z");
const days = (n: number) => new Date(DELIVERED.getTime() + n * 86_400_000);
const staff = (n = 1) => ({ uid: `returns-staff-${n}`, email: `staff${n}@flone.test` });

async function delivered(quantities: number[] = [3, 1]): Promise<BookOrder> {
  const o = await placedOrder(PLACED, quantities);
  await deliver(o.id, DELIVERED);
  return o;
}
const ask = (o: BookOrder, lines: { index: number; quantity: number }[], at = days(3), id = randomUUID(), uid = o.uid) =>
  requestReturn(uid, { orderId: o.id, id, lines, reason: "Too small" }, () => at);
const mailKinds = async (orderId: string) => (await db.collection(MAIL_COLLECTION).where("orderId", "==", orderId).get()).docs.map((d) => String(d.get("kind"))).sort();
const stock = async (productId: string) => stockOf(productDocSchema.parse((await db.collection("products").doc(productId).get()).data()));
const updateTime = async (orderId: string) => (await db.collection(ORDERS_COLLECTION).doc(orderId).get()).updateTime!.toMillis();

describe("returns", () => {
  it("accepting part then the rest: partly refunded, then refunded; credit notes sum to what was paid; stock back only when asked", async () => {
    const o = await delivered();
    const { request } = await ask(o, [{ index: 0, quantity: 1 }]);
    expect(request).toMatchObject({ state: "requested", lines: [{ index: 0, quantity: 1 }], reason: "Too small" });
    expect(await mailKinds(o.id)).toContain("order-return-requested");
    const before = await o.read();
    const expected = creditFor(before, [1, 0]);
    const stockBefore = await stock(o.productIds[0]!);

    const first = await decideReturn(staff(), { orderId: o.id, returnId: request.id, decision: "accept", restock: true, message: "" }, () => days(6));
    expect(first.productIds).toEqual([o.productIds[0]]);
    const partly = await o.read();
    expect(partly.status).toBe("partly-refunded");
    expect(partly.history.at(-1)).toMatchObject({ status: "partly-refunded", by: { uid: staff().uid, role: "admin" } });
    expect(partly.creditNotes).toEqual([expect.objectContaining({ reason: "return", returnId: request.id, total: expected.total, shipping: 0 })]);
    expect(partly.returns![0]).toMatchObject({ state: "accepted", refund: expected.total, restocked: true, creditNote: partly.creditNotes![0]!.number });
    expect(await stock(o.productIds[0]!)).toBe(stockBefore + 1);
    const [entry] = await orderAudit(o.id);
    expect(entry).toMatchObject({ action: "order.return-accepted", actor: staff(), after: { status: "partly-refunded", refund: expected.total } });
    expect(await mailKinds(o.id)).toContain("order-return-accepted");

    const rest = await ask(o, [{ index: 0, quantity: 2 }, { index: 1, quantity: 1 }], days(10));
    await decideReturn(staff(), { orderId: o.id, returnId: rest.request.id, decision: "accept", restock: false }, () => days(12));
    const refunded = await o.read();
    expect(refunded.status).toBe("refunded");
    expect(refunded.creditNotes).toHaveLength(2);
    expect(refunded.creditNotes![1]!.shipping).toBe(refunded.shipping);
    expect(refunded.creditNotes!.reduce((s, n) => s + n.total, 0)).toBe(refunded.total);
    expect(await stock(o.productIds[0]!)).toBe(stockBefore + 1);
    expect(await stock(o.productIds[1]!)).toBe(9);
  });

  it("refuses more units than bought, a line already returned, a line that is not there, after 30 days, someone else's order, an order not delivered: nothing written", async () => {
    const o = await delivered();
    const taken = await ask(o, [{ index: 1, quantity: 1 }]);
    const stamp = await updateTime(o.id);
    const mails = await mailKinds(o.id);
    const refusedWith = async (promise: Promise<unknown>, problem: object) => {
      await expect(promise).rejects.toMatchObject({ name: "ReturnError", code: "refused", problems: [problem] });
    };
    await refusedWith(ask(o, [{ index: 0, quantity: 4 }]), { code: "too-many", index: 0, available: 3 });
    await refusedWith(ask(o, [{ index: 1, quantity: 1 }]), { code: "already-returned", index: 1 });
    await refusedWith(ask(o, [{ index: 5, quantity: 1 }]), { code: "unknown-line", index: 5 });
    await refusedWith(ask(o, [{ index: 0, quantity: 1 }], days(30.5)), { code: "too-late" });
    await expect(ask(o, [{ index: 0, quantity: 1 }], days(3), randomUUID(), "someone-else")).rejects.toEqual(new OrderError("not-found"));
    const pending = await placedOrder(PLACED, [1]);
    await refusedWith(ask(pending, [{ index: 0, quantity: 1 }]), { code: "not-delivered" });
    expect(await updateTime(o.id)).toBe(stamp);
    expect(await mailKinds(o.id)).toEqual(mails);
    expect((await o.read()).returns).toEqual([taken.request]);
  });

  it("refusing keeps staff's message, tells the customer, and frees the units for another request", async () => {
    const o = await delivered();
    const { request } = await ask(o, [{ index: 0, quantity: 3 }]);
    await expect(decideReturn(staff(), { orderId: o.id, returnId: request.id, decision: "refuse", message: "" })).rejects.toThrow();
    await decideReturn(staff(), { orderId: o.id, returnId: request.id, decision: "refuse", message: "Worn items cannot come back." }, () => days(4));
    const after = await o.read();
    expect(after.status).toBe("delivered");
    expect(after.creditNotes).toBeUndefined();
    expect(after.returns![0]).toMatchObject({ state: "refused", message: "Worn items cannot come back.", decidedBy: staff().uid });
    const mail = (await db.collection(MAIL_COLLECTION).where("orderId", "==", o.id).where("kind", "==", "order-return-refused").get()).docs[0]!;
    expect(String(mail.get("message.text"))).toContain("Worn items cannot come back.");
    await expect(decideReturn(staff(), { orderId: o.id, returnId: request.id, decision: "accept", restock: true })).rejects.toEqual(new ReturnError("decided"));
    await expect(ask(o, [{ index: 0, quantity: 3 }])).resolves.toMatchObject({ repeated: false });
  });

  it("six staff accepting one request at once refund it once", async () => {
    const o = await delivered([2]);
    const { request } = await ask(o, [{ index: 0, quantity: 1 }]);
    const stockBefore = await stock(o.productIds[0]!);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => decideReturn(staff(i), { orderId: o.id, returnId: request.id, decision: "accept", restock: true }, () => days(5))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toEqual(new ReturnError("decided"));
    const after = await o.read();
    expect(after.creditNotes).toHaveLength(1);
    expect(after.history.filter((h) => h.status === "partly-refunded")).toHaveLength(1);
    expect(await stock(o.productIds[0]!)).toBe(stockBefore + 1);
    expect((await mailKinds(o.id)).filter((k) => k === "order-return-accepted")).toHaveLength(1);
    expect((await orderAudit(o.id)).filter((e) => e.action === "order.return-accepted")).toHaveLength(1);
  });

  it("one request sent eight times at once is written once, with one email", async () => {
    const o = await delivered([2]);
    const id = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(o, [{ index: 0, quantity: 2 }], days(2), id)));
    expect(answers.filter((a) => !a.repeated)).toHaveLength(1);
    expect((await o.read()).returns).toHaveLength(1);
    expect((await mailKinds(o.id)).filter((k) => k === "order-return-requested")).toHaveLength(1);
  });
});
