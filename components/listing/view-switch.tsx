import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import type { ListingQuery } from "@/lib/catalog/query";
import { LISTING_LAYOUTS, type ListingLayout } from "./layouts";
import { listingHref, listingPath } from "@/lib/routes";
import styles from "./view-switch.module.css";

/**
 * Grid or list: two links, the current view marked. The other view is the layout's counterpart
 * route with the same query (filters, sort and page), so it is a plain link that works without
 * JavaScript and can be shared.
 */
export function ViewSwitch({ layout, query }: { layout: ListingLayout; query: ListingQuery }) {
  const t = useTranslations("ShopLayouts");
  const other = listingHref(listingPath(layout.counterpart), query);
  const otherView = LISTING_LAYOUTS[layout.counterpart].view;
  const views = (["grid", "list"] as const).map((view) => ({
    view,
    current: view === layout.view,
    href: view === layout.view ? undefined : view === otherView ? other : undefined,
  }));
  return (
    <div role="group" aria-label={t("view")} className={styles.switch}>
      {views.map(({ view, current, href }) =>
        href ? (
          <Link key={view} href={href} className={styles.option}>
            <Icon view={view} />
            <span className={styles.text}>{t(view)}</span>
          </Link>
        ) : (
          <span
            key={view}
            className={`${styles.option} ${current ? styles.current : ""}`}
            aria-current={current ? "page" : undefined}
          >
            <Icon view={view} />
            <span className={styles.text}>{t(view)}</span>
          </span>
        ),
      )}
    </div>
  );
}

function Icon({ view }: { view: "grid" | "list" }) {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className={styles.icon}>
      {view === "grid" ? (
        <path d="M2 2h5v5H2zM9 2h5v5H9zM2 9h5v5H2zM9 9h5v5H9z" fill="currentColor" />
      ) : (
        <path d="M2 2.5h3v3H2zM7 3h7v2H7zM2 10.5h3v3H2zM7 11h7v2H7z" fill="currentColor" />
      )}
    </svg>
  );
}
