import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { accountHref, ROUTES, type AccountSection } from "@/lib/routes";
import styles from "./account.module.css";

const LABELS: Record<AccountSection, "orders" | "profile" | "password" | "addresses" | "data" | "delete"> = {
  orders: "orders",
  profile: "profile",
  password: "password",
  addresses: "addresses",
  "your-data": "data",
  "delete-account": "delete",
};

/**
 * The account area's sub-navigation (its sections), beside the page. `children` go below the
 * links: the place for account tools such as the sign-out button.
 */
export async function AccountNav({ locale, children }: { locale: Locale; children?: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "Account" });
  const links = (Object.keys(LABELS) as AccountSection[]).map((section) => ({ href: accountHref(section), label: t(`nav.${LABELS[section]}`) }));
  // The baby registry and the subscriptions have pages of their own, after the orders.
  links.splice(1, 0, { href: ROUTES.registries, label: t("nav.registry") }, { href: ROUTES.subscriptions, label: t("nav.subscriptions") });
  return (
    <nav aria-label={t("navLabel")} className={styles.nav}>
      <ul role="list">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
      <div className={styles.navTools}>{children}</div>
    </nav>
  );
}
