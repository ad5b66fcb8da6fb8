import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SHOP_PATH, categoryHref } from "@/components/layout/header";
import { ProductPurchase } from "@/components/cart/lazy-islands";
import { purchasePropsOf } from "@/components/cart/purchase-props";
import { Gallery, type GalleryImage } from "@/components/product/gallery";
import { Price } from "@/components/product/price";
import { Rating } from "@/components/product/rating";
import { colorLabel, swatchOf } from "@/components/product/swatch";
import { VariantPicker, VariantPickerView, type ColorOption, type StockTone } from "@/components/product/variant-picker";
import { ProductSection } from "@/components/shop/product-section";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { parseListingQuery } from "@/lib/catalog/query";
import { getProduct, listProducts } from "@/lib/catalog/read";
import { formatPrice } from "@/lib/format";
import { isLocale } from "@/lib/i18n/routing";
import { finalPrice, productIdSchema, type Product } from "@/lib/schemas";
import styles from "./product.module.css";

// The whole page is static (prerendered per id, cached, revalidated by tag on product writes).
// For an id not prerendered at build, "navigation" makes the first request wait for the complete
// render instead of streaming a shell first, so an unknown id answers a real 404, not a 200.
// The chosen colour/size is read in the browser (VariantPicker), never on the server.
export const ensureStatic = "navigation";

/** At most this many product pages are prerendered at build; the rest on their first visit. */
const PRERENDERED = 24;
const LOW_STOCK = 5;
const GALLERY_ID = "product-image";

export async function generateStaticParams() {
  const { items } = await listProducts(parseListingQuery({ sort: "best-selling" }));
  const ids = items.slice(0, PRERENDERED).map((e) => ({ id: e.id }));
  // Cache Components needs at least one value; an unknown id simply renders the 404.
  return ids.length > 0 ? ids : [{ id: "no-products-yet" }];
}

/** Ids that cannot be product ids (or Firestore document ids) never reach the database. */
async function findProduct(id: string): Promise<Product | null> {
  return productIdSchema.safeParse(id).success ? getProduct(id) : null;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/product/[id]">): Promise<Metadata> {
  const { locale, id } = await params;
  const product = await findProduct(id);
  if (!product || !isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "Product" });
  return {
    title: product.name,
    description: t("metaDescription", {
      name: product.name,
      price: formatPrice(finalPrice(product), locale),
      description: product.shortDescription,
    }).trim(),
    // No openGraph image until the site has a metadataBase (its public URL) to make it absolute.
    openGraph: { title: product.name },
  };
}

export default async function ProductPage({ params }: PageProps<"/[locale]/product/[id]">) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const product = await findProduct(id);
  if (!product) notFound();

  const [t, tc, tColor, tCommon, related] = await Promise.all([
    getTranslations({ locale, namespace: "Product" }),
    getTranslations({ locale, namespace: "Categories" }),
    getTranslations({ locale, namespace: "Colors" }),
    getTranslations({ locale, namespace: "Common" }),
    listProducts(parseListingQuery({ category: product.categories[0], sort: "best-selling", inStock: "1" })),
  ]);

  const stockText = (stock: number): { status: string; tone: StockTone } =>
    stock <= 0
      ? { status: t("soldOut"), tone: "out" }
      : stock <= LOW_STOCK
        ? { status: t("onlyLeft", { count: stock }), tone: "low" }
        : { status: t("inStock"), tone: "ok" };

  // Gallery: the product's images, then each colour's image not already among them.
  const gallery: GalleryImage[] = product.images.map((src, i) => ({
    src,
    alt: t("imageAlt", { name: product.name, index: i + 1 }),
  }));
  for (const v of product.variations) {
    if (!gallery.some((g) => g.src === v.image)) {
      gallery.push({ src: v.image, alt: t("colorImageAlt", { name: product.name, color: colorLabel(tColor, v.color) }) });
    }
  }

  const colors: ColorOption[] = product.variations.map((v) => ({
    value: v.color,
    label: colorLabel(tColor, v.color),
    swatch: swatchOf(v.color),
    imageIndex: gallery.findIndex((g) => g.src === v.image),
    soldOut: v.size.every((s) => s.stock <= 0),
    sizes: v.size.map((s) => ({ name: s.name, ...stockText(s.stock) })),
  }));
  const pickerProps = {
    colors,
    galleryId: GALLERY_ID,
    labels: {
      color: t("color"),
      size: t("size"),
      chosen: t.raw("chosen") as string,
      chooseSize: t("chooseSize"),
      soldOutColor: t("soldOutColor"),
      soldOut: t("soldOut"),
    },
  };
  const simpleStock = stockText(product.stock);
  const firstCategory = product.categories[0];
  const paragraphs = product.fullDescription.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const relatedItems = related.items.filter((e) => e.id !== product.id).slice(0, 4);

  return (
    <div className="container">
      <div className={styles.crumbs}>
        <Breadcrumbs
          label={tCommon("breadcrumb")}
          items={[
            { label: tCommon("home"), href: "/" },
            { label: tCommon("shop"), href: SHOP_PATH },
            ...(firstCategory ? [{ label: tc(firstCategory), href: categoryHref(firstCategory) }] : []),
            { label: product.name },
          ]}
        />
      </div>

      <div className={styles.top}>
        <Gallery
          id={GALLERY_ID}
          images={gallery}
          label={t("gallery")}
          showImageLabel={(index, total) => t("showImage", { index, total })}
        />

        <div className={styles.summary}>
          {product.new && <p className={styles.newBadge}>{t("new")}</p>}
          <h1 className={styles.name}>{product.name}</h1>
          {product.rating > 0 && (
            <p className={styles.ratingRow}>
              <Rating value={product.rating} />
              {product.reviews.length > 0 && (
                <span className={styles.reviewCount}>{t("reviews", { count: product.reviews.length })}</span>
              )}
            </p>
          )}
          <Price price={product.price} finalPrice={finalPrice(product)} discount={product.discount} locale={locale} size="lg" showBadge />
          {product.shortDescription && <p className={styles.short}>{product.shortDescription}</p>}

          <div className={styles.options}>
            {colors.length > 0 ? (
              <Suspense fallback={<VariantPickerView {...pickerProps} color={null} size={null} />}>
                <VariantPicker {...pickerProps} />
              </Suspense>
            ) : (
              <p className={`${styles.stock} ${styles[simpleStock.tone]}`} data-testid="stock-status">
                {simpleStock.status}
              </p>
            )}
          </div>

          <ProductPurchase {...purchasePropsOf(product)} />

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
                        <Link href={`${SHOP_PATH}?tag=${encodeURIComponent(tag)}`}>{tag}</Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
        </div>
      </div>

      {paragraphs.length > 0 && (
        <section aria-labelledby="description-heading" className={styles.description}>
          <h2 id="description-heading">{t("description")}</h2>
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      )}

      <ProductSection id="related" title={t("related")} items={relatedItems} locale={locale} />
    </div>
  );
}
