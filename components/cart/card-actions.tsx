import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import type { CatalogEntry } from "@/lib/catalog/entry";
import { CardButtons } from "./shopping-islands";
import styles from "./buttons.module.css";
import { productHref } from "@/lib/routes";

/**
 * A product card's actions: add to cart (simple products in stock), "Select options" (products
 * with colours or sizes: the choice is made on the product page), wishlist and compare. Only
 * the buttons are client code; the card around them stays a server component.
 */
export function CardActions({ entry, name }: { entry: CatalogEntry; /** The name as the card shows it. */ name: string }) {
  const t = useTranslations("Shopping");
  const addable = !entry.hasVariations && entry.stock > 0;
  return (
    <div className={styles.cardActions}>
      {entry.hasVariations ? (
        <Link
          href={productHref(entry.id)}
          className={styles.selectLink}
          aria-label={t("selectOptionsLabel", { name })}
        >
          {t("selectOptions")}
        </Link>
      ) : (
        !addable && <span className={styles.soldOut}>{t("soldOut")}</span>
      )}
      {/* The island gets the fields it shows or stores; prices and stock only where it can add to the cart. */}
      <CardButtons
        item={{ id: entry.id, name, image: entry.images[0] ?? "" }}
        {...(addable && { purchase: { price: entry.price, finalPrice: entry.finalPrice, discount: entry.discount, stock: entry.stock } })}
      />
    </div>
  );
}
