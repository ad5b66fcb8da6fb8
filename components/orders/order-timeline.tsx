// An order's status timeline: the steps it went through (when, by whom), then those still ahead.
import { formatDateTime } from "@/lib/i18n/format";
import type { Order } from "@/lib/orders/schema";
import { orderTimeline, type OrdersTexts } from "./order-view";
import styles from "./orders.module.css";

/** The steps the order went through (when, by whom), then those still ahead of a live order. */
export function OrderTimeline({ order, locale, texts }: { order: Order; locale: string; texts: OrdersTexts }) {
  return (
    <>
      <ol className={styles.timeline}>
        {orderTimeline(order).map((step) => (
          <li key={step.status} data-state={step.state} aria-current={step.state === "current" ? "step" : undefined}>
            <span className={styles.marker} aria-hidden="true" />
            <span className={styles.stepName}>{texts.status[step.status]}</span>
            {step.state === "upcoming" ? (
              <span className={styles.when}>{texts.detail.upcoming}</span>
            ) : (
              <span className={styles.when}>
                <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>, {texts.actor[step.by]}
              </span>
            )}
          </li>
        ))}
      </ol>
      <p className={styles.note}>{texts.statusNote[order.status]}</p>
    </>
  );
}
