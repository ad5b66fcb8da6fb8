import "server-only";
// Staff's changes to promotions: create, edit, pause, resume, archive, and single-use codes made
// in bulk. Each change and its audit entry (lib/admin/audit.ts) are one commit. A code is a
// document of its own (promotionCodes/{CODE}), created with create(): two promotions can never
// claim the same code, even when saved at once.
import { customAlphabet } from "nanoid";
import type { Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { recordAudit, type Staff } from "@/lib/admin/audit";
import { firestore } from "@/lib/firebase/admin";
import { isLimited, parsePromotion, USAGE_COLLECTION } from "./usage";
import {
  codePrefixSchema,
  codeSchema,
  MAX_BULK_CODES,
  PROMOTION_CODES_COLLECTION,
  PROMOTION_STATUSES,
  PROMOTIONS_COLLECTION,
  promotionCodeDocSchema,
  promotionDocSchema,
  promotionIdSchema,
  promotionInputSchema,
  type Promotion,
  type PromotionInput,
  type PromotionStatus,
} from "./schema";
import { runTransaction } from "@/lib/firebase/optimistic";

export { MAX_BULK_CODES, promotionInputSchema, type PromotionInput } from "./schema";

/** Expected refusals, each said to staff in their words. */
export class PromotionError extends Error {
  constructor(readonly code: "not-found" | "code-taken" | "stale" | "code-on-automatic" | "archived" | "limit-after-use") {
    super(code);
    this.name = "PromotionError";
  }
}

/** Letters and digits that cannot be misread (no 0/O, 1/I/L), for codes made by the shop. */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const randomPart = customAlphabet(CODE_ALPHABET, 10);
const newId = customAlphabet("abcdefghijkmnpqrstuvwxyz23456789", 6);

const promotions = () => firestore().collection(PROMOTIONS_COLLECTION);
const codes = () => firestore().collection(PROMOTION_CODES_COLLECTION);

/** An id from the name, readable in the admin's URLs ("spring-sale-4k2x9p"). */
function idFor(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return promotionIdSchema.parse(`${base || "promotion"}-${newId()}`);
}

function parseInput(raw: PromotionInput): z.infer<typeof promotionInputSchema> {
  const input = promotionInputSchema.parse(raw);
  if (input.trigger === "automatic" && input.code) throw new PromotionError("code-on-automatic");
  return input;
}

/** The code's document, created in `tx` (fails the commit when the code is taken). */
function claimCode(tx: Transaction, code: string, promotionId: string, at: string, singleUse = false): void {
  tx.create(codes().doc(code), promotionCodeDocSchema.parse({ promotionId, singleUse, createdAt: at }));
}

const ALREADY_EXISTS = 6;
const taken = (error: unknown) => (error as { code?: number }).code === ALREADY_EXISTS;

/** A new promotion, active from its window's start. */
export async function createPromotion(actor: Staff, raw: PromotionInput, now: () => Date = () => new Date()): Promise<Promotion> {
  const input = parseInput(raw);
  const at = now().toISOString();
  const id = idFor(input.name);
  const doc = promotionDocSchema.parse({ ...input, status: "active", createdAt: at, updatedAt: at });
  try {
    await runTransaction(firestore(), async (tx) => {
      tx.create(promotions().doc(id), doc);
      if (doc.code) claimCode(tx, doc.code, id, at);
      recordAudit(tx, { actor, action: "promotion.create", target: { kind: "promotion", id }, before: null, after: doc, at });
    });
  } catch (error) {
    if (taken(error)) throw new PromotionError("code-taken");
    throw error;
  }
  return { id, ...doc };
}

/**
 * Staff's edit of a promotion they loaded at `expectedUpdatedAt` (an edit made meanwhile by
 * someone else is not overwritten: "stale"). A changed code frees the old one.
 */
export async function updatePromotion(actor: Staff, id: string, raw: PromotionInput, expectedUpdatedAt: string, now: () => Date = () => new Date()): Promise<Promotion> {
  const input = parseInput(raw);
  const ref = promotions().doc(promotionIdSchema.parse(id));
  try {
    return await runTransaction(firestore(), async (tx) => {
      const before = parsePromotion(await tx.get(ref));
      if (!before) throw new PromotionError("not-found");
      if (before.status === "archived") throw new PromotionError("archived");
      if (before.updatedAt !== expectedUpdatedAt) throw new PromotionError("stale");
      const at = now().toISOString();
      const kept = promotionDocSchema.parse(before);
      // No code in the form: the promotion has none any more.
      const doc = promotionDocSchema.parse({ ...kept, code: undefined, ...input, updatedAt: at });
      // An unlimited promotion's uses were counted on shards, for speed, not against a cap: a
      // limit added once it has been used would not see them (pause it, make a limited one).
      if (!isLimited(before) && isLimited({ ...before, ...doc }) && (await usedOnShards(tx, id))) throw new PromotionError("limit-after-use");
      if (before.code !== doc.code) {
        if (before.code) tx.delete(codes().doc(before.code));
        if (doc.code) claimCode(tx, doc.code, id, at);
      }
      tx.set(ref, doc);
      recordAudit(tx, { actor, action: "promotion.update", target: { kind: "promotion", id }, before: kept, after: doc, at });
      return { id, ...doc };
    });
  } catch (error) {
    if (taken(error)) throw new PromotionError("code-taken");
    throw error;
  }
}

/** Has the promotion been used while unlimited (a shard counted a use)? */
async function usedOnShards(tx: Transaction, id: string): Promise<boolean> {
  const shards = await tx.get(promotions().doc(id).collection(USAGE_COLLECTION));
  return shards.docs.some((d) => d.id !== "total" && Number(d.get("uses") ?? 0) > 0);
}

/** Pause, resume or archive. Archived is for good: its codes stop being codes (lib/promotions/usage.ts). */
export async function setPromotionStatus(actor: Staff, id: string, status: PromotionStatus, now: () => Date = () => new Date()): Promise<Promotion> {
  z.enum(PROMOTION_STATUSES).parse(status);
  const ref = promotions().doc(promotionIdSchema.parse(id));
  return runTransaction(firestore(), async (tx) => {
    const before = parsePromotion(await tx.get(ref));
    if (!before) throw new PromotionError("not-found");
    if (before.status === "archived") throw new PromotionError("archived");
    // Pausing a paused promotion changes nothing, and says so in no audit entry.
    if (before.status === status) return before;
    const at = now().toISOString();
    tx.update(ref, { status, updatedAt: at });
    recordAudit(tx, { actor, action: "promotion.status", target: { kind: "promotion", id }, before: { status: before.status }, after: { status }, at });
    return { ...before, status, updatedAt: at };
  });
}

/** Codes written per commit (Firestore takes 500 writes in one). */
const CODES_PER_COMMIT = 400;

/**
 * `count` new single-use codes for a code promotion, each "PREFIX-XXXXXXXXXX" from an alphabet
 * without look-alikes: 31^10 possibilities, so guessing one is hopeless. Written in commits of a
 * few hundred; a code that happens to exist already is drawn again. One audit entry for the lot.
 */
export async function generateCodes(actor: Staff, id: string, count: number, prefix = "", now: () => Date = () => new Date()): Promise<string[]> {
  const n = z.number().int().min(1).max(MAX_BULK_CODES).parse(count);
  const head = prefix ? `${codePrefixSchema.parse(prefix)}-` : "";
  const promotion = parsePromotion(await promotions().doc(promotionIdSchema.parse(id)).get());
  if (!promotion) throw new PromotionError("not-found");
  if (promotion.trigger !== "code") throw new PromotionError("code-on-automatic");
  if (promotion.status === "archived") throw new PromotionError("archived");
  const at = now().toISOString();
  const made: string[] = [];
  while (made.length < n) {
    const batch = firestore().batch();
    const round = Array.from({ length: Math.min(CODES_PER_COMMIT, n - made.length) }, () => codeSchema.parse(`${head}${randomPart()}`));
    for (const code of round) batch.create(codes().doc(code), promotionCodeDocSchema.parse({ promotionId: id, singleUse: true, createdAt: at }));
    try {
      await batch.commit();
      made.push(...round);
    } catch (error) {
      // A code drawn twice (about one in 10^14): draw the round again.
      if (!taken(error)) throw error;
    }
  }
  const audit = firestore().batch();
  recordAudit(audit, { actor, action: "promotion.codes", target: { kind: "promotion", id }, before: null, after: { count: n, prefix: head || null }, at });
  await audit.commit();
  return made;
}

/** A promotion's single-use codes, each with the order that used it (for staff's CSV). */
export async function listSingleUseCodes(id: string): Promise<{ code: string; orderId?: string; createdAt: string }[]> {
  const snap = await codes().where("promotionId", "==", promotionIdSchema.parse(id)).where("singleUse", "==", true).get();
  return snap.docs.flatMap((d) => {
    const doc = promotionCodeDocSchema.safeParse(d.data());
    return doc.success ? [{ code: d.id, ...(doc.data.orderId ? { orderId: doc.data.orderId } : {}), createdAt: doc.data.createdAt }] : [];
  });
}
