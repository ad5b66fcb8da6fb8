// A sliding-window rate limit, as a pure decision over the send times kept in one document.
// lib/contact/send.ts applies it inside a Firestore transaction.

export type RateRule = { max: number; windowMs: number };

export type RateDecision = {
  allowed: boolean;
  /** The send times to store: those still inside the window, plus now when allowed. */
  times: number[];
  /** When refused: milliseconds until one more send is allowed. */
  retryAfterMs: number;
};

export function decideRate(previous: readonly number[] | undefined, now: number, rule: RateRule): RateDecision {
  const recent = (previous ?? []).filter((t) => Number.isFinite(t) && t > now - rule.windowMs && t <= now).sort((a, b) => a - b);
  if (recent.length < rule.max) return { allowed: true, times: [...recent, now], retryAfterMs: 0 };
  // The oldest send that must leave the window before another is allowed.
  const oldest = recent[recent.length - rule.max]!;
  return { allowed: false, times: recent, retryAfterMs: Math.max(1, oldest + rule.windowMs - now) };
}

/** The send times as stored (a document's `times` field); anything else counts as none. */
export function storedTimes(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((t): t is number => typeof t === "number") : [];
}
