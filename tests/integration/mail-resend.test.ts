// The emails of an order as staff see them, and a resend: an order placed by placeOrder writes its
// messages, the sender delivers them to the stack's maildev, staff's resendMail action (admin-guarded,
// zod-parsed) writes the same message again as a new outbox document with its audit entry, and it
// arrives a second time under its own Message-ID. Refused for a message still waiting, a message of
// another order, bad input, and anyone but staff (no session, a shopper, forged session cookies).
import { randomUUID } from "node:crypto";
import { ACTION_REGISTRY, type ActionRequest } from "@/lib/actions/define-action";
import "@/lib/actions/admin-orders";
import { listOrderMail } from "@/lib/admin/orders/mail";
import { orderAudit } from "@/lib/admin/orders/db";
import { verifySession } from "@/lib/auth/session";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { mailConfig } from "@/lib/mail/config";
import { mailIdFor } from "@/lib/mail/outbox";
import { MAIL_COLLECTION, mailDocSchema } from "@/lib/mail/schema";
import { sendPending } from "@/lib/mail/sender";
import { placeOrder } from "@/lib/orders/db";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { uniq } from "./clients";
import { newUser, nowS, sessionClaims, unsignedJwt, badlySignedJwt } from "./sessions";
import { deliveredTo, inbox } from "../../scripts/stack/inbox";

jest.setTimeout(120_000);

const db = firestore();
const projectId = process.env.FIREBASE_PROJECT_ID!;
const { waitForDelivery } = inbox(process.env.MAIL_INBOX_URL!);
const STAFF = { uid: uniq("resend-staff"), email: "resend-staff@flone.test" };
const admin = { ...STAFF, admin: true };
const run = (input: unknown, session: () => ReturnType<ActionRequest["session"]>) =>
  ACTION_REGISTRY.find((a) => a.name === "adminOrders.resendMail")!.run(input, { session, t: (key) => key });

async function placed(): Promise<{ orderId: string; email: string }> {
  const p = testProduct(uniq("resend-test"), { name: "Resend Test Spoon", price: 700, stock: 5 });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  const uid = uniq("resend-buyer");
  const email = `${uid}@example.test`;
  const outcome = await placeOrder(
    { uid, email, locale: "fr" },
    {
      idempotencyKey: randomUUID(),
      lines: [{ id: p.id, quantity: 1 }],
      billing: { kind: "new", address: TEST_ADDRESS },
      shipping: { kind: "same" },
      shippingMethod: "standard",
      paymentMethod: "bank-transfer",
      notes: "",
    },
  );
  if (outcome.status !== "placed") throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return { orderId: outcome.orderId, email };
}

const drain = async () => {
  while ((await sendPending({ limit: 50 })).sent > 0);
};
const mailCount = async (orderId: string) => (await db.collection(MAIL_COLLECTION).where("orderId", "==", orderId).count().get()).data().count;

it("lists the order's emails with their state; a sent one goes out again as a new message, audited", async () => {
  const { orderId, email } = await placed();
  const confirmation = mailIdFor("order-confirmation", orderId, mailConfig().domain);
  const waiting = await listOrderMail(orderId);
  expect(waiting.map((m) => [m.kind, m.state, m.attempts])).toEqual(
    expect.arrayContaining([
      ["order-confirmation", "pending", 0],
      ["order-new-staff", "pending", 0],
    ]),
  );
  // Still waiting: it goes out on its own, no second one.
  await expect(run({ orderId, mailId: confirmation }, async () => admin)).resolves.toMatchObject({ ok: false, error: "conflict" });
  expect(await mailCount(orderId)).toBe(2);

  await drain();
  const sent = (await listOrderMail(orderId)).find((m) => m.id === confirmation)!;
  expect(sent).toMatchObject({ state: "sent", to: email, sentAt: expect.any(String) });

  const answer = await run({ orderId, mailId: confirmation }, async () => admin);
  expect(answer).toMatchObject({ ok: true, data: { id: expect.stringMatching(new RegExp(`^${orderId}\\.order-confirmation\\.resend-`)) } });
  const resentId = (answer as { data: { id: string } }).data.id;
  const [original, again] = await Promise.all([confirmation, resentId].map(async (id) => mailDocSchema.parse((await db.collection(MAIL_COLLECTION).doc(id).get()).data())));
  expect(again).toMatchObject({ state: "pending", to: email, locale: "fr", kind: "order-confirmation", orderId, resendOf: confirmation, message: original!.message });
  expect(again!.messageId).not.toBe(original!.messageId);
  expect((await orderAudit(orderId))[0]).toMatchObject({ action: "mail.resend", actor: STAFF, after: { kind: "order-confirmation", mail: resentId } });
  expect((await listOrderMail(orderId)).map((m) => m.id)).toContain(resentId);

  await drain();
  const both = deliveredTo(await waitForDelivery([email], 2), email);
  expect(both.map((m) => m.subject)).toEqual([`Votre commande ${orderId} chez Flone`, `Votre commande ${orderId} chez Flone`]);
  expect(both.map((m) => m.headers["message-id"]).sort()).toEqual([`<${confirmation}>`, `<${resentId}>`].sort());
});

it("only staff may resend: no session, a shopper, forged cookies and bad input change nothing", async () => {
  const { orderId } = await placed();
  await drain();
  const mailId = mailIdFor("order-confirmation", orderId, mailConfig().domain);
  const input = { orderId, mailId };
  const shopper = await newUser();
  try {
    const times = { authTime: nowS(), iat: nowS(), exp: nowS() + 3600 };
    const refusals: [string, () => ReturnType<ActionRequest["session"]>, string][] = [
      ["no session", async () => null, "signed-out"],
      ["a shopper", async () => ({ uid: shopper.uid, email: shopper.email, admin: false }), "forbidden"],
      // The shopper's own session cookie, with an admin claim written in: the profile says no.
      ["a shopper's cookie claiming admin", () => verifySession(unsignedJwt(sessionClaims(projectId, shopper.uid, times, { admin: true }))), "forbidden"],
      ["a cookie nobody signed, claiming admin", () => verifySession(badlySignedJwt(sessionClaims(projectId, STAFF.uid, times, { admin: true }))), "signed-out"],
    ];
    for (const [who, session, error] of refusals) {
      expect({ who, result: await run(input, session) }).toMatchObject({ who, result: { ok: false, error } });
    }
    for (const bad of [{ orderId, mailId: "../orders/x" }, { orderId: "FL-x", mailId }, {}]) {
      await expect(run(bad, async () => admin)).resolves.toMatchObject({ ok: false, error: "invalid" });
    }
    // A message of another order, or none: nothing to resend.
    const other = await placed();
    await expect(run({ orderId: other.orderId, mailId }, async () => admin)).resolves.toMatchObject({ ok: false, error: "not-found" });
    await expect(run({ orderId, mailId: `${orderId}.order-paid@${mailConfig().domain}` }, async () => admin)).resolves.toMatchObject({ ok: false, error: "not-found" });
    expect(await mailCount(orderId)).toBe(2);
    expect(await orderAudit(orderId)).toEqual([]);
  } finally {
    await shopper.client.close();
  }
});
