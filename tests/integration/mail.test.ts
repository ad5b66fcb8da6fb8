// Order emails end to end on the real parts: placeOrder writes its messages to the outbox in the
// order's own commit (Firestore emulator), the sender delivers them over SMTP to the stack's
// maildev, and the inbox is read through maildev's REST API. No mock transport.
import { randomUUID } from "node:crypto";
import net from "node:net";
import { doc, getDoc } from "firebase/firestore";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { runOutboxJob } from "@/lib/mail/outbox-job";
import { mailConfig } from "@/lib/mail/config";
import { enqueueMail, mailIdFor } from "@/lib/mail/outbox";
import { MAIL_DELIVERY } from "@/lib/mail/retry";
import { MAIL_COLLECTION, mailDocSchema, type MailDoc } from "@/lib/mail/schema";
import { sendPending, type SendOptions } from "@/lib/mail/sender";
import { changeOrderStatus, OrderError, placeOrder, type PlaceOrderOutcome } from "@/lib/orders/db";
import type { PlaceOrderInput } from "@/lib/orders/schema";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import type { Product } from "@/lib/catalog/schema";
import { signUp, uniq, webClient } from "./clients";
import { deliveredTo, inbox } from "../../scripts/stack/inbox";

jest.setTimeout(120_000);

/** A parcel for moves to shipped (changeOrderStatus refuses shipped without one). */
const PARCEL = { carrier: "DHL", trackingNumber: "JD0146000062" };

const db = firestore();
const mailCol = db.collection(MAIL_COLLECTION);
const ORDERS_EMAIL = process.env.ORDERS_EMAIL!;
const { source: messageSource, waitForDelivery } = inbox(process.env.MAIL_INBOX_URL!);

async function save(p: Product): Promise<Product> {
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const product = (stock = 5) => save(testProduct(uniq("mail-test"), { name: "Mail Test Rattle", price: 1250, stock }));
const buyer = (locale?: "en" | "fr" | "de") => {
  const uid = uniq("mail-buyer");
  return { uid, email: `${uid}@example.test`, ...(locale ? { locale } : {}) };
};
const request = (lines: PlaceOrderInput["lines"], over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  idempotencyKey: randomUUID(),
  lines,
  billing: { kind: "new", address: { ...TEST_ADDRESS, firstName: "Sam" } },
  shipping: { kind: "same" },
  shippingMethod: "standard",
  paymentMethod: "bank-transfer",
  ...over,
});
const placed = (o: PlaceOrderOutcome) => {
  if (o.status !== "placed") throw new Error(`not placed: ${JSON.stringify(o)}`);
  return o;
};
const mailsOf = async (orderId: string) => (await mailCol.where("orderId", "==", orderId).get()).docs;
const mailDoc = async (id: string): Promise<MailDoc> => mailDocSchema.parse((await mailCol.doc(id).get()).data());

/** Run the sender until nothing is due (as the sweep would, call after call). */
async function drain(options: SendOptions = {}): Promise<void> {
  for (;;) {
    const r = await sendPending({ limit: 50, ...options });
    if (r.sent + r.retried + r.failed + r.lost === 0) return;
  }
}

/** A message of our own in the outbox, through enqueueMail like every other. */
async function enqueueOne(to: string, subject = "Outbox test"): Promise<string> {
  const batch = db.batch();
  const id = enqueueMail(batch, { kind: "order-confirmation", to, locale: "en", message: { subject, text: `Hello ${to}`, html: `<p>Hello ${to}</p>` } }, new Date().toISOString());
  await batch.commit();
  return id;
}

// An SMTP server that hangs up on every connection: the provider is down.
const deadServer = net.createServer((socket) => socket.destroy());
let DEAD_SMTP = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => deadServer.listen(0, "127.0.0.1", resolve));
  DEAD_SMTP = `smtp://127.0.0.1:${(deadServer.address() as net.AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => deadServer.close(() => resolve())));

describe("placing an order writes its messages in the same commit", () => {
  it("the confirmation (in the shopper's language) and the shop's new-order message, committed with the order", async () => {
    const p = await product();
    const b = buyer("fr");
    const { orderId } = placed(await placeOrder(b, request([{ id: p.id, quantity: 2 }])));
    const orderSnap = await db.collection("orders").doc(orderId).get();
    expect(orderSnap.get("locale")).toBe("fr");

    const docs = await mailsOf(orderId);
    const byKind = new Map(docs.map((d) => [d.get("kind"), d]));
    expect([...byKind.keys()].sort()).toEqual(["order-confirmation", "order-new-staff"]);
    const confirmation = mailDocSchema.parse(byKind.get("order-confirmation")!.data());
    expect(confirmation).toMatchObject({ to: b.email, locale: "fr", state: "pending", attempts: 0, orderId });
    expect(confirmation.message.subject).toBe(`Votre commande ${orderId} chez Flone`);
    expect(confirmation.message.text).toContain("Mail Test Rattle");
    expect(confirmation.messageId).toBe(`<${byKind.get("order-confirmation")!.id}>`);
    expect(mailDocSchema.parse(byKind.get("order-new-staff")!.data())).toMatchObject({ to: ORDERS_EMAIL, locale: "en" });
    // One commit: every document it wrote carries its commit time.
    for (const d of docs) expect(d.createTime.isEqual(orderSnap.createTime!)).toBe(true);
  });

  it("an order refused for stock writes no message", async () => {
    const p = await product(1);
    const b = buyer();
    const outcome = await placeOrder(b, request([{ id: p.id, quantity: 2 }]));
    expect(outcome.status).toBe("unavailable");
    expect((await mailCol.where("to", "==", b.email).get()).size).toBe(0);
  });

  it("the same checkout key sent again, even at once, writes the messages once", async () => {
    const p = await product();
    const b = buyer();
    const req = request([{ id: p.id, quantity: 1 }]);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => placeOrder(b, req)));
    const [orderId] = new Set(outcomes.map((o) => placed(o).orderId));
    expect(placed(await placeOrder(b, req)).repeated).toBe(true);
    expect((await mailsOf(orderId!)).map((d) => d.get("kind")).sort()).toEqual(["order-confirmation", "order-new-staff"]);
    expect((await mailCol.where("to", "==", b.email).get()).size).toBe(1);
  });

  it("a browser can read no message, not even one sent to its own address", async () => {
    const client = webClient();
    try {
      const user = await signUp(client);
      const id = await enqueueOne(user.email!);
      await expect(getDoc(doc(client.db, MAIL_COLLECTION, id))).rejects.toMatchObject({ code: "permission-denied" });
    } finally {
      await client.close();
    }
  });
});

describe("moving an order writes the customer's message in the same commit", () => {
  const staff = { uid: "demo-admin", role: "admin" as const };

  it("each move along the way, once, in the shopper's language; a refused move writes none", async () => {
    const p = await product();
    const b = buyer("de");
    const { orderId } = placed(await placeOrder(b, request([{ id: p.id, quantity: 1 }])));
    await expect(changeOrderStatus({ orderId, to: "delivered", actor: staff })).rejects.toEqual(new OrderError("illegal-transition"));
    for (const to of ["paid", "processing", "shipped", "delivered", "refunded"] as const) {
      await changeOrderStatus({ orderId, to, actor: staff, ...(to === "shipped" ? { shipment: PARCEL } : {}) });
      const orderSnap = await db.collection("orders").doc(orderId).get();
      const mail = await mailCol.doc(mailIdFor(`order-${to}`, orderId, mailConfig().domain)).get();
      expect(mailDocSchema.parse(mail.data())).toMatchObject({ to: b.email, locale: "de", state: "pending", orderId });
      // The move's commit wrote the order and created the message.
      expect(mail.createTime!.isEqual(orderSnap.updateTime!)).toBe(true);
    }
    expect((await mailsOf(orderId)).map((d) => d.get("kind")).sort()).toEqual(
      ["order-confirmation", "order-delivered", "order-new-staff", "order-paid", "order-processing", "order-refunded", "order-shipped"].sort(),
    );
  });

  it("five cancels at once: one cancellation, one email", async () => {
    const p = await product();
    const b = buyer();
    const { orderId } = placed(await placeOrder(b, request([{ id: p.id, quantity: 1 }])));
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => changeOrderStatus({ orderId, to: "cancelled", actor: { uid: b.uid, role: "customer" } })));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect((await mailsOf(orderId)).filter((d) => d.get("kind") === "order-cancelled")).toHaveLength(1);
    await drain();
    const received = deliveredTo(await waitForDelivery([b.email], 2), b.email);
    expect(received.map((m) => m.subject).sort()).toEqual([`Your Flone order ${orderId}`, `Your Flone order ${orderId} is cancelled`]);
  });
});

describe("the sender", () => {
  it("delivers an order's messages over SMTP: to, subject, body and Message-ID as stored, then records them sent", async () => {
    const p = await product();
    const b = buyer("de");
    const { orderId } = placed(await placeOrder(b, request([{ id: p.id, quantity: 1 }])));
    await drain();
    const inbox = await waitForDelivery([b.email]);
    const [received] = deliveredTo(inbox, b.email);
    const confirmationId = mailIdFor("order-confirmation", orderId, mailConfig().domain);
    const stored = await mailDoc(confirmationId);
    expect(received!.to).toEqual([{ address: b.email, name: "" }]);
    expect(received!.from).toEqual([{ address: "shop@flone.test", name: "Flone baby shop" }]);
    expect(received!.subject).toBe(`Ihre Flone-Bestellung ${orderId}`);
    expect(received!.headers["message-id"]).toBe(stored.messageId);
    expect(received!.text).toContain(`Verwendungszweck ${orderId}`);
    expect(received!.text).toContain(orderId);
    expect(received!.html).toContain("Mail Test Rattle");
    expect(stored).toMatchObject({ state: "sent", attempts: 1, nextAttemptAt: null });
    expect(stored.provider?.response).toMatch(/^250/);
    expect(stored.sentAt).toBeDefined();
    // The shop's copy went to the orders inbox, with a link to the order on the admin screens.
    const staff = deliveredTo(await waitForDelivery([ORDERS_EMAIL]), ORDERS_EMAIL).find((m) => m.subject.startsWith(`New order ${orderId}`));
    expect(staff!.html).toContain(`/orders/${orderId}`);
    expect((await mailDoc(mailIdFor("order-new-staff", orderId, mailConfig().domain))).state).toBe("sent");
  });

  it("two senders at once on 50 messages deliver each exactly once", async () => {
    const recipients = Array.from({ length: 50 }, () => `${uniq("once")}@example.test`);
    const ids = await Promise.all(recipients.map((to) => enqueueOne(to)));
    await Promise.all([drain(), drain()]);
    const inbox = await waitForDelivery(recipients);
    for (const to of recipients) expect(deliveredTo(inbox, to)).toHaveLength(1);
    // Each claimed once: one attempt, sent.
    const stored = await Promise.all(ids.map(mailDoc));
    expect(stored.every((m) => m.state === "sent" && m.attempts === 1)).toBe(true);
  });

  it("a request's run sends what it just queued first, even behind a backlog of older messages", async () => {
    // Dated in 2086: no other file's sender (run at the real time) finds these due, and nothing
    // else is due between them, so this run's choice is ours to see.
    const at = (minute: number) => new Date(Date.UTC(2086, 0, 1, 0, minute)).toISOString();
    const queue = async (to: string, minute: number) => {
      const batch = db.batch();
      const id = enqueueMail(batch, { kind: "order-confirmation", to, locale: "en", message: { subject: "Backlog test", text: "Hello", html: "<p>Hello</p>" } }, at(minute));
      await batch.commit();
      return id;
    };
    const backlog = await Promise.all(Array.from({ length: 6 }, (_, i) => queue(`${uniq("backlog")}@example.test`, i)));
    const fresh = await queue(`${uniq("fresh")}@example.test`, 30);

    await sendPending({ limit: 2, first: "newest", now: () => new Date(at(40)) });
    expect((await mailDoc(fresh)).state).toBe("sent");
    expect((await Promise.all(backlog.map(mailDoc))).map((m) => m.state)).toEqual(["pending", "pending", "pending", "pending", "pending", "sent"]);
    // Not drained with a clock in 2086: that run would take every other file's pending messages too.
    await Promise.all([...backlog, fresh].map((id) => mailCol.doc(id).delete()));
  });

  it("retries after a failure, not before its time, then delivers", async () => {
    await drain();
    const to = `${uniq("retry")}@example.test`;
    const id = await enqueueOne(to);
    const t0 = Date.now();
    const at = (ms: number) => () => new Date(t0 + ms);

    await sendPending({ limit: 100, smtpUrl: DEAD_SMTP, now: at(0) });
    const failed = await mailDoc(id);
    expect(failed).toMatchObject({ state: "pending", attempts: 1, nextAttemptAt: new Date(t0 + MAIL_DELIVERY.firstRetryMs).toISOString() });
    expect(failed.error).toMatch(/connection/i);

    // Not due yet: left alone, even with a working server.
    await sendPending({ limit: 100, now: at(MAIL_DELIVERY.firstRetryMs - 1_000) });
    expect(await mailDoc(id)).toMatchObject({ state: "pending", attempts: 1 });

    // A second failure waits twice as long.
    await sendPending({ limit: 100, smtpUrl: DEAD_SMTP, now: at(MAIL_DELIVERY.firstRetryMs) });
    expect(await mailDoc(id)).toMatchObject({ state: "pending", attempts: 2, nextAttemptAt: new Date(t0 + 3 * MAIL_DELIVERY.firstRetryMs).toISOString() });

    await sendPending({ limit: 100, now: at(3 * MAIL_DELIVERY.firstRetryMs) });
    expect(await mailDoc(id)).toMatchObject({ state: "sent", attempts: 3, nextAttemptAt: null });
    expect(deliveredTo(await waitForDelivery([to]), to)).toHaveLength(1);
  });

  it("gives up after the last attempt, and never tries a failed message again", async () => {
    await drain();
    const to = `${uniq("give-up")}@example.test`;
    const id = await enqueueOne(to);
    let clock = Date.now();
    for (let n = 1; n <= MAIL_DELIVERY.maxAttempts; n++) {
      await sendPending({ limit: 100, smtpUrl: DEAD_SMTP, now: () => new Date(clock) });
      expect((await mailDoc(id)).attempts).toBe(n);
      clock += MAIL_DELIVERY.maxRetryMs;
    }
    expect(await mailDoc(id)).toMatchObject({ state: "failed", attempts: MAIL_DELIVERY.maxAttempts, nextAttemptAt: null });
    // A working server, a day later: still failed, never sent.
    await drain({ now: () => new Date(clock + 86_400_000) });
    expect(await mailDoc(id)).toMatchObject({ state: "failed", attempts: MAIL_DELIVERY.maxAttempts });
    const marker = `${uniq("after-give-up")}@example.test`;
    await enqueueOne(marker);
    await drain();
    expect(deliveredTo(await waitForDelivery([marker]), to)).toHaveLength(0);
  });

  it("a name typed with a line break and a Bcc: header adds no header and no recipient", async () => {
    const p = await product();
    const b = buyer();
    const mallory = `${uniq("mallory")}@example.test`;
    const evil = { ...TEST_ADDRESS, firstName: `Eve\r\nBcc: ${mallory}\r\nX-Injected: yes` };
    const { orderId } = placed(await placeOrder(b, request([{ id: p.id, quantity: 1 }], { billing: { kind: "new", address: evil } })));
    await drain();
    const inbox = await waitForDelivery([b.email, ORDERS_EMAIL]);
    const staff = deliveredTo(inbox, ORDERS_EMAIL).find((m) => m.subject.startsWith(`New order ${orderId}`))!;
    // $12.50 and $5.95 of delivery to Illinois, with 6.25 % sales tax on both ($0.78 + $0.37).
    expect(staff.subject).toBe(`New order ${orderId}: $19.60 from Eve Bcc: ${mallory} X-Injected: yes Parent`);
    for (const message of [staff, deliveredTo(inbox, b.email)[0]!]) {
      expect(message.headers).not.toHaveProperty("bcc");
      expect(message.headers).not.toHaveProperty("x-injected");
      expect(message.envelope.to.map((t) => t.address)).toHaveLength(1);
      const headers = (await messageSource(message.id)).split(/\r?\n\r?\n/)[0]!;
      expect(headers).not.toMatch(/^(Bcc|X-Injected):/im);
    }
    expect(deliveredTo(await waitForDelivery([ORDERS_EMAIL]), mallory)).toHaveLength(0);
  });
});

describe("the outbox sweep (POST /api/jobs/outbox)", () => {
  const post = (authorization?: string) =>
    new Request("http://127.0.0.1/api/jobs/outbox", { method: "POST", headers: authorization ? { authorization } : {} });
  const SECRET = process.env.JOBS_SECRET!;

  it("does not exist without JOBS_SECRET; refuses a missing or wrong secret and sends nothing", async () => {
    const to = `${uniq("sweep-refused")}@example.test`;
    const id = await enqueueOne(to);
    expect((await runOutboxJob(post(`Bearer ${SECRET}`), undefined)).status).toBe(404);
    for (const header of [undefined, "Bearer wrong", `Bearer ${SECRET}x`, `Bearer ${SECRET.slice(0, -1)}`, SECRET, `Basic ${SECRET}`]) {
      const res = await runOutboxJob(post(header), SECRET);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
    }
    expect((await mailDoc(id)).state).toBe("pending");
  });

  it("with the secret: sends what is due; twice at once, each message once", async () => {
    const recipients = Array.from({ length: 10 }, () => `${uniq("sweep")}@example.test`);
    const ids = await Promise.all(recipients.map((to) => enqueueOne(to)));
    const answers = await Promise.all([runOutboxJob(post(`Bearer ${SECRET}`), SECRET), runOutboxJob(post(`Bearer ${SECRET}`), SECRET)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const reports = (await Promise.all(answers.map((r) => r.json()))) as { sent: number }[];
    expect(reports[0]).toEqual({ sent: expect.any(Number), retried: expect.any(Number), failed: expect.any(Number), lost: expect.any(Number) });
    const inbox = await waitForDelivery(recipients);
    for (const to of recipients) expect(deliveredTo(inbox, to)).toHaveLength(1);
    expect((await Promise.all(ids.map(mailDoc))).every((m) => m.state === "sent" && m.attempts === 1)).toBe(true);
  });
});
