import "server-only";
// /subscriptions: the management screen for every parent's subscriptions. Reads the URL's query
// (lib/admin/subscriptions/query.ts), one page of subscriptions (lib/admin/subscriptions/db.ts),
// and describes the table, the status and payment-failure filters, sorts and pages to
// ManagementScreen. Each row's id opens the subscription's page, where staff pause, resume or
// cancel it.
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { ManagementScreen, type Column } from "@/components/admin/management/management-screen";
import { sortsAndPager, type SearchParams } from "@/components/admin/management/screen-query";
import type { SubscriptionRow } from "@/lib/admin/subscriptions/db";
import { searchSubscriptions } from "@/lib/admin/subscriptions/db";
import {
  ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
  FAILURES_PARAM,
  parseSubscriptionQuery,
  SUBSCRIPTION_SORTS,
  toSubscriptionSearch,
  type SubscriptionQuery,
} from "@/lib/admin/subscriptions/query";
import { adminSubscriptionHref, adminSubscriptionsHref } from "@/lib/admin/routes";
import { rawSearch } from "@/lib/admin/url-params";
import type { Locale } from "@/lib/i18n/routing";
import { ROUTES } from "@/lib/routes";
import { SUBSCRIPTION_STATUSES } from "@/lib/subscriptions/schema";
import { productText, subscriptionSummary } from "./subscription-texts";
import styles from "@/components/admin/record.module.css";

export async function SubscriptionsScreen({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const params = await searchParams;
  const query = parseSubscriptionQuery(params);
  // One URL per state: empty, unknown and malformed values left out.
  if (rawSearch(params) !== toSubscriptionSearch(query)) redirect(adminSubscriptionsHref(query));
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: "AdminSubscriptions" }), searchSubscriptions(query, ADMIN_SUBSCRIPTIONS_PAGE_SIZE)]);
  const href = (over: Partial<SubscriptionQuery>) => adminSubscriptionsHref({ ...query, cursor: undefined, ...over });
  const summary = (s: SubscriptionRow) => subscriptionSummary(s, t, locale);
  const filtered = Boolean(query.status || query.failures);

  const columns: Column<SubscriptionRow>[] = [
    { key: "id", header: t("columns.id"), rowHeader: true, cell: (s) => <Link href={adminSubscriptionHref(s.id)}>{s.id}</Link> },
    { key: "status", header: t("columns.status"), cell: (s) => summary(s).status },
    { key: "product", header: t("columns.product"), cell: (s) => productText(s, t) },
    { key: "customer", header: t("columns.customer"), cell: (s) => s.email },
    { key: "interval", header: t("columns.interval"), cell: (s) => summary(s).interval },
    { key: "next", header: t("columns.next"), cell: (s) => summary(s).next },
    {
      key: "payment",
      header: t("columns.payment"),
      cell: (s) => {
        const { payment, failed } = summary(s);
        return failed ? <strong className={styles.failed}>{payment}</strong> : payment;
      },
    },
  ];

  return (
    <ManagementScreen
      id="subscriptions"
      caption={t(filtered ? "table.captionFiltered" : "table.caption", { sort: t(`sort.${query.sort}`) })}
      rows={page.rows}
      rowKey={(s) => s.id}
      columns={columns}
      summary={t("table.shown", { count: page.rows.length })}
      empty={t("table.empty")}
      filters={{
        legend: t("filters.legend"),
        action: ROUTES.adminSubscriptions,
        submit: t("filters.apply"),
        hidden: query.sort === "newest" ? {} : { sort: query.sort },
        clear: filtered ? { href: adminSubscriptionsHref({ sort: query.sort }), label: t("filters.clear") } : undefined,
        fields: [
          {
            kind: "select",
            name: "status",
            label: t("filters.status"),
            value: query.status,
            options: [{ value: "", label: t("filters.anyStatus") }, ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))],
          },
          {
            kind: "select",
            name: "payment",
            label: t("filters.payment"),
            value: query.failures ? FAILURES_PARAM : undefined,
            options: [
              { value: "", label: t("filters.anyPayment") },
              { value: FAILURES_PARAM, label: t("filters.failures") },
            ],
          },
        ],
      }}
      {...sortsAndPager(query, page.next, SUBSCRIPTION_SORTS, href, {
        sortLabel: t("sort.label"),
        sortName: (s) => t(`sort.${s}`),
        pagerLabel: t("pager.label"),
        first: t("pager.first"),
        next: t("pager.next"),
      })}
    />
  );
}
