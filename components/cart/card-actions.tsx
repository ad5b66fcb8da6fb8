import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import type { CatalogEntry } from "@/lib/catalog/entry";
import { CardButtons } from "./shopping-islands";
import styles from "./buttons.module.css";
import { productHref } from "@/lib/routes";

/** The product page of an id (the same path as the product card's link). */

/**
 * A product card's actions: add to cart (simple products in stock), "Select options" (products
 * with colours or sizes: the choice is made on the product page), wishlist and compare. Only
 * the buttons are client code; the card around them stays a server component.
 */
export function CardActions({ entry, name }: { entry: CatalogEntry; /** The name as the card shows it. */ name: string }) {
  const t = useTranslations("Shopping");
  const product = {
    id: entry.id,
    name,
    image: entry.images[0] ?? "",
    price: entry.price,
    finalPrice: entry.finalPrice,
    discount: entry.discount,
  };
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
      <CardButtons product={product} stock={entry.stock} addable={addable} />
    </div>
  );
}
