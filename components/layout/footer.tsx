import Link from "next/link";
import { cacheLife } from "next/cache";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { CATEGORIES } from "@/lib/schemas";
import { INFO_PAGES, type InfoNamespace } from "@/components/info/pages";
import { BLOG_LIST_PATH } from "@/lib/blog/route";
import { SHOP_PATH, categoryHref } from "./header";
import { Logo } from "./logo";
import styles from "./footer.module.css";

/** The current year, cached so the footer stays part of the static shell. */
async function currentYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Footer" });
  const tc = await getTranslations({ locale, namespace: "Categories" });
  const tLinks = await getTranslations({ locale, namespace: "SiteLinks" });
  const year = await currentYear();

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo />
          <p>{t("tagline")}</p>
        </div>
        <nav aria-labelledby="footer-shop" className={styles.column}>
          <h2 id="footer-shop" className={styles.heading}>
            {t("shopHeading")}
          </h2>
          <ul role="list" className={styles.links}>
            <li>
              <Link href={SHOP_PATH}>{t("allProducts")}</Link>
            </li>
            <li>
              <Link href={`${SHOP_PATH}?sort=newest`}>{t("newArrivals")}</Link>
            </li>
            <li>
              <Link href={`${SHOP_PATH}?sort=best-selling`}>{t("bestSellers")}</Link>
            </li>
            <li>
              <Link href={`${SHOP_PATH}?sale=1`}>{t("onSale")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories" className={styles.column}>
          <h2 id="footer-categories" className={styles.heading}>
            {t("categoriesHeading")}
          </h2>
          <ul role="list" className={`${styles.links} ${styles.twoColumns}`}>
            {CATEGORIES.map((c) => (
              <li key={c}>
                <Link href={categoryHref(c)}>{tc(c)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help" className={styles.column}>
          <h2 id="footer-help" className={styles.heading}>
            {tLinks("footerHeading")}
          </h2>
          <ul role="list" className={styles.links}>
            {(Object.keys(INFO_PAGES) as InfoNamespace[]).map((page) => (
              <li key={page}>
                <Link href={INFO_PAGES[page]}>{tLinks(page)}</Link>
              </li>
            ))}
            <li>
              <Link href={BLOG_LIST_PATH}>{tLinks("blog")}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t("copyright", { year: String(year) })}</p>
        <p>{t("pricesNote")}</p>
      </div>
    </footer>
  );
}
