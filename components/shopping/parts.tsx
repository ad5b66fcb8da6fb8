// Small presentational pieces shared by the cart, wishlist and compare screens.
import type { Ref } from "react";
import Link from "next/link";
import { formatPrice } from "@/lib/format";
import styles from "./parts.module.css";

export { Loading } from "./loading";


export function EmptyState({
  title,
  text,
  action,
  headingRef,
}: {
  title: string;
  text: string;
  action: { href: string; label: string };
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className={styles.empty}>
      <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false" className={styles.art}>
        <ellipse cx="48" cy="64" rx="34" ry="6" fill="#f3ece5" />
        <path d="M24 26h48l-4 30H28z" fill="#fde8ec" />
        <path d="M38 26v-4a10 10 0 0 1 20 0v4" stroke="#a1344e" strokeWidth="3" fill="none" strokeLinecap="round" />
        <circle cx="40" cy="40" r="2.5" fill="#a1344e" />
        <circle cx="56" cy="40" r="2.5" fill="#a1344e" />
        <path d="M42 47q6 4 12 0" stroke="#a1344e" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
      <h2 className={styles.emptyTitle} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p className={styles.emptyText}>{text}</p>
      <Link href={action.href} className="button">
        {action.label}
      </Link>
    </div>
  );
}

/** The current price, and the old one struck through when discounted. */
export function PriceTag({
  price,
  finalPrice,
  locale,
  labels,
}: {
  price: number;
  finalPrice: number;
  locale: string;
  labels: { price: string; salePrice: string; originalPrice: string };
}) {
  if (finalPrice >= price) {
    return (
      <span className={styles.price}>
        <span className="visually-hidden">{labels.price}: </span>
        {formatPrice(finalPrice, locale)}
      </span>
    );
  }
  return (
    <span className={styles.price}>
      <span className="visually-hidden">{labels.salePrice}: </span>
      <span className={styles.sale}>{formatPrice(finalPrice, locale)}</span>{" "}
      <span className="visually-hidden">{labels.originalPrice}: </span>
      <del className={styles.old}>{formatPrice(price, locale)}</del>
    </span>
  );
}

export type StockLabels = { inStock: string; onlyLeft: string; soldOut: string };
const LOW_STOCK = 5;

export function StockText({ stock, labels }: { stock: number; labels: StockLabels }) {
  const [text, tone] =
    stock <= 0
      ? [labels.soldOut, styles.out]
      : stock <= LOW_STOCK
        ? [labels.onlyLeft.replace("{count}", String(stock)), styles.low]
        : [labels.inStock, styles.ok];
  return <span className={`${styles.stock} ${tone}`}>{text}</span>;
}
