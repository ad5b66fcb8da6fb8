import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminScreen } from "@/components/admin/admin-screen";
import { PromotionsScreen } from "@/components/admin/promotions/promotions-screen";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata({ params }: PageProps<"/[locale]/promotions">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "Admin" });
  return { title: t("nav.promotions") };
}

/** The promotions management screen: status filter, sort and page in the URL (read behind AdminScreen's <Suspense>). */
export default async function PromotionsPage({ params, searchParams }: PageProps<"/[locale]/promotions">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Admin" });
  return (
    <AdminScreen locale={locale} path={ROUTES.promotions} title={t("nav.promotions")}>
      <PromotionsScreen locale={locale} searchParams={searchParams} />
    </AdminScreen>
  );
}
