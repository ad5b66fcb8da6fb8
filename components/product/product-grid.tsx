import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { imageSources, optimizedImageUrl } from "@/components/ui/optimized-image";
import { colorLabel, swatchOf } from "@/lib/catalog/colors";
import type { CatalogEntry } from "@/lib/catalog/entry";
import { entryTexts } from "@/lib/catalog/translations";
import { formatPrice } from "@/lib/format";
import { toLocale } from "@/lib/i18n/routing";
import { quickView } from "./quick-view-action";
import { ProductCardList, type CardData, type CardTexts, type ProductCardVariant } from "./product-card";
import { roundedRating } from "./rating-stars";
import styles from "./product-grid.module.css";
// The cards' styles, imported here too so that they are among the page's stylesheets in <head>
// (imported only by the client component, they came in a stylesheet React writes with the
// content, which made the header's drawer a boundary written apart); and the quick view's
// dialog and button (components/ui/island.tsx).
import "./product-card.module.css";
import "./rating.module.css";
import "@/components/ui/price.module.css";
import "@/components/cart/card-actions"; // its buttons' styles
import "@/components/ui/dialog.module.css";
import "./quick-view.module.css";
import "./quick-view-button.module.css";

export type GridColumns = 2 | 3 | 4;

// What the browser needs to pick an image size: the card's width at each breakpoint
// (container 1200px, gutters, gaps; a sidebar takes ~270px from layouts with 3 columns).
const SIZES: Record<GridColumns, string> = {
  4: "(min-width: 1200px) 270px, (min-width: 900px) 23vw, (min-width: 600px) 31vw, 46vw",
  3: "(min-width: 1200px) 280px, (min-width: 900px) 24vw, (min-width: 600px) 31vw, 46vw",
  2: "(min-width: 1200px) 420px, (min-width: 600px) 45vw, 46vw",
};
const ROW_SIZES = "(min-width: 900px) 260px, 32vw";
const ROW_SIZES_TWO = "(min-width: 900px) 180px, 32vw";
/** The cards' pictures are square, written at this intrinsic size. */
const CARD_IMAGE = 600;
/** The hover picture's width in CSS pixels. */
const HOVER_IMAGE = 420;

/**
 * The words all cards of a page share, one object per request and language: React's RSC payload
 * sends an object passed to many client components once and refers to it after.
 */
const cardTexts = cache(async (locale: string): Promise<CardTexts> => {
  const [t, shopping, quick] = await Promise.all([
    getTranslations({ locale, namespace: "Product" }),
    getTranslations({ locale, namespace: "Shopping" }),
    getTranslations({ locale, namespace: "QuickView" }),
  ]);
  // Raw templates ("{percent}", "{name}"): the cards fill them (lib/i18n/format.ts).
  return {
    price: { price: t("price"), salePrice: t("salePrice"), originalPrice: t("originalPrice") },
    discount: t.raw("discount") as string,
    discountLabel: t.raw("discountLabel") as string,
    subscribeSave: t.raw("subscribeSave") as string,
    new: t("new"),
    soldOut: t("soldOut"),
    selectOptions: shopping("selectOptions"),
    selectOptionsLabel: shopping.raw("selectOptionsLabel") as string,
    quickView: { open: quick("open"), close: quick("close"), loading: quick("loading"), error: quick("error"), page: quick("page") },
    quickViewLabel: quick.raw("openLabel") as string,
  };
});

type Translate = Awaited<ReturnType<typeof getTranslations>>;

/** What one card shows, in `locale`. */
function cardOf(entry: CatalogEntry, locale: string, sizes: string, rows: boolean, t: Translate, tc: Translate): CardData {
  const { name, shortDescription } = entryTexts(entry, locale);
  const [image, hoverImage] = entry.images;
  const addable = !entry.hasVariations && entry.stock > 0;
  const rating = roundedRating(entry.rating);
  const colors = entry.colors.map((c) => ({ label: colorLabel(tc, c), swatch: swatchOf(c) }));
  return {
    id: entry.id,
    name,
    ...(image && { image: { stored: image, ...imageSources(image, CARD_IMAGE, sizes) } }),
    // A CSS background: the browser fetches it only when the card is hovered.
    ...(hoverImage && { hover: `url("${optimizedImageUrl(hoverImage, HOVER_IMAGE).replace(/["\\\n]/g, (c) => (c === "\n" ? "" : `\\${c}`))}")` }),
    ...(entry.rating > 0 && { rating: { value: rating, label: t("rating", { rating }) } }),
    price: { current: formatPrice(entry.finalPrice, locale), ...(entry.discount > 0 && { old: formatPrice(entry.price, locale) }) },
    ...(entry.discount > 0 && { discount: entry.discount }),
    ...(colors.length > 0 && {
      colors: { label: t("availableColors", { colors: colors.map((c) => c.label).join(", ") }), swatches: colors.slice(0, 5).map((c) => c.swatch ?? "") },
    }),
    ...(entry.new && { new: true as const }),
    ...(entry.subscribeSave !== undefined && { subscribeSave: entry.subscribeSave }),
    ...(entry.stock <= 0 && { soldOut: true as const }),
    ...(entry.hasVariations && { options: true as const }),
    ...(addable && { purchase: { price: entry.price, finalPrice: entry.finalPrice, discount: entry.discount, stock: entry.stock } }),
    ...(rows && shortDescription && { description: shortDescription }),
  };
}

type Props = {
  items: CatalogEntry[];
  locale: string;
  /** Cards per row on wide screens; for rows (variant "row"), 1 or 2 rows side by side. */
  columns?: GridColumns | 1;
  variant?: ProductCardVariant;
  /** How many leading cards load their image eagerly (above the fold). */
  eagerCount?: number;
  headingLevel?: 2 | 3;
  label?: string;
};

/** A grid (or rows) of product cards: their data and shared words, drawn by ProductCardList. */
export async function ProductGrid({ items, locale, columns = 4, variant = "grid", eagerCount = 0, headingLevel = 3, label }: Props) {
  const rows = variant === "row";
  const gridColumns: GridColumns = columns === 1 ? 2 : columns;
  const className = rows
    ? [styles.grid, styles.rows, columns === 2 ? styles.rowsTwo : ""].join(" ")
    : [styles.grid, styles[`cols${gridColumns}`]].join(" ");
  const sizes = rows ? (columns === 2 ? ROW_SIZES_TWO : ROW_SIZES) : SIZES[gridColumns];
  const [texts, t, tc] = await Promise.all([cardTexts(locale), getTranslations({ locale, namespace: "Product" }), getTranslations({ locale, namespace: "Colors" })]);
  return (
    <ProductCardList
      cards={items.map((entry) => cardOf(entry, locale, sizes, rows, t, tc))}
      texts={texts}
      locale={toLocale(locale)}
      sizes={sizes}
      variant={variant}
      eagerCount={eagerCount}
      headingLevel={headingLevel}
      loadQuickView={quickView}
      className={className}
      {...(label !== undefined && { label })}
    />
  );
}
