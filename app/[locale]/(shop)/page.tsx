import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HomePage } from "@/components/home/home-page";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { ROUTES } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "Meta" });
  return pageMetadata({ title: t("title"), description: t("description"), path: ROUTES.home, locale, absoluteTitle: true });
}

export default async function Home({ params }: PageProps<"/[locale]">) {
  return <HomePage locale={await pageLocale(params)} />;
}
