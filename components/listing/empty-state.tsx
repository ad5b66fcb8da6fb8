import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import type { ListingQuery } from "@/lib/catalog/query";
import { listingHref } from "@/lib/routes";
import { EmptyPanel } from "@/components/ui/empty-panel";

/** No results: say why, and offer the ways out (clear the filters, see everything). */
export function EmptyState({ query, basePath }: { query: ListingQuery; basePath: string }) {
  const t = useTranslations("Listing");
  return (
    <EmptyPanel art="box" heading="h3" title={t("emptyTitle")} text={t("emptyText")}>
      <Link href={listingHref(basePath, { sort: query.sort })} className="button">
        {t("emptyAction")}
      </Link>
      <Link href={basePath} className="button button-secondary">
        {t("emptyBrowse")}
      </Link>
    </EmptyPanel>
  );
}
