import { Suspense, type ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/ui/logo";
import { MAIN_ID, SkipLink } from "@/components/ui/skip-link";
import type { Locale } from "@/lib/i18n/routing";
import { ROUTES } from "@/lib/routes";
import { AdminNav, AdminNavLinks } from "./admin-nav";
import styles from "./admin-frame.module.css";

/** The dashboard layout: skip link, the side navigation (a bar on a phone), the screen as <main>. */
export async function AdminFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: "Admin" }),
    getTranslations({ locale, namespace: "Common" }),
  ]);
  const nav = {
    label: t("navLabel"),
    items: [
      { href: ROUTES.dash, label: t("nav.overview") },
      { href: ROUTES.products, label: t("nav.products") },
      { href: ROUTES.orders, label: t("nav.orders") },
      { href: ROUTES.adminSubscriptions, label: t("nav.subscriptions") },
      { href: ROUTES.customers, label: t("nav.customers") },
      { href: ROUTES.promotions, label: t("nav.promotions") },
      { href: ROUTES.letters, label: t("nav.letters") },
      { href: ROUTES.searchSynonyms, label: t("nav.searchSynonyms") },
    ],
    shop: { href: ROUTES.home, label: t("nav.shop") },
  };
  return (
    <div className={styles.frame}>
      <SkipLink label={tCommon("skipToContent")} />
      <header className={styles.side}>
        <Link href={ROUTES.dash} className={styles.logo} aria-label={t("logoLabel")}>
          <Logo />
        </Link>
        {/* The path is only known per request on some routes (/orders/[id]): streamed there. */}
        <Suspense fallback={<AdminNavLinks {...nav} />}>
          <AdminNav {...nav} />
        </Suspense>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
