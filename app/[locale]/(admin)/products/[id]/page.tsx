import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProductEditPage } from "@/components/admin/products/product-edit-page";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

// The id is only known at request time: it is read behind the page's <Suspense>, where
// requireAdmin() checks the session again.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "Admin" });
  return { title: t("nav.products") };
}

/** One product for staff: every field, the colours x sizes grid, images, and its audit entries. */
export default async function Page({ params }: PageProps<"/[locale]/products/[id]">) {
  return <ProductEditPage locale={await rootSegmentLocale()} id={params.then((p) => p.id)} />;
}
