import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "./breadcrumbs";
import styles from "./screen-frame.module.css";

/** The static frame of a screen of the shop (cart, wishlist, compare, checkout): breadcrumbs and heading. */
export async function ScreenFrame({ locale, title, children }: { locale: string; title: string; children: ReactNode }) {
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
