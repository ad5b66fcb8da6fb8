import "server-only";
// /products: the management screen for products. Reads the URL's query
// (lib/admin/products/query.ts), one page of the product table (lib/admin/products/db.ts: from the
// catalogue index, never the products collection), and describes the table, filters, sorts,
// pages, row actions and bulk actions to ManagementScreen.
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ManagementScreen, type Column } from "@/components/admin/management/management-screen";
import type { BulkAnswer } from "@/components/admin/management/types";
import { countForms, sortsAndPager, type SearchParams } from "@/components/admin/management/screen-query";
import { rawSearch } from "@/lib/admin/url-params";
import { bulkProducts } from "@/lib/actions/admin-products";
import type { ActionResult } from "@/lib/actions/result";
import { BULK_PRODUCT_ACTIONS, type BulkProductAction } from "@/lib/admin/products/schema";
import { stockState } from "@/lib/admin/products/list";
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  isFiltered,
  MAX_BULK_PRODUCTS,
  parseProductQuery,
  PRODUCT_SORTS,
  PRODUCT_STATES,
  STOCK_STATES,
  toProductSearch,
  type ProductQuery,
} from "@/lib/admin/products/query";
import { searchProducts } from "@/lib/admin/products/db";
import type { CatalogEntry } from "@/lib/catalog/entry";
import { formatPrice } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { ROUTES } from "@/lib/routes";
import { adminNewProductHref, adminProductHref, adminProductsHref } from "@/lib/admin/routes";
import { CATEGORIES } from "@/lib/catalog/schema";
import { ProductRowControls } from "./admin-product-islands";
import styles from "./admin-products.module.css";
import "@/components/ui/form.module.css"; // the row controls' status line (components/ui/island.tsx)

/** The bulk bar's action: the generic shape ({ ids, choice }) onto bulkProducts (admin-guarded, zod-parsed). */
async function bulkRun(input: { ids: string[]; choice: string }): Promise<ActionResult<BulkAnswer>> {
  "use server";
  return bulkProducts({ ids: input.ids, action: input.choice as BulkProductAction });
}

export async function ProductsScreen({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const params = await searchParams;
  const query = parseProductQuery(params);
  // The filters form sends every field, empty ones too: answer the canonical URL.
  if (rawSearch(params) !== toProductSearch(query)) redirect(adminProductsHref(query));
  const [t, tt, tCategories, page] = await Promise.all([
    getTranslations({ locale, namespace: "AdminProducts" }),
    getTranslations({ locale, namespace: "AdminTranslations" }),
    getTranslations({ locale, namespace: "Categories" }),
    searchProducts(query, ADMIN_PRODUCTS_PAGE_SIZE),
  ]);
  const href = (over: Partial<ProductQuery>) => adminProductsHref({ ...query, cursor: undefined, ...over });
  const category = (c: string) => tCategories(c as never);

  const columns: Column<CatalogEntry>[] = [
    {
      key: "name",
      header: t("columns.name"),
      rowHeader: true,
      cell: (p) => (
        <>
          {p.name}
          {p.archived ? <span className={styles.badgeMuted}> {t("states.archived")}</span> : null}
          {p.new ? <span className={styles.badge}> {t("badges.new")}</span> : null}
          {p.untranslated ? <span className={styles.badgeMuted}> {tt("missingBadge")}</span> : null}
        </>
      ),
    },
    { key: "sku", header: t("columns.sku"), cell: (p) => <span className={styles.code}>{p.sku}</span> },
    { key: "categories", header: t("columns.categories"), cell: (p) => p.categories.map(category).join(", ") },
    {
      key: "price",
      header: t("columns.price"),
      numeric: true,
      cell: (p) => (
        <>
          {formatPrice(p.finalPrice, locale)}
          {p.discount > 0 ? <span className={styles.badge}> {t("badges.sale", { discount: p.discount })}</span> : null}
        </>
      ),
    },
    { key: "stock", header: t("columns.stock"), numeric: true, cell: (p) => `${t("units", { count: p.stock })} · ${t(`stockStates.${stockState(p.stock)}`)}` },
  ];

  const forms = (key: "bulk.selected" | "bulk.done" | "bulk.refused") => countForms((count) => t(key, { count }));
  const rowTexts = (p: CatalogEntry) => ({
    archive: t("rows.archive"),
    archiveOf: t("rows.archiveOf", { name: p.name }),
    unarchive: t("rows.unarchive"),
    unarchiveOf: t("rows.unarchiveOf", { name: p.name }),
    delete: t("rows.delete"),
    deleteOf: t("rows.deleteOf", { name: p.name }),
    deleteQuestion: t("rows.deleteQuestion", { name: p.name }),
    deleteYes: t("rows.deleteYes"),
    deleteNo: t("rows.deleteNo"),
    working: t("rows.working"),
    archived: t("rows.archived", { name: p.name }),
    unarchived: t("rows.unarchived", { name: p.name }),
    deleted: t("rows.deleted", { name: p.name }),
    failed: t("rows.failed"),
  });
  const yesNo = (any: string, only: string) => [
    { value: "", label: any },
    { value: "1", label: only },
  ];
  return (
    <>
      <p className={styles.screenLinks}>
        <Link href={adminNewProductHref()} className="button">
          {t("newProduct")}
        </Link>
        <Link href={ROUTES.productsCsv}>{t("csvLink")}</Link>
        <Link href={ROUTES.productsWaiting}>{t("waitingLink")}</Link>
      </p>
      <ManagementScreen
        id="products"
        caption={t(isFiltered(query) ? "table.captionFiltered" : "table.caption", { sort: t(`sort.${query.sort}`) })}
        rows={page.rows}
        rowKey={(p) => p.id}
        columns={columns}
        summary={t("table.shown", { count: page.rows.length, total: page.total })}
        empty={t("table.empty")}
        actionsHeader={t("columns.actions")}
        rowActions={[{ key: "edit", label: t("rows.edit"), accessibleName: (p) => t("rows.editOf", { name: p.name }), href: (p) => adminProductHref(p.id) }]}
        rowControls={(p) => <ProductRowControls id={p.id} archived={p.archived === true} texts={rowTexts(p)} />}
        filters={{
          legend: t("filters.legend"),
          action: ROUTES.products,
          submit: t("filters.apply"),
          hidden: query.sort === "newest" ? {} : { sort: query.sort },
          clear: isFiltered(query) ? { href: adminProductsHref({ sort: query.sort }), label: t("filters.clear") } : undefined,
          fields: [
            { kind: "text", type: "search", name: "q", label: t("filters.search"), hint: t("filters.searchHint"), value: query.q },
            {
              kind: "select",
              name: "category",
              label: t("filters.category"),
              value: query.category,
              options: [{ value: "", label: t("filters.anyCategory") }, ...CATEGORIES.map((c) => ({ value: c, label: category(c) }))],
            },
            {
              kind: "select",
              name: "stock",
              label: t("filters.stock"),
              value: query.stock,
              options: [{ value: "", label: t("filters.anyStock") }, ...STOCK_STATES.map((s) => ({ value: s, label: t(`stockStates.${s}`) }))],
            },
            {
              kind: "select",
              name: "state",
              label: t("filters.state"),
              value: query.state,
              options: [{ value: "", label: t("filters.anyState") }, ...PRODUCT_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))],
            },
            { kind: "select", name: "new", label: t("filters.new"), value: query.new ? "1" : "", options: yesNo(t("filters.anyNew"), t("filters.onlyNew")) },
            { kind: "select", name: "sale", label: t("filters.sale"), value: query.sale ? "1" : "", options: yesNo(t("filters.anySale"), t("filters.onlySale")) },
            { kind: "select", name: "untranslated", label: tt("filter"), value: query.untranslated ? "1" : "", options: yesNo(tt("anyTranslation"), tt("onlyMissing")) },
          ],
        }}
        {...sortsAndPager(query, page.next, PRODUCT_SORTS, href, {
        sortLabel: t("sort.label"),
        sortName: (s) => t(`sort.${s}`),
        pagerLabel: t("pager.label"),
        first: t("pager.first"),
        next: t("pager.next"),
      })}
        bulk={{
          run: bulkRun,
          max: MAX_BULK_PRODUCTS,
          choices: BULK_PRODUCT_ACTIONS.map((a) => ({
            value: a,
            label: t(`bulk.${a}`),
            ...(a === "delete" ? { confirm: { question: t("bulk.deleteQuestion"), yes: t("bulk.confirmYes"), no: t("bulk.confirmNo") } } : {}),
          })),
          texts: {
            label: t("bulk.label"),
            selected: { zero: t("bulk.selected", { count: 0 }), ...forms("bulk.selected") },
            choiceLabel: t("bulk.action"),
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
    </>
  );
}
