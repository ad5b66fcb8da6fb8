import styles from "./spinner.module.css";

/** A calm loading indicator, announced politely by screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className={styles.wrap}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
