import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PromotionPage } from "@/components/admin/promotions/promotion-page";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

// The id is only known at request time: it is read behind the page's <Suspense>, where
// requireAdmin() checks the session again.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "Admin" });
  return { title: t("nav.promotions") };
}

/** One promotion for staff: its figures, status, form, single-use codes, orders and audit entries. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/promotions/[id]">) {
  return <PromotionPage locale={await rootSegmentLocale()} id={params.then((p) => p.id)} searchParams={searchParams} />;
}
