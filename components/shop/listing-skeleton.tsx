import type { ListingLayout } from "./layouts";
import styles from "./listing-skeleton.module.css";

/** The listing's shape while its data loads (the Suspense fallback of the shop pages). */
export function ListingSkeleton({ layout, label }: { layout: ListingLayout; label: string }) {
  const cards = layout.view === "list" ? 4 : layout.columns * 2;
  return (
    <div className={`${styles.skeleton} ${styles[layout.filters]}`} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className={styles.sidebar} aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={styles.group}>
            <span className={`${styles.bar} ${styles.short}`} />
            <span className={styles.bar} />
            <span className={styles.bar} />
            <span className={styles.bar} />
          </div>
        ))}
      </div>
      <div aria-hidden="true">
        <div className={styles.toolbar}>
          <span className={`${styles.bar} ${styles.short}`} />
          <span className={`${styles.bar} ${styles.pill}`} />
        </div>
        <div className={`${styles.grid} ${layout.view === "list" ? styles.list : styles[`cols${layout.columns}`]}`}>
          {Array.from({ length: cards }, (_, i) => (
            <div key={i} className={styles.card}>
              <span className={styles.image} />
              <span className={styles.bar} />
              <span className={`${styles.bar} ${styles.short}`} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
