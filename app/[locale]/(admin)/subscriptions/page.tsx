import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminScreen } from "@/components/admin/admin-screen";
import { SubscriptionsScreen } from "@/components/admin/subscriptions/subscriptions-screen";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata({ params }: PageProps<"/[locale]/subscriptions">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "Admin" });
  return { title: t("nav.subscriptions") };
}

/** Every parent's subscriptions: status and payment-failure filters, sort and page in the URL (read behind AdminScreen's <Suspense>). */
export default async function SubscriptionsPage({ params, searchParams }: PageProps<"/[locale]/subscriptions">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Admin" });
  return (
    <AdminScreen locale={locale} path={ROUTES.adminSubscriptions} title={t("nav.subscriptions")}>
      <SubscriptionsScreen locale={locale} searchParams={searchParams} />
    </AdminScreen>
  );
}
