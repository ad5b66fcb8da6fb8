import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { parseListingQuery } from "@/lib/catalog/query";
import { getProduct, listProducts } from "@/lib/catalog/read";
import { formatPrice } from "@/lib/format";
import { isLocale } from "@/lib/i18n/routing";
import { finalPrice, productIdSchema, type Product } from "@/lib/schemas";
import { pageMetadata } from "@/lib/seo";
import { productPath, type ProductRoute } from "./product-layouts";
import { ProductPage } from "./product-page";

type Params = { params: Promise<{ locale: string; id: string }> };

/** Ids that cannot be product ids (or Firestore document ids) never reach the database. */
export async function findProduct(id: string): Promise<Product | null> {
  return productIdSchema.safeParse(id).success ? getProduct(id) : null;
}

/**
 * One product layout route: static params, metadata and page. Every page file also exports
 * `ensureStatic = "navigation"` (a segment option must be written in the file itself): the page
 * is prerendered per id and cached, and for an id not prerendered at build the first request
 * waits for the complete render instead of streaming a shell, so an unknown id answers a real 404.
 * The chosen colour/size is read in the browser (VariantPicker), never on the server.
 */
export function productRoute(route: ProductRoute, prerendered: number) {
  async function generateStaticParams() {
    const { items } = await listProducts(parseListingQuery({ sort: "best-selling" }));
    const ids = items.slice(0, prerendered).map((e) => ({ id: e.id }));
    // Cache Components needs at least one value; an unknown id simply renders the 404.
    return ids.length > 0 ? ids : [{ id: "no-products-yet" }];
  }

  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const { locale, id } = await params;
    const product = await findProduct(id);
    if (!product || !isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace: "Product" });
    const image = product.images[0];
    return pageMetadata({
      title: product.name,
      description: t("metaDescription", {
        name: product.name,
        price: formatPrice(finalPrice(product), locale),
        description: product.shortDescription,
      }).trim(),
      // Six layouts, one product: they all name /product/{id} as the canonical page.
      path: productPath(product.id),
      locale,
      // Social sites do not show SVG previews (the demo illustrations); uploaded photos they do.
      image: image && !image.endsWith(".svg") ? { url: image, width: 800, height: 800, alt: product.name } : undefined,
    });
  }

  async function Page({ params }: Params) {
    const { locale, id } = await params;
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    const product = await findProduct(id);
    if (!product) notFound();
    return <ProductPage product={product} locale={locale} route={route} />;
  }

  return { generateStaticParams, generateMetadata, Page };
}
