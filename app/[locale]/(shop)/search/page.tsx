import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SEARCH_PATH } from "@/components/search/search-box";
import { SearchPage } from "@/components/search/search-page";
import { isLocale } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo";
import { listingHref } from "@/components/shop/url";
import { parseListingQuery } from "@/lib/catalog/query";
import { listProducts } from "@/lib/catalog/read";

/**
 * A search that finds products is a page worth finding ("baby bottles"): indexable, with the
 * query alone as its canonical URL (filtered, sorted and paged variants fold into it). A search
 * that finds nothing is kept out of the index (an empty page, a "soft 404" to search engines).
 */
export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/search">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "Search" });
  const query = parseListingQuery(await searchParams);
  const q = query.q?.toLowerCase();
  const meta = pageMetadata({
    title: q ? t("resultsTitle", { query: query.q! }) : t("title"),
    description: t("description"),
    path: q ? listingHref(SEARCH_PATH, { q }) : SEARCH_PATH,
    locale,
  });
  const found = (await listProducts(query)).total > 0;
  return found ? meta : { ...meta, robots: { index: false, follow: true } };
}

export default async function Search({ params, searchParams }: PageProps<"/[locale]/search">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <SearchPage locale={locale} searchParams={searchParams} />;
}
