import "server-only";
// /orders/[id]: one order for staff. The id and the session are read behind <Suspense>
// (requireAdmin again, whatever the proxy decided). Shows the order in full (the account's
// OrderDetail), the moves the state machine allows staff, the status history, its card refunds, its emails, the audit entries
// about this order, and a packing slip that is all a printout shows.
import { Link } from "@/components/ui/link";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { getMessages, getTranslations } from "next-intl/server";
import { OrderDetail } from "@/components/orders/order-detail";
import { AuditLog } from "@/components/admin/audit-log";
import { RecordActions, RecordForm } from "@/components/admin/admin-record-islands";
import { moveOrder, recordTransfer, shipOrder } from "@/lib/actions/admin-orders";
import type { ActionResult } from "@/lib/actions/result";
import { listOrderMail } from "@/lib/admin/orders/mail";
import { listRefunds } from "@/lib/payments/stripe-outbox";
import { getOrderForAdmin, orderAudit } from "@/lib/admin/orders/db";
import { typedDollarsSchema } from "@/lib/admin/orders/schema";
import { requireAdmin } from "@/lib/auth/access";
import type { Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { isAnonymized, orderIdSchema, type Order } from "@/lib/orders/schema";
import { nextStatuses, type OrderStatus } from "@/lib/orders/status";
import { adminOrderHref, adminOrdersHref, adminPackingSlipHref } from "@/lib/admin/routes";
import type { AuditEntry } from "@/lib/admin/audit";
import { CARRIERS } from "@/lib/orders/carriers";
import { OrderReturns } from "@/components/orders/order-returns";
import { answerReturn } from "@/lib/actions/returns";
import { ReturnAnswerForm } from "./admin-order-islands";
import { OrderMailLog } from "./order-mail-log";
import { OrderRefundLog } from "./order-refund-log";
import { PackingSlip } from "./packing-slip";
import { StatusBadge } from "./status-badge";
import "@/components/ui/form.module.css"; // the record forms' fields (components/ui/island.tsx)
import frame from "@/components/admin/admin-frame.module.css";
import record from "@/components/admin/record.module.css";
import orderStyles from "./admin-orders.module.css";
import { formatDate, formatDateTime } from "@/lib/i18n/format";

const styles = { ...record, ...orderStyles };

const statusId = (orderId: string) => `admin-order-status-${orderId}`;

/** The page's move buttons' action (bound to the order): moveOrder (admin-guarded, zod-parsed), answering the text to announce. */
async function moveTo(orderId: string, to: string): Promise<ActionResult<{ message: string }>> {
  "use server";
  const result = await moveOrder({ orderId, to: to as OrderStatus });
  if (!result.ok) return result;
  const [t, status] = await Promise.all([getTranslations("AdminOrders.detail"), getTranslations("Orders.status")]);
  return { ok: true, data: { message: t("moved", { status: status(result.data.status) }) } };
}

/** The page's "mark shipped" form's action (bound to the order): shipOrder (admin-guarded, zod-parsed). */
async function shipWith(orderId: string, form: Record<string, string>): Promise<ActionResult<{ message: string }>> {
  "use server";
  const result = await shipOrder({ orderId, carrier: form.carrier ?? "", trackingNumber: form.trackingNumber ?? "" });
  if (!result.ok) return result;
  const [t, status] = await Promise.all([getTranslations("AdminOrders.detail"), getTranslations("Orders.status")]);
  return { ok: true, data: { message: t("moved", { status: status(result.data.status) }) } };
}

/** The "transfer received" form's action (bound to the order): dollars as typed, to cents, then recordTransfer (admin-guarded, zod-parsed). */
async function transferReceived(orderId: string, form: Record<string, string>): Promise<ActionResult<{ message: string }>> {
  "use server";
  const t = await getTranslations("AdminOrders.transfer");
  const amount = typedDollarsSchema.safeParse(form.amount ?? "");
  if (!amount.success) return { ok: false, error: "invalid", message: t("badAmount"), fieldErrors: { amount: t("badAmount") } };
  const result = await recordTransfer({ orderId, amount: amount.data });
  if (!result.ok) return result;
  return { ok: true, data: { message: t("recorded") } };
}

/** Rendered inside AdminRecordScreen (its <Suspense>): the id and the session are read here. */
export async function AdminOrderPage({ locale, id: idParam }: { locale: Locale; id: Promise<string> }) {
  const parsed = orderIdSchema.safeParse(await idParam);
  if (!parsed.success) notFound();
  const id = parsed.data;
  await connection();
  await requireAdmin(adminOrderHref(id));
  const [order, audit, mails, refunds, messages, t] = await Promise.all([
    getOrderForAdmin(id),
    orderAudit(id),
    listOrderMail(id),
    listRefunds(id),
    getMessages({ locale }),
    getTranslations({ locale, namespace: "AdminOrders" }),
  ]);
  if (!order) notFound();
  const { Orders: orderTexts, Promotions: promotionTexts, Colors: colors } = messages as unknown as Messages;
  const statusName = (s: OrderStatus) => orderTexts.status[s];
  const moves = nextStatuses(order.status, "admin");
  const canShip = moves.includes("shipped");
  const buttonMoves = moves.filter((to) => to !== "shipped");
  // The account's texts, with the actors named for staff ("by the customer", not "by you").
  const texts = { ...orderTexts, actor: { customer: t("history.by.customer"), admin: t("history.by.admin"), system: t("history.by.system") } };

  return (
    <>
      <p className={styles.back}>
        <Link href={adminOrdersHref()}>{t("detail.back")}</Link>
      </p>
      <h1 className={frame.title}>{t("detail.title", { id: order.id })}</h1>
      <div className={styles.head}>
        <StatusBadge status={order.status} label={statusName(order.status)} id={statusId(order.id)} prefix={t("columns.status")} />
        {isAnonymized(order) ? (
          <p>
            {t("detail.customer")}: {t("formerCustomer")} ({t("detail.anonymized", { date: formatDate(order.anonymizedAt, locale) })})
          </p>
        ) : (
          <p>
            {t("detail.customer")}: {order.customerName} (<a href={`mailto:${order.email}`}>{order.email}</a>) ·{" "}
            <Link href={adminOrdersHref({ customer: order.email || order.uid, sort: "newest" })}>{t("detail.customerOrders")}</Link>
          </p>
        )}
        <p>
          <a href={adminPackingSlipHref(order.id)}>{t("slip.link")}</a>
        </p>
      </div>

      <section aria-labelledby="order-moves-heading" className={styles.section}>
        <h2 id="order-moves-heading">{t("detail.actionsHeading")}</h2>
        {/* Shipping takes the parcel's carrier and number: its own form, after the other moves. */}
        {buttonMoves.length > 0 || !canShip ? (
          <RecordActions
            run={moveTo.bind(null, order.id)}
            choices={buttonMoves.map((to) => ({
              value: to,
              label: t("detail.moveTo", { status: statusName(to) }),
              ...(to === "cancelled"
                ? { secondary: true, confirm: { question: t("detail.cancelQuestion", { id: order.id }), yes: t("detail.cancelYes"), no: t("detail.cancelNo") } }
                : {}),
            }))}
            texts={{ working: t("detail.moving"), failed: t("detail.failed"), none: t("detail.final") }}
          />
        ) : null}
        {/* Mounted after shipping too (closed): its answer outlives the refresh that follows. */}
        {canShip || order.status === "shipped" ? (
          <RecordForm
            closed={!canShip}
            run={shipWith.bind(null, order.id)}
            fields={[
              { name: "carrier", label: t("detail.ship.carrier"), maxLength: 60, suggestions: CARRIERS.map((c) => c.name) },
              { name: "trackingNumber", label: t("detail.ship.trackingNumber"), maxLength: 50 },
            ]}
            texts={{ submit: t("detail.moveTo", { status: statusName("shipped") }), working: t("detail.moving"), failed: t("detail.failed") }}
          />
        ) : null}
        {/* Mounted once paid too (closed), like the parcel's form. */}
        {order.paymentMethod === "bank-transfer" && (order.status === "pending" || order.status === "paid") ? (
          <>
            {order.status === "pending" ? <h3>{t("transfer.legend")}</h3> : null}
            <RecordForm
              closed={order.status !== "pending"}
              run={transferReceived.bind(null, order.id)}
              fields={[{ name: "amount", label: t("transfer.amount"), hint: t("transfer.hint"), inputMode: "decimal", defaultValue: (order.total / 100).toFixed(2) }]}
              texts={{ submit: t("transfer.submit"), working: t("detail.moving"), failed: t("transfer.failed") }}
            />
          </>
        ) : null}
      </section>

      {order.returns?.length ? (
        <section aria-labelledby="order-returns-heading" className={styles.section} data-testid="admin-order-returns">
          <h2 id="order-returns-heading">{t("returns.heading")}</h2>
          <OrderReturns
            order={order}
            locale={locale}
            texts={texts}
            answer={(r) => (
              <ReturnAnswerForm
                run={answerReturn}
                orderId={order.id}
                returnId={r.id}
                closed={r.state !== "requested"}
                texts={{
                  message: t("returns.message"),
                  messageHint: t("returns.messageHint"),
                  restock: t("returns.restock"),
                  accept: t("returns.accept"),
                  refuse: t("returns.refuse"),
                  working: t("returns.working"),
                  needMessage: t("returns.needMessage"),
                }}
              />
            )}
          />
        </section>
      ) : null}

      <div className={styles.noPrint}>
        <OrderDetail order={order} locale={locale} texts={texts} promotionTexts={promotionTexts} colors={colors} headingLevel={2} audience="staff" />
      </div>

      <History order={order} locale={locale} t={t} statusName={statusName} />
      <OrderRefundLog order={order} refunds={refunds} locale={locale} />
      <OrderMailLog orderId={order.id} mails={mails} locale={locale} />
      <Audit order={order} entries={audit} locale={locale} t={t} statusName={statusName} />
      <PackingSlip order={order} locale={locale} t={t} colors={colors} />
    </>
  );
}

export type T = Awaited<ReturnType<typeof getTranslations<"AdminOrders">>>;

function History({ order, locale, t, statusName }: { order: Order; locale: Locale; t: T; statusName: (s: OrderStatus) => string }) {
  return (
    <section aria-labelledby="order-history-heading" className={styles.section}>
      <h2 id="order-history-heading">{t("history.heading")}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t("history.caption", { id: order.id })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("history.status")}</th>
              <th scope="col">{t("history.when")}</th>
              <th scope="col">{t("history.who")}</th>
            </tr>
          </thead>
          <tbody>
            {order.history.map((h, i) => (
              <tr key={`${h.at}-${i}`}>
                <th scope="row">{statusName(h.status)}</th>
                <td>
                  <time dateTime={h.at}>{formatDateTime(h.at, locale)}</time>
                </td>
                <td>
                  {t(`history.roles.${h.by.role}`)} {h.by.uid ? <span className={styles.muted}>({h.by.uid})</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Audit({ order, entries, locale, t, statusName }: { order: Order; entries: AuditEntry[]; locale: Locale; t: T; statusName: (s: OrderStatus) => string }) {
  return (
    <AuditLog
      id="order"
      entries={entries}
      locale={locale}
      texts={{
        heading: t("audit.heading"),
        caption: t("audit.caption", { id: order.id }),
        when: t("audit.when"),
        who: t("audit.who"),
        what: t("audit.what"),
        before: t("audit.before"),
        after: t("audit.after"),
        empty: t("audit.empty"),
      }}
      actionName={(a) =>
        a === "order.status"
          ? t("audit.actions.orderStatus")
          : a === "mail.resend"
            ? t("audit.actions.mailResend")
            : a === "order.transfer-received"
              ? t("audit.actions.transferReceived")
              : a === "order.refund-retried"
                ? t("audit.actions.refundRetried")
                : a
      }
      values={(v) =>
        Object.entries(v)
          .map(([k, x]) => (k === "status" ? statusName(x as OrderStatus) : `${k}: ${JSON.stringify(x)}`))
          .join(", ")
      }
    />
  );
}
