import { getTranslations } from "next-intl/server";
import { ProductGrid } from "@/components/product/product-grid";
import { parseListingQuery, toSearchString } from "@/lib/catalog/query";
import { listProducts } from "@/lib/catalog/read";
import { ActiveFilters } from "./active-filters";
import { EmptyState } from "./empty-state";
import { Filters } from "./filters";
import type { ListingLayout } from "./layouts";
import { Pagination } from "./pagination";
import { SortSelect } from "./sort-select";
import { activeFilterCount } from "./url";
import styles from "./listing.module.css";

export type SearchParams = Record<string, string | string[] | undefined>;

type Props = {
  /** The page's searchParams, awaited here, inside the caller's <Suspense>. */
  searchParams: Promise<SearchParams>;
  /** The listing's own path: form actions and links point back to it. */
  basePath: string;
  layout: ListingLayout;
  locale: string;
};

/**
 * The listing engine shared by every shop layout: reads the URL, asks lib/catalog for one page
 * (filters, sort, facet counts), and renders filters, sort, "Showing x–y of n", active filters,
 * the products and the pagination. Everything it shows is a function of the URL.
 */
export async function Listing({ searchParams, basePath, layout, locale }: Props) {
  const query = parseListingQuery(await searchParams);
  const result = await listProducts(query);
  const t = await getTranslations({ locale, namespace: "Listing" });
  const active = activeFilterCount(query);
  // Forms hold uncontrolled inputs: a new key per query resets them on back/forward.
  const formKey = toSearchString({ ...query, page: 1 });

  return (
    <div className={`${styles.listing} ${styles[layout.filters]}`}>
      <details className={styles.panel}>
        <summary className={styles.summary}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" className={styles.summaryIcon}>
            <path d="M2 4h14M5 9h8M7.5 14h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {t("filtersActive", { count: active })}
        </summary>
        <div className={styles.panelBody}>
          <h2 className={styles.panelHeading}>{t("filters")}</h2>
          <Filters key={formKey} query={query} result={result} basePath={basePath} />
        </div>
      </details>

      <section className={styles.results} aria-labelledby="listing-results-heading">
        <h2 id="listing-results-heading" className="visually-hidden">
          {t("results")}
        </h2>
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite">
            {result.total === 0 ? t("showingNone") : t("showing", { from: result.from, to: result.to, total: result.total })}
          </p>
          <SortSelect key={formKey} query={query} basePath={basePath} />
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
          <EmptyState query={query} basePath={basePath} />
        )}
        <Pagination query={query} page={result.page} pageCount={result.pageCount} basePath={basePath} />
      </section>
    </div>
  );
}
