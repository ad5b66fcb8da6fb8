import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { LISTING_LAYOUTS, type ListingLayout } from "@/components/listing/layouts";
import { Listing } from "@/components/listing/listing";
import { ListingSkeleton } from "@/components/listing/listing-skeleton";
import { activeFilterCount, toSearchString, type ListingQuery } from "@/lib/catalog/query";
import { scopedId } from "@/components/ui/scoped-id";
import { ROUTES } from "@/lib/routes";
import type { SearchRecord } from "@/lib/routes.server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { parseListingQuery } from "@/lib/catalog/query";
import { SearchBox } from "./search-box";
import { NoResults, Suggestions } from "./suggestions";
import styles from "./search-page.module.css";

/** Search results use the standard shop arrangement: filters on the left, three cards a row. */
const SEARCH_LAYOUT: ListingLayout = LISTING_LAYOUTS["shop-grid-standard"];

/** /search: the heading is the shell; the box, results or suggestions depend on the query. */
export async function SearchPage({ locale, search }: { locale: string; search: SearchRecord }) {
  const query = parseListingQuery(search);
  const boxId = scopedId("search-page-q", toSearchString(query));
  const t = await getTranslations({ locale, namespace: "Search" });
  const tCommon = await getTranslations({ locale, namespace: "Common" });
  return (
    <div className="container" data-layout="search">
      <div className={styles.intro}>
        <Breadcrumbs label={tCommon("breadcrumb")} items={[{ label: tCommon("home"), href: "/" }, { label: t("title") }]} />
        <h1 className={styles.title}>{t("title")}</h1>
      </div>
      {/* The fallback holds the same search box and "Results for" line as the results, so
          nothing below moves when they stream in. */}
      <Suspense
        fallback={
          <>
            <div className={styles.box}>
              <SearchBox id={boxId} size="lg" landmarkLabel={t("newSearch")} />
              <p className={styles.for} aria-hidden="true">
                &nbsp;
              </p>
            </div>
            <ListingSkeleton layout={SEARCH_LAYOUT} label={tCommon("loading")} />
          </>
        }
      >
        <SearchResults locale={locale} query={query} boxId={boxId} />
      </Suspense>
    </div>
  );
}

async function SearchResults({ locale, query, boxId }: { locale: string; query: ListingQuery; boxId: string }) {
  const t = await getTranslations({ locale, namespace: "Search" });
  const searching = Boolean(query.q) || activeFilterCount(query) > 0;
  return (
    <>
      <div className={styles.box}>
        <SearchBox key={query.q ?? ""} id={boxId} defaultValue={query.q} size="lg" landmarkLabel={t("newSearch")} />
        {query.q && <p className={styles.for}>{t("resultsFor", { query: query.q })}</p>}
      </div>
      {searching ? (
        <Listing
          query={query}
          basePath={ROUTES.search}
          layout={SEARCH_LAYOUT}
          locale={locale}
          viewSwitch={false}
          noResults={<NoResults query={query} locale={locale} />}
        />
      ) : (
        <section aria-labelledby={`${boxId}-start`} className={styles.start}>
          <h2 id={`${boxId}-start`}>{t("startTitle")}</h2>
          <p className={styles.text}>{t("startText")}</p>
          <Suggestions locale={locale} headingLevel={3} />
        </section>
      )}
    </>
  );
}

