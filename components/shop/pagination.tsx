import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ListingQuery } from "@/lib/catalog/query";
import { listingHref, pageWindow } from "./url";
import styles from "./pagination.module.css";

type Props = { query: ListingQuery; page: number; pageCount: number; basePath: string };

export function Pagination({ query, page, pageCount, basePath }: Props) {
  const t = useTranslations("Listing");
  if (pageCount <= 1) return null;
  const href = (p: number) => listingHref(basePath, { ...query, page: p });

  return (
    <nav aria-label={t("pagination")} className={styles.nav}>
      <ul role="list" className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={styles.step} aria-label={t("previousPage")}>
              <span aria-hidden="true">←</span> {t("previous")}
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              ← {t("previous")}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                className={`${styles.page} ${p === page ? styles.current : ""}`}
                aria-label={t("page", { page: p })}
                aria-current={p === page ? "page" : undefined}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link href={href(page + 1)} rel="next" className={styles.step} aria-label={t("nextPage")}>
              {t("next")} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              {t("next")} →
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
