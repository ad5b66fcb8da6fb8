import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProductEditPage } from "@/components/admin/products/product-edit-page";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "AdminProducts" });
  return { title: t("form.titleNew") };
}

/** A new product: the empty form (the session is checked behind the page's <Suspense>). */
export default async function Page() {
  return <ProductEditPage locale={await rootSegmentLocale()} id={null} />;
}
