import { Link } from "@/components/ui/link";
import { pageWindow } from "./page-window";
import styles from "./pagination.module.css";

export type PaginationLabels = { nav: string; previous: string; next: string; previousPage: string; nextPage: string; page: (n: number) => string };

/**
 * Previous, numbered (with gaps) and next page links: plain links, so they work before
 * JavaScript; `href(page)` keeps whatever else the URL holds. The shop listings and the blog use it.
 */
export function Pagination({ page, pageCount, href, labels }: { page: number; pageCount: number; href: (page: number) => string; labels: PaginationLabels }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={styles.nav}>
      <ul role="list" className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={styles.step} aria-label={labels.previousPage}>
              <span aria-hidden="true">←</span> {labels.previous}
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              ← {labels.previous}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                className={`${styles.page} ${p === page ? styles.current : ""}`}
                aria-label={labels.page(p)}
                aria-current={p === page ? "page" : undefined}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link href={href(page + 1)} rel="next" className={styles.step} aria-label={labels.nextPage}>
              {labels.next} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              {labels.next} →
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
