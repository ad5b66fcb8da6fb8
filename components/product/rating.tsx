import type { CSSProperties } from "react";
import { useTranslations } from "next-intl";
import styles from "./rating.module.css";

/**
 * Five stars filled to the rating (halves): one element, an image to assistive technology named
 * by the rating ("Rated 4.5 out of 5"); the stars are drawn by its CSS. A listing shows fifteen.
 */
export function Rating({ value, className }: { value: number; className?: string }) {
  const t = useTranslations("Product");
  const rounded = Math.round(value * 2) / 2;
  return (
    <span
      className={className ? `${styles.rating} ${className}` : styles.rating}
      role="img"
      aria-label={t("rating", { rating: rounded })}
      style={{ "--fill": `${(rounded / 5) * 100}%` } as CSSProperties}
    />
  );
}
