// A price's markup from texts already formatted: the server's <Price> and the client product
// cards (components/product/product-card.tsx) render it alike. No next-intl here, so a client
// module that imports it ships no translator.
import styles from "./price.module.css";

export type PriceLabels = { price: string; salePrice: string; originalPrice: string };

type Props = {
  /** The price paid, formatted. */
  current: string;
  /** The price before the discount, formatted: set only when discounted. */
  old?: string;
  labels: PriceLabels;
  size?: "md" | "lg";
  /** The "-N%" badge beside the prices: its text, and its words for screen readers. */
  badge?: { text: string; label: string };
};

/** The price, and when discounted the original price struck through, labelled for screen readers. */
export function PriceView({ current, old, labels, size = "md", badge }: Props) {
  const className = size === "lg" ? `${styles.price} ${styles.lg}` : styles.price;
  if (old === undefined) {
    return (
      <p className={className}>
        <span className="visually-hidden">{`${labels.price}: `}</span>
        <span className={styles.current}>{current}</span>
      </p>
    );
  }
  return (
    <p className={className}>
      <span className="visually-hidden">{`${labels.salePrice}: `}</span>
      <span className={`${styles.current} ${styles.sale}`}>{current}</span>{" "}
      <span className="visually-hidden">{`${labels.originalPrice}: `}</span>
      <del className={styles.old}>{old}</del>
      {badge && (
        <>
          {" "}
          <span className={styles.badge}>
            <span aria-hidden="true">{badge.text}</span>
            <span className="visually-hidden">({badge.label})</span>
          </span>
        </>
      )}
    </p>
  );
}
