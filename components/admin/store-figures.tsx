import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { storeCounts } from "@/lib/admin/dash/overview";
import type { Locale } from "@/lib/i18n/routing";
import { ROUTES } from "@/lib/routes";
import styles from "./admin-frame.module.css";

/** How many products, customers and orders the shop holds, each leading to its screen. */
export async function StoreFigures({ locale }: { locale: Locale }) {
  const [t, counts] = await Promise.all([getTranslations({ locale, namespace: "Admin" }), storeCounts()]);
  const number = new Intl.NumberFormat(locale);
  const figures = [
    { key: "products", href: ROUTES.products, value: counts.products },
    { key: "customers", href: ROUTES.customers, value: counts.customers },
    { key: "orders", href: ROUTES.orders, value: counts.orders },
  ] as const;
  return (
    <ul role="list" className={styles.figures}>
      {figures.map((f) => (
        <li key={f.key}>
          <Link href={f.href} className={styles.figure}>
            <span className={styles.figureValue}>{number.format(f.value)}</span>
            <span className={styles.figureLabel}>{t(`figures.${f.key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
