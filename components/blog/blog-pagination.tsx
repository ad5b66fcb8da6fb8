import Link from "next/link";
import { pageWindow } from "@/components/shop/url";
import styles from "./blog.module.css";

type Labels = { nav: string; previous: string; next: string; previousPage: string; nextPage: string; page: (n: number) => string };

/** Page links (plain links: they work before JavaScript and keep the other query values). */
export function BlogPagination({ page, pageCount, href, labels }: { page: number; pageCount: number; href: (page: number) => string; labels: Labels }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      <ul role="list" className={styles.pageList}>
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={styles.pageStep} aria-label={labels.previousPage}>
              <span aria-hidden="true">←</span> {labels.previous}
            </Link>
          ) : (
            <span className={`${styles.pageStep} ${styles.pageDisabled}`} aria-hidden="true">
              ← {labels.previous}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                className={`${styles.pageNumber} ${p === page ? styles.pageCurrent : ""}`}
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
            <Link href={href(page + 1)} rel="next" className={styles.pageStep} aria-label={labels.nextPage}>
              {labels.next} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className={`${styles.pageStep} ${styles.pageDisabled}`} aria-hidden="true">
              {labels.next} →
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
