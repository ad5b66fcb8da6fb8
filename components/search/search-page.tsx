import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { LISTING_LAYOUTS, type ListingLayout } from "@/components/shop/layouts";
import { Listing, type SearchParams } from "@/components/shop/listing";
import { ListingSkeleton } from "@/components/shop/listing-skeleton";
import { activeFilterCount } from "@/lib/catalog/query";
import { ROUTES } from "@/lib/routes";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { parseListingQuery } from "@/lib/catalog/query";
import { SearchBox } from "./search-box";
import { Suggestions } from "./suggestions";
import styles from "./search-page.module.css";

/** Search results use the standard shop arrangement: filters on the left, three cards a row. */
const SEARCH_LAYOUT: ListingLayout = LISTING_LAYOUTS["shop-grid-standard"];

/** /search: the heading is the static shell; the box, results or suggestions depend on the URL. */
export async function SearchPage({ locale, searchParams }: { locale: string; searchParams: Promise<SearchParams> }) {
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
              <SearchBox id="search-page-q" size="lg" landmarkLabel={t("newSearch")} />
              <p className={styles.for} aria-hidden="true">
                &nbsp;
              </p>
            </div>
            <ListingSkeleton layout={SEARCH_LAYOUT} label={tCommon("loading")} />
          </>
        }
      >
        <SearchResults locale={locale} searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function SearchResults({ locale, searchParams }: { locale: string; searchParams: Promise<SearchParams> }) {
  const query = parseListingQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: "Search" });
  const searching = Boolean(query.q) || activeFilterCount(query) > 0;
  return (
    <>
      <div className={styles.box}>
        <SearchBox key={query.q ?? ""} id="search-page-q" defaultValue={query.q} size="lg" landmarkLabel={t("newSearch")} />
        {query.q && <p className={styles.for}>{t("resultsFor", { query: query.q })}</p>}
      </div>
      {searching ? (
        <Listing
          searchParams={searchParams}
          basePath={ROUTES.search}
          layout={SEARCH_LAYOUT}
          locale={locale}
          viewSwitch={false}
          empty="search"
        />
      ) : (
        <section aria-labelledby="search-start-heading" className={styles.start}>
          <h2 id="search-start-heading">{t("startTitle")}</h2>
          <p className={styles.text}>{t("startText")}</p>
          <Suggestions locale={locale} headingLevel={3} />
        </section>
      )}
    </>
  );
}

