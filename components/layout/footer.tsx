import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { currentYear } from "@/lib/current-year";
import type { Locale } from "@/lib/i18n/routing";
import { CATEGORIES } from "@/lib/catalog/schema";
import { INFO_PAGES, ROUTES, categoryHref, shopHref, type InfoNamespace } from "@/lib/routes";
import { Logo } from "@/components/ui/logo";
import styles from "./footer.module.css";

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
              <Link href={ROUTES.shop}>{t("allProducts")}</Link>
            </li>
            <li>
              <Link href={shopHref({ sort: "newest" })}>{t("newArrivals")}</Link>
            </li>
            <li>
              <Link href={shopHref({ sort: "best-selling" })}>{t("bestSellers")}</Link>
            </li>
            <li>
              <Link href={shopHref({ sale: true })}>{t("onSale")}</Link>
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
              <Link href={ROUTES.blog}>{tLinks("blog")}</Link>
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
