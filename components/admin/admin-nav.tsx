"use client";
// The dashboard's side navigation; marks the current screen (aria-current) from the URL.
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { LOCALE_ALTERNATION } from "@/lib/i18n/routing";
import styles from "./admin-frame.module.css";

const LOCALE_SEGMENT = new RegExp(`^/(${LOCALE_ALTERNATION})(?=/|$)`);

export type AdminNavItem = { href: string; label: string };

type Props = { label: string; items: AdminNavItem[]; shop: AdminNavItem };

export function AdminNav(props: Props) {
  // The route's path carries the locale the proxy rewrote to ("/fr/dash"); links do not.
  const pathname = usePathname().replace(LOCALE_SEGMENT, "") || "/";
  return <AdminNavLinks {...props} pathname={pathname} />;
}

/**
 * The links, with the current screen marked when `pathname` is known. Without it, the fallback
 * the layout prerenders for routes whose path is only known per request (/orders/[id]).
 */
export function AdminNavLinks({ label, items, shop, pathname }: Props & { pathname?: string }) {
  const current = (href: string) => pathname !== undefined && (pathname === href || pathname.startsWith(`${href}/`));
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul role="list" className={styles.navList}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.navLink} aria-current={current(item.href) ? "page" : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link href={shop.href} className={styles.shopLink}>
        <span aria-hidden="true">← </span>
        {shop.label}
      </Link>
    </nav>
  );
}
