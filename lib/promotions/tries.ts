import "server-only";
// Code guessing is limited: a code that is none of ours counts as a try, per account and per
// client address (hashed, lib/contact/send.ts's clientIdOf), at most CODE_TRY_RULE a window. Counted
// in Firestore (promotionTries/{hash}), each try in one guarded commit, so the limit holds on every instance.
// While a limit is reached every code is refused "too many tries" before anything is said of it:
// the answers cannot be used to tell a good code from a bad one.
import { createHash } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { decideRate, storedTimes, type RateRule } from "@/lib/contact/rate-limit";

export const CODE_TRIES_COLLECTION = "promotionTries";
export const CODE_TRY_RULE: RateRule = { max: 10, windowMs: 60_000 };

const refOf = (key: string) => firestore().collection(CODE_TRIES_COLLECTION).doc(createHash("sha256").update(key).digest("hex"));

/** Who is trying: the account (when signed in) and the client address's hash. */
export type Trier = { uid?: string; clientId: string };

const keysOf = (who: Trier) => [`client|${who.clientId}`, ...(who.uid ? [`account|${who.uid}`] : [])];

/**
 * Decide on one more try by `who`: `failed` counts it (a code that is none of ours); a good code is
 * only checked. Answers the seconds to wait when a limit is reached, else 0. An optimistic commit
 * (lib/firebase/optimistic.ts): tries at once race for the same documents and each counts once.
 */
export async function codeTry(who: Trier, failed: boolean, now = Date.now()): Promise<number> {
  const refs = keysOf(who).map(refOf);
  const db = firestore();
  return commitOptimistically(db, async (batch) => {
    const snaps = await db.getAll(...refs);
    const decisions = snaps.map((s) => decideRate(storedTimes(s.get("times")), now, CODE_TRY_RULE));
    const wait = Math.max(0, ...decisions.filter((d) => !d.allowed).map((d) => d.retryAfterMs));
    if (wait > 0) return { result: Math.ceil(wait / 1000) };
    if (!failed) return { result: 0 };
    const expiresAt = new Date(now + CODE_TRY_RULE.windowMs).toISOString();
    snaps.forEach((snap, i) => {
      const doc = { times: decisions[i]!.times, expiresAt };
      if (snap.exists) batch.update(snap.ref, doc, unchangedSince(snap));
      else batch.create(snap.ref, doc);
    });
    return { result: 0, batch };
  });
}

/** Before a typed code is looked up: the seconds `who` must wait (the code is then not looked at), else 0. */
export const waitBeforeCode = (who: Trier, code: string | undefined): Promise<number> => (code ? codeTry(who, false) : Promise.resolve(0));

/** After a price was worked out with a typed code: a code that is none of ours counts as a try; the seconds to wait if that reached the limit. */
export const countUnknownCode = (who: Trier, refusal: { reason: string } | undefined): Promise<number> =>
  refusal?.reason === "unknown" ? codeTry(who, true) : Promise.resolve(0);
