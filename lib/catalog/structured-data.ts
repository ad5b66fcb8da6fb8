// What search engines and social sites read about a product: schema.org JSON-LD (Product and
// BreadcrumbList) and plain share links. Pure: the origin is passed in, so it is unit-tested.
import { CURRENCY } from "@/lib/format";
import { finalPrice, totalStock, type Product, type ShownReview } from "@/lib/catalog/schema";
import { productTexts } from "@/lib/catalog/translations";

export type Crumb = { name: string; path: string };

const abs = (origin: string, path: string) => new URL(path, origin).toString();

/** "14.99" from 1499 cents: schema.org prices are plain decimal numbers. */
const decimal = (cents: number) => (cents / 100).toFixed(2);

/**
 * Product JSON-LD. The rating is the product's, over every review (`reviewCount`); `reviews` are
 * its newest (as its page reads them), of which the first `maxReviews` are listed, a deleted
 * account's signed `formerCustomer`. Its name and description are in the page's `locale`.
 */
export function productJsonLd(
  product: Product,
  reviews: readonly ShownReview[],
  opts: { origin: string; path: string; locale: string; formerCustomer: string; categoryName?: string; maxReviews?: number },
): Record<string, unknown> {
  const texts = productTexts(product, opts.locale);
  const url = abs(opts.origin, opts.path);
  const listed = [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, opts.maxReviews ?? 5);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: texts.name,
    inLanguage: opts.locale,
    url,
    sku: product.sku,
    image: product.images.map((src) => abs(opts.origin, src)),
    ...(texts.shortDescription ? { description: texts.shortDescription } : {}),
    ...(opts.categoryName ? { category: opts.categoryName } : {}),
    brand: { "@type": "Brand", name: "Flone" },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: CURRENCY,
      price: decimal(finalPrice(product)),
      availability: totalStock(product) > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      // A discount with an end date: the price holds until then.
      ...(product.discount > 0 && product.offerEnd ? { priceValidUntil: product.offerEnd.slice(0, 10) } : {}),
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            bestRating: 5,
            worstRating: 1,
            reviewCount: product.reviewCount,
          },
          review: listed.map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.author ?? opts.formerCustomer },
            datePublished: r.createdAt.slice(0, 10),
            reviewBody: r.text,
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: abs(origin, c.path),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export type ShareTarget = "email" | "x" | "facebook" | "pinterest";

/** Share links that need no third-party script: each is a plain URL of the service's share page. */
export function shareLinks(input: { url: string; title: string; image?: string }): Record<ShareTarget, string> {
  const u = encodeURIComponent(input.url);
  const title = encodeURIComponent(input.title);
  return {
    email: `mailto:?subject=${title}&body=${encodeURIComponent(`${input.title}\n${input.url}`)}`,
    x: `https://x.com/intent/post?url=${u}&text=${title}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    pinterest: `https://pinterest.com/pin/create/button/?url=${u}&description=${title}${
      input.image ? `&media=${encodeURIComponent(input.image)}` : ""
    }`,
  };
}
