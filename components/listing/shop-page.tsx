import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import type { ListingRoute } from "@/lib/routes";
import type { SearchRecord } from "@/lib/routes.server";
import type { ListingLayout } from "./layouts";
import { parseListingQuery } from "@/lib/catalog/query";
import { Listing } from "./listing";
import { ListingSkeleton } from "./listing-skeleton";
import styles from "./shop-page.module.css";

type Props = {
  locale: string;
  /** The query the page's path carries (searchOfSegments in lib/routes.server.ts). */
  search: SearchRecord;
  basePath: string;
  layout: ListingLayout;
  /** The route's name in the table of layouts (data-layout, for styles and tests). */
  name: ListingRoute;
};

/**
 * A whole shop listing page. The heading and frame are the shell; the listing streams inside
 * <Suspense> with a skeleton in its place (what a client navigation to a new query shows first).
 */
export async function ShopPage({ locale, search, basePath, layout, name }: Props) {
  const t = await getTranslations({ locale, namespace: "Shop" });
  const tCommon = await getTranslations({ locale, namespace: "Common" });
  return (
    <div className={layout.fullWidth ? "container-wide" : "container"} data-layout={name}>
      <div className={styles.intro}>
        <Breadcrumbs label={tCommon("breadcrumb")} items={[{ label: tCommon("home"), href: "/" }, { label: t("title") }]} />
        <h1 className={styles.title}>{t("title")}</h1>
        <p className={styles.lead}>{t("intro")}</p>
      </div>
      <Suspense fallback={<ListingSkeleton layout={layout} label={tCommon("loading")} />}>
        <Listing query={parseListingQuery(search)} basePath={basePath} layout={layout} locale={locale} />
      </Suspense>
    </div>
  );
}
