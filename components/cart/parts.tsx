// Small pieces shared by the cart, wishlist and compare screens.
import { Link } from "@/components/ui/link";
import type { SavedProductView } from "@/lib/catalog/saved";
import { formatPrice } from "@/lib/format";
import { fill } from "@/lib/i18n/format";
import { ROUTES, productHref } from "@/lib/routes";
import { AddToCartButton } from "./add-to-cart-button";
import { CloseIcon } from "./icons";
import buttons from "./buttons.module.css";
import styles from "./parts.module.css";

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

/**
 * What a saved product offers: "Select options" (colours and sizes are chosen on its page), add
 * to cart while in stock, else `soldOut` (the compare table says so; the wishlist's stock line does).
 */
export function ProductAction({
  product: p,
  texts,
  soldOut,
}: {
  product: SavedProductView;
  texts: { selectOptions: string; selectOptionsLabel: string };
  soldOut?: string;
}) {
  if (p.hasVariations) {
    return (
      <Link href={productHref(p.id)} className={buttons.selectLink} aria-label={fill(texts.selectOptionsLabel, { name: p.name })}>
        {texts.selectOptions}
      </Link>
    );
  }
  if (p.stock > 0) {
    return <AddToCartButton product={{ id: p.id, name: p.name, image: p.image, price: p.price, finalPrice: p.finalPrice, discount: p.discount }} stock={p.stock} />;
  }
  return soldOut ? <span className={buttons.soldOut}>{soldOut}</span> : null;
}

/** "Remove" with its ×, named after what it removes. */
export function RemoveButton({ label, text, className, onRemove }: { label: string; text: string; className?: string; onRemove: () => void }) {
  return (
    <button type="button" className={`${buttons.iconButton} ${buttons.withText} ${className ?? ""}`} aria-label={label} onClick={onRemove}>
      <CloseIcon />
      <span>{text}</span>
    </button>
  );
}

/** Under a list: back to the shop, and empty the list. */
export function ListFooter({ back, clear, onClear }: { back: string; clear: string; onClear: () => void }) {
  return (
    <div className={buttons.listFooter}>
      <Link href={ROUTES.shop} className="button button-secondary">
        {back}
      </Link>
      <button type="button" className={buttons.clear} onClick={onClear}>
        {clear}
      </button>
    </div>
  );
}
