import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminScreen } from "@/components/admin/admin-screen";
import { ProductsScreen } from "@/components/admin/products/products-screen";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata({ params }: PageProps<"/[locale]/products">): Promise<Metadata> {
  const t = await getTranslations({ locale: await metadataLocale(params), namespace: "Admin" });
  return { title: t("nav.products") };
}

/** The products management screen: search, filters, sort and page in the URL (read behind AdminScreen's <Suspense>). */
export default async function ProductsPage({ params, searchParams }: PageProps<"/[locale]/products">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Admin" });
  return (
    <AdminScreen locale={locale} path={ROUTES.products} title={t("nav.products")}>
      <ProductsScreen locale={locale} searchParams={searchParams} />
    </AdminScreen>
  );
}
