import "server-only";
// A card order's Stripe Checkout Session, opened after placeOrder committed the order (pending,
// its stock taken): for the order's server-computed total in cents, in the order's currency,
// with the order id as client_reference_id (how the webhook finds the order) and as the
// Idempotency-Key. Its parameters derive from the order only (expiry included: 30 minutes after
// it was placed), so "Pay now" asks again with the same key and the same parameters and gets the
// same session back, never a second one. The session's id is kept on the order (while it is
// pending), so that cancelling the order expires it (lib/payments/stripe-outbox.ts).
// A subscription's delivery whose charge waits on the parent (authentication_required, a decline)
// was placed days or hours before the parent clicks, and waits on the subscription's rules, not on
// a page: its page is opened at the click, for DELIVERY_SESSION_HOURS. Its number and expiry are
// written on the order first (payment.sessionPage, guarded), and the key names the page, so clicks
// until then get that page back, and the next page opens only once it has expired: never two to
// pay at once.
import type Stripe from "stripe";
import { headers } from "next/headers";
import { createTranslator } from "next-intl";
import { loadMessages } from "@/lib/i18n/messages";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { getOrderOf } from "@/lib/orders/read";
import { checkoutConfirmationHref, orderHref } from "@/lib/routes";
import { siteUrl } from "@/lib/site-url";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { CARD_SESSION_MINUTES } from "@/lib/orders/config";
import { ORDERS_COLLECTION, parseOrder, type CustomerOrder } from "@/lib/orders/schema";
import { cardPayments, type CardPayments } from "./stripe";
import { log } from "@/lib/log";

// Stripe wants expires_at at least 30 minutes after the session is created: the session is made
// a moment after the order, so its expiry counts from the order plus this margin.
const CREATION_MARGIN_S = 60;
/** How long a subscription delivery's page stays open (Stripe allows at most 24 hours). */
const DELIVERY_SESSION_HOURS = 23;

/** The Idempotency-Key of the order's session: its id, and for a delivery the page's number too (one key per page). */
export function sessionKey(order: CustomerOrder): string {
  const page = order.subscription ? order.payment.sessionPage : undefined;
  return page ? `${order.id}.page-${page.number}` : order.id;
}

/** When the order's page expires, in Stripe's seconds: a delivery's as written on it, else 30 minutes after the order. */
function expiresAtOf(order: CustomerOrder): number {
  const page = order.subscription ? order.payment.sessionPage : undefined;
  if (page) return Math.floor(Date.parse(page.expiresAt) / 1000);
  return Math.floor(Date.parse(order.createdAt) / 1000) + CARD_SESSION_MINUTES * 60 + CREATION_MARGIN_S;
}

export type SessionTexts = { delivery: string; tax: string; order: string };

/**
 * The session's parameters for `order`: pure, so a repeated call asks Stripe the same thing.
 * `origin`: the shop's origin as the shopper reached it (Stripe sends them back there).
 */
export function checkoutSessionParams(order: CustomerOrder, texts: SessionTexts, origin: string): Stripe.Checkout.SessionCreateParams {
  const currency = order.currency.toLowerCase();
  const item = (name: string, unit: number, quantity = 1) => ({ quantity, price_data: { currency, unit_amount: unit, product_data: { name } } });
  const lines = order.lines.map((l) => item([l.name, l.color, l.size].filter(Boolean).join(" · "), l.unitPrice, l.quantity));
  if (order.shipping > 0) lines.push(item(texts.delivery, order.shipping));
  if (order.tax && !order.tax.included && order.tax.total > 0) lines.push(item(texts.tax, order.tax.total));
  const sum = lines.reduce((s, l) => s + l.price_data.unit_amount * l.quantity, 0);
  return {
    mode: "payment",
    client_reference_id: order.id,
    customer_email: order.email,
    // Stripe charges the sum of the lines: when the lines do not add up to the order's total
    // (a rounding of a discount), one line for the order's total instead.
    line_items: sum === order.total ? lines : [item(`${texts.order} ${order.id}`, order.total)],
    metadata: { orderId: order.id },
    payment_intent_data: { metadata: { orderId: order.id } },
    success_url: new URL(checkoutConfirmationHref(order.id), origin).toString(),
    cancel_url: new URL(orderHref(order.id), origin).toString(),
    expires_at: expiresAtOf(order),
  };
}

export type CardPayment = { status: "open"; url: string } | { status: "not-found" | "closed" };

/**
 * Stripe's page for the shopper's own card order while it is pending (the same session on every
 * call), "closed" once Stripe's session has expired or been paid, "not-found" for an order that is
 * not theirs, not by card or no longer pending. Stripe unreachable: throws.
 */
export async function cardPaymentPage(uid: string, orderId: string, origin: string, now: () => Date = () => new Date(), again = true): Promise<CardPayment> {
  const config = cardPayments();
  const found = config ? await getOrderOf(uid, orderId) : null;
  if (!config || !found || found.paymentMethod !== "card" || found.status !== "pending") return { status: "not-found" };
  const order = found.subscription ? await deliveryPage(found, now) : found;
  if (!order) return { status: "not-found" };
  // The order's language, not the request's: the same parameters on every call.
  const locale = order.locale ?? DEFAULT_LOCALE;
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "Checkout.card" });
  const texts = { delivery: t("delivery"), tax: t("tax"), order: t("order") };
  const created = await config.stripe.checkout.sessions.create(checkoutSessionParams(order, texts, origin), { idempotencyKey: sessionKey(order) });
  // A repeated key answers the session as it was created: ask for it as it is now.
  const replayed = created.lastResponse?.headers?.["idempotent-replayed"] === "true";
  const session = replayed ? await config.stripe.checkout.sessions.retrieve(created.id) : created;
  // A delivery's page ended before its time (expired on Stripe's side): once, a new one.
  if (session.status === "expired" && order.subscription && again && (await forgetPage(order, now))) return cardPaymentPage(uid, orderId, origin, now, false);
  if (session.status !== "open" || !session.url) return { status: "closed" };
  return (await keepSession(config, order.id, session.id)) ? { status: "open", url: session.url } : { status: "not-found" };
}

/**
 * A subscription delivery's page: the one opened last while it has not expired, else the next,
 * expiring DELIVERY_SESSION_HOURS from `now`, written on the order (guarded: two clicks at once
 * write one and open the same page). Null once the order is no longer pending.
 */
async function deliveryPage(order: CustomerOrder, now: () => Date): Promise<CustomerOrder | null> {
  const ref = firestore().collection(ORDERS_COLLECTION).doc(order.id);
  return commitOptimistically(firestore(), async (batch) => {
    const snap = await ref.get();
    const fresh = snap.exists ? parseOrder(snap.id, snap.data()) : null;
    if (!fresh || fresh.status !== "pending") return { result: null };
    const at = now().getTime();
    const last = fresh.payment.sessionPage;
    if (last && Date.parse(last.expiresAt) > at) return { result: { ...order, payment: { ...order.payment, sessionPage: last } } };
    const page = { number: (last?.number ?? 0) + 1, expiresAt: new Date(Math.floor(at / 1000) * 1000 + DELIVERY_SESSION_HOURS * 3_600_000).toISOString() };
    batch.update(ref, { "payment.sessionPage": page }, unchangedSince(snap));
    return { result: { ...order, payment: { ...order.payment, sessionPage: page } }, batch };
  });
}

/** The delivery's page Stripe ended early is over (guarded: only if it is still the last one). False when the order left pending. */
async function forgetPage(order: CustomerOrder, now: () => Date): Promise<boolean> {
  const ref = firestore().collection(ORDERS_COLLECTION).doc(order.id);
  return commitOptimistically(firestore(), async (batch) => {
    const snap = await ref.get();
    const fresh = snap.exists ? parseOrder(snap.id, snap.data()) : null;
    if (!fresh || fresh.status !== "pending") return { result: false };
    if (fresh.payment.sessionPage?.number !== order.payment.sessionPage?.number) return { result: true };
    batch.update(ref, { "payment.sessionPage.expiresAt": now().toISOString() }, unchangedSince(snap));
    return { result: true, batch };
  });
}

/**
 * Keep the session's id on the order, guarded by the order unchanged since read: a cancel
 * committed at the same time either reads the id (and expires the session) or makes this read
 * again. An order no longer pending keeps nothing; cancelled meanwhile, its session is expired
 * here (the cancel could not know it). False when the order is no longer pending.
 */
async function keepSession(config: CardPayments, orderId: string, sessionId: string): Promise<boolean> {
  const ref = firestore().collection(ORDERS_COLLECTION).doc(orderId);
  const status = await commitOptimistically(firestore(), async (batch) => {
    const snap = await ref.get();
    const order = snap.exists ? parseOrder(snap.id, snap.data()) : null;
    if (!order || order.status !== "pending") return { result: order?.status ?? null };
    if (order.payment.sessionId === sessionId) return { result: order.status };
    batch.update(ref, { "payment.sessionId": sessionId }, unchangedSince(snap));
    return { result: order.status, batch };
  });
  if (status === "cancelled") {
    await config.stripe.checkout.sessions.expire(sessionId).catch((error: unknown) => log.error(`checkout: session ${sessionId} of a cancelled order not expired`, { orderId, error }));
  }
  return status === "pending";
}

/** Where Stripe sends the shopper back: the origin they came from (a server action always carries one). */
export async function requestOrigin(): Promise<string> {
  const origin = (await headers()).get("origin");
  try {
    return origin ? new URL(origin).origin : siteUrl();
  } catch {
    return siteUrl();
  }
}
