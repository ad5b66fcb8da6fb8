import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { ProductGrid } from "@/components/product/product-grid";
import { activeFilterCount } from "@/lib/catalog/query";
import { ROUTES, categoryHref, listingHref } from "@/lib/routes";
import { parseListingQuery, type ListingQuery } from "@/lib/catalog/query";
import { listProducts, suggestSearch } from "@/lib/catalog/read";
import { categoryNames } from "@/lib/catalog/category-words";
import { closestCategories } from "@/lib/catalog/closest-categories";
import { toLocale } from "@/lib/i18n/routing";
import { searchSynonyms } from "@/lib/search/read";
import styles from "./search-page.module.css";

const POPULAR_TAGS = 6;
const POPULAR_PRODUCTS = 4;

/** Nothing found: say so, offer a corrected spelling, a way out of the filters, and ideas. */
export async function NoResults({ query, locale }: { query: ListingQuery; locale: string }) {
  const t = await getTranslations({ locale, namespace: "Search" });
  const filtered = activeFilterCount(query) > 0;
  const suggestion = query.q ? await suggestSearch(query.q, locale) : null;
  return (
    <div className={styles.empty} data-testid="search-empty">
      <h3 className={styles.emptyTitle}>{query.q ? t("emptyTitle", { query: query.q }) : t("emptyFiltered")}</h3>
      {suggestion && (
        <p className={styles.didYouMean}>
          {t("didYouMean")}{" "}
          <Link href={listingHref(ROUTES.search, { q: suggestion })} className={styles.suggestion}>
            {suggestion}
          </Link>
          ?
        </p>
      )}
      <p className={styles.text}>{t("emptyText")}</p>
      {filtered && query.q && (
        <p>
          <Link href={listingHref(ROUTES.search, { q: query.q, sort: query.sort })} className="button button-secondary">
            {t("searchWithoutFilters")}
          </Link>
        </p>
      )}
      <Suggestions locale={locale} headingLevel={4} query={query.q} />
    </div>
  );
}

/**
 * Categories (after a search that found nothing: the closest to its query, else the best-selling
 * ones; otherwise every one), popular searches (the most used tags), and the best sellers.
 */
export async function Suggestions({ locale, headingLevel, query }: { locale: string; headingLevel: 3 | 4; query?: string }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const [t, tc, all, best, synonyms] = await Promise.all([
    getTranslations({ locale, namespace: "Search" }),
    getTranslations({ locale, namespace: "Categories" }),
    listProducts(parseListingQuery({})),
    listProducts(parseListingQuery({ sort: "best-selling", inStock: "1" })),
    query ? searchSynonyms(toLocale(locale)) : null,
  ]);
  const stocked = all.facets.category.filter((f) => f.count > 0);
  const closest = synonyms
    ? closestCategories(query ?? "", { categories: stocked, names: (c) => categoryNames(c, toLocale(locale)), locale: toLocale(locale), synonyms, bestSellers: best.items })
    : { categories: stocked, fallback: true };
  const tags = [...all.facets.tag].sort((a, b) => b.count - a.count).slice(0, POPULAR_TAGS);
  return (
    <div className={styles.suggestions}>
      <div className={styles.chipsBlock}>
        <Heading id="popular-categories" className={styles.subheading}>
          {closest.fallback ? t("popularCategories") : t("closestCategories")}
        </Heading>
        <ul role="list" className={styles.chips} aria-labelledby="popular-categories">
          {closest.categories.map((f) => (
            <li key={f.value}>
              <Link href={categoryHref(f.value)} className={styles.chip}>
                {tc.has(f.value) ? tc(f.value) : f.value} <span className={styles.count}>({f.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {tags.length > 0 && (
        <div className={styles.chipsBlock}>
          <Heading id="popular-searches" className={styles.subheading}>
            {t("popularSearches")}
          </Heading>
          <ul role="list" className={styles.chips} aria-labelledby="popular-searches">
            {tags.map((f) => (
              <li key={f.value}>
                <Link href={listingHref(ROUTES.search, { q: f.value })} className={styles.chip}>
                  {f.value}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {best.items.length > 0 && (
        <section aria-labelledby="popular-products" className={styles.popular}>
          <Heading id="popular-products" className={styles.subheading}>
            {t("popularProducts")}
          </Heading>
          <ProductGrid items={best.items.slice(0, POPULAR_PRODUCTS)} locale={locale} columns={4} headingLevel={3} />
        </section>
      )}
    </div>
  );
}
