import "server-only";
// /orders: the management screen for orders. Reads the URL's query (lib/admin/orders/query.ts),
// one page of orders (lib/admin/orders/db.ts: Firestore queries, never the whole collection), and
// describes the table, filters, sorts, pages, row action and bulk move to ManagementScreen.
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ManagementScreen, type Column } from "@/components/admin/management/management-screen";
import type { BulkAnswer } from "@/components/admin/management/types";
import { countForms, sortsAndPager, type SearchParams } from "@/components/admin/management/screen-query";
import { moveOrders } from "@/lib/actions/admin-orders";
import type { ActionResult } from "@/lib/actions/result";
import { searchOrders } from "@/lib/admin/orders/db";
import { rawSearch } from "@/lib/admin/url-params";
import { ADMIN_ORDERS_PAGE_SIZE, isFiltered, MAX_BULK_ORDERS, ORDER_SORTS, parseOrderQuery, toOrderSearch, type OrderQuery } from "@/lib/admin/orders/query";
import { formatPrice } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { isAnonymized, type Order } from "@/lib/orders/schema";
import { ORDER_STATUSES, STAFF_TARGETS, type OrderStatus } from "@/lib/orders/status";
import { ROUTES } from "@/lib/routes";
import { adminOrderHref, adminOrdersHref } from "@/lib/admin/routes";
import { StatusBadge } from "./status-badge";
import badge from "./admin-orders.module.css";
import { formatDate } from "@/lib/i18n/format";

/** The bulk bar's action: the generic shape ({ ids, choice }) onto moveOrders (admin-guarded, zod-parsed). */
async function bulkMove(input: { ids: string[]; choice: string }): Promise<ActionResult<BulkAnswer>> {
  "use server";
  const result = await moveOrders({ orderIds: input.ids, to: input.choice as OrderStatus });
  if (!result.ok) return result;
  // Each refused order links to its page, where it can be moved (shipped with its parcel).
  return { ok: true, data: { done: result.data.moved, refused: result.data.refused.map((r) => ({ id: r.orderId, message: r.message, href: adminOrderHref(r.orderId) })) } };
}

export async function OrdersScreen({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const params = await searchParams;
  const query = parseOrderQuery(params);
  // The filters form sends every field, empty ones too: answer the canonical URL (one URL per
  // state: empty, unknown and malformed values left out, keys in their fixed order).
  if (rawSearch(params) !== toOrderSearch(query)) redirect(adminOrdersHref(query));
  const [t, tStatus, page] = await Promise.all([
    getTranslations({ locale, namespace: "AdminOrders" }),
    getTranslations({ locale, namespace: "Orders.status" }),
    searchOrders(query, ADMIN_ORDERS_PAGE_SIZE),
  ]);
  const status = (s: OrderStatus) => tStatus(s);
  const href = (over: Partial<OrderQuery>) => adminOrdersHref({ ...query, cursor: undefined, ...over });
  const sortName = t(`sort.${query.sort}`);

  const columns: Column<Order>[] = [
    { key: "id", header: t("columns.id"), rowHeader: true, cell: (o) => o.id },
    { key: "date", header: t("columns.date"), cell: (o) => <time dateTime={o.createdAt}>{formatDate(o.createdAt, locale)}</time> },
    {
      key: "customer",
      header: t("columns.customer"),
      cell: (o) =>
        isAnonymized(o) ? (
          t("formerCustomer")
        ) : (
          <>
            {o.customerName}
            <br />
            <a href={adminOrdersHref({ customer: o.email || o.uid, sort: query.sort })}>{o.email}</a>
          </>
        ),
    },
    { key: "items", header: t("columns.items"), numeric: true, cell: (o) => o.itemCount },
    { key: "total", header: t("columns.total"), numeric: true, cell: (o) => formatPrice(o.total, locale) },
    {
      key: "status",
      header: t("columns.status"),
      cell: (o) => (
        <>
          <StatusBadge status={o.status} label={status(o.status)} />
          {/* A return waiting for staff's answer (the order's page holds the form). */}
          {o.returns?.some((r) => r.state === "requested") ? (
            <>
              {" "}
              <span className={badge.returnBadge} data-testid="return-requested">
                {t("returns.badge")}
              </span>
            </>
          ) : null}
        </>
      ),
    },
  ];

  const forms = (key: "bulk.selected" | "bulk.done" | "bulk.refused") => countForms((count) => t(key, { count }));
  return (
    <ManagementScreen
      id="orders"
      caption={t(isFiltered(query) ? "table.captionFiltered" : "table.caption", { sort: sortName })}
      rows={page.orders}
      rowKey={(o) => o.id}
      columns={columns}
      summary={t("table.shown", { count: page.orders.length })}
      empty={t("table.empty")}
      actionsHeader={t("columns.actions")}
      rowActions={[{ key: "details", label: t("rows.details"), accessibleName: (o) => t("rows.detailsOf", { id: o.id }), href: (o) => adminOrderHref(o.id) }]}
      filters={{
        legend: t("filters.legend"),
        action: ROUTES.orders,
        submit: t("filters.apply"),
        hidden: query.sort === "newest" ? {} : { sort: query.sort },
        clear: isFiltered(query) ? { href: adminOrdersHref({ sort: query.sort }), label: t("filters.clear") } : undefined,
        note: t("filters.searchNote"),
        fields: [
          { kind: "text", type: "search", name: "q", label: t("filters.search"), hint: t("filters.searchHint"), value: query.q },
          {
            kind: "select",
            name: "status",
            label: t("filters.status"),
            value: query.status,
            options: [{ value: "", label: t("filters.anyStatus") }, ...ORDER_STATUSES.map((s) => ({ value: s, label: status(s) }))],
          },
          { kind: "date", name: "from", label: t("filters.from"), value: query.from },
          { kind: "date", name: "to", label: t("filters.to"), value: query.to },
          { kind: "text", name: "customer", label: t("filters.customer"), hint: t("filters.customerHint"), value: query.customer },
        ],
      }}
      {...sortsAndPager(query, page.next, ORDER_SORTS, href, {
        sortLabel: t("sort.label"),
        sortName: (s) => t(`sort.${s}`),
        pagerLabel: t("pager.label"),
        first: t("pager.first"),
        next: t("pager.next"),
      })}
      bulk={{
        run: bulkMove,
        max: MAX_BULK_ORDERS,
        // Not shipped: a parcel needs its carrier and tracking number, typed on the order's page
        // (the server refuses a move to shipped without them too).
        choices: STAFF_TARGETS.filter((s) => s !== "shipped").map((s) => ({ value: s, label: status(s) })),
        texts: {
          label: t("bulk.label"),
          selected: { zero: t("bulk.selected", { count: 0 }), ...forms("bulk.selected") },
          choiceLabel: t("bulk.moveTo"),
          choiceHint: t("bulk.shippedHint"),
          choosePrompt: t("bulk.choose"),
          apply: t("bulk.apply"),
          working: t("bulk.working"),
          done: forms("bulk.done"),
          refused: forms("bulk.refused"),
          failed: t("bulk.failed"),
          selectAll: t("rows.selectAll"),
          selectRow: t.raw("rows.select") as string,
        },
      }}
    />
  );
}
