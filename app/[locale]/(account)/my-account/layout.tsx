import { getTranslations } from "next-intl/server";
import { AccountNav } from "@/components/account/account-nav";
import styles from "@/components/account/account.module.css";
import { SignOutButton } from "@/components/account/sign-out-button";
import { pageLocale } from "@/lib/i18n/page-locale";

/** The account's pages: its sub-navigation (and sign-out) beside the page. */
export default async function AccountLayout({ children, params }: LayoutProps<"/[locale]/my-account">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "AccountMenu" });
  return (
    <div className={`container ${styles.frame}`}>
      <AccountNav locale={locale}>
        <SignOutButton texts={{ signOut: t("signOut"), signingOut: t("signingOut"), signOutFailed: t("signOutFailed") }} />
      </AccountNav>
      <div>{children}</div>
    </div>
  );
}
