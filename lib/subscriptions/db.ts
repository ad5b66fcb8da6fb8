import "server-only";
// Subscriptions in Firestore: subscribing, each delivery placed through the checkout's own
// transaction (lib/orders/db.ts placeOrder, with the subscription's change in the same commit),
// and the parent's changes (skip, pause, resume, change, cancel, the baby's weight, the size
// proposed), each one guarded commit; staff's pause, resume and cancel the same way, with their
// audit entry.
import { customAlphabet } from "nanoid";
import { FieldValue, type DocumentReference, type DocumentSnapshot } from "firebase-admin/firestore";
import { productSchema, stockOf, type Product } from "@/lib/catalog/schema";
import { recordAudit, type Staff } from "@/lib/admin/audit";
import type { StaffSubscriptionAction } from "@/lib/admin/subscriptions/schema";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, ContentionError, unchangedSince } from "@/lib/firebase/optimistic";
import { parseStored } from "@/lib/firebase/parse-snapshot";
import type { Locale } from "@/lib/i18n/routing";
import { placeOrder, resolveAddresses, type PlaceOrderOutcome } from "@/lib/orders/db";
import { ORDER_ID_ALPHABET, ORDERS_COLLECTION, type PlaceOrderInput } from "@/lib/orders/schema";
import { enqueueMail } from "@/lib/mail/outbox";
import { enqueueDeliveryCharge } from "@/lib/payments/stripe-outbox";
import { USERS_COLLECTION } from "@/lib/users/stored-profile";
import { subscriberDiscount } from "./discount";
import { deliveryLine } from "./estimate";
import { outOfStockMail } from "./mails";
import { addWeeks, canChangeNext, dayOf, nextAfter, resumeDate } from "./schedule";
import { sizeStep, type SizeDecision } from "./size-step";
import {
  SUBSCRIPTIONS_COLLECTION,
  subscribeInputSchema,
  subscriptionDocSchema,
  type SavedCard,
  type SubscribeInput,
  type Subscription,
  type SubscriptionDoc,
  weightKgSchema,
} from "./schema";

/** Expected refusals; the action wrapper turns each into a translated answer. Nothing was written. */
export class SubscriptionError extends Error {
  constructor(
    readonly code:
      | "not-found"
      /** The product offers no subscription (or is gone, archived, recalled). */
      | "not-subscribable"
      /** An interval the product does not offer. */
      | "interval"
      /** A colour or size the product does not have. */
      | "variant"
      /** Too close to the next delivery to change or skip it (CHANGE_CUTOFF_HOURS). */
      | "too-late"
      /** Not in a state this change applies to (a cancelled subscription, resuming an active one...). */
      | "not-allowed"
      | "busy",
  ) {
    super(code);
    this.name = "SubscriptionError";
  }
}

const newSubscriptionId = (() => {
  const make = customAlphabet(ORDER_ID_ALPHABET, 10);
  return () => `SUB-${make()}`;
})();

const collection = () => firestore().collection(SUBSCRIPTIONS_COLLECTION);
export const subscriptionRef = (id: string) => collection().doc(id);

export function parseSubscription(snap: DocumentSnapshot): Subscription | null {
  if (!snap.exists) return null;
  const doc = parseStored(`${SUBSCRIPTIONS_COLLECTION}/${snap.id}`, snap.data(), subscriptionDocSchema);
  return doc && { id: snap.id, ...doc };
}

/** The account's subscription `id`, or null (another account's is "not found" too). */
export async function getSubscription(uid: string, id: string): Promise<Subscription | null> {
  const sub = parseSubscription(await subscriptionRef(id).get());
  return sub && sub.uid === uid ? sub : null;
}

/** The account's subscriptions, newest first (cancelled ones too: their orders stay). */
export async function listSubscriptions(uid: string): Promise<Subscription[]> {
  const found = await collection().where("uid", "==", uid).orderBy("createdAt", "desc").limit(50).get();
  return found.docs.flatMap((d) => parseSubscription(d) ?? []);
}

/** The product as stored now (not the cached page's copy: a subscription decides on it). */
async function readProduct(id: string): Promise<Product | null> {
  const snap = await firestore().collection("products").doc(id).get();
  if (!snap.exists) return null;
  const parsed = productSchema.safeParse({ id, ...snap.data() });
  return parsed.success ? parsed.data : null;
}

/** Does `product` offer this subscription? Throws the reason when it does not. */
export function checkOffer(product: Product | null, choice: { intervalWeeks: number; color?: string; size?: string }): asserts product is Product {
  if (!product || !product.subscription || product.archived || product.recall) throw new SubscriptionError("not-subscribable");
  if (!product.subscription.intervals.includes(choice.intervalWeeks)) throw new SubscriptionError("interval");
  const hasChoice =
    product.variations.length === 0
      ? choice.color === undefined && choice.size === undefined
      : product.variations.some((v) => v.color === choice.color && v.size.some((s) => s.name === choice.size));
  if (!hasChoice) throw new SubscriptionError("variant");
}

export type SubscribeOutcome =
  /** Cash on delivery: the subscription is active and its first delivery placed. */
  | { status: "active"; subscriptionId: string; orderId: string }
  /** Card: the subscription waits for its card (Stripe Checkout in setup mode); nothing is placed yet. */
  | { status: "card-setup"; subscriptionId: string }
  | Extract<PlaceOrderOutcome, { status: "unavailable" }>;

/** `consent`: the words the parent agreed to, in their language (the page showed the same). */
export async function subscribe(
  buyer: { uid: string; email: string; locale: Locale },
  raw: SubscribeInput,
  consent: string,
  now: () => Date = () => new Date(),
): Promise<SubscribeOutcome> {
  const input = subscribeInputSchema.parse(raw);
  const product = await readProduct(input.productId);
  checkOffer(product, input);
  const { billingAddress, shippingAddress } = await resolveAddresses(buyer.uid, input.billing, input.shipping);
  const at = now();
  const stamp = at.toISOString();
  const id = newSubscriptionId();
  const doc: SubscriptionDoc = subscriptionDocSchema.parse({
    uid: buyer.uid,
    email: buyer.email,
    locale: buyer.locale,
    productId: input.productId,
    ...(input.color !== undefined ? { color: input.color } : {}),
    ...(input.size !== undefined ? { size: input.size } : {}),
    quantity: input.quantity,
    intervalWeeks: input.intervalWeeks,
    // Until its first delivery is placed (a card: once saved), nothing is due.
    status: "incomplete",
    nextDate: dayOf(at),
    delivered: 0,
    outOfStock: input.outOfStock,
    payment: { method: input.paymentMethod },
    shippingMethod: input.shippingMethod,
    billingAddress,
    shippingAddress,
    ...(input.baby && product.subscription?.ladder
      ? {
          baby: {
            ...(input.baby.birthDate ? { birthDate: input.baby.birthDate } : {}),
            weights: input.baby.weightKg !== undefined ? [{ kg: input.baby.weightKg, at: stamp }] : [],
            autoSize: input.baby.autoSize,
          },
        }
      : {}),
    consent: { text: consent, at: stamp },
    createdAt: stamp,
    updatedAt: stamp,
  });
  // The page's key, once per attempt to subscribe: a second click finds the first's subscription.
  const keyRef = firestore().collection(USERS_COLLECTION).doc(buyer.uid).collection("subscribes").doc(input.idempotencyKey);
  const subscriptionId = await retrying<string>(async (batch) => {
    const key = await keyRef.get();
    if (key.exists) return { result: String(key.get("subscriptionId")) };
    batch.create(keyRef, { subscriptionId: id, createdAt: stamp });
    batch.create(subscriptionRef(id), doc);
    return { result: id, batch };
  });
  if (input.paymentMethod === "card") return { status: "card-setup", subscriptionId };
  // Cash on delivery: the first delivery now (a second click: the same order, by its key).
  const placed = await placeDelivery({ id: subscriptionId, ...doc }, product, now);
  if (placed.status === "placed") return { status: "active", subscriptionId, orderId: placed.orderId };
  if (placed.status === "unavailable") {
    await forgetUnstarted(subscriptionId, keyRef);
    return placed;
  }
  throw new Error(`a subscription's first delivery was refused: ${placed.status}`);
}

/**
 * A subscription whose first delivery could not be placed (short of stock) never started: it and
 * its page's key go, so the parent's next try (the same key) starts afresh. Guarded: one that
 * started meanwhile (another click's delivery) stays.
 */
async function forgetUnstarted(id: string, keyRef: DocumentReference): Promise<void> {
  await retrying(async (batch) => {
    const snap = await subscriptionRef(id).get();
    const sub = parseSubscription(snap);
    if (!sub || sub.status !== "incomplete" || sub.delivered !== 0) return { result: undefined };
    batch.delete(snap.ref, unchangedSince(snap));
    batch.delete(keyRef);
    return { result: undefined, batch };
  });
}

/** The card is saved (lib/payments/saved-cards.ts): the subscription becomes active and its first delivery is placed and charged. */
export async function activateWithCard(subscriptionId: string, card: SavedCard, now: () => Date = () => new Date()): Promise<PlaceOrderOutcome | { status: "not-found" | "card-replaced" }> {
  const sub = parseSubscription(await subscriptionRef(subscriptionId).get());
  if (!sub || sub.payment.method !== "card") return { status: "not-found" };
  // Set up again for the next deliveries (a card replaced): no delivery now.
  if (sub.status !== "incomplete") {
    await subscriptionRef(sub.id).update({ "payment.card": card, updatedAt: now().toISOString() });
    return { status: "card-replaced" };
  }
  const withCard: Subscription = { ...sub, status: "active", payment: { ...sub.payment, card }, nextDate: dayOf(now()) };
  return placeDelivery(withCard, await readProduct(sub.productId), now);
}

/** What a delivery of `sub` orders: its product, variant and quantity, to its addresses, paid its way. */
function deliveryOrder(sub: Subscription, number: number, quantity = sub.quantity): PlaceOrderInput {
  return {
    // "SUB-XXXXXXXXXX-3": one order per delivery, whoever places it and however often.
    idempotencyKey: `${sub.id}-${number}`,
    lines: [deliveryLine(sub, quantity)],
    billing: { kind: "new", address: sub.billingAddress, save: false },
    shipping: { kind: "new", address: sub.shippingAddress, save: false },
    shippingMethod: sub.shippingMethod,
    paymentMethod: sub.payment.method,
    notes: "",
  };
}

/**
 * Place delivery number `delivered + 1` of `sub` (as this caller read it), at `quantity` units:
 * the order, and in its commit the subscription moved on (one more delivered, the next date an
 * interval later, the order listed), a card delivery's charge queued and, for fewer units than
 * subscribed (stock short, the parent chose to get what there is), their email. A subscription that
 * changed meanwhile (another run placed it, the parent paused it) places nothing: the key answers
 * the order already placed, or the guard fails and the next attempt finds it no longer due.
 */
export async function placeDelivery(sub: Subscription, product: Product | null, now: () => Date, quantity?: number): Promise<PlaceOrderOutcome> {
  const number = sub.delivered + 1;
  return placeOrder({ uid: sub.uid, email: sub.email, locale: sub.locale }, deliveryOrder(sub, number, quantity), now, {
    subscriptionId: sub.id,
    number,
    ...(product ? { discount: subscriberDiscount(product) } : {}),
    ref: subscriptionRef(sub.id),
    update: async (batch, snap, order, stamp) => {
      const stored = parseSubscription(snap);
      // The delivery this caller saw due, of a subscription still running (or starting).
      if (!stored || stored.delivered !== sub.delivered || (stored.status !== "active" && stored.status !== "incomplete")) {
        throw new SubscriptionError("not-allowed");
      }
      const next = {
        status: "active" as const,
        delivered: number,
        nextDate: nextAfter(sub.nextDate, sub.intervalWeeks, dayOf(new Date(stamp))),
        orderIds: [order.id, ...stored.orderIds].slice(0, 24),
        updatedAt: stamp,
      };
      batch.update(snap.ref, { ...next, ...(sub.payment.method === "card" ? { payment: sub.payment } : {}), proposedSize: FieldValue.delete() }, unchangedSince(snap));
      if (sub.payment.method === "card" && sub.payment.card) {
        enqueueDeliveryCharge(batch, { orderId: order.id, subscriptionId: sub.id, delivery: number, attempt: 1, amount: order.total, card: sub.payment.card }, stamp);
      }
      if (quantity !== undefined && quantity < sub.quantity) {
        const sent = { units: quantity, orderId: order.id };
        const mail = await outOfStockMail(sub, { ...(product ? { product } : {}), delivery: number, day: sub.nextDate, next: next.nextDate, sent });
        if (mail) enqueueMail(batch, mail, stamp);
      }
    },
  });
}

/** commitOptimistically over the subscription, with "every attempt lost" as "busy". */
async function retrying<T>(attempt: Parameters<typeof commitOptimistically<T>>[1]): Promise<T> {
  try {
    return await commitOptimistically(firestore(), attempt, 10);
  } catch (error) {
    if (error instanceof ContentionError) throw new SubscriptionError("busy");
    throw error;
  }
}

/** A parent's change to their subscription: what it becomes, decided on the copy this attempt read. */
export type SubscriptionChange = (sub: Subscription, now: Date) => Partial<Record<keyof SubscriptionDoc, unknown>>;

/** Who changes a subscription: its owner (another account's is "not found"), staff, whose change is audited, or the job. */
type ChangedBy = { owner: string } | { staff: Staff; action: StaffSubscriptionAction } | { job: true };

/** Apply `change` to the subscription `id` in one guarded commit; the subscription after it. */
async function commit(id: string, change: SubscriptionChange, by: ChangedBy, now: () => Date): Promise<Subscription> {
  return retrying(async (batch) => {
    const snap = await subscriptionRef(id).get();
    const sub = parseSubscription(snap);
    if (!sub || ("owner" in by && sub.uid !== by.owner)) throw new SubscriptionError("not-found");
    const at = now();
    const fields = { ...change(sub, at), updatedAt: at.toISOString() };
    batch.update(snap.ref, fields, unchangedSince(snap));
    const after = applied(sub, fields);
    if ("staff" in by) {
      // The fields the change wrote, as they were and became (a deleted one: null).
      const keys = Object.keys(fields).filter((k) => k !== "updatedAt") as (keyof Subscription)[];
      const values = (s: Subscription) => Object.fromEntries(keys.map((k) => [k, s[k] ?? null]));
      recordAudit(batch, { actor: by.staff, action: `subscription.${by.action}`, target: { kind: "subscription", id }, before: values(sub), after: values(after), at: fields.updatedAt });
    }
    return { result: after, batch };
  });
}

/** Apply `change` to the account's subscription `id` in one guarded commit; the subscription after it. */
export async function changeSubscription(uid: string, id: string, change: SubscriptionChange, now: () => Date = () => new Date()): Promise<Subscription> {
  return commit(id, change, { owner: uid }, now);
}

/** The subscriptions job's own change (a pause whose day has come), by the same rules and guard. */
export async function changeSubscriptionAsJob(id: string, change: SubscriptionChange, now: () => Date): Promise<Subscription> {
  return commit(id, change, { job: true }, now);
}

/**
 * Staff's change to any subscription (no owner check, the same rules as the parent's), with its
 * audit entry (`subscription.<action>`, the changed fields before and after) in the same commit.
 */
export async function changeSubscriptionAsStaff(
  actor: Staff,
  id: string,
  action: StaffSubscriptionAction,
  change: SubscriptionChange,
  now: () => Date = () => new Date(),
): Promise<Subscription> {
  return commit(id, change, { staff: actor, action }, now);
}

/** `sub` as it reads after `fields` are written (a FieldValue.delete() is the field gone). */
function applied(sub: Subscription, fields: Record<string, unknown>): Subscription {
  const after: Record<string, unknown> = { ...sub };
  for (const [k, v] of Object.entries(fields)) {
    if (v instanceof FieldValue) delete after[k];
    else after[k] = v;
  }
  return { id: sub.id, ...subscriptionDocSchema.parse(after) };
}

const live = (sub: Subscription) => {
  if (sub.status === "cancelled" || sub.status === "incomplete") throw new SubscriptionError("not-allowed");
};
const beforeCutoff = (sub: Subscription, now: Date) => {
  if (!canChangeNext(sub.nextDate, now)) throw new SubscriptionError("too-late");
};

/**
 * Skip the next delivery: its date moves one interval on; nothing is placed or charged for it. It
 * counts as a delivery, as the job's skip for want of stock does: its number is not used again, so
 * its email links stop working and the delivery after it gets its own reminder and size step.
 */
export const skipNext: SubscriptionChange = (sub, now) => {
  live(sub);
  beforeCutoff(sub, now);
  return { delivered: sub.delivered + 1, nextDate: addWeeks(sub.nextDate, sub.intervalWeeks), proposedSize: FieldValue.delete() };
};

/** `change`, only while the next delivery is still number `delivery` (an email's link is for one delivery). */
export const forDelivery =
  (delivery: number, change: SubscriptionChange): SubscriptionChange =>
  (sub, now) => {
    if (sub.delivered + 1 !== delivery) throw new SubscriptionError("not-allowed");
    return change(sub, now);
  };

/** Pause until `until` (a day), or until resumed. */
export const pauseUntil =
  (until?: string): SubscriptionChange =>
  (sub, now) => {
    live(sub);
    if (until !== undefined && until <= dayOf(now)) throw new SubscriptionError("not-allowed");
    return { status: "paused", ...(until ? { pausedUntil: until, nextDate: until > sub.nextDate ? until : sub.nextDate } : { pausedUntil: FieldValue.delete() }) };
  };

export const resume: SubscriptionChange = (sub, now) => {
  if (sub.status !== "paused") throw new SubscriptionError("not-allowed");
  return resumedFields(sub, resumeDate(sub.nextDate, now), now);
};

/**
 * A paused subscription active again, its next delivery on `nextDate`. A delivery whose charge was
 * to be retried (declined, or waiting for the parent to confirm it) is retried at the job's next
 * run (the parent may have saved another card; while paused nothing was tried); the failure that
 * paused it (retries over, its order cancelled) goes.
 */
export function resumedFields(sub: Subscription, nextDate: string, now: Date): Partial<Record<keyof SubscriptionDoc, unknown>> {
  const failure = sub.failure;
  const kept = failure?.retryAt ? { failure: { ...failure, retryAt: now.toISOString() } } : { failure: FieldValue.delete() };
  return { status: "active", pausedUntil: FieldValue.delete(), nextDate, ...kept };
}

/**
 * The job's resume of a subscription paused until a day that has come (`today` or before): active
 * from `today`, its next delivery on its planned day, or today if that has gone by (placed by the
 * same run). A pause with no day, or a day still ahead, stays.
 */
export const resumeOnItsDay =
  (today: string): SubscriptionChange =>
  (sub, now) => {
    if (sub.status !== "paused" || !sub.pausedUntil || sub.pausedUntil > today) throw new SubscriptionError("not-allowed");
    return resumedFields(sub, sub.nextDate > today ? sub.nextDate : today, now);
  };

export const cancel: SubscriptionChange = (sub, now) => {
  if (sub.status === "cancelled") throw new SubscriptionError("not-allowed");
  return { status: "cancelled", cancelledAt: now.toISOString(), pausedUntil: FieldValue.delete() };
};

/** From the next delivery on: another interval, variant or quantity (checked against the product's offer). */
export const changeNext =
  (product: Product | null, to: { intervalWeeks: number; color?: string; size?: string; quantity: number }): SubscriptionChange =>
  (sub, now) => {
    live(sub);
    beforeCutoff(sub, now);
    checkOffer(product, to);
    if (product.id !== sub.productId) throw new SubscriptionError("not-allowed");
    return {
      intervalWeeks: to.intervalWeeks,
      quantity: to.quantity,
      color: to.color ?? FieldValue.delete(),
      size: to.size ?? FieldValue.delete(),
      proposedSize: FieldValue.delete(),
    };
  };

export { readProduct };

/**
 * The size the size step proposed for the next delivery, taken from it on (the parent's yes, in My
 * account or from the reminder's link): refused without a proposal for that delivery, after the
 * cutoff, or when the product no longer sells that size.
 */
export const switchToProposed =
  (product: Product | null): SubscriptionChange =>
  (sub, now) => {
    live(sub);
    beforeCutoff(sub, now);
    const proposal = sub.proposedSize;
    if (!proposal || proposal.forDelivery !== sub.delivered + 1) throw new SubscriptionError("not-allowed");
    checkOffer(product, { intervalWeeks: sub.intervalWeeks, ...(sub.color ? { color: sub.color } : {}), size: proposal.size });
    return { size: proposal.size, proposedSize: FieldValue.delete() };
  };

/** Take the proposed size from the next delivery on. */
export async function acceptProposedSize(uid: string, id: string, now: () => Date = () => new Date()): Promise<Subscription> {
  const sub = await getSubscription(uid, id);
  if (!sub) throw new SubscriptionError("not-found");
  return changeSubscription(uid, id, switchToProposed(await readProduct(sub.productId)), now);
}

/**
 * The baby's weight now, as the parent weighed it (newest first, the last 24 kept). If the size
 * step already looked at the next delivery, it looks again with this weight: a proposal made on
 * the estimate goes away when the size still fits, or moves to what the new weight says.
 */
export async function recordWeight(uid: string, id: string, kg: number, now: () => Date = () => new Date()): Promise<Subscription> {
  const weight = weightKgSchema.parse(kg);
  const current = await getSubscription(uid, id);
  if (!current) throw new SubscriptionError("not-found");
  const product = await readProduct(current.productId);
  return changeSubscription(
    uid,
    id,
    (sub, at) => {
      // A ladder product's subscription made without the baby's details gets them now.
      const known = sub.baby ?? (product?.subscription?.ladder ? { weights: [], autoSize: false } : undefined);
      if (!known || sub.status === "cancelled") throw new SubscriptionError("not-allowed");
      const baby = { ...known, weights: [{ kg: weight, at: at.toISOString() }, ...known.weights].slice(0, 24) };
      const delivery = sub.delivered + 1;
      const decision = sub.sizeCheckedFor === delivery && product && canChangeNext(sub.nextDate, at) ? sizeStep({ ...sub, baby }, product) : null;
      return { baby, ...(decision ? sizeFields(decision, delivery) : {}) };
    },
    now,
  );
}

/** What the size step's decision for delivery `delivery` writes on the subscription. */
export function sizeFields(decision: SizeDecision, delivery: number): Partial<Record<keyof SubscriptionDoc, unknown>> {
  if (decision.kind === "switch") return { size: decision.size, proposedSize: FieldValue.delete() };
  if (decision.kind === "propose") return { proposedSize: { size: decision.size, forDelivery: delivery } };
  return { proposedSize: FieldValue.delete() };
}

/** Units of the subscribed choice in stock now (a delivery short of them skips, or sends what there is). */
export const unitsInStock = (product: Product, sub: Pick<Subscription, "color" | "size">) => stockOf(product, sub.color, sub.size);

/** The orders a subscription placed, newest first (for My account and staff). */
export async function subscriptionOrderIds(id: string): Promise<string[]> {
  // Index: orders (subscription.id, subscription.delivery) in firestore.indexes.json.
  const found = await firestore().collection(ORDERS_COLLECTION).where("subscription.id", "==", id).orderBy("subscription.delivery", "desc").select().limit(100).get();
  return found.docs.map((d) => d.id);
}
