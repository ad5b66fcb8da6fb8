"use client";
import styles from "./saved-views.module.css";

/** The wishlist's and compare list's loading line, or the failure line with a retry button. */
export function LoadStatus({
  data,
  texts: t,
}: {
  data: { loading: boolean; failed: boolean; retry: () => void };
  texts: { loading: string; loadFailed: string; retry: string };
}) {
  return (
    <>
      {data.loading && (
        <p className={styles.status} role="status">
          {t.loading}
        </p>
      )}
      {data.failed && (
        <p className={styles.status} role="status">
          {t.loadFailed}{" "}
          <button type="button" className={styles.textButton} onClick={data.retry}>
            {t.retry}
          </button>
        </p>
      )}
    </>
  );
}
