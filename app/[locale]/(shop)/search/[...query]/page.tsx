import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SearchPage } from "@/components/search/search-page";
import { pageMetadata } from "@/lib/seo";
import { ROUTES } from "@/lib/routes";
import { noQueryParams, searchOfSegments } from "@/lib/routes.server";
import { parseListingQuery } from "@/lib/catalog/query";
import { isPastLastPage } from "@/lib/catalog/read";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";

// proxy.ts rewrites /search?q=… here with the canonical query in the path (lib/routes.server.ts): each
// search is a static page, rendered on its first request and then served from the cache.
export const ensureStatic = "navigation";
export const generateStaticParams = noQueryParams;

/** One canonical /search for every query, so filtered, sorted and paged result pages fold into it. */
export async function generateMetadata({ params }: PageProps<"/[locale]/search/[...query]">): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations({ locale, namespace: "Search" });
  return pageMetadata({ title: t("title"), description: t("description"), path: ROUTES.search, locale });
}

export default async function Search({ params }: PageProps<"/[locale]/search/[...query]">) {
  const [locale, { query }] = await Promise.all([pageLocale(params), params]);
  const search = searchOfSegments(ROUTES.search, query);
  // Decided before anything is streamed, so a page past the last is a real 404.
  if (!search || (await isPastLastPage(parseListingQuery(search), locale))) notFound();
  return <SearchPage locale={locale} search={search} />;
}
