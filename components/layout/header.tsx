import { Suspense } from "react";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { LOCALES, type Locale } from "@/lib/i18n/routing";
import { CATEGORIES } from "@/lib/catalog/schema";
import { HeaderShopLinks } from "@/components/cart/shopping-islands";
import { HeaderAccount } from "@/components/account/header-account-island";
import { SearchBox } from "@/components/search/search-box";
import { CategoriesMenu } from "./categories-menu-island";
import { LanguageSwitcher } from "./language-switcher";
import { HeaderDrawer, MenuButton } from "./header-drawer";
import { Logo } from "@/components/ui/logo";
import { SkipLink } from "@/components/ui/skip-link";
import styles from "./header.module.css";
// The islands' styles (components/ui/island.tsx).
import "@/components/ui/header-menu.module.css";
import "@/components/cart/header-shop-links.module.css";
import "@/components/account/header-account.module.css";
import "./categories-menu.module.css";
import "./header-drawer.module.css";
import { ROUTES, categoryHref } from "@/lib/routes";

/**
 * The skip link, then the site header: logo, main navigation (with the categories menu), search,
 * shopping links, the account link, language choice. Below 760 px it is one row (menu button,
 * logo, cart, account): the navigation, search and languages move to the menu's drawer.
 */
export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Header" });
  const tc = await getTranslations({ locale, namespace: "Categories" });
  const tl = await getTranslations({ locale, namespace: "Language" });
  const tCommon = await getTranslations({ locale, namespace: "Common" });
  const tLinks = await getTranslations({ locale, namespace: "SiteLinks" });
  const tAccount = await getTranslations({ locale, namespace: "AccountMenu" });
  const tShop = await getTranslations({ locale, namespace: "Shopping" });
  const accountTexts = {
    signIn: tAccount("signIn"),
    menu: tAccount("menu"),
    // Filled in by the island ({name}): passed raw.
    greeting: tAccount.raw("greeting") as string,
    greetingAnonymous: tAccount("greetingAnonymous"),
    myAccount: tAccount("myAccount"),
    dashboard: tAccount("dashboard"),
    signOut: tAccount("signOut"),
    signingOut: tAccount("signingOut"),
    signOutFailed: tAccount("signOutFailed"),
  };
  const categories = CATEGORIES.map((c) => ({ href: categoryHref(c), label: tc(c) }));
  const languages = (
    <LanguageSwitcher
      current={locale}
      label={t("language")}
      options={LOCALES.map((l) => ({ locale: l, short: l.toUpperCase(), name: tl(l) }))}
    />
  );

  return (
    <>
      <SkipLink label={tCommon("skipToContent")} />
      <header className={styles.header}>
        <div className={`container ${styles.inner}`}>
          <MenuButton label={t("menu")} />
          <Link href="/" className={styles.logo} aria-label={t("logoLabel")}>
            <Logo />
          </Link>
          <nav aria-label={t("mainNav")} className={styles.nav}>
            <ul role="list" className={styles.navList}>
              <li>
                <Link href="/" className={styles.navLink}>
                  {t("home")}
                </Link>
              </li>
              <li>
                <Link href={ROUTES.shop} className={styles.navLink}>
                  {t("shop")}
                </Link>
              </li>
              <li>
                <CategoriesMenu
                  label={t("categories")}
                  items={categories}
                  allLabel={t("allProducts")}
                  allHref={ROUTES.shop}
                />
              </li>
              <li>
                <Link href={ROUTES.blog} className={styles.navLink}>
                  {tLinks("blog")}
                </Link>
              </li>
            </ul>
          </nav>
          <SearchBox id="header-search" className={styles.search} />
          <div className={styles.tools}>
            <HeaderShopLinks />
            <HeaderAccount texts={accountTexts} />
            <div className={styles.languages}>{languages}</div>
          </div>
          {/* Its own boundary, written after the shell: the shell stays under React's 12.8 KB, so the
              islands above are written in place, not revealed a frame later (storefront-frame.tsx). */}
          <Suspense>
            <HeaderDrawer
              texts={{ menu: t("menu"), closeMenu: t("closeMenu"), mainNav: t("mainNav"), categories: t("categories") }}
              links={[
                { href: "/", label: t("home") },
                { href: ROUTES.shop, label: t("shop") },
                { href: ROUTES.blog, label: tLinks("blog") },
                { href: ROUTES.wishlist, label: tShop("wishlist") },
                { href: ROUTES.compare, label: tShop("compare") },
              ]}
              categories={categories}
              languages={languages}
            />
          </Suspense>
          {/* The header's last element: it shows once all of it is parsed (header.module.css). */}
          <span className={styles.end} />
        </div>
      </header>
    </>
  );
}
