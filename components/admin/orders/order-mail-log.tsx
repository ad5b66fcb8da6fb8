import "server-only";
// The admin order page's emails: every message written to the outbox about the order, where its
// delivery stands (waiting, being sent, sent, failed with the server's reason), and a button to
// send one again once it is done (resendMail: admin-guarded, zod-parsed).
import { getTranslations } from "next-intl/server";
import { formatDateTime } from "@/lib/i18n/format";
import { RecordActions } from "@/components/admin/admin-record-islands";
import { resendMail } from "@/lib/actions/admin-orders";
import type { ActionResult } from "@/lib/actions/result";
import { RESENDABLE_STATES, type OrderMail } from "@/lib/admin/orders/mail";
import type { Locale } from "@/lib/i18n/routing";
import styles from "@/components/admin/record.module.css";

/** The buttons' action, bound to the order: answers the text to announce, or the refusal in words for staff. */
async function resend(orderId: string, mailId: string): Promise<ActionResult<{ message: string }>> {
  "use server";
  const result = await resendMail({ orderId, mailId });
  const t = await getTranslations("AdminOrders.mails");
  if (result.ok) return { ok: true, data: { message: t("resent") } };
  if (result.error === "not-found") return { ...result, message: t("gone") };
  return result.error === "conflict" ? { ...result, message: t("notDone") } : result;
}

export async function OrderMailLog({ orderId, mails, locale }: { orderId: string; mails: readonly OrderMail[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "AdminOrders.mails" });
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
  return (
    <section aria-labelledby="order-mails-heading" className={styles.section} data-testid="order-mails">
      <h2 id="order-mails-heading">{t("heading")}</h2>
      {mails.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t("caption", { id: orderId })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("kind")}</th>
                <th scope="col">{t("to")}</th>
                <th scope="col">{t("written")}</th>
                <th scope="col">{t("state")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {mails.map((m) => (
                <tr key={m.id}>
                  <th scope="row">
                    {t(`kinds.${m.kind}`)}
                    {m.resendOf ? <span className={styles.muted}> ({t("resend")})</span> : null}
                  </th>
                  <td>{m.to}</td>
                  <td>{when(m.createdAt)}</td>
                  <td>
                    {m.state === "sent" && m.sentAt ? (
                      <>
                        {t("states.sent")}, {when(m.sentAt)}
                      </>
                    ) : (
                      t(`states.${m.state}`, { attempts: m.attempts })
                    )}
                    {m.state !== "sent" && m.error ? <span className={styles.muted}> ({m.error})</span> : null}
                  </td>
                  <td>
                    {RESENDABLE_STATES.includes(m.state) ? (
                      <RecordActions
                        run={resend.bind(null, orderId)}
                        choices={[{ value: m.id, label: t("resendThis", { kind: t(`kinds.${m.kind}`) }), secondary: true }]}
                        texts={{ working: t("working"), failed: t("failed"), none: "" }}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
