// The checks after `npm run bench:sale`, read from where the truth is: Firestore (firebase-admin,
// every document parsed with the shop's own schemas), the mail inbox (maildev's REST API) and the
// Stripe stand-in's record of events. Each answers PASS or FAIL with what it saw.
import { z } from "zod";
import { firestore } from "@/lib/firebase/admin";
import { productDocSchema, totalStock } from "@/lib/catalog/schema";
import { MAIL_COLLECTION, mailDocSchema } from "@/lib/mail/schema";
import { INVOICE_COUNTERS, invoiceCounterDocSchema } from "@/lib/orders/invoice-numbering";
import { orderDocSchema, ORDERS_COLLECTION, type OrderDoc } from "@/lib/orders/schema";
import { STRIPE_OUTBOX_COLLECTION } from "@/lib/payments/stripe-outbox";
import { inbox } from "../stack/inbox";
import type { PlacedOrder } from "./sale-shopper";

export type Check = { name: string; pass: boolean; detail: string };
const check = (name: string, pass: boolean, detail: string): Check => ({ name, pass, detail });

const stockFieldsSchema = productDocSchema.pick({ stock: true, variations: true });

/** Every product's total stock now. */
export async function stockOfAll(): Promise<Map<string, number>> {
  const snap = await firestore().collection("products").select("stock", "variations").get();
  return new Map(snap.docs.map((d) => [d.id, totalStock(stockFieldsSchema.parse(d.data()))]));
}

/** The total stock now of the products `ids`. */
async function stockOf(ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const db = firestore();
  const snaps = await db.getAll(...ids.map((id) => db.collection("products").doc(id)));
  return new Map(snaps.map((s) => [s.id, totalStock(stockFieldsSchema.parse(s.data()))]));
}

/** Orders created since `since` (ISO), parsed. */
export async function ordersSince(since: string): Promise<Map<string, OrderDoc>> {
  const snap = await firestore().collection(ORDERS_COLLECTION).where("createdAt", ">=", since).get();
  return new Map(snap.docs.map((d) => [d.id, orderDocSchema.parse(d.data())]));
}

/** Stock now + units in orders not cancelled = stock at start + units staff added, per product touched. */
export async function checkNoOversell(start: Map<string, number>, added: Map<string, number>, orders: Map<string, OrderDoc>): Promise<Check> {
  const sold = new Map<string, number>();
  for (const order of orders.values()) {
    if (order.status === "cancelled") continue;
    for (const line of order.lines) sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
  }
  const touched = [...new Set([...sold.keys(), ...added.keys()])];
  const unknown = touched.filter((id) => !start.has(id));
  const now = await stockOf(touched.filter((id) => start.has(id)));
  const wrong = [...now].filter(([id, stock]) => stock + (sold.get(id) ?? 0) !== start.get(id)! + (added.get(id) ?? 0));
  const units = [...sold.values()].reduce((a, b) => a + b, 0);
  const detail = wrong.length
    ? wrong.map(([id, stock]) => `${id}: now ${stock} + sold ${sold.get(id) ?? 0} != start ${start.get(id)} + added ${added.get(id) ?? 0}`).join("; ")
    : `${now.size} products, ${units} units sold, ${[...added.values()].reduce((a, b) => a + b, 0)} added by staff, ${[...now.values()].filter((s) => s === 0).length} sold out now`;
  return check("no unit oversold", wrong.length === 0 && unknown.length === 0, unknown.length ? `${detail}; orders of products without a start figure: ${unknown.join(", ")}` : detail);
}

/** One order per idempotency key, each order the bench placed found and numbered, invoice numbers 1..last of the year. */
export async function checkOrders(placed: readonly PlacedOrder[], orders: Map<string, OrderDoc>): Promise<Check[]> {
  const byKey = new Map<string, string[]>();
  for (const [id, order] of orders) byKey.set(order.idempotencyKey, [...(byKey.get(order.idempotencyKey) ?? []), id]);
  const twice = placed.filter((p) => (byKey.get(p.idempotencyKey) ?? []).length !== 1);
  const retried = placed.filter((p) => p.attempts > 1);
  const missing = placed.filter((p) => !orders.has(p.orderId));
  const unnumbered = placed.filter((p) => !orders.get(p.orderId)?.invoiceNumber);

  const year = new Date().getUTCFullYear();
  const counter = invoiceCounterDocSchema.parse((await firestore().collection(INVOICE_COUNTERS).doc(String(year)).get()).data());
  const numbers = (await firestore().collection(ORDERS_COLLECTION).where("invoiceNumber", ">=", `${year}-`).where("invoiceNumber", "<", `${year + 1}-`).select("invoiceNumber").get()).docs
    .map((d) => Number(z.string().parse(d.get("invoiceNumber")).slice(5)))
    .sort((a, b) => a - b);
  const gapsOrTwice = numbers.filter((n, i) => n !== i + 1);

  const payment = placed.filter((p) => {
    const order = orders.get(p.orderId);
    if (!order) return false;
    const charged = order.payment.charged !== undefined;
    const paidMoves = order.history.filter((h) => h.status === "paid").length;
    if (p.payment !== "card") return charged || order.status !== "pending";
    return p.paid ? !charged || paidMoves !== 1 : charged;
  });
  return [
    check("one order per idempotency key", twice.length === 0 && missing.length === 0, `${placed.length} orders, ${retried.length} placed after a retry with the same key${twice.length ? `; not exactly one order: ${twice.map((p) => p.idempotencyKey).join(", ")}` : ""}${missing.length ? `; not found: ${missing.map((p) => p.orderId).join(", ")}` : ""}`),
    check(
      "invoice numbers: every order numbered, none twice, no gap",
      unnumbered.length === 0 && gapsOrTwice.length === 0 && numbers.length === (counter?.last ?? 0),
      `${year}: ${numbers.length} numbered, counter at ${counter?.last ?? 0}${unnumbered.length ? `; unnumbered: ${unnumbered.slice(0, 5).map((p) => p.orderId).join(", ")}` : ""}${gapsOrTwice.length ? `; out of sequence from ${gapsOrTwice[0]}` : ""}`,
    ),
    check("payment state right (cash and transfer pending, card paid once or unpaid)", payment.length === 0, payment.length ? `wrong: ${payment.slice(0, 5).map((p) => `${p.orderId} (${p.payment}, ${orders.get(p.orderId)?.status})`).join(", ")}` : `${placed.length} orders`),
  ];
}

const standinEventsSchema = z.object({
  events: z.array(z.object({ type: z.string(), data: z.object({ object: z.object({ id: z.string(), metadata: z.record(z.string(), z.string()).nullish(), payment_status: z.string().optional() }).loose() }) }).loose()),
});

/** No order paid by two sessions: checkout.session.completed and paid, per order, at most once. */
export async function checkNoDoubleCharge(standinUrl: string): Promise<Check> {
  const res = await fetch(`${standinUrl}/_standin/events`);
  const { events } = standinEventsSchema.parse(await res.json());
  const paidSessions = new Map<string, Set<string>>();
  for (const e of events) {
    const session = e.data.object;
    if (e.type !== "checkout.session.completed" || session.payment_status !== "paid") continue;
    const orderId = session.metadata?.orderId ?? "?";
    paidSessions.set(orderId, (paidSessions.get(orderId) ?? new Set()).add(session.id));
  }
  const twice = [...paidSessions].filter(([, s]) => s.size > 1).map(([id]) => id);
  return check("no card charged twice", twice.length === 0, twice.length ? `paid twice: ${twice.join(", ")}` : `${paidSessions.size} orders paid by card, each once`);
}

/** Each order's confirmation: exactly one message in the inbox with its Message-ID. */
export async function checkConfirmations(inboxUrl: string, placed: readonly PlacedOrder[]): Promise<Check> {
  const snap = await firestore().collection(MAIL_COLLECTION).where("kind", "==", "order-confirmation").get();
  const messageIdOf = new Map(snap.docs.map((d) => mailDocSchema.parse(d.data())).flatMap((m) => (m.orderId ? [[m.orderId, m.messageId] as const] : [])));
  const received = new Map<string, number>();
  for (const m of await inbox(inboxUrl).messages()) {
    const id = m.headers["message-id"];
    if (id) received.set(id, (received.get(id) ?? 0) + 1);
  }
  const wrong = placed.filter((p) => {
    const id = messageIdOf.get(p.orderId);
    return !id || received.get(id) !== 1;
  });
  return check(
    "every order's confirmation in the inbox exactly once",
    wrong.length === 0,
    wrong.length ? `${wrong.length} wrong, e.g. ${wrong.slice(0, 5).map((p) => `${p.orderId}: ${received.get(messageIdOf.get(p.orderId) ?? "") ?? 0}`).join(", ")}` : `${placed.length} confirmations`,
  );
}

/** Messages and Stripe calls still waiting (pending, or claimed by a sender). */
export async function outboxBacklog(): Promise<{ mail: number; stripe: number }> {
  const waiting = async (collection: string) => (await firestore().collection(collection).where("state", "in", ["pending", "sending"]).count().get()).data().count;
  return { mail: await waiting(MAIL_COLLECTION), stripe: await waiting(STRIPE_OUTBOX_COLLECTION) };
}

/** The outboxes empty within `seconds` (the scheduler's sweeps keep running meanwhile). */
export async function checkOutboxesDrain(seconds: number): Promise<Check> {
  const t0 = Date.now();
  let backlog = await outboxBacklog();
  const first = backlog;
  while ((backlog.mail > 0 || backlog.stripe > 0) && Date.now() - t0 < seconds * 1000) {
    await new Promise((r) => setTimeout(r, 1_000));
    backlog = await outboxBacklog();
  }
  const empty = backlog.mail === 0 && backlog.stripe === 0;
  return check(
    `outboxes empty within ${seconds} s`,
    empty,
    `at the end of the hold: ${first.mail} messages, ${first.stripe} Stripe calls waiting; ${empty ? `empty after ${Math.round((Date.now() - t0) / 1000)} s` : `still ${backlog.mail} and ${backlog.stripe}`}`,
  );
}
