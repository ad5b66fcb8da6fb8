import { getTranslations } from "next-intl/server";
import { AccountNav } from "@/components/account/account-nav";
import styles from "@/components/account/account.module.css";
import { AuthProvider } from "@/components/account/auth-provider";
import { SignOutButton } from "@/components/account/sign-out-button";
import { StorefrontFrame } from "@/components/layout/storefront-frame";
import { pageLocale } from "@/lib/i18n/page-locale";

/**
 * The account area: the storefront frame, with the account's sub-navigation (and sign-out) beside
 * the page, inside the auth context (the Firebase Auth SDK loads here, after hydration).
 */
export default async function AccountLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "AccountMenu" });
  return (
    <StorefrontFrame locale={locale}>
      <AuthProvider>
        <div className={`container ${styles.frame}`}>
          <AccountNav locale={locale}>
            <SignOutButton texts={{ signOut: t("signOut"), signingOut: t("signingOut"), signOutFailed: t("signOutFailed") }} />
          </AccountNav>
          <div>{children}</div>
        </div>
      </AuthProvider>
    </StorefrontFrame>
  );
}
