"use client";
// The search box's markup (search-box.tsx gives it its words). A client component so that the
// header's box, the drawer's and the search page's share one texts object in the RSC payload
// and are each a line there, not the form's whole element tree (~1 KB a box).
import styles from "./search-box.module.css";
import { ROUTES } from "@/lib/routes";

export type SearchTexts = { label: string; placeholder: string; submit: string };

export type SearchFormProps = {
  /** Unique on the page: the header's box and the search page's own box both exist there. */
  id: string;
  defaultValue?: string;
  size?: "sm" | "lg";
  className?: string;
  /** Names the search landmark when the page has two (the header's and the search page's own). */
  landmarkLabel?: string;
};

export function SearchForm({ id, defaultValue, size = "sm", className, landmarkLabel, texts }: SearchFormProps & { texts: SearchTexts }) {
  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      action={ROUTES.search}
      method="get"
      className={[styles.form, size === "lg" ? styles.lg : "", className].filter(Boolean).join(" ")}
    >
      <label htmlFor={id} className="visually-hidden">
        {texts.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        required
        maxLength={100}
        defaultValue={defaultValue}
        placeholder={texts.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" className={styles.icon}>
          <circle cx="7.5" cy="7.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m11.8 11.8 4.2 4.2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={size === "sm" ? "visually-hidden" : undefined}>{texts.submit}</span>
      </button>
    </form>
  );
}
