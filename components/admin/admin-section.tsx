import { getTranslations } from "next-intl/server";
import { storeCounts } from "@/lib/admin/overview";
import type { Locale } from "@/lib/i18n/routing";
import styles from "./admin-frame.module.css";

/** A management screen's opening: how many records it holds. */
export async function AdminSection({ locale, section }: { locale: Locale; section: "products" | "orders" | "customers" }) {
  const [t, counts] = await Promise.all([getTranslations({ locale, namespace: "Admin" }), storeCounts()]);
  return <p className={styles.lead}>{t(`sections.${section}`, { count: counts[section] })}</p>;
}
