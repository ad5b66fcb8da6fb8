import "server-only";
// /subscriptions/[id]: one subscription for staff. The id and the session are read behind
// <Suspense> (requireAdmin again, whatever the proxy decided); the subscription is read fresh.
// Shows all it keeps (product, schedule, payment and its failure, addresses, baby, the consent in
// the parent's words), pause / resume / cancel (cancelling asks first), its orders (latest
// delivery first, in pages) and its audit entries.
import type { ReactNode } from "react";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { PostalAddress } from "@/components/ui/postal-address";
import { AdminRecordScreen } from "@/components/admin/admin-screen";
import { RecordActions, RecordForm } from "@/components/admin/admin-record-islands";
import { AuditLog } from "@/components/admin/audit-log";
import type { Column } from "@/components/admin/management/types";
import type { RecordChoice } from "@/components/admin/record-actions";
import { RecordPager, RecordTable } from "@/components/admin/record-table";
import { StatusBadge } from "@/components/admin/orders/status-badge";
import { changeSubscriptionByStaff } from "@/lib/actions/admin-subscriptions";
import type { ActionResult } from "@/lib/actions/result";
import type { AuditValues } from "@/lib/admin/audit";
import { getSubscriptionForAdmin, subscriptionAudit, subscriptionOrders, type SubscriptionOrder, type SubscriptionRow } from "@/lib/admin/subscriptions/db";
import { parseSubscriptionOrdersCursor } from "@/lib/admin/subscriptions/query";
import { STAFF_SUBSCRIPTION_ACTIONS, type StaffSubscriptionAction } from "@/lib/admin/subscriptions/schema";
import { adminCustomerHref, adminOrderHref, adminProductHref, adminSubscriptionHref, adminSubscriptionsHref } from "@/lib/admin/routes";
import { requireAdmin } from "@/lib/auth/access";
import { formatPrice } from "@/lib/format";
import { formatDateTime } from "@/lib/i18n/format";
import { toLocale, type Locale } from "@/lib/i18n/routing";
import { SUBSCRIPTION_STATUSES, subscriptionIdSchema } from "@/lib/subscriptions/schema";
import { dayText, productText, subscriptionSummary, type SubscriptionTexts } from "./subscription-texts";
import frame from "@/components/admin/admin-frame.module.css";
import styles from "@/components/admin/record.module.css";
import { RecordFacts } from "@/components/admin/record-facts";
// The pause form's fields come with the page (components/ui/island.tsx).
import "@/components/ui/form.module.css";

/** The text announced after a change: what the subscription is now. */
async function changed(result: Awaited<ReturnType<typeof changeSubscriptionByStaff>>, action: StaffSubscriptionAction, until?: string): Promise<ActionResult<{ message: string }>> {
  if (!result.ok) return result;
  const [t, locale] = await Promise.all([getTranslations("AdminSubscriptions.changes.done"), getLocale()]);
  const date = dayText(until ?? result.data.nextDate, toLocale(locale));
  return { ok: true, data: { message: action === "pause" ? (until ? t("pauseUntil", { date }) : t("pause")) : action === "resume" ? t("resume", { date }) : t("cancel") } };
}

/** The buttons' action (bound to the subscription): changeSubscriptionByStaff (admin-guarded, zod-parsed). */
async function changeStatus(id: string, choice: string): Promise<ActionResult<{ message: string }>> {
  "use server";
  // Any other choice reaches the action, whose parse refuses it.
  const action = choice as StaffSubscriptionAction;
  return changed(await changeSubscriptionByStaff({ subscriptionId: id, action }), action);
}

/** The "pause until" form's action (bound to the subscription): the day as typed, parsed by the action. */
async function pauseUntilDay(id: string, form: Record<string, string>): Promise<ActionResult<{ message: string }>> {
  "use server";
  const until = (form.until ?? "").trim();
  return changed(await changeSubscriptionByStaff({ subscriptionId: id, action: "pause", until }), "pause", until);
}

type Props = { locale: Locale; id: Promise<string>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function Content({ locale, id: idParam, searchParams }: Props) {
  const parsed = subscriptionIdSchema.safeParse(await idParam);
  if (!parsed.success) notFound();
  const id = parsed.data;
  await connection();
  await requireAdmin(adminSubscriptionHref(id));
  const cursor = parseSubscriptionOrdersCursor(await searchParams);
  const [sub, t] = await Promise.all([getSubscriptionForAdmin(id), getTranslations({ locale, namespace: "AdminSubscriptions" })]);
  if (!sub) notFound();
  const [orders, audit, tStatus, tLanguage] = await Promise.all([
    subscriptionOrders(id, cursor),
    subscriptionAudit(id),
    getTranslations({ locale, namespace: "Orders.status" }),
    getTranslations({ locale, namespace: "Language" }),
  ]);
  const live = sub.status === "active" || sub.status === "paused";

  return (
    <>
      <p className={styles.back}>
        <Link href={adminSubscriptionsHref()}>{t("detail.back")}</Link>
      </p>
      <h1 className={frame.title}>{t("detail.title", { id: sub.id })}</h1>

      <Facts sub={sub} locale={locale} t={t} language={tLanguage(sub.locale)} />

      {sub.failure ? <Failure sub={sub} locale={locale} t={t} /> : null}

      <section aria-labelledby="subscription-changes-heading" className={styles.section}>
        <h2 id="subscription-changes-heading">{t("changes.heading")}</h2>
        <RecordActions
          run={changeStatus.bind(null, sub.id)}
          choices={choices(sub, t)}
          texts={{ working: t("changes.working"), failed: t("changes.failed"), none: t("changes.none") }}
        />
        {live ? (
          <RecordForm
            run={pauseUntilDay.bind(null, sub.id)}
            fields={[{ name: "until", label: t("changes.until"), hint: t("changes.untilHint"), type: "date" }]}
            texts={{ submit: t("changes.pauseUntil"), working: t("changes.working"), failed: t("changes.failed") }}
          />
        ) : null}
      </section>

      <section aria-labelledby="subscription-addresses-heading" className={styles.section}>
        <h2 id="subscription-addresses-heading">{t("addresses.heading")}</h2>
        <ul className={styles.addresses}>
          <li>
            <p className={styles.muted}>{t("addresses.shipping")}</p>
            <PostalAddress address={sub.shippingAddress} locale={locale} />
          </li>
          <li>
            <p className={styles.muted}>{t("addresses.billing")}</p>
            <PostalAddress address={sub.billingAddress} locale={locale} />
          </li>
        </ul>
      </section>

      {sub.baby ? <Baby sub={sub} locale={locale} t={t} /> : null}

      <section aria-labelledby="subscription-consent-heading" className={styles.section}>
        <h2 id="subscription-consent-heading">{t("consent.heading")}</h2>
        {/* The parent's own words, in their language. */}
        <blockquote lang={sub.locale} className={styles.quote}>
          <p>{sub.consent.text}</p>
        </blockquote>
        <p className={styles.muted}>{t("consent.at", { at: formatDateTime(sub.consent.at, locale) })}</p>
      </section>

      <Orders sub={sub} orders={orders.orders} next={orders.next} cursor={cursor} locale={locale} t={t} statusName={(s) => tStatus(s)} />

      <AuditLog
        id="subscription"
        entries={audit}
        locale={locale}
        texts={{
          heading: t("audit.heading"),
          caption: t("audit.caption", { id: sub.id }),
          when: t("audit.when"),
          who: t("audit.who"),
          what: t("audit.what"),
          before: t("audit.before"),
          after: t("audit.after"),
          empty: t("audit.empty"),
        }}
        actionName={(a) => {
          const action = STAFF_SUBSCRIPTION_ACTIONS.find((x) => a === `subscription.${x}`);
          return action ? t(`audit.actions.${action}`) : a;
        }}
        values={(v) => auditValues(v, t, locale)}
      />
    </>
  );
}

/** The buttons a subscription in this state offers; cancelling asks first. */
function choices(sub: SubscriptionRow, t: SubscriptionTexts): RecordChoice[] {
  const cancel: RecordChoice = {
    value: "cancel",
    label: t("changes.cancel"),
    secondary: true,
    confirm: { question: t("changes.cancelQuestion", { id: sub.id }), yes: t("changes.cancelYes"), no: t("changes.cancelNo") },
  };
  if (sub.status === "active") return [{ value: "pause", label: t("changes.pause") }, cancel];
  if (sub.status === "paused") return [{ value: "resume", label: t("changes.resume") }, cancel];
  if (sub.status === "incomplete") return [cancel];
  return [];
}

function Facts({ sub, locale, t, language }: { sub: SubscriptionRow; locale: Locale; t: SubscriptionTexts; language: string }) {
  const summary = subscriptionSummary(sub, t, locale);
  const card = sub.payment.method === "card" ? sub.payment.card : undefined;
  const rows: [string, ReactNode][] = [
    [t("columns.status"), <span key="status" data-testid="subscription-status">{summary.status}</span>],
    // A product no longer in the catalogue has no page to open.
    [t("columns.product"), sub.productName === null ? productText(sub, t) : <Link key="product" href={adminProductHref(sub.productId)}>{productText(sub, t)}</Link>],
    [t("columns.interval"), summary.interval],
    [t("columns.next"), summary.next],
    [t("facts.delivered"), String(sub.delivered)],
    [t("facts.outOfStock"), t(`outOfStock.${sub.outOfStock}`)],
    [
      t("columns.payment"),
      <span key="payment" data-testid="subscription-payment" className={summary.failed ? styles.failed : undefined}>
        {summary.payment}
      </span>,
    ],
    ...(card ? [[t("facts.card"), t("facts.cardExpiry", { month: String(card.expMonth).padStart(2, "0"), year: card.expYear })] as [string, ReactNode]] : []),
    [t("facts.method"), t(`methods.${sub.shippingMethod}`)],
    [t("columns.customer"), <Link key="customer" href={adminCustomerHref(sub.uid)}>{sub.email}</Link>],
    [t("facts.language"), language],
    [t("facts.created"), <time key="created" dateTime={sub.createdAt}>{formatDateTime(sub.createdAt, locale)}</time>],
    ...(sub.cancelledAt ? [[t("facts.cancelledAt"), <time key="cancelled" dateTime={sub.cancelledAt}>{formatDateTime(sub.cancelledAt, locale)}</time>] as [string, ReactNode]] : []),
  ];
  return <RecordFacts id="subscription-facts" heading={t("facts.heading")} facts={rows} />;
}

/** The last delivery's payment failure: which order, what Stripe said, how many charges, what comes next. */
function Failure({ sub, locale, t }: { sub: SubscriptionRow; locale: Locale; t: SubscriptionTexts }) {
  const f = sub.failure!;
  return (
    <RecordFacts
      id="subscription-failure"
      heading={t("failure.heading")}
      facts={[
        [t("failure.order"), <Link key="order" href={adminOrderHref(f.orderId)}>{t("failure.delivery", { number: f.deliveryNumber, orderId: f.orderId })}</Link>],
        [t("failure.reason"), t(`failure.reasons.${f.reason}`)],
        [t("failure.attempts"), f.attempts],
        [t("failure.since"), <time key="since" dateTime={f.at}>{formatDateTime(f.at, locale)}</time>],
        [t("failure.next"), <span key="next" className={styles.failed}>{subscriptionSummary(sub, t, locale).payment}</span>],
      ]}
    />
  );
}

/** A ladder product's baby: birth date, weights entered (latest first), whether sizes move by themselves, a size proposed. */
function Baby({ sub, locale, t }: { sub: SubscriptionRow; locale: Locale; t: SubscriptionTexts }) {
  const baby = sub.baby!;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const weights =
    baby.weights.length === 0 ? (
      t("baby.notGiven")
    ) : (
      <ul className={styles.plainList}>
        {baby.weights.map((w) => (
          <li key={w.at}>{t("baby.weight", { kg: number.format(w.kg), date: formatDateTime(w.at, locale) })}</li>
        ))}
      </ul>
    );
  return (
    <RecordFacts
      id="subscription-baby"
      heading={t("baby.heading")}
      facts={[
        [t("baby.birthDate"), baby.birthDate ? dayText(baby.birthDate, locale) : t("baby.notGiven")],
        [t("baby.weights"), weights],
        [t("baby.autoSize"), t(baby.autoSize ? "baby.yes" : "baby.no")],
        ...(sub.proposedSize ? [[t("baby.proposed"), t("baby.proposedSize", { size: sub.proposedSize.size, number: sub.proposedSize.forDelivery })] as const] : []),
      ]}
    />
  );
}

type OrdersProps = { sub: SubscriptionRow; orders: SubscriptionOrder[]; next: string | null; cursor?: string; locale: Locale; t: SubscriptionTexts; statusName: (s: SubscriptionOrder["status"]) => string };

function Orders({ sub, orders, next, cursor, locale, t, statusName }: OrdersProps) {
  const columns: Column<SubscriptionOrder>[] = [
    { key: "id", header: t("orders.id"), rowHeader: true, cell: (o) => <Link href={adminOrderHref(o.id)}>{o.id}</Link> },
    { key: "delivery", header: t("orders.delivery"), numeric: true, cell: (o) => o.delivery },
    { key: "date", header: t("orders.date"), cell: (o) => <time dateTime={o.createdAt}>{formatDateTime(o.createdAt, locale)}</time> },
    { key: "status", header: t("orders.status"), cell: (o) => <StatusBadge status={o.status} label={statusName(o.status)} /> },
    { key: "total", header: t("orders.total"), numeric: true, cell: (o) => formatPrice(o.total, locale) },
  ];
  return (
    <section aria-labelledby="subscription-orders-heading" className={styles.section}>
      <h2 id="subscription-orders-heading">{t("orders.heading")}</h2>
      {orders.length === 0 ? (
        <p>{t(cursor ? "orders.noMore" : "orders.empty")}</p>
      ) : (
        <RecordTable caption={t("orders.caption", { id: sub.id })} columns={columns} rows={orders} rowKey={(o) => o.id} />
      )}
      <RecordPager
        label={t("orders.pager")}
        first={cursor ? { href: adminSubscriptionHref(sub.id), label: t("orders.first") } : undefined}
        next={next ? { href: adminSubscriptionHref(sub.id, next), label: t("orders.next") } : undefined}
      />
    </section>
  );
}

/** One side of an audit entry: the status by its name, days and times as the language writes them, a failure cleared or not. */
function auditValues(v: AuditValues, t: SubscriptionTexts, locale: Locale): string {
  const text = (key: string, x: unknown): string => {
    if (x === null || x === undefined) return t("audit.none");
    if (key === "status" && SUBSCRIPTION_STATUSES.includes(x as never)) return t(`status.${x as (typeof SUBSCRIPTION_STATUSES)[number]}`);
    if ((key === "nextDate" || key === "pausedUntil") && typeof x === "string") return dayText(x, locale);
    if (key === "cancelledAt" && typeof x === "string") return formatDateTime(x, locale);
    if (key === "failure") return t("audit.failure");
    return typeof x === "string" ? x : JSON.stringify(x);
  };
  const FIELDS = { status: "columns.status", nextDate: "columns.next", pausedUntil: "audit.pausedUntil", cancelledAt: "facts.cancelledAt", failure: "failure.heading" } as const;
  return Object.entries(v)
    .map(([k, x]) => `${k in FIELDS ? t(FIELDS[k as keyof typeof FIELDS]) : k}: ${text(k, x)}`)
    .join(", ");
}

export function SubscriptionPage(props: Props) {
  return (
    <AdminRecordScreen locale={props.locale}>
      <Content {...props} />
    </AdminRecordScreen>
  );
}
