import "server-only";
// How the subscription screens word a subscription: its status, its interval, its next delivery
// (or why there is none) and how it is paid or why its payment failed. Shared by the list and the
// record page.
import type { getTranslations } from "next-intl/server";
import type { SubscriptionRow } from "@/lib/admin/subscriptions/db";
import { brandName, paymentState } from "@/lib/admin/subscriptions/payment-state";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { Subscription } from "@/lib/subscriptions/schema";

export type SubscriptionTexts = Awaited<ReturnType<typeof getTranslations<"AdminSubscriptions">>>;

/** A shop's day ("2015-03-19") as the page's language writes it. */
export const dayText = (day: string, locale: Locale) => formatDate(`${day}T00:00:00.000Z`, locale);

export function subscriptionSummary(s: Subscription, t: SubscriptionTexts, locale: Locale) {
  const payment = paymentState(s);
  return {
    status: t(`status.${s.status}`),
    interval: t("interval", { weeks: s.intervalWeeks }),
    next:
      s.status === "active"
        ? dayText(s.nextDate, locale)
        : s.status === "paused"
          ? s.pausedUntil
            ? t("next.pausedUntil", { date: dayText(s.pausedUntil, locale) })
            : t("next.paused")
          : t(`next.${s.status}`),
    payment:
      payment.kind === "card"
        ? t("payment.card", { brand: brandName(payment.brand), last4: payment.last4 })
        : payment.kind === "retry"
          ? t("payment.retry", { date: formatDate(payment.at, locale) })
          : payment.kind === "gave-up"
            ? t(payment.paused ? "payment.gaveUpPaused" : "payment.gaveUp")
            : t(`payment.${payment.kind}`),
    /** A failure to act on (the row and the record page mark it). */
    failed: payment.kind !== "cash-on-delivery" && payment.kind !== "card" && payment.kind !== "card-missing",
  };
}

/** The product's name, its colour and size, and the units: "Nappies (White, M) × 2". */
export function productText(s: Pick<SubscriptionRow, "productName" | "productId" | "color" | "size" | "quantity">, t: SubscriptionTexts): string {
  const name = s.productName ?? t("productGone", { id: s.productId });
  const choice = [s.color, s.size].filter(Boolean).join(", ");
  return `${choice ? `${name} (${choice})` : name} × ${s.quantity}`;
}
