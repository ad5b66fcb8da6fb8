import type { CSSProperties } from "react";
import { useTranslations } from "next-intl";
import styles from "./rating.module.css";

/** Five stars filled to the rating (halves), with the rating as text for screen readers. */
export function Rating({ value, className }: { value: number; className?: string }) {
  const t = useTranslations("Product");
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className={[styles.rating, className].filter(Boolean).join(" ")}>
      <span className={styles.stars} aria-hidden="true" style={{ "--fill": `${(rounded / 5) * 100}%` } as CSSProperties}>
        ★★★★★
      </span>
      <span className="visually-hidden">{t("rating", { rating: rounded })}</span>
    </span>
  );
}
