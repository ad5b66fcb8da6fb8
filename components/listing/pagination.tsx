import { useTranslations } from "next-intl";
import { Pagination } from "@/components/ui/pagination";
import type { ListingQuery } from "@/lib/catalog/query";
import { listingHref } from "@/lib/routes";

/** The listing's page links: every other filter and the sort stay in the URL. */
export function ListingPagination({ query, page, pageCount, basePath }: { query: ListingQuery; page: number; pageCount: number; basePath: string }) {
  const t = useTranslations("Listing");
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      href={(p) => listingHref(basePath, { ...query, page: p })}
      labels={{
        nav: t("pagination"),
        previous: t("previous"),
        next: t("next"),
        previousPage: t("previousPage"),
        nextPage: t("nextPage"),
        page: (p) => t("page", { page: p }),
      }}
    />
  );
}
