// Marking an order shipped with its parcel: staff's action (admin-guarded, zod-parsed) stores the
// carrier and tracking number on the order, in the audit entry and in the customer's "on its way"
// email, committed together; the email reaches the stack's maildev with the carrier's tracking link.
import { randomUUID } from "node:crypto";
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import "@/lib/actions/admin-orders";
import { getOrderForAdmin, moveOrderAsAdmin, orderAudit, shipOrderAsAdmin } from "@/lib/admin/orders/db";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { MAIL_COLLECTION, mailDocSchema } from "@/lib/mail/schema";
import { sendPending } from "@/lib/mail/sender";
import { OrderError, placeOrder } from "@/lib/orders/db";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { uniq } from "./clients";
import { deliveredTo, inbox } from "../../scripts/stack/inbox";

jest.setTimeout(120_000);

const db = firestore();
const { waitForDelivery } = inbox(process.env.MAIL_INBOX_URL!);
const STAFF = { uid: uniq("ship-staff"), email: "ship-staff@flone.test" };
const admin = { ...STAFF, admin: true };
const shopper = { uid: uniq("ship-shopper"), email: "shopper@flone.test", admin: false };
const run = (input: unknown, session: Awaited<ReturnType<ActionRequest["session"]>>) =>
  ACTION_REGISTRY.find((a) => a.name === "adminOrders.shipOrder")!.run(input, { session: async () => session, t: (key) => key });

/** A placed order (placeOrder), moved by staff to `status`. */
async function orderAt(status: "pending" | "processing"): Promise<{ orderId: string; email: string }> {
  const p = testProduct(uniq("ship-test"), { name: "Shipping Test Teether", price: 900, stock: 5 });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  const uid = uniq("ship-buyer");
  const email = `${uid}@example.test`;
  const outcome = await placeOrder(
    { uid, email, locale: "en" },
    {
      idempotencyKey: randomUUID(),
      lines: [{ id: p.id, quantity: 1 }],
      billing: { kind: "new", address: TEST_ADDRESS },
      shipping: { kind: "same" },
      shippingMethod: "standard",
      paymentMethod: "cash-on-delivery",
      notes: "",
    },
  );
  if (outcome.status !== "placed") throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  if (status === "processing") for (const to of ["paid", "processing"] as const) await moveOrderAsAdmin(STAFF, outcome.orderId, to);
  return { orderId: outcome.orderId, email };
}

const shippedMails = async (orderId: string) => (await db.collection(MAIL_COLLECTION).where("orderId", "==", orderId).where("kind", "==", "order-shipped").get()).docs;

it("stores the parcel on the order, in the audit entry and in the email, and the email arrives with the tracking link", async () => {
  const { orderId, email } = await orderAt("processing");
  await expect(run({ orderId, carrier: " dhl ", trackingNumber: "jd01 4600 0062 8123" }, admin)).resolves.toEqual({ ok: true, data: { orderId, status: "shipped" } });

  const order = (await getOrderForAdmin(orderId))!;
  expect(order.status).toBe("shipped");
  expect(order.shipment).toEqual({ carrier: "DHL", trackingNumber: "JD01460000628123" });
  expect((await orderAudit(orderId))[0]).toMatchObject({ actor: STAFF, after: { status: "shipped", carrier: "DHL", trackingNumber: "JD01460000628123" } });

  const [mail] = await shippedMails(orderId);
  const doc = mailDocSchema.parse(mail!.data());
  expect(mail!.createTime.isEqual((await db.collection("orders").doc(orderId).get()).updateTime!)).toBe(true);
  const link = "https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD01460000628123";
  expect(doc.message.text).toContain("Your parcel travels with DHL, tracking number JD01460000628123.");
  expect(doc.message.html).toContain(`href="${link}"`);

  while ((await sendPending({ limit: 50 })).sent > 0);
  const received = deliveredTo(await waitForDelivery([email], 2), email).find((m) => m.subject === `Your Flone order ${orderId} is on its way`);
  expect(received?.text).toContain("tracking number JD01460000628123");
  expect(received?.html).toContain(link);
});

it("refuses a bad carrier or number, a parcel for an order not ready to ship, and anyone but staff: nothing changes", async () => {
  const { orderId } = await orderAt("processing");
  for (const bad of [
    { orderId, carrier: "DHL\r\nBcc: eve@example.test", trackingNumber: "JD0146" },
    { orderId, carrier: "DHL", trackingNumber: "x" },
    { orderId, carrier: "", trackingNumber: "JD0146" },
    { orderId, carrier: "DHL", trackingNumber: "JD01/46?a=b" },
  ]) {
    await expect(run(bad, admin)).resolves.toMatchObject({ ok: false, error: "invalid" });
  }
  const parcel = { orderId, carrier: "UPS", trackingNumber: "1Z999AA10123456784" };
  await expect(run(parcel, shopper)).resolves.toMatchObject({ ok: false, error: "forbidden" });
  await expect(run(parcel, null)).resolves.toMatchObject({ ok: false, error: "signed-out" });
  const order = (await getOrderForAdmin(orderId))!;
  expect(order.status).toBe("processing");
  expect(order.shipment).toBeUndefined();
  expect(await shippedMails(orderId)).toHaveLength(0);

  const pending = await orderAt("pending");
  // The state machine's refusal (its translated text needs a Next request: the call under the action).
  await expect(shipOrderAsAdmin(STAFF, pending.orderId, { carrier: "UPS", trackingNumber: "1Z999AA10123456784" })).rejects.toEqual(new OrderError("illegal-transition"));
  const still = (await getOrderForAdmin(pending.orderId))!;
  expect([still.status, "shipment" in still]).toEqual(["pending", false]);
});
