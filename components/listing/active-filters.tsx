import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { colorLabel } from "@/lib/catalog/colors";
import type { ListingQuery } from "@/lib/catalog/query";
import { formatPrice } from "@/lib/format";
import { withChange } from "@/lib/catalog/query";
import { listingHref } from "@/lib/routes";
import styles from "./active-filters.module.css";

type Chip = { key: string; label: string; href: string };

/** The filters in force as chips; each chip is a link to the same listing without it. */
export function ActiveFilters({ query, basePath, locale }: { query: ListingQuery; basePath: string; locale: string }) {
  const t = useTranslations("Listing");
  const tc = useTranslations("Categories");
  const tColor = useTranslations("Colors");
  const tAge = useTranslations("AgeBands");
  const href = (change: Partial<ListingQuery>) => listingHref(basePath, withChange(query, change));

  const chips: Chip[] = [
    ...query.category.map((v) => ({
      key: `category-${v}`,
      label: tc.has(v) ? tc(v) : v,
      href: href({ category: query.category.filter((x) => x !== v) }),
    })),
    ...query.age.map((v) => ({ key: `age-${v}`, label: tAge(v), href: href({ age: query.age.filter((x) => x !== v) }) })),
    ...query.color.map((v) => ({
      key: `color-${v}`,
      label: colorLabel(tColor, v),
      href: href({ color: query.color.filter((x) => x !== v) }),
    })),
    ...query.size.map((v) => ({ key: `size-${v}`, label: v, href: href({ size: query.size.filter((x) => x !== v) }) })),
    ...query.tag.map((v) => ({ key: `tag-${v}`, label: v, href: href({ tag: query.tag.filter((x) => x !== v) }) })),
  ];
  if (query.min !== undefined) {
    chips.push({ key: "min", label: t("priceFrom", { price: formatPrice(query.min * 100, locale) }), href: href({ min: undefined }) });
  }
  if (query.max !== undefined) {
    chips.push({ key: "max", label: t("priceTo", { price: formatPrice(query.max * 100, locale) }), href: href({ max: undefined }) });
  }
  if (query.inStock) chips.push({ key: "inStock", label: t("inStock"), href: href({ inStock: false }) });
  if (query.sale) chips.push({ key: "sale", label: t("onSale"), href: href({ sale: false }) });
  if (query.q) chips.push({ key: "q", label: t("search", { query: query.q }), href: href({ q: undefined }) });

  if (chips.length === 0) return null;
  return (
    <div className={styles.bar}>
      <ul role="list" className={styles.chips} aria-label={t("activeFilters")}>
        {chips.map((c) => (
          <li key={c.key}>
            <Link href={c.href} className={styles.chip} aria-label={t("removeFilter", { label: c.label })}>
              {c.label}
              <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10" className={styles.x}>
                <path d="M2 2l6 6M8 2 2 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={listingHref(basePath, { sort: query.sort })} className={styles.clear}>
        {t("clearAll")}
      </Link>
    </div>
  );
}
