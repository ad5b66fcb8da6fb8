// Email faults on the real parts. The SMTP server down while orders are placed (the sender pointed
// at a closed port), then back (the stack's maildev): the orders succeed, their mail waits, and
// once it is back each message arrives exactly once. An address the SMTP server refuses (a real
// SMTP server that answers 550 to it): recorded failed with the server's reason, shown to staff,
// never tried again. Line breaks typed in a name or a note never make a header.
import { randomUUID } from "node:crypto";
import net from "node:net";
import { listOrderMail } from "@/lib/admin/orders/mail";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { MAIL_DELIVERY } from "@/lib/mail/retry";
import { MAIL_COLLECTION, mailDocSchema } from "@/lib/mail/schema";
import { sendPending, type SendOptions } from "@/lib/mail/sender";
import { placeOrder } from "@/lib/orders/db";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { uniq } from "./clients";
import { inbox } from "../../scripts/stack/inbox";

jest.setTimeout(180_000);

const db = firestore();
const { messages, source, waitForDelivery } = inbox(process.env.MAIL_INBOX_URL!);

/** Run the sender until nothing is due at `now`. */
async function drain(options: SendOptions = {}): Promise<void> {
  for (;;) {
    const r = await sendPending({ limit: 50, ...options });
    if (r.sent + r.retried + r.failed + r.lost === 0) return;
  }
}

async function order(email: string, over: { firstName?: string; notes?: string } = {}): Promise<string> {
  const p = testProduct(uniq("fault-test"), { name: "Fault Test Bib", price: 600, stock: 5 });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  const outcome = await placeOrder(
    { uid: uniq("fault-buyer"), email, locale: "en" },
    {
      idempotencyKey: randomUUID(),
      lines: [{ id: p.id, quantity: 1 }],
      billing: { kind: "new", address: { ...TEST_ADDRESS, firstName: over.firstName ?? "Sam" } },
      shipping: { kind: "same" },
      shippingMethod: "standard",
      paymentMethod: "cash-on-delivery",
      notes: over.notes ?? "",
    },
  );
  if (outcome.status !== "placed") throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return outcome.orderId;
}
const mailsOf = async (orderId: string) => (await db.collection(MAIL_COLLECTION).where("orderId", "==", orderId).get()).docs.map((d) => ({ id: d.id, ...mailDocSchema.parse(d.data()) }));

/** A port nothing listens on: the SMTP server is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A small SMTP server (RFC 5321, plain text) that accepts the session and refuses every recipient with 550. */
function refusingServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = net.createServer((socket) => {
    socket.setEncoding("utf8");
    socket.write("220 refusing.test ESMTP\r\n");
    let buffer = "";
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 refusing.test\r\n");
        else if (verb === "MAIL") socket.write("250 2.1.0 Ok\r\n");
        else if (verb === "RCPT") socket.write("550 5.1.1 No such mailbox here\r\n");
        else if (verb === "QUIT") socket.end("221 2.0.0 Bye\r\n");
        else socket.write("250 2.0.0 Ok\r\n");
      }
    });
    socket.on("error", () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

beforeEach(() => drain());

it("the SMTP server down while orders are placed, then back: the orders succeed and each message arrives exactly once", async () => {
  const down = `smtp://127.0.0.1:${await closedPort()}`;
  const emails = Array.from({ length: 5 }, () => `${uniq("down")}@example.test`);
  const orderIds = await Promise.all(emails.map((e) => order(e)));
  const t0 = Date.now();

  // Down: every attempt fails and is put off, nothing is lost.
  await drain({ smtpUrl: down, now: () => new Date(t0) });
  const waiting = (await Promise.all(orderIds.map(mailsOf))).flat();
  expect(waiting).toHaveLength(10); // a confirmation and the shop's "new order" each
  expect(waiting.every((m) => m.state === "pending" && m.attempts === 1 && /ECONNREFUSED|connect/i.test(m.error ?? ""))).toBe(true);

  // Back, once their retry is due: each is sent, once; running again sends nothing more.
  const later = () => new Date(t0 + MAIL_DELIVERY.firstRetryMs);
  await Promise.all([drain({ now: later }), drain({ now: later })]);
  await drain({ now: later });
  const done = (await Promise.all(orderIds.map(mailsOf))).flat();
  expect(done.every((m) => m.state === "sent" && m.attempts === 2)).toBe(true);

  const ids = new Set(done.map((m) => m.messageId));
  await waitForDelivery(emails);
  const inboxIds: string[] = [];
  // The shop's copies land a moment after the customers' (maildev stores what it accepted).
  for (;;) {
    const all = await messages();
    inboxIds.splice(0, inboxIds.length, ...all.map((m) => m.headers["message-id"]!).filter((id) => ids.has(id)));
    if (inboxIds.length >= ids.size) break;
  }
  expect(inboxIds.sort()).toEqual([...ids].sort());
});

it("an address the SMTP server refuses: failed with the server's reason, shown to staff, not retried", async () => {
  const refusing = await refusingServer();
  try {
    const orderId = await order(`${uniq("refused")}@example.test`);
    const t0 = Date.now();
    await drain({ smtpUrl: refusing.url, now: () => new Date(t0) });
    const [confirmation] = (await mailsOf(orderId)).filter((m) => m.kind === "order-confirmation");
    expect(confirmation).toMatchObject({ state: "failed", attempts: 1, nextAttemptAt: null });
    expect(confirmation!.error).toMatch(/550 5\.1\.1 No such mailbox here/);
    const shown = (await listOrderMail(orderId)).find((m) => m.kind === "order-confirmation")!;
    expect(shown).toMatchObject({ state: "failed", error: expect.stringContaining("No such mailbox") });

    // Hours later, with any server: never tried again.
    await drain({ now: () => new Date(t0 + MAIL_DELIVERY.maxRetryMs * 2) });
    expect((await mailsOf(orderId)).find((m) => m.id === confirmation!.id)).toMatchObject({ state: "failed", attempts: 1 });
  } finally {
    await refusing.close();
  }
});

it("line breaks typed in a name or a note never make a header", async () => {
  const email = `${uniq("inject")}@example.test`;
  const orderId = await order(email, { firstName: "Eve\r\nBcc: mallory@example.test", notes: "Ring twice\r\nSubject: free stuff\r\n\r\nX-Evil: 1" });
  await drain();
  const ids = new Set((await mailsOf(orderId)).map((m) => m.messageId));
  await waitForDelivery([email]);
  let found: { id: string }[] = [];
  while (found.length < ids.size) found = (await messages()).filter((m) => ids.has(m.headers["message-id"]!));
  for (const m of found) {
    const headers = (await source(m.id)).split(/\r?\n\r?\n/)[0]!;
    expect(headers).not.toMatch(/^bcc:/im);
    expect(headers).not.toMatch(/^x-evil:/im);
    expect(headers.match(/^subject:/gim)).toHaveLength(1);
    // The name stays inside the subject's one line (folded lines start with a space).
    expect(headers).not.toMatch(/^mallory|^\S*Bcc/im);
  }
  expect((await messages()).some((m) => m.envelope.to.some((t) => t.address === "mallory@example.test"))).toBe(false);
});
