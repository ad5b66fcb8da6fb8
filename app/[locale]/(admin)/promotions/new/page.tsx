import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PromotionPage } from "@/components/admin/promotions/promotion-page";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "AdminPromotions" });
  return { title: t("form.titleNew") };
}

/** A new promotion: the empty form (the session is checked behind the page's <Suspense>). */
export default async function Page() {
  return <PromotionPage locale={await rootSegmentLocale()} id={null} />;
}
