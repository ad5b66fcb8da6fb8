import "server-only";
// Orders in Firestore: placing one (stock, prices and the order in one transaction), reading a
// shopper's orders, and moving an order through the state machine (lib/orders/status.ts).
// Every stock change goes through lib/catalog/write.ts, so the product, its catalogue index entry
// and the index version change together with the order.
import { customAlphabet } from "nanoid";
import { FieldValue, type DocumentReference, type DocumentSnapshot, type WriteBatch } from "firebase-admin/firestore";
import { productWithDealState } from "@/lib/catalog/deals";
import { isVisible } from "@/lib/catalog/visibility";
import { updateProductInBatch } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { claim, commitOptimistically, ContentionError, unchangedSince, type Attempt } from "@/lib/firebase/optimistic";
import { addressInputSchema, uidSchema, type AddressInput } from "@/lib/users/schema";
import { availability, type Product } from "@/lib/catalog/schema";
import { listAddresses } from "@/lib/users/addresses";
import type { Locale } from "@/lib/i18n/routing";
import { enqueueOrderPlaced, enqueueStatusChange } from "@/lib/mail/order-mails";
import { enqueueRefund, enqueueSessionExpiry } from "@/lib/payments/stripe-outbox";
import type { Candidate, CodeRefusal } from "@/lib/promotions/engine";
import { checkoutPromotions, giveBackUses, type CheckoutPromotions } from "@/lib/promotions/usage";
import { isClosing, USERS_COLLECTION } from "@/lib/users/stored-profile";
import { SHOPPING_DOC, STATE_COLLECTION } from "@/lib/users/shopping-state";
import { deliveryPromotionInput } from "@/lib/subscriptions/discount";
import { paymentFailureSchema, SUBSCRIPTIONS_COLLECTION } from "@/lib/subscriptions/schema";
import type { Shipment } from "./carriers";
import { MAX_UNPAID_ORDERS } from "./config";
import { orderDoc } from "./order-doc";
import { ownerEmail, recordGift, registryReads, returnRegistryCounts } from "./registry-gifts";
import { adjustStock, priceOrder, type LineProblem } from "./pricing";
import { registryItemIdsOf, registryLineProblems, registrySlugsOf, withRegistryProblems } from "./registry-lines";
import {
  ORDER_ID_ALPHABET,
  ORDER_PRIVATE,
  ORDER_SHIPPING_DOC,
  ORDERS_COLLECTION,
  isAnonymized,
  parseOrder,
  placeOrderInputSchema,
  type AddressChoice,
  type Order,
  type PlaceOrderInput,
} from "./schema";
import { checkTransition, returnsStock, type OrderActor, type OrderStatus } from "./status";
import { remainingCredit } from "./credit-note";
import { invoiceNumberFor, issueCreditNote } from "./invoice-number";
import { recordUnpaidOrders, unpaidOrders, unpaidOrdersRef } from "./unpaid";
import { parseProducts, productRef, putBackInStock, STOCK_FIELDS } from "./stock";

/** Expected refusals; the action wrapper turns each into a translated answer. */
export class OrderError extends Error {
  constructor(
    readonly code:
      | "not-found"
      | "address-not-found"
      | "illegal-transition"
      | "not-allowed"
      | "busy"
      /** Lines for two registries in one order. */
      | "registry-mixed"
      /** "Ship to the parents" for a registry without an address (or gone). */
      | "registry-no-address"
      /** The buyer's account is being deleted (lib/users/account.ts). */
      | "account-closing"
      /** A bank transfer recorded for less than the order's total (lib/admin/orders/transfers.ts). */
      | "amount-short"
      /** A move to shipped without the parcel's carrier and tracking number (the customer's email needs them). */
      | "parcel-required",
  ) {
    super(code);
    this.name = "OrderError";
  }
}

export type PlaceOrderOutcome =
  /** `availabilityChanged`: a product of the order sold out (a choice or all of it): the listings show it. */
  | { status: "placed"; orderId: string; repeated: boolean; productIds: string[]; availabilityChanged: boolean; registrySlug?: string }
  | { status: "unavailable"; problems: LineProblem[] }
  /** The account holds `limit` unpaid orders already (lib/orders/unpaid.ts): nothing was written. */
  | { status: "unpaid-limit"; limit: number }
  /**
   * The code typed no longer applies (it ended, its uses ran out...): nothing was written. `total`
   * is what the order costs without it; the shopper confirms again.
   */
  | { status: "code-refused"; refusal: CodeRefusal; total: number };

/**
 * Many shoppers buying the same product race for its document; each lost race reads again and
 * retries. Past this many attempts the shopper is asked to try again ("busy").
 */
const COMMIT_ATTEMPTS = 30;

const CHECKOUTS_COLLECTION = "checkouts";
const newOrderId = customAlphabet(ORDER_ID_ALPHABET, 8);

const orders = () => firestore().collection(ORDERS_COLLECTION);
const userRef = (uid: string) => firestore().collection(USERS_COLLECTION).doc(uidSchema.parse(uid));

/** The address a choice stands for: one of the user's own (looked up under their uid only), or the typed one. */
async function resolveAddress(choice: AddressChoice, book: () => Promise<Map<string, AddressInput>>): Promise<AddressInput> {
  if (choice.kind === "new") return choice.address;
  const found = (await book()).get(choice.id);
  if (!found) throw new OrderError("address-not-found");
  return found;
}

/** The billing and shipping addresses a checkout's choices stand for (the book read once, if at all). */
export async function resolveAddresses(
  uid: string,
  billing: AddressChoice,
  shipping: { kind: "same" } | AddressChoice,
): Promise<{ billingAddress: AddressInput; shippingAddress: AddressInput }> {
  let bookCache: Promise<Map<string, AddressInput>> | undefined;
  const book = () => (bookCache ??= listAddresses(uid).then((list) => new Map(list.map((a) => [a.id, addressInputSchema.parse(a)] as const))));
  const billingAddress = await resolveAddress(billing, book);
  const shippingAddress = shipping.kind === "same" ? billingAddress : await resolveAddress(shipping, book);
  return { billingAddress, shippingAddress };
}

/** `locale`: the language of the request, which the order's emails are written in. */
export type Buyer = { uid: string; email: string; locale?: Locale };

/**
 * A subscription's delivery (lib/subscriptions), placed by the shop for the parent through this
 * same transaction. It gets the subscriber discount and no other promotion, holds no place under
 * the cap on unpaid orders (the parent agreed to it), leaves the account's cart alone, and commits
 * with the subscription's own change, guarded by the subscription as this attempt read it.
 */
export type SubscriptionDelivery = {
  subscriptionId: string;
  /** 1 for the first delivery. */
  number: number;
  discount?: Candidate;
  ref: DocumentReference;
  /** In the order's commit: the subscription's change (throw to refuse: nothing is written). */
  update(batch: WriteBatch, subscription: DocumentSnapshot, order: { id: string; total: number }, stamp: string): void | Promise<void>;
};

/**
 * Place an order, as one optimistic transaction (lib/firebase/optimistic.ts): read the
 * idempotency key, the account's unpaid orders and every product, check
 * the account's room for one more unpaid order and each line's stock, price the order from the
 * stored products, then commit at once the stock taken, the order (waiting for its invoice number,
 * which lib/orders/invoice-number.ts gives just after: no shop-wide counter in this commit),
 * the key, the account's unpaid list and the emptied account cart, guarded by every
 * product and the list being unchanged since read. A line short of
 * stock (or over the units of one product an order may take), or an account at its cap of unpaid
 * orders, writes nothing and says why; the key already used answers its order.
 */
export async function placeOrder(
  buyer: Buyer,
  raw: PlaceOrderInput,
  now: () => Date = () => new Date(),
  delivery?: SubscriptionDelivery,
): Promise<PlaceOrderOutcome> {
  const input = placeOrderInputSchema.parse(raw);
  const db = firestore();
  // The promotions' rules are read once, beside the addresses; their counts in each attempt. A
  // subscription's delivery has its subscriber discount alone.
  const promotionsRead = delivery ? Promise.resolve(subscriberPromotions(delivery)) : checkoutPromotions(buyer, input.code);
  promotionsRead.catch(() => {}); // awaited below; an address refused first must not leave it unhandled
  const { billingAddress, shippingAddress } = await resolveAddresses(buyer.uid, input.billing, input.shipping);
  const ids = [...new Set(input.lines.map((l) => l.id))];
  const keyRef = userRef(buyer.uid).collection(CHECKOUTS_COLLECTION).doc(input.idempotencyKey);
  const cartRef = userRef(buyer.uid).collection(STATE_COLLECTION).doc(SHOPPING_DOC);
  const unpaidRef = unpaidOrdersRef(buyer.uid);
  // A gift: the registry, its items bought here and (shipped to the parents) its private address
  // are read with the products, and its counts change in the same commit as the stock.
  const slugs = registrySlugsOf(input.lines);
  if (slugs.length > 1) throw new OrderError("registry-mixed");
  const slug = slugs[0];
  const gift = { shipToParents: false, hideName: false, ...input.gift };
  const reads = registryReads(slug, registryItemIdsOf(input.lines), gift.shipToParents);
  // The parents' email (the registry owner's profile, and a registry's owner never changes) is
  // read once, not on every attempt: it cannot join the attempt's getAll, which reads the owner.
  let parentsEmail: Promise<string> | undefined;
  // One id for every attempt: an attempt that lost a race and tries again renders the same emails,
  // which lib/mail/order-mails.tsx then takes from its cache instead of rendering them again.
  const orderRef = orders().doc(`FL-${newOrderId()}`);
  const promotions = await promotionsRead;

  return committing<PlaceOrderOutcome>(async (batch) => {
    const at = now();
    const subscriptionRefs = delivery ? [delivery.ref] : [];
    const [key, profile, cart, unpaidSnap, ...rest] = await db.getAll(keyRef, userRef(buyer.uid), cartRef, unpaidRef, ...ids.map(productRef), ...reads.refs, ...promotions.refs, ...subscriptionRefs);
    if (key!.exists) return { result: { status: "placed", orderId: String(key!.get("orderId")), repeated: true, productIds: [], availabilityChanged: false } };
    // An account being deleted orders nothing more. The claim makes this commit fail if the
    // deletion marks the profile after this read: the next attempt reads the mark.
    if (isClosing(profile!.data())) throw new OrderError("account-closing");
    if (profile!.exists) claim(batch, profile!);
    const unpaid = delivery ? [] : await unpaidOrders(buyer.uid, unpaidSnap!);
    if (unpaid.length >= MAX_UNPAID_ORDERS) return { result: { status: "unpaid-limit", limit: MAX_UNPAID_ORDERS } };
    const snaps = rest.slice(0, ids.length);
    const read = reads.parse(rest.slice(ids.length, ids.length + reads.refs.length));
    const promotionInput = await promotions.input(rest.slice(ids.length + reads.refs.length, ids.length + reads.refs.length + promotions.refs.length), at);
    const { registry, items, parentsAddress } = read;
    if (gift.shipToParents && registry && !parentsAddress) throw new OrderError("registry-no-address");
    const shipTo = parentsAddress ?? shippingAddress;

    const products = parseProducts(snaps);
    // An archived product is not for sale: priced as gone.
    const dealt = new Map([...products].map(([id, p]) => [id, p && isVisible(p) ? productWithDealState(p, at.getTime()) : null]));
    const pricing = withRegistryProblems(
      priceOrder(dealt, input.lines, { method: input.shippingMethod, country: shipTo.country, region: shipTo.region }, promotionInput),
      slug === undefined ? [] : registryLineProblems(input.lines, registry, items, (id) => products.get(id)?.name),
    );
    if (!pricing.ok) return { result: { status: "unavailable", problems: pricing.problems } };
    if (pricing.codeRefusal) return { result: { status: "code-refused", refusal: pricing.codeRefusal, total: pricing.total } };

    const stamp = at.toISOString();
    const after = new Map(products as Map<string, Product>);
    for (const line of input.lines) after.set(line.id, adjustStock(after.get(line.id)!, line, -line.quantity));
    for (const [i, id] of ids.entries()) {
      updateProductInBatch(db, batch, { ...after.get(id)!, updatedAt: stamp }, STOCK_FIELDS, unchangedSince(snaps[i]!));
    }

    const promotionUses = promotions.record(batch, pricing.promotions, orderRef.id, stamp);
    const order = orderDoc({
      id: orderRef.id,
      promotionUses,
      invoicePendingYear: at.getUTCFullYear(),
      buyer,
      billingAddress,
      shippingAddress: shipTo,
      pricing,
      shippingMethod: input.shippingMethod,
      paymentMethod: input.paymentMethod,
      notes: input.notes,
      history: [{ status: "pending", at: stamp, by: { uid: buyer.uid, role: "customer" } }],
      idempotencyKey: input.idempotencyKey,
      ...(slug !== undefined && registry ? { registry: { slug, title: registry.title, ...gift } } : {}),
      ...(delivery ? { subscription: { id: delivery.subscriptionId, delivery: delivery.number } } : {}),
      ...(buyer.locale ? { locale: buyer.locale, products } : {}),
    });
    // create(): the same key committed by a concurrent request fails the commit; the next attempt
    // reads the key and answers its order. (An order id already taken, vanishingly unlikely, fails
    // every attempt: the shopper is asked to try again.)
    batch.create(orderRef, order);
    // Its confirmation and the shop's "new order" message, in the same commit (lib/mail/outbox.ts).
    await enqueueOrderPlaced(batch, { id: orderRef.id, ...order }, stamp);
    // A gift: its counts, the parents' purchase entry and their message, in the same commit.
    if (registry) await recordGift(batch, { id: orderRef.id, ...order }, input.lines, { ...read, registry }, await (parentsEmail ??= ownerEmail(registry.ownerUid)), stamp, products);
    // The parents' address stays out of the buyer's readable order: a server-only document.
    if (parentsAddress) batch.create(orderRef.collection(ORDER_PRIVATE).doc(ORDER_SHIPPING_DOC), { address: parentsAddress });
    batch.create(keyRef, { orderId: orderRef.id, createdAt: stamp });
    if (delivery) {
      await delivery.update(batch, rest.at(-1)!, { id: orderRef.id, total: order.total }, stamp);
    } else {
      recordUnpaidOrders(batch, unpaidSnap!, [...unpaid, orderRef.id], stamp);
      // The bought cart is emptied in the account too, its code with it; the wishlist stays.
      if (cart!.exists) batch.set(cartRef, { cart: [], code: FieldValue.delete(), updatedAt: stamp }, { merge: true });
    }
    const availabilityChanged = ids.some((id) => availability(products.get(id)!) !== availability(after.get(id)!));
    return { result: { status: "placed", orderId: orderRef.id, repeated: false, productIds: ids, availabilityChanged, ...(slug !== undefined ? { registrySlug: slug } : {}) }, batch };
  });
}

/** A delivery's promotions: its subscriber discount, nothing read, nothing counted. */
function subscriberPromotions(delivery: SubscriptionDelivery): CheckoutPromotions {
  return {
    refs: [],
    input: async (_, now) => deliveryPromotionInput(delivery.discount, now),
    record: () => [],
  };
}

/** commitOptimistically, with "every attempt lost" as the shopper's "busy, try again". */
export async function committing<T>(attempt: (batch: WriteBatch) => Promise<Attempt<T>>): Promise<T> {
  try {
    return await commitOptimistically(firestore(), attempt, COMMIT_ATTEMPTS);
  } catch (error) {
    if (error instanceof ContentionError) throw new OrderError("busy");
    throw error;
  }
}

/**
 * Before a move that writes a credit note (a cancel right after placing, say): its order's invoice
 * number, given now if it is still waiting for it, so the note credits a numbered invoice.
 */
export async function numberInvoiceFirst(orderId: string): Promise<void> {
  try {
    await invoiceNumberFor(orderId);
  } catch (error) {
    if (error instanceof ContentionError) throw new OrderError("busy");
    throw error;
  }
}

/** The addresses typed at checkout with "save" ticked, added to the book after the order (best effort). */
export function addressesToSave(raw: PlaceOrderInput): AddressInput[] {
  const input = placeOrderInputSchema.parse(raw);
  const typed = [input.billing, input.shipping].filter((c) => c.kind === "new" && c.save) as Extract<AddressChoice, { kind: "new" }>[];
  const unique = new Map(typed.map((c) => [JSON.stringify(c.address), c.address]));
  return [...unique.values()];
}

/**
 * Called inside the commit that moves the order, with the order before and after: writes put in
 * `batch` (an audit entry, say) land together with the move, or not at all.
 */
export type StatusChangeHook = (batch: WriteBatch, change: { before: Order; after: Order; at: string }) => void;

export type StatusChange = {
  orderId: string;
  to: OrderStatus;
  actor: { uid: string; role: OrderActor };
  /** For a move to shipped: the parcel's carrier and tracking number (stored, and told in the email). */
  shipment?: Shipment;
  audit?: StatusChangeHook;
};

/**
 * A subscription's delivery leaving pending (paid on the provider's page, charged, or cancelled):
 * the payment failure its subscription keeps for it (a retry to come, the parent asked to pay) is
 * over, in the move's commit, guarded by the subscription as read. A failure of another delivery
 * stays. (The retries' end cancels the order first, then records why the subscription paused.)
 */
async function endDeliveryFailure(batch: WriteBatch, order: Order, to: OrderStatus, stamp: string): Promise<void> {
  if (!order.subscription || order.status !== "pending" || (to !== "paid" && to !== "cancelled")) return;
  const ref = firestore().collection(SUBSCRIPTIONS_COLLECTION).doc(order.subscription.id);
  const snap = await ref.get();
  const failure = paymentFailureSchema.safeParse(snap.get("failure"));
  if (!failure.success || failure.data.orderId !== order.id) return;
  batch.update(ref, { failure: FieldValue.delete(), updatedAt: stamp }, unchangedSince(snap));
}

/**
 * Move an order to `to` if the state machine allows `actor` to (a customer: only their own order).
 * Cancelling puts its units back in stock in the same commit, guarded like a checkout; shipping
 * needs the parcel (`shipment`), else "parcel-required". Returns
 * the order as changed and the products whose stock moved. `audit`: more writes for the same commit.
 */
export async function changeOrderStatus(change: StatusChange, now: () => Date = () => new Date()): Promise<{ order: Order; productIds: string[] }> {
  const ref = orders().doc(change.orderId);
  if (change.to === "cancelled" || change.to === "refunded") await numberInvoiceFirst(change.orderId);
  return committing(async (batch) => {
    const snap = await ref.get();
    const order = snap.exists ? parseOrder(snap.id, snap.data()) : null;
    // A customer moves only their own order (an anonymized one is nobody's).
    if (!order || (change.actor.role === "customer" && (isAnonymized(order) || order.uid !== change.actor.uid))) throw new OrderError("not-found");
    const check = checkTransition(order.status, change.to, change.actor.role, order.paymentMethod);
    if (!check.ok) throw new OrderError(check.reason === "not-allowed" ? "not-allowed" : "illegal-transition");
    // A parcel leaves with its tracking: no move to shipped (a plain or a bulk one) without it.
    if (change.to === "shipped" && !change.shipment) throw new OrderError("parcel-required");

    const stamp = now().toISOString();
    const productIds: string[] = [];
    // Cancelled before it was paid: the promotions' uses are given back (after payment, a refund or
    // a return does not give them back).
    if (change.to === "cancelled" && order.status === "pending") giveBackUses(batch, { id: order.id, ...("uid" in order ? { uid: order.uid } : {}), promotionUses: order.promotionUses }, stamp);
    if (returnsStock(change.to)) {
      productIds.push(...(await putBackInStock(batch, order.lines, stamp)));
      if (order.registry) await returnRegistryCounts(batch, order, stamp);
    }
    const history = [...order.history, { status: change.to, at: stamp, by: change.actor }];
    const shipment = change.to === "shipped" && change.shipment ? { shipment: change.shipment } : {};
    // A cancel or a refund credits what is left of the invoice, under a number of its own, and
    // owes it back to the card it was paid with (lib/payments/stripe-outbox.ts: sent after this commit).
    // (A cancelled order moves on to refunded only when that refund is confirmed: nothing more to give.)
    const cause = change.to === "cancelled" ? "cancelled" : change.to === "refunded" && order.status !== "cancelled" ? "refunded" : null;
    const giveBack = cause ? remainingCredit(order) : null;
    const note = cause && giveBack ? await issueCreditNote(batch, order, new Date(stamp), cause, giveBack) : null;
    if (cause && giveBack) enqueueRefund(batch, order, { cause, amount: giveBack.total }, stamp);
    // A card order cancelled before it was paid (by its shopper or staff, not by Stripe's own
    // expiry): its open Checkout Session is expired, so that no payment can arrive for it.
    // A subscription's delivery too, whoever cancels it: its page opens at the parent's click, so
    // it may be open whenever the order is cancelled.
    if (change.to === "cancelled" && (change.actor.role !== "system" || order.subscription)) enqueueSessionExpiry(batch, order, stamp);
    const credit = note ? { creditNotes: [...(order.creditNotes ?? []), note] } : {};
    // Guarded too: two staff moving one order at once cannot both apply (a double cancel would
    // return the stock twice).
    batch.update(ref, { status: change.to, history, ...shipment, ...credit, updatedAt: stamp }, unchangedSince(snap));
    const after: Order = { ...order, status: change.to, history, ...shipment, ...credit, updatedAt: stamp };
    // The customer's email about the move, in the same commit (lib/mail/outbox.ts).
    await enqueueStatusChange(batch, after, stamp);
    await endDeliveryFailure(batch, order, change.to, stamp);
    change.audit?.(batch, { before: order, after, at: stamp });
    return { result: { order: after, productIds }, batch };
  });
}
