// How a subscription is paid, as staff read it on the list and the record page: cash on
// delivery, the saved card, or the last delivery's payment failure (lib/subscriptions/charges.ts
// writes it) and what happens next. Pure.
import { DECLINE_RETRY_DAYS } from "@/lib/subscriptions/config";
import type { Subscription } from "@/lib/subscriptions/schema";

export type PaymentState =
  | { kind: "cash-on-delivery" }
  | { kind: "card"; brand: string; last4: string }
  /** A card subscription whose card is not saved yet (incomplete). */
  | { kind: "card-missing" }
  /** Declined: tried again at `at`. */
  | { kind: "retry"; at: string }
  /** Declined, its retry queued and waiting for Stripe's answer. */
  | { kind: "retrying" }
  /** Stripe asks the parent to authenticate: they pay that delivery on its order's page (until its retries are over). */
  | { kind: "authentication" }
  /** Every retry failed: the delivery's order was cancelled and the subscription paused (`paused`: still so). */
  | { kind: "gave-up"; paused: boolean };

/** The failure first (what staff act on), else how it is paid. A failure stays on a cancelled subscription: its delivery's order is still owed. */
export function paymentState(sub: Pick<Subscription, "status" | "payment" | "failure">): PaymentState {
  const f = sub.failure;
  if (f) {
    // The first charge and each retry count as attempts: more than the retries, and none is left.
    if (!f.retryAt && f.attempts > DECLINE_RETRY_DAYS.length) return { kind: "gave-up", paused: sub.status === "paused" };
    if (f.reason === "authentication_required") return { kind: "authentication" };
    return f.retryAt ? { kind: "retry", at: f.retryAt } : { kind: "retrying" };
  }
  if (sub.payment.method === "cash-on-delivery") return { kind: "cash-on-delivery" };
  return sub.payment.card ? { kind: "card", brand: sub.payment.card.brand, last4: sub.payment.card.last4 } : { kind: "card-missing" };
}

/** A card brand as Stripe names it ("visa", "amex") with a capital. */
export const brandName = (brand: string) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : brand);
