import "server-only";
// Back-in-stock notices let out, in the commit that raises the stock. Every write that can raise a
// product's stock (staff's edit and the CSV import, units put back by a cancel, a return or an
// unpaid order's expiry through putBackInStock) hands its product before and after to
// releaseOnRestock: for each choice that goes from 0 to more, the oldest waiting requests of the
// first batch (lib/restock/batch.ts) get their notice in the outbox and are deleted, and the
// waiting counts move, all in the caller's batch. The rest go out by the job (releaseDueNotices).
// Never twice: each request is deleted guarded by "unchanged since read", the counts' document is
// guarded too, and each notice's id is its request's (create() refuses a second).
import type { DocumentSnapshot, Firestore, WriteBatch } from "firebase-admin/firestore";
import { FieldValue } from "firebase-admin/firestore";
import { productDocSchema, stockOf, type Product } from "@/lib/catalog/schema";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { parseSnapshot, parseStored } from "@/lib/firebase/parse-snapshot";
import type { Locale } from "@/lib/i18n/routing";
import { enqueueMail, type MailInput } from "@/lib/mail/outbox";
import { batchSize, dueForRelease } from "./batch";
import { restockNotice } from "./mails";
import { choiceKey, RESTOCK_REQUESTS, RESTOCK_WAITS, storedRestockRequestSchema, storedRestockWaitSchema, waitKeyOf } from "./schema";

/**
 * Writes a commit may still spend on notices (two each: the message and the request's deletion,
 * plus one for the counts). The stock change's own writes stay under Firestore's 500 a commit.
 */
export type NoticeBudget = { writes: number };
export const NOTICE_WRITES_PER_COMMIT = 300;

type Choice = { color?: string; size?: string };

/** Every choice of a product with its stock: each colour and size, or the product itself. */
function choicesOf(product: Product): { choice: Choice; units: number }[] {
  if (product.variations.length === 0) return [{ choice: {}, units: product.stock }];
  return product.variations.flatMap((v) => v.size.map((s) => ({ choice: { color: v.color, size: s.name }, units: s.stock })));
}

/**
 * In `batch`: the first batch of notices of each choice of `after` that `before` had sold out.
 * Reads nothing when no choice came back. Answers how many notices were queued.
 */
export async function releaseOnRestock(batch: WriteBatch, before: Product, after: Product, at: string, budget: NoticeBudget = { writes: NOTICE_WRITES_PER_COMMIT }): Promise<number> {
  const back = choicesOf(after).filter(({ choice, units }) => units > 0 && stockOf(before, choice.color, choice.size) === 0);
  if (back.length === 0) return 0;
  const db = firestore();
  const snap = await db.collection(RESTOCK_WAITS).doc(after.id).get();
  return releaseChoices(db, batch, after, snap, back, at, budget);
}

/** The notices of `choices` of `product` whose requests wait (per restockWaits' `snap`), oldest first, in `batch`. */
async function releaseChoices(db: Firestore, batch: WriteBatch, product: Product, snap: DocumentSnapshot, choices: readonly { choice: Choice; units: number }[], at: string, budget: NoticeBudget): Promise<number> {
  const waits = parseSnapshot(snap, storedRestockWaitSchema);
  if (!waits || waits.waiting === 0 || budget.writes < 3) return 0;
  budget.writes -= 1; // the counts
  const counts: Record<string, unknown> = {};
  let released = 0;
  for (const { choice, units } of choices) {
    const key = choiceKey(choice);
    const waiting = waits.choices[key]?.waiting ?? 0;
    const size = Math.min(batchSize(units), waiting, Math.floor(budget.writes / 2));
    if (size <= 0) continue;
    const oldest = await db
      .collection(RESTOCK_REQUESTS)
      .where("waitKey", "==", waitKeyOf(product.id, choice))
      .where("status", "==", "waiting")
      .orderBy("waitingSince")
      .limit(size)
      .get();
    const notices = new Map<Locale, Promise<(to: string, key: string) => MailInput>>();
    let told = 0;
    for (const request of oldest.docs) {
      const stored = parseStored(request.ref.path, request.data(), storedRestockRequestSchema);
      if (!stored?.waitingSince) continue;
      let notice = notices.get(stored.locale);
      if (!notice) notices.set(stored.locale, (notice = restockNotice(product, choice, units, stored.locale)));
      // Keyed by the request and the time it joined: a later request of the same address is told again.
      enqueueMail(batch, (await notice)(stored.email, `${request.id.slice(0, 32)}.${Date.parse(stored.waitingSince)}`), at);
      batch.delete(request.ref, unchangedSince(request));
      told++;
    }
    if (told === 0) continue;
    budget.writes -= 2 * told;
    released += told;
    counts[`choices.${key}.waiting`] = FieldValue.increment(-told);
    counts[`choices.${key}.releasedAt`] = at;
  }
  if (released === 0) {
    budget.writes += 1;
    return 0;
  }
  batch.update(snap.ref, { ...counts, waiting: FieldValue.increment(-released) }, unchangedSince(snap));
  return released;
}

/** Products the job looks at per run, most waiting first; the next run takes the rest. */
const JOB_LIMIT = 100;

export type ReleaseSweep = { released: number; productIds: string[] };

/**
 * POST /api/jobs/restock: for each product with requests waiting, the next batch of each choice
 * that is in stock and whose last batch went out RELEASE_EVERY_MS ago or more (or never: a guest
 * who confirmed while it was in stock, a batch cut short by a full commit). Idempotent, and safe
 * twice at once: the counts' document is guarded, so of two runs one commits and the other, reading
 * again, finds the batch released.
 */
export async function releaseDueNotices(now: () => Date = () => new Date()): Promise<ReleaseSweep> {
  const db = firestore();
  const waiting = await db.collection(RESTOCK_WAITS).where("waiting", ">", 0).orderBy("waiting", "desc").limit(JOB_LIMIT).select().get();
  const sweep: ReleaseSweep = { released: 0, productIds: [] };
  for (const doc of waiting.docs) {
    const released = await commitOptimistically(db, async (batch) => {
      const [snap, productSnap] = await Promise.all([doc.ref.get(), db.collection("products").doc(doc.id).get()]);
      const waits = parseSnapshot(snap, storedRestockWaitSchema);
      const stored = parseSnapshot(productSnap, productDocSchema);
      if (!waits || !stored) return { result: 0 };
      const product: Product = { id: doc.id, ...stored };
      const at = now();
      const due = choicesOf(product).filter(({ choice, units }) => {
        const wait = waits.choices[choiceKey(choice)];
        return units > 0 && wait !== undefined && wait.waiting > 0 && dueForRelease(wait.releasedAt, at);
      });
      const count = await releaseChoices(db, batch, product, snap, due, at.toISOString(), { writes: NOTICE_WRITES_PER_COMMIT });
      return { result: count, batch: count > 0 ? batch : undefined };
    });
    if (released > 0) {
      sweep.released += released;
      sweep.productIds.push(doc.id);
    }
  }
  return sweep;
}
