import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminScreen } from "@/components/admin/admin-screen";
import { OrdersScreen } from "@/components/admin/orders/orders-screen";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata({ params }: PageProps<"/[locale]/orders">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "Admin" });
  return { title: t("nav.orders") };
}

/** The orders management screen: filters, sort and page in the URL (read behind AdminScreen's <Suspense>). */
export default async function OrdersPage({ params, searchParams }: PageProps<"/[locale]/orders">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Admin" });
  return (
    <AdminScreen locale={locale} path={ROUTES.orders} title={t("nav.orders")}>
      <OrdersScreen locale={locale} searchParams={searchParams} />
    </AdminScreen>
  );
}
