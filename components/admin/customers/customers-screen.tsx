import "server-only";
// /customers: the management screen for customer accounts. Reads the URL's query
// (lib/admin/customers/query.ts), one page of profiles (lib/admin/customers/db.ts: Firestore queries
// on derived fields, never the whole collection), and describes the table, filters, sorts, pages
// and row action to ManagementScreen. No bulk action: role and access change one account at a
// time, on its page, where the rules and their refusals are explained.
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ManagementScreen, type Column, type FilterField } from "@/components/admin/management/management-screen";
import { ADMIN_CUSTOMERS_PAGE_SIZE, CUSTOMER_SORTS, isCustomerFiltered, parseCustomerQuery, toCustomerSearch, type CustomerQuery } from "@/lib/admin/customers/query";
import { searchCustomers, type Customer } from "@/lib/admin/customers/db";
import { rawSearch } from "@/lib/admin/url-params";
import type { SearchParams } from "@/components/admin/management/screen-query";
import type { Locale } from "@/lib/i18n/routing";
import { ROUTES } from "@/lib/routes";
import { adminCustomerHref, adminCustomersHref } from "@/lib/admin/routes";
import { customerName } from "./customer-name";
import { formatDate } from "@/lib/i18n/format";

/** A filter that keeps one kind of customer (admins, disabled accounts) or all of them. */
const only = (name: string, value: string | undefined, label: string, any: string, option: { value: string; label: string }): FilterField => ({
  kind: "select",
  name,
  label,
  value,
  options: [{ value: "", label: any }, option],
});

export async function CustomersScreen({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const params = await searchParams;
  const query = parseCustomerQuery(params);
  // One URL per state (the filters form sends its empty fields too).
  if (rawSearch(params) !== toCustomerSearch(query)) redirect(adminCustomersHref(query));
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: "AdminCustomers" }), searchCustomers(query, ADMIN_CUSTOMERS_PAGE_SIZE)]);
  const href = (over: Partial<CustomerQuery>) => adminCustomersHref({ ...query, cursor: undefined, ...over });
  const name = (c: Customer) => customerName(c, t("noName"));

  const columns: Column<Customer>[] = [
    { key: "name", header: t("columns.name"), rowHeader: true, cell: name },
    { key: "email", header: t("columns.email"), cell: (c) => c.email || "—" },
    { key: "joined", header: t("columns.joined"), cell: (c) => <time dateTime={c.createdAt}>{formatDate(c.createdAt, locale)}</time> },
    { key: "role", header: t("columns.role"), cell: (c) => t(c.isAdmin ? "roles.admin" : "roles.customer") },
    { key: "account", header: t("columns.account"), cell: (c) => t(c.disabled ? "states.disabled" : "states.active") },
  ];

  return (
    <ManagementScreen
      id="customers"
      caption={t(isCustomerFiltered(query) ? "table.captionFiltered" : "table.caption", { sort: t(`sort.${query.sort}`) })}
      rows={page.customers}
      rowKey={(c) => c.uid}
      columns={columns}
      summary={t("table.shown", { count: page.customers.length })}
      empty={t("table.empty")}
      actionsHeader={t("columns.actions")}
      rowActions={[{ key: "open", label: t("rows.open"), accessibleName: (c) => t("rows.openOf", { name: name(c) }), href: (c) => adminCustomerHref(c.uid) }]}
      filters={{
        legend: t("filters.legend"),
        action: ROUTES.customers,
        submit: t("filters.apply"),
        hidden: query.sort === "newest" ? {} : { sort: query.sort },
        clear: isCustomerFiltered(query) ? { href: adminCustomersHref({ sort: query.sort }), label: t("filters.clear") } : undefined,
        fields: [
          { kind: "text", type: "search", name: "q", label: t("filters.search"), hint: t("filters.searchHint"), value: query.q },
          only("role", query.role, t("filters.role"), t("filters.anyRole"), { value: "admin", label: t("filters.admins") }),
          only("status", query.status, t("filters.status"), t("filters.anyStatus"), { value: "disabled", label: t("filters.disabled") }),
        ],
      }}
      sorts={{
        label: t("sort.label"),
        options: CUSTOMER_SORTS.map((s) => ({ label: t(`sort.${s}`), href: href({ sort: s }), current: s === query.sort })),
      }}
      pager={{
        label: t("pager.label"),
        first: query.cursor ? { href: href({}), label: t("pager.first") } : undefined,
        next: page.next ? { href: href({ cursor: page.next }), label: t("pager.next") } : undefined,
      }}
    />
  );
}
