import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { quickView } from "./quick-view-action";
import { QuickView } from "./quick-view-island";
import type { QuickViewLabels } from "./quick-view";
import { toLocale } from "@/lib/i18n/routing";
// The island's styles (components/ui/island.tsx).
import "@/components/ui/dialog.module.css";
import "./quick-view.module.css";
import "./quick-view-button.module.css";

/**
 * The words all cards' quick views share, one object per request and language: React's RSC
 * payload sends an object passed to many islands once and refers to it after (15 cards on a
 * listing), where a fresh object per card repeated them.
 */
const sharedLabels = cache(async (locale: string): Promise<QuickViewLabels> => {
  const t = await getTranslations({ locale, namespace: "QuickView" });
  return { open: t("open"), close: t("close"), loading: t("loading"), error: t("error"), page: t("page") };
});

/** A product card's "Quick view": the dialog once JavaScript runs, a link to the product page before. */
export async function QuickViewButton({ id, name, locale }: { id: string; name: string; locale: string }) {
  const [labels, t] = await Promise.all([sharedLabels(locale), getTranslations({ locale, namespace: "QuickView" })]);
  return (
    <QuickView
      id={id}
      locale={toLocale(locale)}
      load={quickView}
      labels={labels}
      label={t("openLabel", { name })}
    />
  );
}
