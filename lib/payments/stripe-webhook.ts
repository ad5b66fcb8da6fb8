import "server-only";
// POST /api/webhooks/stripe: what Stripe says about a card order's Checkout Session.
// - The raw body is verified against the Stripe-Signature header with the endpoint's secret
//   (constructEvent: a tampered body, another secret or a timestamp older than 5 minutes is
//   refused with 400, and nothing is read or written).
// - Each event id is stored once, in stripeEvents/{eventId}, in the same commit as the order
//   change it causes (changeOrderStatus's hook): a second delivery, even at the same moment,
//   finds it and changes nothing.
// - checkout.session.completed (when paid) and checkout.session.async_payment_succeeded move the
//   order pending -> paid; checkout.session.expired and async_payment_failed cancel it, its stock
//   and registry counts coming back in that commit. The order's emails follow from the move. A
//   subscription's delivery is not cancelled by its page's end: it waits on the subscription's own
//   rules (lib/subscriptions/charges.ts), and its parent may open another page (stored "waiting").
//   Paid, its subscription's failure for it ends in the same commit (changeOrderStatus).
// - charge.refunded (a refund of lib/payments/stripe-outbox.ts, or one made on Stripe's dashboard)
//   records on the order how much of its charge is back on the card; a cancelled order whose
//   whole charge is back moves on to refunded (its email follows). A partly refunded order (a
//   return) stays so. The charge must be the order's: same payment, currency and amount.
// - An event for no order, another currency, another amount, a non-card order or an order no
//   longer pending is stored as refused and applied never. Stripe is answered 200 for it (a
//   retry would be refused again); only a failure on our side (Firestore, contention) answers 500,
//   so that Stripe delivers again later.
import type { DocumentReference } from "firebase-admin/firestore";
import Stripe from "stripe";
import { z } from "zod";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { changeOrderStatus, committing, OrderError } from "@/lib/orders/db";
import { ORDERS_COLLECTION, orderIdSchema, parseOrder, type Order } from "@/lib/orders/schema";
import type { OrderStatus } from "@/lib/orders/status";
import { applyCardSetup } from "@/lib/subscriptions/card-setup";
import type { CardPayments } from "./stripe";
import { log } from "@/lib/log";

export const STRIPE_EVENTS_COLLECTION = "stripeEvents";

/** Why an event was not applied. */
export const REFUSALS = ["unknown-order", "not-card", "currency", "amount", "not-pending"] as const;
type Refusal = (typeof REFUSALS)[number];

/** stripeEvents/{eventId}: one per event received, written by the server only. */
export const storedStripeEventSchema = z.object({
  type: z.string().max(100),
  /** The Checkout Session's id; null for a charge's event (charge.refunded). */
  sessionId: z.string().max(255).nullable(),
  orderId: z.string().max(255).nullable(),
  paymentIntent: z.string().max(255).nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().max(10).nullable(),
  /** A session's amount_total; a charge's amount_refunded (all of its refunds so far). */
  /** applied: the order moved (or, for a refund, recorded it); refused: it did not (reason); waiting: paid later (delayed methods; a delivery whose page ended). */
  outcome: z.enum(["applied", "refused", "waiting"]),
  reason: z.enum(REFUSALS).optional(),
  receivedAt: z.string().datetime(),
});
export type StoredStripeEvent = z.infer<typeof storedStripeEventSchema>;

export type WebhookResult =
  | { outcome: "applied"; orderId: string; status: OrderStatus; productIds: string[] }
  | { outcome: "refused"; reason: Refusal }
  | { outcome: "waiting" | "duplicate" | "ignored" };

const MOVES: Partial<Record<Stripe.Event.Type, OrderStatus>> = {
  "checkout.session.completed": "paid",
  "checkout.session.async_payment_succeeded": "paid",
  "checkout.session.expired": "cancelled",
  "checkout.session.async_payment_failed": "cancelled",
};

/** Who the order's history says moved it. */
const STRIPE_ACTOR = { uid: "stripe-webhook", role: "system" } as const;

const eventRef = (id: string) => firestore().collection(STRIPE_EVENTS_COLLECTION).doc(id);

/** Why this session may not move this order, or null when it may. */
function refusal(order: Order, session: Stripe.Checkout.Session): Refusal | null {
  if (order.paymentMethod !== "card") return "not-card";
  if (session.currency !== order.currency.toLowerCase()) return "currency";
  if (session.amount_total !== order.total) return "amount";
  if (order.status !== "pending") return "not-pending";
  return null;
}

class Refused extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}

/** Verify, then apply once. `400` for a request that is not Stripe's; the result otherwise. */
export async function receiveStripeWebhook(
  request: Request,
  config: CardPayments,
  now: () => Date = () => new Date(),
): Promise<{ response: Response; result?: WebhookResult }> {
  const body = await request.text();
  let event: Stripe.Event;
  try {
    event = config.stripe.webhooks.constructEvent(body, request.headers.get("stripe-signature") ?? "", config.webhookSecret);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
    return { response: Response.json({ error: "invalid signature" }, { status: 400 }) };
  }
  try {
    const result = await applyStripeEvent(event, now);
    const order = result.outcome === "applied" ? { orderId: result.orderId, status: result.status } : {};
    log.info(`stripe webhook: ${event.type}`, { eventId: event.id, outcome: result.outcome, ...order });
    return { response: Response.json({ received: true, ...result }), result };
  } catch (error) {
    // Ours to fix or to wait out: Stripe delivers the event again later.
    log.error(`stripe webhook: ${event.type} ${event.id} failed`, { error });
    return { response: Response.json({ error: "unavailable" }, { status: 500 }) };
  }
}

/** Apply a verified event to its order, once per event id. */
export async function applyStripeEvent(event: Stripe.Event, now: () => Date = () => new Date()): Promise<WebhookResult> {
  if (event.type === "charge.refunded") return applyRefund(event, event.data.object, now);
  // A card saved for a subscription (setup mode): no order of its own; its first delivery, once.
  if (event.type === "checkout.session.completed" && event.data.object.mode === "setup") return applySetup(event, event.data.object, now);
  const to = MOVES[event.type];
  if (!to) return { outcome: "ignored" };
  const session = event.data.object as Stripe.Checkout.Session;
  const ref = eventRef(event.id);
  if ((await ref.get()).exists) return { outcome: "duplicate" };
  const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  const stored = (outcome: StoredStripeEvent["outcome"], reason?: Refusal): StoredStripeEvent =>
    storedStripeEventSchema.parse({
      type: event.type,
      sessionId: session.id,
      orderId: session.client_reference_id,
      paymentIntent,
      amount: session.amount_total,
      currency: session.currency,
      outcome,
      ...(reason ? { reason } : {}),
      receivedAt: now().toISOString(),
    });
  // Completed with a payment still under way (delayed methods): async_payment_* follows.
  if (event.type === "checkout.session.completed" && session.payment_status !== "paid") return recordOnce(ref, stored("waiting"), { outcome: "waiting" });

  const orderId = orderIdSchema.safeParse(session.client_reference_id);
  if (!orderId.success) return recordOnce(ref, stored("refused", "unknown-order"), { outcome: "refused", reason: "unknown-order" });
  // A delivery's page ended unpaid: the order keeps waiting (an order never stops being a
  // delivery, so reading it before the move is safe).
  if (to === "cancelled" && (await firestore().collection(ORDERS_COLLECTION).doc(orderId.data).get()).get("subscription") !== undefined) {
    return recordOnce(ref, stored("waiting"), { outcome: "waiting" });
  }
  try {
    const { order, productIds } = await changeOrderStatus(
      {
        orderId: orderId.data,
        to,
        actor: STRIPE_ACTOR,
        // Inside the move's commit, on the order as read by it: checked there, stored there.
        audit: (batch, { before, at }) => {
          const why = refusal(before, session);
          if (why) throw new Refused(why);
          batch.create(ref, stored("applied"));
          if (to === "paid") {
            const charged = { amount: session.amount_total!, at, sessionId: session.id, paymentIntent: paymentIntent ?? "" };
            batch.update(firestore().collection(ORDERS_COLLECTION).doc(orderId.data), { "payment.charged": charged });
          }
        },
      },
      now,
    );
    return { outcome: "applied", orderId: order.id, status: order.status, productIds };
  } catch (error) {
    const reason: Refusal | null =
      error instanceof Refused
        ? error.reason
        : error instanceof OrderError && error.code === "not-found"
          ? "unknown-order"
          : // Moved by this very event in a concurrent delivery (recordOnce then finds it), or by staff.
            error instanceof OrderError && (error.code === "illegal-transition" || error.code === "not-allowed")
            ? "not-pending"
            : null;
    if (!reason) throw error;
    return recordOnce(ref, stored("refused", reason), { outcome: "refused", reason });
  }
}

/** A setup session completed: the subscription gets its card (lib/subscriptions/card-setup.ts), the event stored once. */
async function applySetup(event: Stripe.Event, session: Stripe.Checkout.Session, now: () => Date): Promise<WebhookResult> {
  const ref = eventRef(event.id);
  if ((await ref.get()).exists) return { outcome: "duplicate" };
  const outcome = await applyCardSetup(session, now);
  const stored = storedStripeEventSchema.parse({
    type: event.type,
    sessionId: session.id,
    orderId: outcome.status === "placed" ? outcome.orderId : null,
    paymentIntent: null,
    amount: null,
    currency: null,
    outcome: outcome.status === "placed" || outcome.status === "card-replaced" ? "applied" : "refused",
    ...(outcome.status === "placed" || outcome.status === "card-replaced" ? {} : { reason: "unknown-order" }),
    receivedAt: now().toISOString(),
  });
  if (outcome.status === "card-replaced") return recordOnce(ref, stored, { outcome: "ignored" });
  if (outcome.status !== "placed") return recordOnce(ref, stored, { outcome: "refused", reason: "unknown-order" });
  return recordOnce(ref, stored, { outcome: "applied", orderId: outcome.orderId, status: "pending", productIds: outcome.productIds });
}

/** Why this charge's refund may not be recorded on this order, or null when it may. */
function refundRefusal(order: Order, charge: Stripe.Charge): Refusal | null {
  const charged = order.payment.charged;
  if (order.paymentMethod !== "card" || !charged) return "not-card";
  if (charge.currency !== order.currency.toLowerCase()) return "currency";
  if (charge.amount !== charged.amount || charge.amount_refunded > charge.amount) return "amount";
  return null;
}

/**
 * charge.refunded: record how much of the order's charge is back (Stripe's total so far, so
 * deliveries out of order never lower it), and move a cancelled order whose charge is all back
 * to refunded, the event stored in the same commit.
 */
async function applyRefund(event: Stripe.Event, charge: Stripe.Charge, now: () => Date): Promise<WebhookResult> {
  const ref = eventRef(event.id);
  if ((await ref.get()).exists) return { outcome: "duplicate" };
  const paymentIntent = typeof charge.payment_intent === "string" ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  // The order whose charge this is (its id is in the charge only as the payment's metadata).
  const found = paymentIntent ? await firestore().collection(ORDERS_COLLECTION).where("payment.charged.paymentIntent", "==", paymentIntent).limit(1).get() : null;
  const orderId = found?.docs[0]?.id ?? null;
  const stored = (outcome: StoredStripeEvent["outcome"], reason?: Refusal): StoredStripeEvent =>
    storedStripeEventSchema.parse({
      type: event.type,
      sessionId: null,
      orderId,
      paymentIntent,
      amount: charge.amount_refunded,
      currency: charge.currency,
      outcome,
      ...(reason ? { reason } : {}),
      receivedAt: now().toISOString(),
    });
  const refused = (reason: Refusal) => recordOnce(ref, stored("refused", reason), { outcome: "refused", reason });
  if (!orderId) return refused("unknown-order");
  const orderRef = firestore().collection(ORDERS_COLLECTION).doc(orderId);
  const refunded = (order: Order, at: string) => ({ "payment.refunded": { amount: Math.max(charge.amount_refunded, order.payment.refunded?.amount ?? 0), at } });
  try {
    const snap = await orderRef.get();
    const order = snap.exists ? parseOrder(snap.id, snap.data()) : null;
    if (!order) return refused("unknown-order");
    const why = refundRefusal(order, charge);
    if (why) return refused(why);
    if (order.status === "cancelled" && charge.amount_refunded === charge.amount) {
      const { order: moved } = await changeOrderStatus(
        {
          orderId,
          to: "refunded",
          actor: STRIPE_ACTOR,
          audit: (batch, { before, at }) => {
            const again = refundRefusal(before, charge);
            if (again) throw new Refused(again);
            batch.create(ref, stored("applied"));
            batch.update(orderRef, refunded(before, at));
          },
        },
        now,
      );
      return { outcome: "applied", orderId, status: moved.status, productIds: [] };
    }
    return await committing<WebhookResult>(async (batch) => {
      const [event, snap] = await firestore().getAll(ref, orderRef);
      if (event!.exists) return { result: { outcome: "duplicate" } };
      const order = parseOrder(snap!.id, snap!.data());
      if (!order) throw new OrderError("not-found");
      // Guarded: a move of the order at the same time reads again and decides again.
      batch.update(orderRef, refunded(order, now().toISOString()), unchangedSince(snap!));
      batch.create(ref, stored("applied"));
      return { result: { outcome: "applied", orderId, status: order.status, productIds: [] }, batch };
    });
  } catch (error) {
    // Refused, or moved to refunded by a concurrent delivery of this event (recordOnce then finds it).
    const reason: Refusal | null = error instanceof Refused ? error.reason : error instanceof OrderError && error.code === "illegal-transition" ? "not-pending" : null;
    if (!reason) throw error;
    return refused(reason);
  }
}

/** Store the event unless a delivery of it is stored already (then: a duplicate, nothing written). */
function recordOnce(ref: DocumentReference, doc: StoredStripeEvent, result: WebhookResult): Promise<WebhookResult> {
  return commitOptimistically<WebhookResult>(firestore(), async (batch) => {
    if ((await ref.get()).exists) return { result: { outcome: "duplicate" } };
    // create(): a concurrent delivery that stored it first fails this commit; the retry sees it.
    batch.create(ref, doc);
    return { result, batch };
  });
}
