import { productSchema, type Product, type ShownReview } from "@/lib/catalog/schema";
import { breadcrumbJsonLd, jsonLdText, productJsonLd, shareLinks } from "./structured-data";

const product: Product = productSchema.parse({
  id: "glass-bottle",
  sku: "FL-FBT-001",
  name: "Glass Bottle",
  price: 2000,
  discount: 25,
  offerEnd: "2026-12-01T00:00:00.000Z",
  categories: ["feeding"],
  images: ["/demo/products/bottle-blue.svg", "https://storage.googleapis.com/b/x.jpg"],
  shortDescription: "A bottle.",
  variations: [{ color: "blue", image: "/demo/products/bottle-blue.svg", size: [{ name: "One size", stock: 0 }] }],
  // 40 reviews, of which the page read the newest three.
  rating: 4.3,
  reviewCount: 40,
  ratingSum: 172,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const reviews: ShownReview[] = [
  { id: "r1", author: "Ana", rating: 5, text: "Great", createdAt: "2026-01-02T10:00:00.000Z", verified: true },
  { id: "r2", author: "Ben", rating: 4, text: "Good", createdAt: "2026-03-02T10:00:00.000Z", verified: true },
  { id: "r3", author: null, rating: 3, text: "Fine", createdAt: "2026-02-02T10:00:00.000Z", verified: false },
];
const opts = { origin: "https://shop.test", path: "/product/glass-bottle", locale: "en", formerCustomer: "Former customer" };

describe("productJsonLd", () => {
  const ld = productJsonLd(product, reviews, { ...opts, categoryName: "Feeding" });

  it("names and describes the product in the page's language, English where untranslated", () => {
    const translated = { ...product, translations: { de: { name: "Glasflasche" } } };
    expect(productJsonLd(translated, reviews, { ...opts, locale: "de" })).toMatchObject({ name: "Glasflasche", description: "A bottle.", inLanguage: "de" });
    expect(productJsonLd(translated, reviews, opts)).toMatchObject({ name: "Glass Bottle", inLanguage: "en" });
  });

  it("names the product, its absolute images, SKU and canonical URL", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Glass Bottle",
      sku: "FL-FBT-001",
      url: "https://shop.test/product/glass-bottle",
      category: "Feeding",
      image: ["https://shop.test/demo/products/bottle-blue.svg", "https://storage.googleapis.com/b/x.jpg"],
    });
  });

  it("offers the discounted price in USD with availability and the deal's end", () => {
    expect(ld.offers).toEqual({
      "@type": "Offer",
      url: "https://shop.test/product/glass-bottle",
      priceCurrency: "USD",
      price: "15.00",
      availability: "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      priceValidUntil: "2026-12-01",
    });
  });

  it("rates over every review of the product, and lists the newest first, a deleted account's as a former customer", () => {
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.3, bestRating: 5, worstRating: 1, reviewCount: 40 });
    expect((ld.review as { author: { name: string } }[]).map((r) => r.author.name)).toEqual(["Ben", "Former customer", "Ana"]);
    expect(productJsonLd(product, reviews, { ...opts, maxReviews: 1 }).review).toHaveLength(1);
  });

  it("leaves the rating out when nobody has reviewed the product", () => {
    const none = productJsonLd({ ...product, rating: 4.5, reviewCount: 0, ratingSum: 0 }, [], opts);
    expect(none).not.toHaveProperty("aggregateRating");
    expect(none).not.toHaveProperty("review");
  });
});

describe("breadcrumbJsonLd", () => {
  it("lists the trail with positions and absolute URLs", () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: "Home", path: "/" },
          { name: "Glass Bottle", path: "/product/glass-bottle" },
        ],
        "https://shop.test",
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.test/" },
        { "@type": "ListItem", position: 2, name: "Glass Bottle", item: "https://shop.test/product/glass-bottle" },
      ],
    });
  });
});

describe("jsonLdText", () => {
  it("cannot close its script element", () => {
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("</script");
    expect(JSON.parse(jsonLdText({ name: "a<b" }))).toEqual({ name: "a<b" });
  });
});

describe("shareLinks", () => {
  it("builds plain share URLs with the page's address encoded", () => {
    const links = shareLinks({ url: "https://shop.test/product/a?x=1&y=2", title: "Bib & Bottle", image: "https://shop.test/i.jpg" });
    expect(links.email).toBe("mailto:?subject=Bib%20%26%20Bottle&body=Bib%20%26%20Bottle%0Ahttps%3A%2F%2Fshop.test%2Fproduct%2Fa%3Fx%3D1%26y%3D2");
    expect(links.x).toBe("https://x.com/intent/post?url=https%3A%2F%2Fshop.test%2Fproduct%2Fa%3Fx%3D1%26y%3D2&text=Bib%20%26%20Bottle");
    expect(links.facebook).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Fproduct%2Fa%3Fx%3D1%26y%3D2");
    expect(new URL(links.pinterest).searchParams.get("media")).toBe("https://shop.test/i.jpg");
    expect(new URL(links.pinterest).searchParams.get("url")).toBe("https://shop.test/product/a?x=1&y=2");
  });
});
