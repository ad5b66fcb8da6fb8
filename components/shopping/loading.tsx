import styles from "./loading.module.css";

/** A small placeholder while the stored state is restored or fresh data loads (never a blank page). */
export function Loading({ label }: { label: string }) {
  return (
    <div role="status" className={styles.loading}>
      <span className={styles.dot} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
