// npm run bench:mail [-- --orders 20 --messages 500 --senders 1]
// The outbox and its sender on the local stack ("bench" ports, or FIRESTORE_PORT... if set), its
// maildev as the SMTP server, in this process, through the shop's own code:
//   1. "Place order" to inbox: placeOrder (the checkout action's commit, which writes the
//      confirmation and the staff's "new order"), then what the action's sendAfterResponse() runs
//      after the response (sendPending, newest first, 20), until the confirmation is in maildev's
//      REST API. One order at a time: p50/p95 of the whole, and of its two parts.
//   2. Throughput: a newsletter letter queued for `messages` confirmed subscribers (queueNewsletter:
//      `messages` pending messages), then drained by `senders` sweeps at once (sendPending, 100 a
//      run, as POST /api/jobs/outbox) until every one is sent: messages/s, and all in the inbox.
// Prints the figures (BENCHMARKS.md records them with this command and the load average).
import "../lib/plain-node"; // placing an order renders its emails with react-dom/server
import { randomUUID } from "node:crypto";
import os from "node:os";
import { parseArgs } from "node:util";
import { startStack } from "../stack/index";
import { inbox } from "../stack/inbox";
import { runMain } from "../lib/shop";

const { values } = parseArgs({
  options: {
    orders: { type: "string", default: "20" },
    messages: { type: "string", default: "500" },
    senders: { type: "string", default: "1" },
  },
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${ms(percentile(s, 50))}, p95 ${ms(percentile(s, 95))} (min ${ms(s[0]!)}, max ${ms(s.at(-1)!)})`;
};
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(", ");

runMain(async (onStop) => {
  const stack = await startStack({ profile: "bench", log: () => {} });
  onStop(stack.stop);
  Object.assign(process.env, stack.env);
  // Loaded after the stack's env is set: firebase-admin reads the emulator hosts when it starts.
  const { firestore } = await import("@/lib/firebase/admin");
  const { writeProductInTransaction } = await import("@/lib/catalog/write");
  const { placeOrder } = await import("@/lib/orders/db");
  const { testProduct } = await import("@/tests/fixtures/product");
  const { TEST_ADDRESS } = await import("@/tests/fixtures/order");
  const { sendPending } = await import("@/lib/mail/sender");
  const { mailConfig } = await import("@/lib/mail/config");
  const { mailIdFor } = await import("@/lib/mail/outbox");
  const { MAIL_COLLECTION } = await import("@/lib/mail/schema");
  const { subscribeToNewsletter } = await import("@/lib/newsletter/subscribe");
  const { confirmSubscription } = await import("@/lib/newsletter/opt-in");
  const { NEWSLETTER_COLLECTION, storedSubscriberSchema, subscriberId } = await import("@/lib/newsletter/schema");
  const { queueNewsletter } = await import("@/lib/newsletter/letters");
  const { eachLimited } = await import("@/lib/admin/each-limited");
  const db = firestore();
  const mailbox = inbox(stack.env.MAIL_INBOX_URL!);
  const clearInbox = async () => {
    const res = await fetch(`${stack.env.MAIL_INBOX_URL}/email/all`, { method: "DELETE" });
    if (!res.ok) throw new Error(`DELETE /email/all: ${res.status}`);
  };
  const pendingCount = async () => (await db.collection(MAIL_COLLECTION).where("state", "in", ["pending", "sending"]).count().get()).data().count;
  console.log(`load average at start (1, 5, 15 min): ${load()}; ${os.cpus().length} cores`);

  // 1. Place order -> inbox.
  const orders = Number(values.orders);
  const product = testProduct(`bench-mail-${randomUUID().slice(0, 8)}`, { stock: 1_000_000, variations: [] });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, product));
  await clearInbox();
  const whole: number[] = [];
  const placing: number[] = [];
  const delivering: number[] = [];
  for (let i = 0; i < orders; i++) {
    const uid = `bench-mail-${randomUUID().slice(0, 8)}`;
    const t0 = performance.now();
    const outcome = await placeOrder(
      { uid, email: `${uid}@bench.test` },
      {
        idempotencyKey: randomUUID(),
        lines: [{ id: product.id, quantity: 1 }],
        billing: { kind: "new", address: TEST_ADDRESS },
        shipping: { kind: "same" },
        shippingMethod: "standard",
        paymentMethod: "bank-transfer",
      },
    );
    if (outcome.status !== "placed") throw new Error(`order not placed: ${JSON.stringify(outcome)}`);
    const t1 = performance.now();
    // What sendAfterResponse() hands to after(): run once the response is out.
    await sendPending({ limit: 20, first: "newest" });
    const messageId = `<${mailIdFor("order-confirmation", outcome.orderId, mailConfig().domain)}>`;
    // maildev stores a message a moment after its SMTP server accepted it: poll its REST API.
    for (;;) {
      if ((await mailbox.messages()).some((m) => m.headers["message-id"] === messageId)) break;
      if (performance.now() - t0 > 60_000) throw new Error(`${messageId} not in the inbox after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const t2 = performance.now();
    whole.push(t2 - t0);
    placing.push(t1 - t0);
    delivering.push(t2 - t1);
  }
  console.log(`place order -> confirmation in the inbox, ${orders} orders one after another:`);
  console.log(`  whole: ${stats(whole)}`);
  console.log(`  placeOrder (the commit with both messages): ${stats(placing)}`);
  console.log(`  sender after the response -> in maildev: ${stats(delivering)}`);

  // 2. Throughput: a letter to `messages` confirmed subscribers.
  const messages = Number(values.messages);
  const senders = Number(values.senders);
  await clearInbox();
  // The outbox must hold only this letter's messages: older ones (part 1's staff mail) are sent first.
  while ((await sendPending({ limit: 100 })).sent > 0);
  const run = randomUUID().slice(0, 8);
  const t3 = performance.now();
  await eachLimited(
    Array.from({ length: messages }, (_, i) => `reader-${i}-${run}@bench.test`),
    16,
    async (email) => {
      await subscribeToNewsletter({ email, locale: (["en", "fr", "de"] as const)[email.length % 3] });
      const token = storedSubscriberSchema.parse((await db.collection(NEWSLETTER_COLLECTION).doc(subscriberId(email)).get()).data()).confirmToken;
      if ((await confirmSubscription({ id: subscriberId(email), token })) !== "confirmed") throw new Error(`${email} not confirmed`);
    },
  );
  // The sign-ups' confirmation emails: sent first, outside the measure.
  while ((await sendPending({ limit: 100 })).sent > 0);
  await clearInbox();
  const t4 = performance.now();
  const letter = { subject: `Bench letter ${run}`, paragraphs: ["A paragraph of a benchmark letter."] };
  const { queued } = await queueNewsletter(`bench-${run}`, { en: letter, fr: letter, de: letter });
  const t5 = performance.now();
  const waiting = await pendingCount();
  console.log(`\nthroughput: ${messages} subscribers confirmed in ${((t4 - t3) / 1000).toFixed(1)} s; letter queued for ${queued} in ${((t5 - t4) / 1000).toFixed(1)} s (${(queued / ((t5 - t4) / 1000)).toFixed(0)} messages/s, rendered and committed); ${waiting} pending in the outbox`);
  let sent = 0;
  const t6 = performance.now();
  await Promise.all(
    Array.from({ length: senders }, async () => {
      for (;;) {
        const report = await sendPending({ limit: 100 });
        sent += report.sent;
        if (report.sent + report.retried + report.failed + report.lost === 0) break;
      }
    }),
  );
  const drained = (performance.now() - t6) / 1000;
  // maildev stores each message a moment after accepting it: count until all are there (30 s at most).
  let arrived = 0;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    arrived = (await mailbox.messages()).filter((m) => m.subject === letter.subject).length;
    if (arrived >= sent) break;
  }
  console.log(`  ${senders} sender(s), 100 a run: ${sent} sent in ${drained.toFixed(1)} s = ${(sent / drained).toFixed(1)} messages/s; ${arrived} in maildev; ${await pendingCount()} left pending`);
  console.log(`load average at end (1, 5, 15 min): ${load()}`);
});
