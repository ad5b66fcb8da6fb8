import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { parseListingQuery } from "@/lib/catalog/query";
import { getProduct, listProducts } from "@/lib/catalog/read";
import { formatPrice } from "@/lib/format";
import { metadataLocale, pageLocale } from "@/lib/i18n/page-locale";
import { finalPrice } from "@/lib/catalog/schema";
import { productTexts } from "@/lib/catalog/translations";
import { pageMetadata } from "@/lib/seo";
import { productHref, type ProductRoute } from "@/lib/routes";
import { ProductPage } from "./product-page";

type Params = { params: Promise<{ locale: string; id: string }> };

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
    const [locale, { id }] = await Promise.all([metadataLocale(params), params]);
    const product = await getProduct(id);
    if (!product) return {};
    const t = await getTranslations({ locale, namespace: "Product" });
    const image = product.images[0];
    const texts = productTexts(product, locale);
    return pageMetadata({
      title: texts.name,
      description: t("metaDescription", {
        name: texts.name,
        price: formatPrice(finalPrice(product), locale),
        description: texts.shortDescription,
      }).trim(),
      // Six layouts, one product: they all name /product/{id} (in their language) as the canonical page.
      path: productHref(product.id),
      locale,
      // Social sites do not show SVG previews (the demo illustrations); uploaded photos they do.
      image: image && !image.endsWith(".svg") ? { url: image, width: 800, height: 800, alt: texts.name } : undefined,
    });
  }

  async function Page({ params }: Params) {
    const [locale, { id }] = await Promise.all([pageLocale(params), params]);
    const product = await getProduct(id);
    if (!product) notFound();
    return <ProductPage product={product} locale={locale} route={route} />;
  }

  return { generateStaticParams, generateMetadata, Page };
}
