import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SEARCH_PATH } from "@/components/search/search-box";
import { SearchPage } from "@/components/search/search-page";
import { isLocale } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo";

/**
 * Static metadata: one canonical /search for every query, so filtered, sorted and paged result
 * pages fold into it. (Metadata that read the query would be streamed into the body instead of
 * the head for browsers: Next defers runtime-dependent metadata on partially prerendered pages.)
 */
export async function generateMetadata({ params }: PageProps<"/[locale]/search">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "Search" });
  return pageMetadata({ title: t("title"), description: t("description"), path: SEARCH_PATH, locale });
}

export default async function Search({ params, searchParams }: PageProps<"/[locale]/search">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <SearchPage locale={locale} searchParams={searchParams} />;
}
