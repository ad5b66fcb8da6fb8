import { getTranslations } from "next-intl/server";
import { ROUTES, categoryHref, productHref, type ProductRoute } from "@/lib/routes";
import { ProductSection } from "./product-section";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { parseListingQuery } from "@/lib/catalog/query";
import { getProductReviews, listProducts } from "@/lib/catalog/read";
import { breadcrumbJsonLd, jsonLdText, productJsonLd, type Crumb } from "@/lib/catalog/structured-data";
import type { Product } from "@/lib/catalog/schema";
import { productTexts } from "@/lib/catalog/translations";
import { siteUrl } from "@/lib/site-url";
import { ProductCore } from "./product-core";
import { ProductDetails, reviewsPanelId } from "./product-details";
import { PRODUCT_LAYOUTS } from "./product-layouts";
import styles from "./product-page.module.css";

const RELATED = 4;
const ID_PREFIX = "product";

/**
 * A whole product page in one of the six layouts: breadcrumbs (visible and as JSON-LD), the
 * product core, the description/information/reviews tabs (the newest reviews, read with the
 * product and cached with it) and related products from the same category. Product JSON-LD names the canonical /product/{id} URL whatever the layout.
 */
export async function ProductPage({ product, locale, route }: { product: Product; locale: string; route: ProductRoute }) {
  const layout = PRODUCT_LAYOUTS[route];
  const firstCategory = product.categories[0];
  const [t, tc, tCommon, tp, reviews, related] = await Promise.all([
    getTranslations({ locale, namespace: "Product" }),
    getTranslations({ locale, namespace: "Categories" }),
    getTranslations({ locale, namespace: "Common" }),
    getTranslations({ locale, namespace: "ProductPage" }),
    getProductReviews(product.id),
    firstCategory
      ? listProducts(parseListingQuery({ category: firstCategory, sort: "best-selling", inStock: "1" }))
      : Promise.resolve(null),
  ]);
  const crumbs: Crumb[] = [
    { name: tCommon("home"), path: ROUTES.home },
    { name: tCommon("shop"), path: ROUTES.shop },
    ...(firstCategory ? [{ name: tc(firstCategory), path: categoryHref(firstCategory) }] : []),
    { name: productTexts(product, locale).name, path: productHref(product.id) },
  ];
  const origin = siteUrl();
  const jsonLd = [
    productJsonLd(product, reviews, {
      origin,
      path: productHref(product.id),
      locale,
      formerCustomer: tp("formerCustomer"),
      categoryName: firstCategory ? tc(firstCategory) : undefined,
    }),
    breadcrumbJsonLd(crumbs, origin),
  ];
  const relatedItems = (related?.items ?? []).filter((e) => e.id !== product.id).slice(0, RELATED);
  const details = <ProductDetails product={product} reviews={reviews} locale={locale} idPrefix={ID_PREFIX} route={route} />;

  return (
    <div className={`container ${styles.page}`} data-product-layout={route}>
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
      <div className={styles.crumbs}>
        <Breadcrumbs
          label={tCommon("breadcrumb")}
          items={crumbs.map((c, i) => ({ label: c.name, href: i < crumbs.length - 1 ? c.path : undefined }))}
        />
      </div>

      <ProductCore
        product={product}
        locale={locale}
        options={{
          idPrefix: ID_PREFIX,
          arrangement: layout.gallery,
          sticky: layout.sticky,
          reviewsHref: `#${reviewsPanelId(ID_PREFIX)}`,
        }}
      >
        {layout.details === "column" && <div className={styles.columnDetails}>{details}</div>}
      </ProductCore>

      {layout.details === "below" && <div className={styles.details}>{details}</div>}

      <ProductSection id="related" title={t("related")} items={relatedItems} locale={locale} />
    </div>
  );
}
