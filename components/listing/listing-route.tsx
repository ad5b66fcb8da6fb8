import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo";
import { listingPath, type ListingRoute } from "@/lib/routes";
import { noQueryParams, searchOfSegments } from "@/lib/routes.server";
import { parseListingQuery } from "@/lib/catalog/query";
import { isPastLastPage } from "@/lib/catalog/read";
import { LISTING_LAYOUTS } from "./layouts";
import { ShopPage } from "./shop-page";

type RouteProps = { params: Promise<{ locale: string; query: string[] }> };

/**
 * One listing route, from its name in the table of layouts: its page and its metadata. Each of
 * the nine app/[locale]/(shop)/shop-*\/[...query]/page.tsx files is these few lines. proxy.ts
 * rewrites /shop-grid-standard?… to that route with the canonical query in the path (lib/routes.server.ts),
 * so each listing is a static page: prerendered without a query at build, rendered on the first
 * request of a query, then served from the cache (revalidated by the catalogue's tags).
 */
export function listingRoute(route: ListingRoute) {
  const layout = LISTING_LAYOUTS[route];
  const basePath = listingPath(route);

  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const locale = await metadataLocale(params);
    const t = await getTranslations({ locale, namespace: "Shop" });
    // Filtered, sorted and paged views are variations of the one listing: one canonical URL.
    return pageMetadata({ title: await listingTitle(locale, route), description: t("intro"), path: basePath, locale });
  }

  async function Page({ params }: RouteProps) {
    const [locale, { query }] = await Promise.all([pageLocale(params), params]);
    const search = searchOfSegments(basePath, query);
    // Decided before anything is streamed, so a page past the last is a real 404.
    if (!search || (await isPastLastPage(parseListingQuery(search)))) notFound();
    return <ShopPage locale={locale} search={search} basePath={basePath} layout={layout} name={route} />;
  }

  return { generateStaticParams: noQueryParams, generateMetadata, Page };
}

/** "Shop" for the standard listing; "Shop: List, full width" and so on for the others. */
export async function listingTitle(locale: string, route: ListingRoute): Promise<string> {
  const t = await getTranslations({ locale, namespace: "Shop" });
  if (route === "shop-grid-standard") return t("title");
  const tl = await getTranslations({ locale, namespace: "ShopLayouts" });
  return tl("title", { shop: t("title"), layout: tl(`names.${route}`) });
}
