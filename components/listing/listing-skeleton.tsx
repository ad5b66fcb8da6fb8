import type { ListingLayout } from "./layouts";
import styles from "./listing-skeleton.module.css";

/**
 * The listing's shape while its data loads (the Suspense fallback of the shop pages): a few empty
 * elements whose placeholders are drawn by CSS, since every cached listing carries it in its
 * HTML and its RSC payload.
 */
export function ListingSkeleton({ layout, label }: { layout: ListingLayout; label: string }) {
  const cards = layout.view === "list" ? 4 : layout.columns * 2;
  return (
    <div className={`${styles.skeleton} ${styles[layout.filters]}`} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className={styles.sidebar} aria-hidden="true" />
      <div aria-hidden="true">
        <div className={styles.toolbar} />
        <div className={`${styles.grid} ${layout.view === "list" ? styles.list : styles[`cols${layout.columns}`]}`}>
          {Array.from({ length: cards }, (_, i) => (
            <div key={i} className={styles.card} />
          ))}
        </div>
      </div>
    </div>
  );
}
