import "server-only";
// /promotions: the management screen for promotions. Reads the URL's query
// (lib/admin/promotions/query.ts), one page of promotions with their uses and discount given
// (lib/admin/promotions/db.ts), and describes the table, the status filter, sorts and pages to
// ManagementScreen. Each row opens the promotion's page, where it is edited, paused or archived.
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ManagementScreen, type Column } from "@/components/admin/management/management-screen";
import { sortsAndPager, type SearchParams } from "@/components/admin/management/screen-query";
import type { PromotionRow } from "@/lib/admin/promotions/db";
import { searchPromotions } from "@/lib/admin/promotions/db";
import { ADMIN_PROMOTIONS_PAGE_SIZE, parsePromotionQuery, PROMOTION_SORTS, toPromotionSearch, type PromotionQuery } from "@/lib/admin/promotions/query";
import { adminNewPromotionHref, adminPromotionHref, adminPromotionsHref } from "@/lib/admin/routes";
import { rawSearch } from "@/lib/admin/url-params";
import type { Locale } from "@/lib/i18n/routing";
import { PROMOTION_STATUSES } from "@/lib/promotions/schema";
import { ROUTES } from "@/lib/routes";
import { promotionSummary } from "./promotion-texts";
import styles from "@/components/admin/record.module.css";

export async function PromotionsScreen({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const params = await searchParams;
  const query = parsePromotionQuery(params);
  // One URL per state: empty, unknown and malformed values left out.
  if (rawSearch(params) !== toPromotionSearch(query)) redirect(adminPromotionsHref(query));
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: "AdminPromotions" }), searchPromotions(query, ADMIN_PROMOTIONS_PAGE_SIZE)]);
  const href = (over: Partial<PromotionQuery>) => adminPromotionsHref({ ...query, cursor: undefined, ...over });
  const summary = (p: PromotionRow) => promotionSummary(p, t, locale);

  const columns: Column<PromotionRow>[] = [
    { key: "name", header: t("columns.name"), rowHeader: true, cell: (p) => p.name },
    { key: "trigger", header: t("columns.trigger"), cell: (p) => summary(p).trigger },
    { key: "status", header: t("columns.status"), cell: (p) => summary(p).status },
    { key: "uses", header: t("columns.uses"), numeric: true, cell: (p) => summary(p).uses },
    { key: "given", header: t("columns.given"), numeric: true, cell: (p) => summary(p).given },
    { key: "window", header: t("columns.window"), cell: (p) => summary(p).window },
  ];

  return (
    <>
      <p className={styles.back}>
        <Link href={adminNewPromotionHref()} className="button">
          {t("new")}
        </Link>
      </p>
      <ManagementScreen
        id="promotions"
        caption={query.status ? t("table.captionFiltered", { sort: t(`sort.${query.sort}`), status: t(`status.${query.status}`) }) : t("table.caption", { sort: t(`sort.${query.sort}`) })}
        rows={page.rows}
        rowKey={(p) => p.id}
        columns={columns}
        summary={t("table.shown", { count: page.rows.length })}
        empty={t("table.empty")}
        actionsHeader={t("columns.actions")}
        rowActions={[{ key: "open", label: t("rows.open"), accessibleName: (p) => t("rows.openOf", { name: p.name }), href: (p) => adminPromotionHref(p.id) }]}
        filters={{
          legend: t("filters.legend"),
          action: ROUTES.promotions,
          submit: t("filters.apply"),
          hidden: query.sort === "newest" ? {} : { sort: query.sort },
          clear: query.status ? { href: adminPromotionsHref({ sort: query.sort }), label: t("filters.clear") } : undefined,
          fields: [
            {
              kind: "select",
              name: "status",
              label: t("filters.status"),
              value: query.status,
              options: [{ value: "", label: t("filters.anyStatus") }, ...PROMOTION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))],
            },
          ],
        }}
        {...sortsAndPager(query, page.next, PROMOTION_SORTS, href, {
          sortLabel: t("sort.label"),
          sortName: (s) => t(`sort.${s}`),
          pagerLabel: t("pager.label"),
          first: t("pager.first"),
          next: t("pager.next"),
        })}
      />
    </>
  );
}
