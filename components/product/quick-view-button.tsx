import { useTranslations } from "next-intl";
import { quickView } from "./quick-view-action";
import { QuickView } from "./product-islands";
import { productHref } from "@/lib/routes";
import styles from "./quick-view-button.module.css";
import { toLocale } from "@/lib/i18n/routing";

/** A product card's "Quick view": the dialog once JavaScript runs, a link to the product page before. */
export function QuickViewButton({ id, name, locale }: { id: string; name: string; locale: string }) {
  const t = useTranslations("QuickView");
  return (
    <QuickView
      id={id}
      href={productHref(id)}
      locale={toLocale(locale)}
      className={styles.button}
      load={quickView}
      labels={{
        open: t("open"),
        openLabel: t("openLabel", { name }),
        dialog: t("dialog", { name }),
        close: t("close"),
        loading: t("loading"),
        error: t("error"),
        page: t("page"),
      }}
    />
  );
}
