import "server-only";
// Optimistic transactions: read without locks, then commit every write at once, each write to a
// document that was read guarded by "unchanged since I read it" (its update time). A guard that
// fails means another request changed the document in between: read again and decide again.
//
// This is how Firestore's web and mobile SDKs run transactions. firebase-admin's own
// runTransaction locks what it reads instead, and the Firestore emulator resolves two such
// transactions on one document only by a lock timeout (tens of seconds: 50 checkouts of one
// product took 72-117 s), so anything many requests change at once (stock, counts) uses this.
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore, type Precondition, type ReadOnlyTransactionOptions, type ReadWriteTransactionOptions, type Timestamp, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { traced } from "@/lib/trace";

// gRPC codes of a commit that lost a race: a guard failed (FAILED_PRECONDITION), a create found
// a document (ALREADY_EXISTS), an update found none (NOT_FOUND), or Firestore gave up (ABORTED).
const LOST_RACE = new Set([5, 6, 9, 10]);

/** Every attempt lost: the caller answers "busy, try again". */
export class ContentionError extends Error {
  constructor(attempts: number) {
    super(`gave up after ${attempts} attempts: the documents kept changing`);
    this.name = "ContentionError";
  }
}

/** An attempt's answer: a result, and the writes that make it true (none when nothing changes). */
export type Attempt<T> = { result: T; batch?: WriteBatch };

/** "Unchanged since read" for a document read by this attempt (exists: same update time; missing: still missing). */
export function unchangedSince(snap: DocumentSnapshot): Precondition {
  return snap.updateTime ? { lastUpdateTime: snap.updateTime } : { exists: false };
}

/**
 * Claim a document this attempt read, to make concurrent attempts that read it too fail: a write
 * guarded by unchangedSince that always changes it (a revision counter). Writing only a
 * timestamp is not enough: Firestore keeps a document's update time when a write changes
 * nothing, and two requests in the same millisecond write the same timestamp, so both guards held
 * (the registry took 101 items).
 */
export function claim(batch: WriteBatch, snap: DocumentSnapshot, fields: Record<string, unknown> = {}): void {
  batch.update(snap.ref, { ...fields, revision: FieldValue.increment(1) }, unchangedSince(snap));
}

/**
 * Run `attempt` (fresh reads, a decision, guarded writes in `db.batch()`) until its batch
 * commits, at most `maxAttempts` times, waiting a little longer (with jitter) after each lost race.
 */
export function commitOptimistically<T>(db: Firestore, attempt: (batch: WriteBatch) => Promise<Attempt<T>>, maxAttempts = 30): Promise<T> {
  // The span's attempts say how much of its time went to lost races.
  return traced("firestore commit", {}, async (span) => {
    for (let n = 1; ; n++) {
      span.setAttribute("flone.attempts", n);
      const { result, batch } = await attempt(db.batch());
      if (!batch) return result;
      try {
        await batch.commit();
        return result;
      } catch (error) {
        if (!LOST_RACE.has((error as { code?: number }).code ?? -1)) throw error;
        if (n >= maxAttempts) throw new ContentionError(n);
        // Full jitter: racing requests spread out instead of colliding again in step.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(500, 10 * 2 ** n)));
      }
    }
  });
}

/**
 * firebase-admin's own transaction (locking reads), for documents that few requests change at
 * once (an address book, a promotion's code), in a span like the optimistic commits.
 */
export function runTransaction<T>(db: Firestore, update: (tx: Transaction) => Promise<T>, options?: ReadWriteTransactionOptions | ReadOnlyTransactionOptions): Promise<T> {
  return traced("firestore transaction", {}, () => db.runTransaction(update, options));
}

/** gRPC codes of a guarded write that lost: the document changed (FAILED_PRECONDITION) or is gone (NOT_FOUND). */
const LOST_GUARD = new Set([5, 9]);

/** Did this write fail because its guard lost (another writer changed or deleted the document)? */
export const lostGuard = (error: unknown): boolean => LOST_GUARD.has((error as { code?: number }).code ?? -1);

/**
 * Update `ref` if it is unchanged since `since` (a read's time, or this writer's last write's):
 * how an outbox's sender claims an entry and records what became of it. Returns the write's time
 * (the entry's new version), or null when another writer changed it meanwhile.
 */
export async function updateIfUnchanged(ref: DocumentReference, since: Timestamp, fields: Record<string, unknown>): Promise<Timestamp | null> {
  try {
    return (await ref.update(fields, { lastUpdateTime: since })).writeTime;
  } catch (error) {
    if (lostGuard(error)) return null;
    throw error;
  }
}
