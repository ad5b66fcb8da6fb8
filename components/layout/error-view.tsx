"use client";
// The error boundary's screen: a calm message, "Try again" (re-fetches and re-renders the
// segment) and a way home. A chunk that failed to load (after a new deploy) reloads the page once
// instead (lib/chunk-reload.ts).
import { useEffect } from "react";
import { isChunkLoadError, recoverFromChunkError } from "@/lib/chunk-reload";
import { useErrorTexts } from "./error-texts";
import styles from "./error-view.module.css";

export function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const texts = useErrorTexts();
  const t = (key: keyof typeof texts) => texts[key];
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (chunk) recoverFromChunkError(error);
    else console.error(error);
  }, [chunk, error]);

  // Rendered inside the shop layout, whose <main> already holds it.
  return (
    <div className={`container ${styles.wrap}`}>
      <h1 className={styles.title}>{t("title")}</h1>
      <p className={styles.text}>{chunk ? t("reloading") : t("text")}</p>
      <div className={styles.actions}>
        {/* A missing chunk is only fixed by loading the new build: reload rather than re-render. */}
        <button type="button" className="button" onClick={() => (chunk ? location.reload() : retry())}>
          {t("retry")}
        </button>
        {/* A full page load, in case the client router itself is what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberately not a client navigation */}
        <a href="/" className="button button-secondary">
          {t("home")}
        </a>
      </div>
    </div>
  );
}
