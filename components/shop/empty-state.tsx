import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ListingQuery } from "@/lib/catalog/query";
import { listingHref } from "@/lib/routes";
import panel from "@/components/ui/empty-panel.module.css";
import styles from "./empty-state.module.css";

/** No results: say why, and offer the ways out (clear the filters, see everything). */
export function EmptyState({ query, basePath }: { query: ListingQuery; basePath: string }) {
  const t = useTranslations("Listing");
  return (
    <div className={panel.panel}>
      <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false" className={panel.art}>
        <ellipse cx="48" cy="64" rx="34" ry="6" fill="#f3ece5" />
        <rect x="20" y="18" width="56" height="40" rx="10" fill="#e5effb" />
        <path d="M20 30h56" stroke="#9cc3ea" strokeWidth="3" />
        <circle cx="38" cy="42" r="3" fill="#2a5a8c" />
        <circle cx="58" cy="42" r="3" fill="#2a5a8c" />
        <path d="M42 51q6-4 12 0" stroke="#2a5a8c" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
      <h3 className={panel.title}>{t("emptyTitle")}</h3>
      <p className={`${panel.text} ${styles.text}`}>{t("emptyText")}</p>
      <div className={styles.actions}>
        <Link href={listingHref(basePath, { sort: query.sort })} className="button">
          {t("emptyAction")}
        </Link>
        <Link href={basePath} className="button button-secondary">
          {t("emptyBrowse")}
        </Link>
      </div>
    </div>
  );
}
