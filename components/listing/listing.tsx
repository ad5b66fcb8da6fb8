import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ProductGrid } from "@/components/product/product-grid";
import { activeFilterCount, toSearchString, type ListingQuery } from "@/lib/catalog/query";
import { listProducts } from "@/lib/catalog/read";
import { ActiveFilters } from "./active-filters";
import { CategoryLinks } from "./category-links";
import { EmptyState } from "./empty-state";
import { Filters } from "./filters";
import type { ListingLayout } from "./layouts";
import { scopedId } from "@/components/ui/scoped-id";
import { ListingPagination } from "./pagination";
import { SortSelect } from "./sort-select";
import { ViewSwitch } from "./view-switch";
import styles from "./listing.module.css";

type Props = {
  /** The page's query (its data is cached per query by lib/catalog/read.ts). */
  query: ListingQuery;
  /** The listing's own path: form actions and links point back to it. */
  basePath: string;
  layout: ListingLayout;
  locale: string;
  /** What shows when nothing matches: the search page's help; by default, "no products match these filters". */
  noResults?: ReactNode;
  /** Links to the same listing in the other view (grid/list); left out by the search page. */
  viewSwitch?: boolean;
};

/**
 * The listing engine shared by every shop layout and the search page: reads the URL, asks
 * lib/catalog for one page (filters, sort, facet counts), and renders filters, sort, "Showing
 * x–y of n", the grid/list switch, active filters, the products and the pagination, arranged as
 * the layout says. Everything it shows is a function of the URL.
 */
export async function Listing({ query, basePath, layout, locale, noResults, viewSwitch = true }: Props) {
  const result = await listProducts(query, locale);
  const t = await getTranslations({ locale, namespace: "Listing" });
  const active = activeFilterCount(query);
  // Forms hold uncontrolled inputs: a new key per query resets them on back/forward.
  const formKey = toSearchString({ ...query, page: 1 });
  const idOf = (base: string) => scopedId(base, toSearchString(query));
  const sidebar = layout.filters === "left" || layout.filters === "right";

  return (
    <div className={`${styles.listing} ${styles[layout.filters]}`} data-filters={layout.filters} data-view={layout.view}>
      {layout.filters === "none" ? (
        <CategoryLinks query={query} facets={result.facets.category} basePath={basePath} />
      ) : (
        // The "top" panel opens by itself when filters are on, so they can be seen and changed.
        <details className={styles.panel} open={layout.filters === "top" && active > 0 ? true : undefined}>
          <summary className={styles.summary}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" className={styles.summaryIcon}>
              <path d="M2 4h14M5 9h8M7.5 14h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            {t("filtersActive", { count: active })}
          </summary>
          <div className={styles.panelBody}>
            {sidebar && <h2 className={styles.panelHeading}>{t("filters")}</h2>}
            <Filters
              key={formKey}
              query={query}
              result={result}
              basePath={basePath}
              idPrefix={idOf("filters")}
              variant={sidebar ? "sidebar" : "panel"}
            />
          </div>
        </details>
      )}

      <section className={styles.results} aria-labelledby={idOf("listing-results-heading")}>
        <h2 id={idOf("listing-results-heading")} className="visually-hidden">
          {t("results")}
        </h2>
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite">
            {result.total === 0 ? t("showingNone") : t("showing", { from: result.from, to: result.to, total: result.total })}
          </p>
          <div className={styles.controls}>
            {viewSwitch && <ViewSwitch layout={layout} query={query} />}
            <SortSelect key={formKey} query={query} basePath={basePath} id={idOf("listing-sort")} />
          </div>
        </div>
        <ActiveFilters query={query} basePath={basePath} locale={locale} />
        {result.items.length > 0 ? (
          <ProductGrid
            items={result.items}
            locale={locale}
            columns={layout.columns}
            variant={layout.view === "list" ? "row" : "grid"}
            eagerCount={layout.view === "list" ? 2 : layout.columns}
          />
        ) : (
          noResults ?? <EmptyState query={query} basePath={basePath} />
        )}
        <ListingPagination query={query} page={result.page} pageCount={result.pageCount} basePath={basePath} />
      </section>
    </div>
  );
}
