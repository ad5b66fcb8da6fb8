import type { Metadata } from "next";
import Link from "next/link";
import { locale as rootLocale } from "next/root-params";
import { getTranslations } from "next-intl/server";
import { Footer } from "@/components/layout/footer";
import { Header, MAIN_ID, SHOP_PATH } from "@/components/layout/header";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/routing";
import styles from "./not-found.module.css";

async function currentLocale(): Promise<Locale> {
  const raw = await rootLocale();
  return isLocale(raw) ? raw : DEFAULT_LOCALE;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await currentLocale(), namespace: "NotFound" });
  return { title: t("metaTitle") };
}

/** Any unknown path or product: a friendly 404 inside the storefront frame. */
export default async function NotFound() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: "NotFound" });
  return (
    <>
      {/* generateMetadata's title is dropped when Next renders this page client-side (a 404
          found while prerendering); React 19 hoists this one into <head> in every case. */}
      <title>{`${t("metaTitle")} | Flone`}</title>
      <Header locale={locale} />
      <main id={MAIN_ID} tabIndex={-1}>
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
          <div className={styles.actions}>
            <Link href="/" className="button">
              {t("home")}
            </Link>
            <Link href={SHOP_PATH} className="button button-secondary">
              {t("shop")}
            </Link>
          </div>
        </div>
      </main>
      <Footer locale={locale} />
    </>
  );
}
