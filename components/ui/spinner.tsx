import styles from "./spinner.module.css";

/** A screen's loading indicator, filling the viewport, announced politely by screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className={styles.wrap}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}

/** A small placeholder while stored or fresh data loads, in place of what it waits for (never a blank page). */
export function Loading({ label }: { label: string }) {
  return (
    <div role="status" className={styles.loading}>
      <span className={`${styles.spinner} ${styles.small}`} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
