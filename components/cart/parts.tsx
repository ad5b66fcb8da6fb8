// Small presentational pieces shared by the cart, wishlist and compare screens.
import { formatPrice } from "@/lib/format";
import styles from "./parts.module.css";
import { fill } from "@/lib/i18n/format";

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
        ? [fill(labels.onlyLeft, { count: stock }), styles.low]
        : [labels.inStock, styles.ok];
  return <span className={`${styles.stock} ${tone}`}>{text}</span>;
}
