import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminScreen } from "@/components/admin/admin-screen";
import { CatalogCsvScreen } from "@/components/admin/catalog-csv/catalog-csv-screen";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata({ params }: PageProps<"/[locale]/products/csv">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "AdminCatalogCsv" });
  return { title: t("title") };
}

export default async function ProductsCsvPage({ params }: PageProps<"/[locale]/products/csv">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "AdminCatalogCsv" });
  return (
    <AdminScreen locale={locale} path={ROUTES.productsCsv} title={t("title")}>
      <CatalogCsvScreen locale={locale} />
    </AdminScreen>
  );
}
