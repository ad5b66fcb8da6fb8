import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { ProductPurchase } from "@/components/cart/shopping-islands";
import { purchasePropsOf } from "@/components/cart/purchase-props";
import { categoryHref, shopHref } from "@/lib/routes";
import { finalPrice, type Product } from "@/lib/catalog/schema";
import { absoluteUrl } from "@/lib/site-url";
import { Price } from "@/components/ui/price";
import { ProductGallery, type GalleryArrangement, type GalleryImage, type GalleryLabels } from "./product-gallery";
import { Rating } from "./rating";
import { ShareLinks } from "./share-links";
import { colorLabel, swatchOf } from "@/lib/catalog/colors";
import { productTexts } from "@/lib/catalog/translations";
import { VariantChoice } from "./product-islands";
import type { ColorOption, StockTone } from "./variant-picker";
import styles from "./product-core.module.css";
// The islands' styles (components/ui/island.tsx).
import "@/components/cart/product-purchase.module.css";
import "./variant-picker.module.css";

const LOW_STOCK = 5;

export type CoreOptions = {
  /** Prefix of every id inside (the page and a quick view can be on screen together). */
  idPrefix: string;
  arrangement: GalleryArrangement;
  /** Keep the information column in view while the images scroll, or the images while it scrolls. */
  sticky?: "summary" | "gallery" | "none";
  /** The product name is the page's h1, or an h2 inside a dialog. */
  headingLevel?: 1 | 2;
  /** The page's main image loads first; a quick view's does not compete with the page. */
  preloadImage?: boolean;
  /** Where the reviews tab is, for the "3 reviews" link next to the stars. */
  reviewsHref?: string;
};

/** Stock of one choice as shown to a shopper: a status text and its tone. */
export function stockStatus(
  t: (key: "soldOut" | "inStock" | "onlyLeft", values?: { count: number }) => string,
  stock: number,
): { status: string; tone: StockTone } {
  return stock <= 0
    ? { status: t("soldOut"), tone: "out" }
    : stock <= LOW_STOCK
      ? { status: t("onlyLeft", { count: stock }), tone: "low" }
      : { status: t("inStock"), tone: "ok" };
}

/**
 * One product, the same everywhere it is shown (the six product layouts and the quick view):
 * gallery with zoom, name, rating and reviews, price and discount, short description, colour then
 * size with the stock of that choice, buy once or subscribe (a subscribable product), quantity, add
 * to cart or subscribe, wishlist and compare (components/cart),
 * SKU, categories and tags as links into the shop, share links.
 */
export async function ProductCore({
  product,
  locale,
  options,
  children,
}: {
  product: Product;
  locale: string;
  options: CoreOptions;
  /** Shown at the end of the information column (the fixed-image layout's tabs, quick view's link). */
  children?: ReactNode;
}) {
  const { idPrefix, arrangement, sticky = "none", headingLevel = 1, preloadImage = true, reviewsHref } = options;
  const [t, tp, tc, tColor, purchase] = await Promise.all([
    getTranslations({ locale, namespace: "Product" }),
    getTranslations({ locale, namespace: "ProductPage" }),
    getTranslations({ locale, namespace: "Categories" }),
    getTranslations({ locale, namespace: "Colors" }),
    purchasePropsOf(product, locale),
  ]);
  const texts = productTexts(product, locale, (c) => colorLabel(tColor, c));
  const galleryId = `${idPrefix}-image`;
  const Heading = headingLevel === 1 ? "h1" : "h2";

  // Gallery: the product's images, then each colour's image not already among them.
  const gallery: GalleryImage[] = product.images.map((src, i) => ({ src, alt: t("imageAlt", { name: texts.name, index: i + 1 }) }));
  for (const v of product.variations) {
    if (!gallery.some((g) => g.src === v.image)) {
      gallery.push({ src: v.image, alt: t("colorImageAlt", { name: texts.name, color: texts.color(v.color) }) });
    }
  }
  const galleryLabels: GalleryLabels = {
    gallery: t("gallery"),
    showImage: (index, total) => t("showImage", { index, total }),
    zoom: tp("zoom"),
    zoomDialog: tp("zoomDialog", { name: texts.name }),
    close: tp("close"),
    previous: tp("previousImage"),
    next: tp("nextImage"),
    position: tp.raw("imagePosition") as string,
  };

  const colors: ColorOption[] = product.variations.map((v) => ({
    value: v.color,
    label: texts.color(v.color),
    swatch: swatchOf(v.color),
    imageIndex: gallery.findIndex((g) => g.src === v.image),
    soldOut: v.size.every((s) => s.stock <= 0),
    sizes: v.size.map((s) => ({ name: s.name, label: texts.size(s.name), ...stockStatus(t, s.stock) })),
  }));
  const pickerProps = {
    colors,
    galleryId,
    labels: {
      color: t("color"),
      size: t("size"),
      chosen: t.raw("chosen") as string,
      chooseSize: t("chooseSize"),
      soldOutColor: t("soldOutColor"),
      soldOut: t("soldOut"),
    },
  };
  const simpleStock = stockStatus(t, product.stock);
  const canonical = absoluteUrl(`/product/${product.id}`);
  const firstImage = product.images[0];

  return (
    <div className={[styles.core, styles[`gallery-${arrangement}`], styles[`sticky-${sticky}`]].filter(Boolean).join(" ")}>
      <div className={styles.media}>
        <ProductGallery id={galleryId} images={gallery} labels={galleryLabels} arrangement={arrangement} preloadFirst={preloadImage} />
      </div>

      <div className={styles.summary} data-testid="product-summary">
        {product.new && <p className={styles.newBadge}>{t("new")}</p>}
        <Heading id={`${idPrefix}-name`} className={styles.name}>
          {texts.name}
        </Heading>
        {product.rating > 0 && (
          <p className={styles.ratingRow}>
            <Rating value={product.rating} />
            {product.reviewCount > 0 &&
              (reviewsHref ? (
                <a href={reviewsHref} className={styles.reviewCount}>
                  {t("reviews", { count: product.reviewCount })}
                </a>
              ) : (
                <span className={styles.reviewCount}>{t("reviews", { count: product.reviewCount })}</span>
              ))}
          </p>
        )}
        {product.recall ? (
          <div className={styles.recall} role="note" aria-labelledby={`${idPrefix}-recall`} data-testid="product-recall">
            <p id={`${idPrefix}-recall`} className={styles.recallTitle}>
              {t("recall.title", { date: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${product.recall.date}T00:00:00Z`)) })}
            </p>
            <p>{product.recall.message}</p>
            <p>{t("recall.notForSale")}</p>
          </div>
        ) : null}
        <Price price={product.price} finalPrice={finalPrice(product)} discount={product.discount} locale={locale} size="lg" showBadge />
        {texts.shortDescription && <p className={styles.short}>{texts.shortDescription}</p>}

        {/* A recalled product cannot be bought: no choice, no cart (the checkout refuses it too). */}
        {product.recall ? null : (
          <>
            <div className={styles.options}>
              {colors.length > 0 ? (
                <VariantChoice {...pickerProps} />
              ) : (
                <p className={`${styles.stock} ${styles[simpleStock.tone]}`} data-testid="stock-status">
                  {simpleStock.status}
                </p>
              )}
            </div>

            {/* Quantity (up to the stock left after the cart), add to cart, wishlist, compare. */}
            <div className={styles.purchase}>
              <ProductPurchase {...purchase} />
            </div>
          </>
        )}

        <dl className={styles.meta}>
          <div>
            <dt>{t("sku")}</dt>
            <dd>{product.sku}</dd>
          </div>
          <div>
            <dt>{t("categories")}</dt>
            <dd>
              <ul role="list" className={styles.inlineList}>
                {product.categories.map((c) => (
                  <li key={c}>
                    <Link href={categoryHref(c)}>{tc(c)}</Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          {product.tags.length > 0 && (
            <div>
              <dt>{t("tags")}</dt>
              <dd>
                <ul role="list" className={styles.inlineList}>
                  {product.tags.map((tag) => (
                    <li key={tag}>
                      <Link href={shopHref({ tag: [tag] })}>{tag}</Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>

        <ShareLinks
          idPrefix={idPrefix}
          url={canonical}
          title={texts.name}
          image={firstImage ? absoluteUrl(firstImage) : undefined}
        />

        {children}
      </div>
    </div>
  );
}
