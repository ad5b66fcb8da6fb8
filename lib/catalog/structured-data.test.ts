import { productSchema, type Product } from "@/lib/schemas";
import { breadcrumbJsonLd, jsonLdText, productJsonLd, reviewAverage, shareLinks } from "./structured-data";

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
  reviews: [
    { id: "r1", uid: "u1", author: "Ana", rating: 5, text: "Great", createdAt: "2026-01-02T10:00:00.000Z" },
    { id: "r2", uid: "u2", author: "Ben", rating: 4, text: "Good", createdAt: "2026-03-02T10:00:00.000Z" },
  ],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

describe("productJsonLd", () => {
  const ld = productJsonLd(product, { origin: "https://shop.test", path: "/product/glass-bottle", categoryName: "Feeding" });

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

  it("rates from the reviews, newest review first", () => {
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, bestRating: 5, worstRating: 1, reviewCount: 2 });
    expect((ld.review as { author: { name: string } }[]).map((r) => r.author.name)).toEqual(["Ben", "Ana"]);
  });

  it("leaves the rating out when nobody has reviewed the product", () => {
    const none = productJsonLd({ ...product, reviews: [] }, { origin: "https://shop.test", path: "/product/glass-bottle" });
    expect(none).not.toHaveProperty("aggregateRating");
    expect(none).not.toHaveProperty("review");
    expect(reviewAverage([])).toBeNull();
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
