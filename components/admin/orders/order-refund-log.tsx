import "server-only";
// The admin order page's card refunds (lib/payments/stripe-outbox.ts): each refund owed to the card,
// where it stands with Stripe (waiting, being sent, made, failed with Stripe's reason), a button
// to try a failed one again (retryCardRefund: admin-guarded, zod-parsed), and how much Stripe
// confirmed back on the card (charge.refunded).
import { getTranslations } from "next-intl/server";
import { RecordActions } from "@/components/admin/admin-record-islands";
import { retryCardRefund } from "@/lib/actions/admin-orders";
import type { ActionResult } from "@/lib/actions/result";
import { formatPrice } from "@/lib/format";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { Order } from "@/lib/orders/schema";
import type { Refund } from "@/lib/payments/stripe-outbox";
import styles from "@/components/admin/record.module.css";

/** The button's action, bound to the order: the text to announce, or the refusal in words for staff. */
async function retry(orderId: string, refundId: string): Promise<ActionResult<{ message: string }>> {
  "use server";
  const result = await retryCardRefund({ orderId, refundId });
  const t = await getTranslations("AdminOrders.refunds");
  if (result.ok) return { ok: true, data: { message: t("retried") } };
  return result.error === "conflict" ? { ...result, message: t("notFailed") } : result;
}

export async function OrderRefundLog({ order, refunds, locale }: { order: Order; refunds: readonly Refund[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "AdminOrders.refunds" });
  const confirmed = order.payment.refunded;
  if (refunds.length === 0 && !confirmed) return null;
  return (
    <section aria-labelledby="order-refunds-heading" className={styles.section} data-testid="order-refunds">
      <h2 id="order-refunds-heading">{t("heading")}</h2>
      {refunds.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t("caption", { id: order.id })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("cause")}</th>
                <th scope="col">{t("amount")}</th>
                <th scope="col">{t("written")}</th>
                <th scope="col">{t("state")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {refunds.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{t(`causes.${r.cause}`)}</th>
                  <td>{formatPrice(r.amount, locale)}</td>
                  <td>
                    <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, locale)}</time>
                  </td>
                  <td>
                    {t(`states.${r.state}`, { attempts: r.attempts, id: r.refundId ?? "" })}
                    {r.state !== "done" && r.error ? <span className={styles.muted}> ({r.error})</span> : null}
                  </td>
                  <td>
                    {r.state === "failed" ? (
                      <RecordActions
                        run={retry.bind(null, order.id)}
                        choices={[{ value: r.id, label: t("retry", { amount: formatPrice(r.amount, locale) }) }]}
                        texts={{ working: t("working"), failed: t("failed"), none: "" }}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {confirmed ? <p>{t("confirmed", { amount: formatPrice(confirmed.amount, locale), date: formatDateTime(confirmed.at, locale) })}</p> : null}
    </section>
  );
}
