import { AccountNav } from "@/components/account/account-nav";
import styles from "@/components/account/account.module.css";
import { StorefrontFrame } from "@/components/layout/storefront-frame";
import { pageLocale } from "@/lib/i18n/page-locale";

/** The account area: the storefront frame, with the account's sub-navigation beside the page. */
export default async function AccountLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  return (
    <StorefrontFrame locale={locale}>
      <div className={`container ${styles.frame}`}>
        <AccountNav locale={locale} />
        <div>{children}</div>
      </div>
    </StorefrontFrame>
  );
}
