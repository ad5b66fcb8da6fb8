"use client";
// The product cards of a listing, rendered from a few fields each (ProductGrid builds them on the
// server). A client component so that the RSC payload carries each card's data (~0.3 KB) and
// the words all cards share once, rather than each card's ~60 elements (~2 KB): the HTML is the
// same as a server-rendered card's. Prices, ratings and colour names come formatted and
// translated, so nothing is formatted differently in the browser. Not a lazy island: React would
// write a lazy grid as a boundary of its own, shown a frame after the listing around it, and the
// footer drawn in the grid's place meanwhile moved (CLS 0.33 in 1 of 5 Lighthouse runs).
import type { CSSProperties } from "react";
import { CardActions, type CardActionTexts, type CardPurchase } from "@/components/cart/card-actions";
import { Link } from "@/components/ui/link";
import { PriceView, type PriceLabels } from "@/components/ui/price-view";
import { fill } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { productHref } from "@/lib/routes";
import { QuickView } from "./quick-view-island";
import type { QuickView as QuickViewDialog, QuickViewLabels } from "./quick-view";
import { RatingStars } from "./rating-stars";
import { Swatches } from "./swatches";
import styles from "./product-card.module.css";

export type ProductCardVariant = "grid" | "row";

/** One card: what it shows, formatted and translated for the page's language. */
export type CardData = {
  id: string;
  name: string;
  /** The first picture (as stored: what the cart keeps) and its optimised URLs. */
  image?: { stored: string; src: string; srcSet?: string };
  /** The second picture's URL, as a CSS url(), shown on hover. */
  hover?: string;
  rating?: { value: number; label: string };
  price: { current: string; old?: string };
  /** The discount in percent, when there is one. */
  discount?: number;
  colors?: { label: string; swatches: string[] };
  new?: true;
  /** The subscriber discount in percent, for a product sold by subscription. */
  subscribeSave?: number;
  soldOut?: true;
  /** Colours or sizes: chosen on the product page ("Select options"). */
  options?: true;
  /** Set only for a product the card can add to the cart. */
  purchase?: CardPurchase;
  /** Shown by the "row" variant. */
  description?: string;
};

/** The words every card of the page shares: one object, sent once however many grids use it. */
export type CardTexts = CardActionTexts & {
  price: PriceLabels;
  /** "-{percent}%", "{percent}% off", "Subscribe & save {percent}%" */
  discount: string;
  discountLabel: string;
  subscribeSave: string;
  new: string;
  quickView: QuickViewLabels;
  /** "Quick view: {name}" */
  quickViewLabel: string;
};

type CardProps = {
  card: CardData;
  texts: CardTexts;
  locale: Locale;
  /** `sizes` of the image for the grid it sits in (see ProductGrid). */
  sizes: string;
  variant: ProductCardVariant;
  /** Load the image at once (cards above the fold). */
  eager: boolean;
  headingLevel: 2 | 3;
  /**
   * The quick view's server action, passed by the server component: imported here, the action's
   * module would be built apart from the page and miss the client components its content places.
   */
  loadQuickView: Parameters<typeof QuickViewDialog>[0]["load"];
};

/**
 * A product in a listing: image, name (the card's link), rating, price, badges, quick view and
 * the shopping buttons. The whole card is clickable through the name link's overlay.
 */
function ProductCard({ card, texts, locale, sizes, variant, eager, headingLevel, loadQuickView }: CardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const percent = (template: string, value: number) => fill(template, { percent: value });
  return (
    <article className={[styles.card, variant === "row" && styles.row, card.soldOut && styles.soldOut].filter(Boolean).join(" ")}>
      <div className={styles.media} style={card.hover && variant === "grid" ? ({ "--hover-image": card.hover } as CSSProperties) : undefined}>
        {card.image && (
          // As OptimizedImage writes it (the <picture> keeps React from adding a preload hint).
          <picture>
            <img
              alt=""
              loading={eager ? "eager" : "lazy"}
              width={600}
              height={600}
              decoding="async"
              className={styles.image}
              {...(card.image.srcSet !== undefined && { sizes, srcSet: card.image.srcSet })}
              src={card.image.src}
            />
          </picture>
        )}
        <QuickView id={card.id} locale={locale} load={loadQuickView} labels={texts.quickView} label={fill(texts.quickViewLabel, { name: card.name })} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link href={productHref(card.id)} className={styles.link}>
            {card.name}
          </Link>
        </Heading>
        {card.rating && <RatingStars value={card.rating.value} label={card.rating.label} className={styles.rating} />}
        <PriceView current={card.price.current} {...(card.price.old !== undefined && { old: card.price.old })} labels={texts.price} />
        {variant === "row" && card.description && <p className={styles.description}>{card.description}</p>}
        {card.colors && (
          <p className={styles.colors}>
            <span className="visually-hidden">{card.colors.label}</span>
            <Swatches className={styles.swatch} colors={card.colors.swatches} />
          </p>
        )}
        <ul role="list" className={styles.badges}>
          {card.discount !== undefined && (
            <li className={`${styles.badge} ${styles.badgeSale}`}>
              <span aria-hidden="true">{percent(texts.discount, card.discount)}</span>
              <span className="visually-hidden">{percent(texts.discountLabel, card.discount)}</span>
            </li>
          )}
          {card.new && <li className={`${styles.badge} ${styles.badgeNew}`}>{texts.new}</li>}
          {card.subscribeSave !== undefined && <li className={`${styles.badge} ${styles.badgeSubscribe}`}>{percent(texts.subscribeSave, card.subscribeSave)}</li>}
          {card.soldOut && <li className={`${styles.badge} ${styles.badgeOut}`}>{texts.soldOut}</li>}
        </ul>
        <CardActions
          item={{ id: card.id, name: card.name, image: card.image?.stored ?? "" }}
          options={card.options === true}
          {...(card.purchase && { purchase: card.purchase })}
          texts={texts}
        />
      </div>
    </article>
  );
}

type ListProps = Omit<CardProps, "card" | "eager"> & {
  cards: CardData[];
  className: string;
  /** How many leading cards load their image eagerly (above the fold). */
  eagerCount: number;
  label?: string;
};

/** A grid or rows of product cards. */
export function ProductCardList({ cards, className, eagerCount, label, ...shared }: ListProps) {
  return (
    <ul role="list" className={className} aria-label={label}>
      {cards.map((card, i) => (
        <li key={card.id}>
          <ProductCard card={card} eager={i < eagerCount} {...shared} />
        </li>
      ))}
    </ul>
  );
}
