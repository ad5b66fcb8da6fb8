import { Link } from "@/components/ui/link";
import type { SavedItem } from "@/stores/rules";
import type { CardPurchase } from "./card-buttons";
import { CardButtons } from "./shopping-islands";
import { fill } from "@/lib/i18n/format";
import { productHref } from "@/lib/routes";
import styles from "./buttons.module.css";

export type { CardPurchase };
export type CardActionTexts = { selectOptions: string; /** "Select options for {name}" */ selectOptionsLabel: string; soldOut: string };

/**
 * A product card's actions: add to cart (simple products in stock: `purchase` is set), "Select
 * options" (products with colours or sizes: the choice is made on the product page), wishlist and
 * compare. Only the buttons are an island; this markup renders with the card.
 */
export function CardActions({ item, options, purchase, texts }: { item: SavedItem; /** The product has colours or sizes. */ options: boolean; purchase?: CardPurchase; texts: CardActionTexts }) {
  return (
    <div className={styles.cardActions}>
      {options ? (
        <Link href={productHref(item.id)} className={styles.selectLink} aria-label={fill(texts.selectOptionsLabel, { name: item.name })}>
          {texts.selectOptions}
        </Link>
      ) : (
        !purchase && <span className={styles.soldOut}>{texts.soldOut}</span>
      )}
      {/* The island gets the fields it shows or stores; prices and stock only where it can add to the cart. */}
      <CardButtons item={item} {...(purchase && { purchase })} />
    </div>
  );
}
