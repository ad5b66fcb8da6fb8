import "server-only";
// How promotions are read for a price and counted by an order, in Firestore. A use is recorded in
// the order's own commit (lib/orders/db.ts placeOrder), so a checkout that fails uses nothing, and
// given back in the commit that cancels an order before it was paid (changeOrderStatus).
//
// Where each count lives, so that no limit can be overspent and no popular code is a bottleneck:
// - a LIMITED promotion (total uses or a budget): promotions/{id}/usage/total, read in the
//   checkout's attempt and rewritten guarded by "unchanged since read" (lib/firebase/optimistic.ts):
//   checkouts at once race for it and only those that still find room commit;
// - an UNLIMITED one: no document is read, and the order adds to one of SHARDS counters at random
//   (FieldValue.increment commutes, nothing to guard): Firestore sustains about one write a second
//   on one document, a counter per checkout would cap the shop's checkouts at that;
// - uses per account: promotions/{id}/accounts/{uid}, the account's orders that carry it, guarded
//   like the total (and every order of an account also rewrites its list of unpaid orders);
// - a single-use code: promotionCodes/{CODE}.orderId, set guarded, cleared when given back.
import { z } from "zod";
import { FieldValue, type DocumentReference, type DocumentSnapshot, type WriteBatch } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { unchangedSince } from "@/lib/firebase/optimistic";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import { NEWSLETTER_COLLECTION, subscriberId } from "@/lib/newsletter/schema";
import { ORDERS_COLLECTION } from "@/lib/orders/schema";
import type { Candidate, PromotionInput, PromotionUsage } from "./engine";
import {
  PROMOTION_CODES_COLLECTION,
  PROMOTIONS_COLLECTION,
  promotionCodeDocSchema,
  promotionDocSchema,
  promotionUseSchema,
  typedCodeSchema,
  type AppliedPromotion,
  type Promotion,
  type PromotionUse,
} from "./schema";

export const USAGE_COLLECTION = "usage";
export const ACCOUNTS_COLLECTION = "accounts";
const TOTAL = "total";
/** Counters of an unlimited promotion: checkouts at once spread their increments over them. */
export const SHARDS = 10;

const usageDocSchema = z.object({ uses: z.number().int().min(0).default(0), given: z.number().int().min(0).default(0) });
const accountDocSchema = z.object({ orderIds: z.array(z.string().max(32)).max(1000).default([]) });

const promotions = () => firestore().collection(PROMOTIONS_COLLECTION);
const codeRef = (code: string) => firestore().collection(PROMOTION_CODES_COLLECTION).doc(code);
const usageRef = (id: string, counter: string) => promotions().doc(id).collection(USAGE_COLLECTION).doc(counter);
const accountRef = (id: string, uid: string) => promotions().doc(id).collection(ACCOUNTS_COLLECTION).doc(uid);

/** A promotion whose uses are counted against a limit (read and guarded at each checkout). */
export const isLimited = (p: Promotion) => p.limits.totalUses !== undefined || p.limits.budget !== undefined;

/** A promotion as stored, or null when missing or not matching the schema (logged). */
export function parsePromotion(snap: DocumentSnapshot): Promotion | null {
  const doc = parseSnapshot(snap, promotionDocSchema);
  return doc && { id: snap.id, ...doc };
}

/** The automatic promotions that may apply now (active; their windows and conditions are the engine's). */
export async function activeAutomaticPromotions(): Promise<Promotion[]> {
  const snap = await promotions().where("trigger", "==", "automatic").where("status", "==", "active").limit(50).get();
  return snap.docs.flatMap((d) => parsePromotion(d) ?? []);
}

/** What a typed code stands for: its promotion and whether the code is single-use; `unknown` when it is none of ours. */
type CodeRule = { code: string; promotion: Promotion; singleUse: boolean } | { unknown: string };

/**
 * A shared code is found by a query of the promotions (one round trip, beside the automatic ones');
 * only a single-use code needs its code document first, then its promotion.
 */
async function lookUpCode(typed: string): Promise<CodeRule> {
  const parsed = typedCodeSchema.safeParse(typed);
  if (!parsed.success) return { unknown: typed.trim().slice(0, 32) };
  const code = parsed.data;
  const shared = await promotions().where("code", "==", code).limit(1).get();
  let found = shared.docs[0] ? { promotion: parsePromotion(shared.docs[0]), singleUse: false } : null;
  if (!found) {
    const entry = parseSnapshot(await codeRef(code).get(), promotionCodeDocSchema);
    if (entry?.singleUse) found = { promotion: parsePromotion(await promotions().doc(entry.promotionId).get()), singleUse: true };
  }
  const promotion = found?.promotion;
  // A code of an archived promotion is no code any more.
  if (!found || !promotion || promotion.trigger !== "code" || promotion.status === "archived") return { unknown: code };
  return { code, promotion, singleUse: found.singleUse };
}

/** One promotion's reads in an attempt: its refs' positions in the attempt's list. */
type Slot = { promotion: Promotion; code?: string; singleUse: boolean; total?: number; account?: number; codeDoc?: number };

export type CheckoutPromotions = {
  /** Read these in each attempt (after the products), in this order. */
  refs: DocumentReference[];
  /** The engine's input from this attempt's snapshots of `refs` (`snaps`, same order). */
  input(snaps: readonly DocumentSnapshot[], now: Date): Promise<PromotionInput>;
  /**
   * In the order's commit: count each applied promotion's use where it belongs (guarded by the
   * snapshots `input` read); returns what the order keeps of each, to give it back later.
   */
  record(batch: WriteBatch, applied: readonly AppliedPromotion[], orderId: string, stamp: string): PromotionUse[];
};

/**
 * The promotions a price may use, for `buyer` (null: a guest, in the cart) with the code they typed:
 * the rules are read once, the counts in each attempt (`refs`).
 */
export async function checkoutPromotions(buyer: { uid: string; email: string } | null, typedCode?: string): Promise<CheckoutPromotions> {
  const [automatic, codeRule] = await Promise.all([activeAutomaticPromotions(), typedCode ? lookUpCode(typedCode) : Promise.resolve(undefined)]);
  const refs: DocumentReference[] = [];
  const add = (ref: DocumentReference) => refs.push(ref) - 1;
  const slot = (promotion: Promotion, code?: string, singleUse = false): Slot => ({
    promotion,
    singleUse,
    ...(code ? { code } : {}),
    ...(isLimited(promotion) ? { total: add(usageRef(promotion.id, TOTAL)) } : {}),
    ...(buyer && promotion.limits.perAccount !== undefined ? { account: add(accountRef(promotion.id, buyer.uid)) } : {}),
    ...(code && singleUse ? { codeDoc: add(codeRef(code)) } : {}),
  });
  const codeSlot = codeRule && "promotion" in codeRule ? slot(codeRule.promotion, codeRule.code, codeRule.singleUse) : undefined;
  const autoSlots = automatic.filter((p) => p.id !== codeSlot?.promotion.id).map((p) => slot(p));
  const all = [...(codeSlot ? [codeSlot] : []), ...autoSlots];
  const needsSubscriber = Boolean(buyer) && all.some((s) => s.promotion.conditions.subscribersOnly);
  const subscriberIndex = needsSubscriber && buyer ? add(firestore().collection(NEWSLETTER_COLLECTION).doc(subscriberId(buyer.email.trim().toLowerCase()))) : undefined;
  let read: readonly DocumentSnapshot[] = [];

  const usageOf = (s: Slot): PromotionUsage => {
    const total = s.total !== undefined ? parseSnapshot(read[s.total]!, usageDocSchema) : null;
    const account = s.account !== undefined ? parseSnapshot(read[s.account]!, accountDocSchema) : null;
    const code = s.codeDoc !== undefined ? parseSnapshot(read[s.codeDoc]!, promotionCodeDocSchema) : null;
    // A single-use code already taken has no use left, whatever its promotion's own count.
    const taken = s.singleUse && Boolean(code?.orderId);
    return { uses: taken ? Number.MAX_SAFE_INTEGER : (total?.uses ?? 0), given: total?.given ?? 0, byAccount: account?.orderIds.length ?? 0 };
  };
  const candidate = (s: Slot): Candidate => ({ promotion: s.promotion, usage: usageOf(s), ...(s.code ? { code: s.code } : {}) });
  // A single-use code's own promotion may have no total: its code document is then its only limit.
  const limitOf = (s: Slot): Slot => (s.singleUse && s.promotion.limits.totalUses === undefined ? { ...s, promotion: { ...s.promotion, limits: { ...s.promotion.limits, totalUses: 1 } } } : s);

  return {
    refs,
    async input(snaps, now) {
      read = snaps;
      const needsFirstOrder = Boolean(buyer) && all.some((s) => s.promotion.conditions.firstOrderOnly);
      const firstOrder = needsFirstOrder && buyer ? await isFirstOrder(buyer.uid) : false;
      const subscriber = subscriberIndex !== undefined && read[subscriberIndex]?.get("status") === "confirmed";
      return {
        now,
        shopper: { signedIn: Boolean(buyer), firstOrder, subscriber },
        automatic: autoSlots.map(candidate),
        ...(codeSlot ? { code: candidate(limitOf(codeSlot)) } : codeRule && "unknown" in codeRule ? { code: { unknown: codeRule.unknown } } : {}),
      };
    },
    record(batch, applied, orderId, stamp) {
      return applied.map((a) => {
        const s = all.find((x) => x.promotion.id === a.promotionId)!;
        const amount = a.amount;
        let counter: string;
        if (s.total !== undefined) {
          const counted = usageOf({ ...s, singleUse: false });
          counter = TOTAL;
          guardedWrite(batch, read[s.total]!, { uses: counted.uses + 1, given: counted.given + amount, updatedAt: stamp });
        } else {
          counter = `shard-${Math.floor(Math.random() * SHARDS)}`;
          batch.set(usageRef(s.promotion.id, counter), { uses: FieldValue.increment(1), given: FieldValue.increment(amount), updatedAt: stamp }, { merge: true });
        }
        if (s.account !== undefined) {
          const snap = read[s.account]!;
          const orderIds = [...(parseSnapshot(snap, accountDocSchema)?.orderIds ?? []), orderId];
          guardedWrite(batch, snap, { orderIds, updatedAt: stamp });
        }
        if (s.codeDoc !== undefined) {
          const snap = read[s.codeDoc]!;
          batch.update(snap.ref, { orderId }, unchangedSince(snap));
        }
        return promotionUseSchema.parse({ promotionId: a.promotionId, counter, amount, account: s.account !== undefined, ...(s.singleUse && s.code ? { singleUseCode: s.code } : {}) });
      });
    },
  };
}

/** Write `fields` to a document this attempt read: created if it was missing, else updated, guarded either way. */
function guardedWrite(batch: WriteBatch, snap: DocumentSnapshot, fields: Record<string, unknown>): void {
  if (snap.exists) batch.update(snap.ref, fields, unchangedSince(snap));
  else batch.create(snap.ref, fields);
}

/** Has the account no order yet that counts (any but one cancelled)? */
async function isFirstOrder(uid: string): Promise<boolean> {
  const placed = await firestore().collection(ORDERS_COLLECTION).where("uid", "==", uid).where("status", "!=", "cancelled").select().limit(1).get();
  return placed.empty;
}

/**
 * In the commit that cancels an order before it was paid: each of its promotions' uses given back
 * where it was counted. Increments and array removals commute, so nothing here needs a guard: a
 * checkout that read the count before this commit fails its own guard and reads it again.
 */
export function giveBackUses(batch: WriteBatch, order: { id: string; uid?: string; promotionUses?: readonly PromotionUse[] }, stamp: string): void {
  for (const use of order.promotionUses ?? []) {
    batch.set(usageRef(use.promotionId, use.counter), { uses: FieldValue.increment(-1), given: FieldValue.increment(-use.amount), updatedAt: stamp }, { merge: true });
    if (use.account && order.uid) batch.set(accountRef(use.promotionId, order.uid), { orderIds: FieldValue.arrayRemove(order.id), updatedAt: stamp }, { merge: true });
    if (use.singleUseCode) batch.update(codeRef(use.singleUseCode), { orderId: FieldValue.delete() });
  }
}
