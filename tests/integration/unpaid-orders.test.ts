// Unpaid bank-transfer orders against the real Firestore emulator, with the clock moved ahead:
// one reminder after 3 days, the shop's cancel after 7 with the stock and the registry's count
// back in the cancel's commit, POST /api/jobs/unpaid twice at once doing it once; card orders
// whose page can no longer be paid, cancelled an hour after it expired. Every order is
// placed by placeOrder "in" 2020 (its clock), a year no other test orders in, so the sweeps here
// (whose clock says 2020) see this file's orders only.
import { randomUUID } from "node:crypto";
import { fetchProduct } from "@/lib/catalog/db";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { MAIL_COLLECTION } from "@/lib/mail/schema";
import { changeOrderStatus, placeOrder } from "@/lib/orders/db";
import { getOrderOf } from "@/lib/orders/read";
import type { PlaceOrderInput } from "@/lib/orders/schema";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { writeTestRegistry } from "@/tests/fixtures/registry";
import { sweepUnpaidOrders } from "@/lib/orders/unpaid-job";
import { CARD_LAPSED_AFTER_MINUTES } from "@/lib/orders/config";
import { runJob } from "@/lib/http/job-route";
import { REGISTRIES_COLLECTION, REGISTRY_ITEMS } from "@/lib/registry/schema";
import type { Product } from "@/lib/catalog/schema";
import { uniq } from "./clients";

jest.setTimeout(60_000);

const db = firestore();
const SECRET = process.env.JOBS_SECRET!;
const DAY = 24 * 60 * 60 * 1000;
const clock = (iso: string, plusDays = 0) => () => new Date(Date.parse(iso) + plusDays * DAY);

async function saveProduct(stock: number): Promise<Product> {
  const p = testProduct(uniq("unpaid-test"), { name: "Unpaid Test Blanket", stock, variations: [] });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const buyer = () => {
  const uid = uniq("unpaid-buyer");
  return { uid, email: `${uid}@flone.test` };
};
const request = (lines: PlaceOrderInput["lines"], over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  idempotencyKey: randomUUID(),
  lines,
  billing: { kind: "new", address: TEST_ADDRESS },
  shipping: { kind: "same" },
  shippingMethod: "standard",
  paymentMethod: "bank-transfer",
  ...over,
});
async function place(b: { uid: string; email: string }, input: PlaceOrderInput, now: () => Date): Promise<string> {
  const outcome = await placeOrder(b, input, now);
  if (outcome.status !== "placed") throw new Error(JSON.stringify(outcome));
  return outcome.orderId;
}
const stockOf = async (p: Product) => (await fetchProduct(p.id))!.stock;
/** The kinds of the messages to the order's customer (the shop's own "new order" aside). */
const mailsOf = async (orderId: string, to: string) =>
  (await db.collection(MAIL_COLLECTION).where("orderId", "==", orderId).where("to", "==", to).get()).docs.map((d) => String(d.get("kind"))).sort();
const post = (authorization?: string) => new Request("http://127.0.0.1/api/jobs/unpaid", { method: "POST", headers: authorization ? { authorization } : {} });

describe("unpaid bank-transfer orders (POST /api/jobs/unpaid)", () => {
  it("does not exist without JOBS_SECRET and refuses a wrong secret", async () => {
    const never = () => Promise.reject(new Error("must not run"));
    expect((await runJob(post(`Bearer ${SECRET}`), undefined, "unpaid orders sweep", never)).status).toBe(404);
    expect((await runJob(post(), SECRET, "unpaid orders sweep", never)).status).toBe(401);
    expect((await runJob(post("Bearer wrong"), SECRET, "unpaid orders sweep", never)).status).toBe(401);
  });

  it("reminds once after 3 days, leaves a cash-on-delivery order alone, and does nothing before", async () => {
    const placedAt = "2020-03-01T10:00:00.000Z";
    const p = await saveProduct(10);
    const b = buyer();
    const transfer = await place(b, request([{ id: p.id, quantity: 1 }]), clock(placedAt));
    const cash = await place(b, request([{ id: p.id, quantity: 1 }], { paymentMethod: "cash-on-delivery" }), clock(placedAt));

    expect((await sweepUnpaidOrders(clock(placedAt, 2.9))).reminded).not.toContain(transfer);
    const sweep = await sweepUnpaidOrders(clock(placedAt, 3.1));
    expect(sweep.reminded).toContain(transfer);
    expect(sweep.reminded).not.toContain(cash);
    // The sweep numbered the invoices that no numbering after a response did (lib/orders/invoice-number.ts).
    expect((await getOrderOf(b.uid, cash))!.invoiceNumber).toMatch(/^2020-\d{6}$/);
    expect((await getOrderOf(b.uid, transfer))!.paymentReminderAt).toBe(clock(placedAt, 3.1)().toISOString());
    expect(await mailsOf(transfer, b.email)).toEqual(["order-confirmation", "order-payment-reminder"]);
    // Again, and twice at once: no second reminder.
    const again = await Promise.all([sweepUnpaidOrders(clock(placedAt, 4)), sweepUnpaidOrders(clock(placedAt, 4))]);
    expect(again.flatMap((s) => s.reminded)).not.toContain(transfer);
    expect(await mailsOf(transfer, b.email)).toEqual(["order-confirmation", "order-payment-reminder"]);
    expect((await getOrderOf(b.uid, cash))!.status).toBe("pending");
  });

  it("after 7 days the shop cancels it, once, with two sweeps at once: stock and registry count back, the customer told", async () => {
    const placedAt = "2020-05-01T10:00:00.000Z";
    const p = await saveProduct(5);
    const slug = uniq("unpaid-registry");
    await writeTestRegistry(db, { slug, items: { "item-1": { productId: p.id, wanted: 3, bought: 0 } } });
    const b = buyer();
    const gift = await place(b, request([{ id: p.id, quantity: 2, registry: { slug, itemId: "item-1" } }], { gift: { shipToParents: true, hideName: false } }), clock(placedAt));
    const paid = await place(b, request([{ id: p.id, quantity: 1 }]), clock(placedAt));
    expect(await stockOf(p)).toBe(2);
    const bought = async () => (await db.collection(REGISTRIES_COLLECTION).doc(slug).collection(REGISTRY_ITEMS).doc("item-1").get()).get("bought");
    expect(await bought()).toBe(2);
    // The staff marked the other one paid: it stays.
    await changeOrderStatus({ orderId: paid, to: "paid", actor: { uid: uniq("staff"), role: "admin" } });

    const eightDaysOn = () => sweepUnpaidOrders(clock(placedAt, 8));
    const answers = await Promise.all([runJob(post(`Bearer ${SECRET}`), SECRET, "unpaid orders sweep", eightDaysOn), runJob(post(`Bearer ${SECRET}`), SECRET, "unpaid orders sweep", eightDaysOn)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    // (The earlier test's order, 2 months old by then, is cancelled too: only this one is counted.)
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { cancelled: string[] }[];
    expect(bodies.flatMap((body) => body.cancelled).filter((id) => id === gift)).toHaveLength(1);

    const cancelled = (await getOrderOf(b.uid, gift))!;
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.history.at(-1)).toMatchObject({ status: "cancelled", by: { role: "system" } });
    expect(await stockOf(p)).toBe(4); // the gift's 2 back, the paid order's 1 still sold
    expect(await bought()).toBe(0);
    expect(await mailsOf(gift, b.email)).toEqual(["order-cancelled", "order-confirmation"]);
    expect((await getOrderOf(b.uid, paid))!.status).toBe("paid");
    // Run again: nothing more.
    expect((await sweepUnpaidOrders(clock(placedAt, 9))).cancelled).not.toContain(gift);
    expect(await stockOf(p)).toBe(4);
  });

  it("a card order whose page can no longer be paid is cancelled an hour after the page expired: its stock back, the customer told", async () => {
    // Placed while Stripe could not be reached: no page was ever opened for it (placeOrder alone).
    const placedAt = "2020-07-01T10:00:00.000Z";
    const p = await saveProduct(3);
    const b = buyer();
    const card = await place(b, request([{ id: p.id, quantity: 2 }], { paymentMethod: "card" }), clock(placedAt));
    const minutes = (n: number) => () => new Date(Date.parse(placedAt) + n * 60_000);
    expect(await stockOf(p)).toBe(1);
    // Its page could still be opened and paid (30 minutes), then an hour for Stripe's expiry event.
    expect((await sweepUnpaidOrders(minutes(CARD_LAPSED_AFTER_MINUTES - 1))).cancelled).not.toContain(card);
    expect((await getOrderOf(b.uid, card))!.status).toBe("pending");
    const twice = await Promise.all([sweepUnpaidOrders(minutes(CARD_LAPSED_AFTER_MINUTES)), sweepUnpaidOrders(minutes(CARD_LAPSED_AFTER_MINUTES))]);
    expect(twice.flatMap((s) => s.cancelled).filter((id) => id === card)).toHaveLength(1);
    expect((await getOrderOf(b.uid, card))!.history.at(-1)).toMatchObject({ status: "cancelled", by: { role: "system" } });
    expect(await stockOf(p)).toBe(3);
    expect(await mailsOf(card, b.email)).toEqual(["order-cancelled", "order-confirmation"]);
  });
});
