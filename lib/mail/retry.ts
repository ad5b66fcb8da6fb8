// When a message that failed is tried again, and when the outbox gives up on it. Pure.
//
// A failed attempt waits 1, 2, 4... minutes (at most 2 hours) before the next; after
// MAX_ATTEMPTS attempts (about two hours of trying) or a permanent refusal (an SMTP 5xx: "no such
// mailbox"), the message is marked failed and never tried again.

export const MAIL_DELIVERY = {
  maxAttempts: 8,
  firstRetryMs: 60_000,
  maxRetryMs: 2 * 60 * 60_000,
  /**
   * A claim lasts this long: a sender that dies while sending leaves its message "sending", and
   * the message may be taken again once its lease is over. Longer than one SMTP exchange can take
   * (the transport's timeouts, lib/mail/sender.ts), so a live sender's claim never expires.
   */
  leaseMs: 2 * 60_000,
} as const;

/** The wait after the `attempts`-th failed attempt (1 -> 1 minute, 2 -> 2 minutes...). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(MAIL_DELIVERY.maxRetryMs, MAIL_DELIVERY.firstRetryMs * 2 ** Math.min(exponent, 30));
}

export type AfterFailure = { state: "pending"; nextAttemptAt: string } | { state: "failed"; nextAttemptAt: null };

/** What a message becomes after its `attempts`-th attempt failed at `now`. */
export function afterFailure(attempts: number, permanent: boolean, now: Date): AfterFailure {
  if (permanent || attempts >= MAIL_DELIVERY.maxAttempts) return { state: "failed", nextAttemptAt: null };
  return { state: "pending", nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString() };
}

/** An SMTP refusal that will not change by retrying (5xx), unlike a timeout, a refused connection or a 4xx. */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
