import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import styles from "./shop-screen.module.css";

/** The static frame of the cart, wishlist and compare screens: breadcrumbs and heading. */
export async function ShopScreen({ locale, title, children }: { locale: string; title: string; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "Common" });
  return (
    <div className={`container ${styles.screen}`}>
      <div className={styles.intro}>
        <Breadcrumbs label={t("breadcrumb")} items={[{ label: t("home"), href: "/" }, { label: title }]} />
        <h1 className={styles.title}>{title}</h1>
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
