import type { CSSProperties } from "react";
import styles from "./rating.module.css";

/**
 * Five stars filled to `value` (halves): one element, an image to assistive technology named by
 * `label` ("Rated 4.5 out of 5"); the stars are drawn by its CSS. No next-intl here: the server's
 * <Rating> and the client product cards render it alike.
 */
export function RatingStars({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <span
      className={className ? `${styles.rating} ${className}` : styles.rating}
      role="img"
      aria-label={label}
      style={{ "--fill": `${(value / 5) * 100}%` } as CSSProperties}
    />
  );
}

/** A rating as the stars show it: to the nearest half. */
export const roundedRating = (value: number) => Math.round(value * 2) / 2;
