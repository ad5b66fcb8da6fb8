import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/seo";
import { LISTING_LAYOUTS, listingPath, type ListingRoute } from "./layouts";
import type { SearchParams } from "./listing";
import { ShopPage } from "./shop-page";

type RouteProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/**
 * One listing route, from its name in the table of layouts: its page and its metadata. Each of
 * the nine app/[locale]/(shop)/shop-*\/page.tsx files is these few lines.
 */
export function listingRoute(route: ListingRoute) {
  const layout = LISTING_LAYOUTS[route];
  const basePath = listingPath(route);

  async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace: "Shop" });
    // Filtered, sorted and paged views are variations of the one listing: one canonical URL.
    return pageMetadata({ title: await listingTitle(locale, route), description: t("intro"), path: basePath, locale });
  }

  async function Page({ params, searchParams }: RouteProps) {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    return <ShopPage locale={locale} searchParams={searchParams} basePath={basePath} layout={layout} name={route} />;
  }

  return { generateMetadata, Page };
}

/** "Shop" for the standard listing; "Shop: List, full width" and so on for the others. */
export async function listingTitle(locale: string, route: ListingRoute): Promise<string> {
  const t = await getTranslations({ locale, namespace: "Shop" });
  if (route === "shop-grid-standard") return t("title");
  const tl = await getTranslations({ locale, namespace: "ShopLayouts" });
  return tl("title", { shop: t("title"), layout: tl(`names.${route}`) });
}
