import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import type { FacetCount, ListingQuery } from "@/lib/catalog/query";
import { withChange } from "@/lib/catalog/query";
import { listingHref } from "@/lib/routes";
import styles from "./category-links.module.css";

/**
 * The layouts without a filter form (shop-grid-no-sidebar): one row of category links with how
 * many products each gives under the other filters in force, the current one marked.
 */
export function CategoryLinks({ query, facets, basePath }: { query: ListingQuery; facets: FacetCount[]; basePath: string }) {
  const t = useTranslations("ShopLayouts");
  const tc = useTranslations("Categories");
  const current = query.category.length === 1 ? query.category[0] : undefined;
  const all = query.category.length === 0;
  return (
    <nav aria-label={t("categoryNav")} className={styles.nav}>
      <ul role="list" className={styles.list}>
        <li>
          <Link
            href={listingHref(basePath, withChange(query, { category: [] }))}
            className={`${styles.link} ${all ? styles.current : ""}`}
            aria-current={all ? "page" : undefined}
          >
            {t("allCategories")}
          </Link>
        </li>
        {facets.map((f) => (
          <li key={f.value}>
            <Link
              href={listingHref(basePath, withChange(query, { category: [f.value as ListingQuery["category"][number]] }))}
              className={`${styles.link} ${f.value === current ? styles.current : ""}`}
              aria-current={f.value === current ? "page" : undefined}
            >
              {tc.has(f.value) ? tc(f.value) : f.value} <span className={styles.count}>({f.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
