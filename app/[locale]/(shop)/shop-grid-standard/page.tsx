import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LISTING_LAYOUTS } from "@/components/shop/layouts";
import { ShopPage } from "@/components/shop/shop-page";
import { isLocale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "Shop" });
  return { title: t("title") };
}

export default async function ShopGridStandard({ params, searchParams }: PageProps<"/[locale]/shop-grid-standard">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <ShopPage
      locale={locale}
      searchParams={searchParams}
      basePath="/shop-grid-standard"
      layout={LISTING_LAYOUTS["shop-grid-standard"]}
    />
  );
}
