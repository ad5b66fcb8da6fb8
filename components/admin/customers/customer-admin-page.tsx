import "server-only";
// /customers/[uid]: one customer for staff. The uid and the session are read behind <Suspense>
// (requireAdmin again, whatever the proxy decided). Shows the profile and account state, the
// role and access buttons (not the ones that would remove the viewer's own rights), the lifetime
// spend (aggregations), the latest orders (a bounded list; the rest on /orders filtered by the
// customer), the saved addresses and the audit entries about this account.
import { Link } from "@/components/ui/link";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PostalAddress } from "@/components/ui/postal-address";
import { RecordActions } from "@/components/admin/admin-record-islands";
import { AuditLog } from "@/components/admin/audit-log";
import { RecordTable } from "@/components/admin/record-table";
import type { RecordChoice } from "@/components/admin/record-actions";
import { StatusBadge } from "@/components/admin/orders/status-badge";
import { setCustomerAdmin, setCustomerDisabled } from "@/lib/actions/admin-customers";
import type { ActionResult } from "@/lib/actions/result";
import { CUSTOMER_ORDERS_SHOWN } from "@/lib/admin/customers/query";
import { customerAudit, customerSpend, getCustomerForAdmin, type CustomerDetail } from "@/lib/admin/customers/db";
import { requireAdmin } from "@/lib/auth/access";
import { formatPrice } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { listOrdersOf } from "@/lib/orders/read";
import { uidSchema } from "@/lib/users/schema";
import { listAddresses } from "@/lib/users/addresses";
import { adminCustomerHref, adminCustomersHref, adminOrderHref, adminOrdersHref } from "@/lib/admin/routes";
import frame from "@/components/admin/admin-frame.module.css";
import styles from "@/components/admin/record.module.css";
import { RecordFacts } from "@/components/admin/record-facts";
import { customerName } from "./customer-name";
import { formatDate, formatDateTime } from "@/lib/i18n/format";

type AccessChoice = "grant" | "revoke" | "disable" | "enable";

/**
 * The access buttons' action (bound to the customer): the admin actions (admin-guarded,
 * zod-parsed), answering the text to announce. An unknown choice reaches setCustomerAdmin
 * without a valid `admin`, whose parse refuses it.
 */
async function changeAccess(uid: string, name: string, choice: string): Promise<ActionResult<{ message: string }>> {
  "use server";
  const result =
    choice === "disable" || choice === "enable"
      ? await setCustomerDisabled({ uid, disabled: choice === "disable" })
      : await setCustomerAdmin({ uid, admin: (choice === "grant" ? true : choice === "revoke" ? false : undefined) as boolean });
  if (!result.ok) return result;
  const t = await getTranslations("AdminCustomers.access");
  return { ok: true, data: { message: t(`done.${choice as AccessChoice}`, { name }) } };
}

type T = Awaited<ReturnType<typeof getTranslations<"AdminCustomers">>>;

/** Rendered inside AdminRecordScreen (its <Suspense>): the uid and the session are read here. */
export async function AdminCustomerPage({ locale, uid: uidParam }: { locale: Locale; uid: Promise<string> }) {
  const parsed = uidSchema.safeParse(await uidParam);
  if (!parsed.success) notFound();
  const uid = parsed.data;
  await connection();
  const session = await requireAdmin(adminCustomerHref(uid));
  const [customer, t] = await Promise.all([getCustomerForAdmin(uid), getTranslations({ locale, namespace: "AdminCustomers" })]);
  if (!customer) notFound();
  const [spend, orders, addresses, audit, tStatus] = await Promise.all([
    customerSpend(uid),
    listOrdersOf(uid, CUSTOMER_ORDERS_SHOWN),
    listAddresses(uid),
    customerAudit(uid),
    getTranslations({ locale, namespace: "Orders.status" }),
  ]);
  const name = customerName(customer, t("noName"));
  const yesNo = (v: unknown) => t(v ? "audit.yes" : "audit.no");

  return (
    <>
      <p className={styles.back}>
        <Link href={adminCustomersHref()}>{t("detail.back")}</Link>
      </p>
      <h1 className={frame.title}>{name}</h1>

      <Profile customer={customer} locale={locale} t={t} />

      <section aria-labelledby="customer-access-heading" className={styles.section}>
        <h2 id="customer-access-heading">{t("access.heading")}</h2>
        {customer.uid === session.uid ? <p>{t("access.self")}</p> : null}
        <RecordActions
          run={changeAccess.bind(null, uid, name)}
          choices={accessChoices(customer, customer.uid === session.uid, name, t)}
          texts={{ working: t("access.working"), failed: t("access.failed"), none: t("access.none") }}
        />
      </section>

      <section aria-labelledby="customer-spend-heading" className={styles.section}>
        <h2 id="customer-spend-heading">{t("spend.heading")}</h2>
        <p data-testid="customer-spend">{t("spend.amount", { amount: formatPrice(spend.spent, locale), count: spend.sales })}</p>
        <p className={styles.muted}>
          {t("spend.note")} {t("spend.all", { count: spend.orders })}
        </p>
      </section>

      <section aria-labelledby="customer-orders-heading" className={styles.section}>
        <h2 id="customer-orders-heading">{t("orders.heading")}</h2>
        {orders.length === 0 ? (
          <p>{t("orders.empty")}</p>
        ) : (
          <RecordTable
            caption={t("orders.caption", { name })}
            rows={orders}
            rowKey={(o) => o.id}
            columns={[
              { key: "id", header: t("orders.id"), rowHeader: true, cell: (o) => <Link href={adminOrderHref(o.id)}>{o.id}</Link> },
              { key: "date", header: t("orders.date"), cell: (o) => <time dateTime={o.createdAt}>{formatDate(o.createdAt, locale)}</time> },
              { key: "total", header: t("orders.total"), numeric: true, cell: (o) => formatPrice(o.total, locale) },
              { key: "status", header: t("orders.status"), cell: (o) => <StatusBadge status={o.status} label={tStatus(o.status)} /> },
            ]}
          />
        )}
        {spend.orders > 0 ? (
          <p>
            <Link href={adminOrdersHref({ customer: uid })}>{t("orders.all")}</Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="customer-addresses-heading" className={styles.section}>
        <h2 id="customer-addresses-heading">{t("addresses.heading")}</h2>
        {addresses.length === 0 ? (
          <p>{t("addresses.empty")}</p>
        ) : (
          <ul className={styles.addresses}>
            {addresses.map((a) => (
              <li key={a.id}>
                {a.isDefault ? <p className={styles.muted}>{t("addresses.default")}</p> : null}
                <PostalAddress address={a} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <AuditLog
        id="customer"
        entries={audit}
        locale={locale}
        texts={{
          heading: t("audit.heading"),
          caption: t("audit.caption", { name }),
          when: t("audit.when"),
          who: t("audit.who"),
          what: t("audit.what"),
          before: t("audit.before"),
          after: t("audit.after"),
          empty: t("audit.empty"),
        }}
        actionName={(a) => (a === "user.admin" ? t("audit.actions.admin") : a === "user.disabled" ? t("audit.actions.disabled") : a)}
        values={(v) => Object.values(v).map(yesNo).join(", ")}
      />
    </>
  );
}

/** The role and access buttons: each the opposite of the current state; none that removes the viewer's own rights. */
function accessChoices(customer: CustomerDetail, self: boolean, name: string, t: T): RecordChoice[] {
  const choices: RecordChoice[] = [];
  const keep = t("access.keep");
  if (!customer.isAdmin) choices.push({ value: "grant", label: t("access.grant") });
  else if (!self) choices.push({ value: "revoke", label: t("access.revoke"), secondary: true, confirm: { question: t("access.revokeQuestion", { name }), yes: t("access.revokeYes"), no: keep } });
  if (!customer.hasAccount) return choices;
  if (customer.disabled) choices.push({ value: "enable", label: t("access.enable") });
  else if (!self) choices.push({ value: "disable", label: t("access.disable"), secondary: true, confirm: { question: t("access.disableQuestion", { name }), yes: t("access.disableYes"), no: keep } });
  return choices;
}

function Profile({ customer, locale, t }: { customer: CustomerDetail; locale: Locale; t: T }) {
  const rows: [string, React.ReactNode][] = [
    [t("detail.name"), `${customer.firstName} ${customer.lastName}`.trim() || t("noName")],
    [t("detail.email"), customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : "—"],
    [t("detail.uid"), <code key="uid">{customer.uid}</code>],
    [t("detail.joined"), <time key="joined" dateTime={customer.createdAt}>{formatDate(customer.createdAt, locale)}</time>],
    [
      t("detail.lastSignIn"),
      customer.lastSignInAt ? <time key="last" dateTime={customer.lastSignInAt}>{formatDateTime(customer.lastSignInAt, locale)}</time> : t("detail.never"),
    ],
    [t("detail.role"), <span key="role" data-testid="customer-role">{t(customer.isAdmin ? "roles.admin" : "roles.customer")}</span>],
    [
      t("detail.account"),
      <span key="account" data-testid="customer-account">
        {customer.hasAccount ? t(customer.disabled ? "states.disabled" : "states.active") : t("detail.noAccount")}
      </span>,
    ],
  ];
  return <RecordFacts id="customer-profile" heading={t("detail.profileHeading")} facts={rows} />;
}
