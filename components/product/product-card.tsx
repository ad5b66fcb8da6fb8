import type { CSSProperties } from "react";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { CardActions } from "@/components/cart/card-actions";
import { OptimizedImage, optimizedImageUrl } from "@/components/ui/optimized-image";
import type { CatalogEntry } from "@/lib/catalog/entry";
import { Price } from "@/components/ui/price";
import { QuickViewButton } from "./quick-view-button";
import { Rating } from "./rating";
import { Swatches } from "./swatches";
import { colorLabel, swatchOf } from "@/lib/catalog/colors";
import { entryTexts } from "@/lib/catalog/translations";
import styles from "./product-card.module.css";
import { productHref } from "@/lib/routes";

export type ProductCardVariant = "grid" | "row";

type Props = {
  entry: CatalogEntry;
  locale: string;
  /** `sizes` of the image for the grid it sits in (see ProductGrid). */
  sizes: string;
  variant?: ProductCardVariant;
  /** Load the image at once (cards above the fold). */
  eager?: boolean;
  headingLevel?: 2 | 3;
};

/**
 * The second picture, shown on hover, as a CSS background: the browser fetches it only when the
 * card is hovered, and the page carries one URL instead of an <img> with its srcset, in the HTML
 * and again in the RSC payload. Decorative (the first image's alt is empty too).
 */
function hoverStyle(src: string): CSSProperties {
  const url = optimizedImageUrl(src, 420).replace(/["\\\n]/g, (c) => (c === "\n" ? "" : `\\${c}`));
  return { "--hover-image": `url("${url}")` } as CSSProperties;
}

/**
 * A product in a listing: image, name (the card's link), rating, price, badges, quick view and
 * the shopping buttons. The whole card is clickable through the name link's overlay.
 */
export function ProductCard({ entry, locale, sizes, variant = "grid", eager = false, headingLevel = 3 }: Props) {
  const t = useTranslations("Product");
  const tc = useTranslations("Colors");
  const texts = entryTexts(entry, locale);
  const soldOut = entry.stock <= 0;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [image, hoverImage] = entry.images;
  const colors = entry.colors.map((c) => ({ value: c, label: colorLabel(tc, c), swatch: swatchOf(c) }));

  return (
    <article className={[styles.card, variant === "row" && styles.row, soldOut && styles.soldOut].filter(Boolean).join(" ")}>
      <div className={styles.media} style={hoverImage && variant === "grid" ? hoverStyle(hoverImage) : undefined}>
        {image && (
          <OptimizedImage
            src={image}
            alt=""
            width={600}
            height={600}
            sizes={sizes}
            loading={eager ? "eager" : "lazy"}
            className={styles.image}
          />
        )}
        <QuickViewButton id={entry.id} name={texts.name} locale={locale} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link href={productHref(entry.id)} className={styles.link}>
            {texts.name}
          </Link>
        </Heading>
        {entry.rating > 0 && <Rating value={entry.rating} className={styles.rating} />}
        <Price price={entry.price} finalPrice={entry.finalPrice} discount={entry.discount} locale={locale} />
        {variant === "row" && texts.shortDescription && <p className={styles.description}>{texts.shortDescription}</p>}
        {colors.length > 0 && (
          <p className={styles.colors}>
            <span className="visually-hidden">{t("availableColors", { colors: colors.map((c) => c.label).join(", ") })}</span>
            <Swatches className={styles.swatch} colors={colors.slice(0, 5).map((c) => c.swatch ?? "")} />
          </p>
        )}
        <ul role="list" className={styles.badges}>
          {entry.discount > 0 && (
            <li className={`${styles.badge} ${styles.badgeSale}`}>
              <span aria-hidden="true">{t("discount", { percent: entry.discount })}</span>
              <span className="visually-hidden">{t("discountLabel", { percent: entry.discount })}</span>
            </li>
          )}
          {entry.new && <li className={`${styles.badge} ${styles.badgeNew}`}>{t("new")}</li>}
          {entry.subscribeSave !== undefined && <li className={`${styles.badge} ${styles.badgeSubscribe}`}>{t("subscribeSave", { percent: entry.subscribeSave })}</li>}
          {soldOut && <li className={`${styles.badge} ${styles.badgeOut}`}>{t("soldOut")}</li>}
        </ul>
        <CardActions entry={entry} name={texts.name} />
      </div>
    </article>
  );
}
