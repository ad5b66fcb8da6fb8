import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SHOP_PATH, categoryHref } from "@/components/layout/header";
import { ProductSection } from "@/components/shop/product-section";
import { parseListingQuery } from "@/lib/catalog/query";
import { listProducts } from "@/lib/catalog/read";
import { isLocale } from "@/lib/i18n/routing";
import { CATEGORIES } from "@/lib/schemas";
import styles from "./home.module.css";

const SECTION_SIZE = 8;
const TILE_TONES = ["rose", "mint", "sky", "sun", "lilac"] as const;

export default async function Home({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "Home" });
  const tc = await getTranslations({ locale, namespace: "Categories" });

  // Three cached listings (the same engine as the shop): what sells, what is new, what is discounted.
  const [bestSellers, newArrivals, onSale, all] = await Promise.all([
    listProducts(parseListingQuery({ sort: "best-selling", inStock: "1" })),
    listProducts(parseListingQuery({ sort: "newest" })),
    listProducts(parseListingQuery({ sale: "1", sort: "best-selling", inStock: "1" })),
    listProducts(parseListingQuery({})),
  ]);
  const categoryCounts = new Map(all.facets.category.map((f) => [f.value, f.count]));

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-heading">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{t("heroEyebrow")}</p>
            <h1 id="hero-heading">{t("title")}</h1>
            <p className={styles.lead}>{t("heroText")}</p>
            <div className={styles.heroActions}>
              <Link href={SHOP_PATH} className="button">
                {t("heroCta")}
              </Link>
              <Link href={`${SHOP_PATH}?sort=newest`} className="button button-secondary">
                {t("heroSecondary")}
              </Link>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      <div className="container">
        <section aria-labelledby="categories-heading" className={styles.categories}>
          <h2 id="categories-heading">{t("categoriesHeading")}</h2>
          <ul role="list" className={styles.tiles}>
            {CATEGORIES.map((c, i) => (
              <li key={c}>
                <Link href={categoryHref(c)} className={`${styles.tile} ${styles[TILE_TONES[i % TILE_TONES.length]!]}`}>
                  <span className={styles.tileName}>{tc(c)}</span>
                  <span className={styles.tileCount}>{t("categoryCount", { count: categoryCounts.get(c) ?? 0 })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        {all.total === 0 && <p className={styles.empty}>{t("empty")}</p>}

        <ProductSection
          id="best-sellers"
          title={t("bestSellers")}
          text={t("bestSellersText")}
          items={bestSellers.items.slice(0, SECTION_SIZE)}
          locale={locale}
          eagerCount={4}
          viewAll={{
            href: `${SHOP_PATH}?sort=best-selling`,
            label: t("viewAll"),
            accessibleLabel: t("viewAllLabel", { section: t("bestSellers") }),
          }}
        />
        <ProductSection
          id="new-arrivals"
          title={t("newArrivals")}
          text={t("newArrivalsText")}
          items={newArrivals.items.slice(0, SECTION_SIZE)}
          locale={locale}
          viewAll={{
            href: `${SHOP_PATH}?sort=newest`,
            label: t("viewAll"),
            accessibleLabel: t("viewAllLabel", { section: t("newArrivals") }),
          }}
        />
        <ProductSection
          id="on-sale"
          title={t("onSale")}
          text={t("onSaleText")}
          items={onSale.items.slice(0, SECTION_SIZE)}
          locale={locale}
          viewAll={{
            href: `${SHOP_PATH}?sale=1`,
            label: t("viewAll"),
            accessibleLabel: t("viewAllLabel", { section: t("onSale") }),
          }}
        />
      </div>
    </>
  );
}

/** A stacking-rings toy under a moon: decorative. */
function HeroArt() {
  return (
    <svg className={styles.heroArt} viewBox="0 0 360 320" aria-hidden="true" focusable="false">
      <circle cx="190" cy="170" r="140" fill="#ffffff" opacity="0.7" />
      <path d="M286 46a30 30 0 1 0 22 52 25 25 0 0 1-22-52Z" fill="#f2b27a" />
      <circle cx="70" cy="70" r="5" fill="#f4b6c6" />
      <circle cx="318" cy="150" r="4" fill="#9cc3ea" />
      <circle cx="52" cy="200" r="3.5" fill="#9fd3a8" />
      <rect x="186" y="92" width="10" height="170" rx="5" fill="#e8d8c0" />
      <ellipse cx="191" cy="250" rx="96" ry="22" fill="#f4b6c6" />
      <ellipse cx="191" cy="222" rx="80" ry="20" fill="#9cc3ea" />
      <ellipse cx="191" cy="196" rx="64" ry="18" fill="#f5dc8a" />
      <ellipse cx="191" cy="172" rx="50" ry="16" fill="#9fd3a8" />
      <ellipse cx="191" cy="150" rx="38" ry="14" fill="#d9c8f0" />
      <circle cx="191" cy="112" r="24" fill="#e0736a" />
      <rect x="80" y="268" width="222" height="18" rx="9" fill="#e8d8c0" />
    </svg>
  );
}
