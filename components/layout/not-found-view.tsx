import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { INFO_PAGES, ROUTES } from "@/lib/routes";
import { rootSegmentLocale } from "@/lib/i18n/page-locale";
import type { Locale } from "@/lib/i18n/routing";
import type { NotFoundTexts } from "./not-found-screen";
import { NotFoundIsland } from "./not-found-island";
import "./not-found-view.module.css"; // the island's styles (components/ui/island.tsx)

/**
 * The not-found screen, inside its route group's frame (the storefront's or the admin's): what
 * went wrong, a search box, ways back. Each group has its own not-found.tsx (notFoundPage below)
 * rather than one above the groups: a boundary's not-found page travels in the RSC payload of
 * every page under it, and one above the groups had to bring its own header and footer (~10 KB
 * on every page).
 */
export function notFoundPage() {
  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations({ locale: await rootSegmentLocale(), namespace: "NotFound" });
    return { title: t("metaTitle") };
  }
  async function NotFound() {
    return <NotFoundView locale={await rootSegmentLocale()} />;
  }
  return { generateMetadata, NotFound };
}

export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "NotFound" });
  const tLinks = await getTranslations({ locale, namespace: "SiteLinks" });
  const helpful = [
    { href: ROUTES.blog, label: tLinks("blog") },
    { href: "/shipping", label: tLinks("Shipping") },
    { href: "/refund", label: tLinks("Refund") },
    { href: INFO_PAGES.Contact, label: tLinks("Contact") },
  ];
  const keys = ["eyebrow", "title", "text", "searchLabel", "searchPlaceholder", "searchSubmit", "home", "shop", "helpful"] as const;
  return (
    <>
      {/* generateMetadata's title is dropped when Next renders this page client-side (a 404
          found while prerendering); React 19 hoists this one into <head> in every case. */}
      <title>{`${t("metaTitle")} | Flone`}</title>
      <NotFoundIsland texts={Object.fromEntries(keys.map((k) => [k, t(k)])) as NotFoundTexts} helpful={helpful} />
    </>
  );
}
