import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminScreen } from "@/components/admin/admin-screen";
import { CustomersScreen } from "@/components/admin/customers/customers-screen";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata({ params }: PageProps<"/[locale]/customers">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "Admin" });
  return { title: t("nav.customers") };
}

/** The customers management screen: search, filters, sort and page in the URL (read behind AdminScreen's <Suspense>). */
export default async function CustomersPage({ params, searchParams }: PageProps<"/[locale]/customers">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Admin" });
  return (
    <AdminScreen locale={locale} path={ROUTES.customers} title={t("nav.customers")}>
      <CustomersScreen locale={locale} searchParams={searchParams} />
    </AdminScreen>
  );
}
