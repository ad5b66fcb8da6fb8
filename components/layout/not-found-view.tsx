import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { INFO_PAGES, ROUTES } from "@/lib/routes";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";
import type { Locale } from "@/lib/i18n/routing";
import styles from "./not-found-view.module.css";

/**
 * The not-found screen, inside its route group's frame (the storefront's or the admin's): what
 * went wrong, a search box, ways back. Each group has its own not-found.tsx (notFoundPage below)
 * rather than one above the groups: a boundary's not-found page travels in the RSC payload of
 * every page under it, and one above the groups had to bring its own header and footer (~10 KB
 * on every page).
 */
export function notFoundPage() {
  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "NotFound" });
    return { title: t("metaTitle") };
  }
  async function NotFound() {
    return <NotFoundView locale={await rootSegmentLocale()} />;
  }
  return { generateMetadata, NotFound };
}

export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "NotFound" });
  const tLinks = await getTranslations({ locale, namespace: "SiteLinks" });
  const helpful = [
    { href: ROUTES.blog, label: tLinks("blog") },
    { href: "/shipping", label: tLinks("Shipping") },
    { href: "/refund", label: tLinks("Refund") },
    { href: INFO_PAGES.Contact, label: tLinks("Contact") },
  ];
  return (
    <>
      {/* generateMetadata's title is dropped when Next renders this page client-side (a 404
          found while prerendering); React 19 hoists this one into <head> in every case. */}
      <title>{`${t("metaTitle")} | Flone`}</title>
      <div className={`container ${styles.wrap}`}>
          <svg className={styles.art} width="160" height="120" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
            <ellipse cx="80" cy="104" rx="58" ry="8" fill="#f3ece5" />
            <path d="M44 64a24 24 0 0 1 46-10 18 18 0 1 1 6 34H50a18 18 0 0 1-6-24Z" fill="#e5effb" />
            <path d="M104 18a16 16 0 1 0 10 28 13 13 0 0 1-10-28Z" fill="#f2b27a" />
            <circle cx="34" cy="28" r="3" fill="#f4b6c6" />
            <circle cx="130" cy="64" r="2.5" fill="#bfe8d6" />
          </svg>
          <p className={styles.eyebrow}>{t("eyebrow")}</p>
          <h1>{t("title")}</h1>
          <p className={styles.text}>{t("text")}</p>
          {/* A plain GET form: it works before (and without) JavaScript. */}
          <form role="search" action={ROUTES.search} method="get" className={styles.search}>
            <label htmlFor="not-found-search" className="visually-hidden">
              {t("searchLabel")}
            </label>
            <input
              id="not-found-search"
              type="search"
              name="q"
              maxLength={100}
              placeholder={t("searchPlaceholder")}
              className={styles.searchInput}
            />
            <button type="submit" className="button">
              {t("searchSubmit")}
            </button>
          </form>
          <div className={styles.actions}>
            <Link href="/" className="button">
              {t("home")}
            </Link>
            <Link href={ROUTES.shop} className="button button-secondary">
              {t("shop")}
            </Link>
          </div>
          <nav aria-labelledby="not-found-helpful" className={styles.helpful}>
            <h2 id="not-found-helpful" className={styles.helpfulTitle}>
              {t("helpful")}
            </h2>
            <ul role="list" className={styles.helpfulList}>
              {helpful.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
      </div>
    </>
  );
}
