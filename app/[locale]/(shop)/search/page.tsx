import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SearchPage } from "@/components/search/search-page";
import { pageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/routes";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

/**
 * Static metadata: one canonical /search for every query, so filtered, sorted and paged result
 * pages fold into it. (Metadata that read the query would be streamed into the body instead of
 * the head for browsers: Next defers runtime-dependent metadata on partially prerendered pages.)
 */
export async function generateMetadata({ params }: PageProps<"/[locale]/search">): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "Search" });
  return pageMetadata({ title: t("title"), description: t("description"), path: ROUTES.search, locale });
}

export default async function Search({ params, searchParams }: PageProps<"/[locale]/search">) {
  const locale = await pageLocale(params);
  return <SearchPage locale={locale} searchParams={searchParams} />;
}
