/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import { CATEGORIES, productSchema, totalStock, type Product } from "@/lib/catalog/schema";
import { postSchema } from "@/lib/blog/schema";
import { AGE_BAND_IDS, ageBandsOf } from "@/lib/catalog/age";
import { shardOf, toCatalogEntry } from "@/lib/catalog/entry";
import { CURATED_COUNT, DEFAULT_PRODUCT_COUNT, DEMO_NAPPIES_ID, DEMO_NAPPY_LADDER, makeCatalog, makePosts, makeProducts } from "./catalog";
import { ratingOf } from "@/lib/catalog/review-rules";
import { ladderProblems } from "@/lib/catalog/subscription-checks";
import { productFieldsSchema } from "@/lib/admin/products/schema";
import { TRANSLATED_LOCALES, untranslatedFields } from "@/lib/catalog/translations";

const NOW = new Date("2026-03-15T00:00:00.000Z");
const PUBLIC = path.join(__dirname, "..", "..", "public");
const DAY = 86_400_000;

describe("makeProducts (default catalogue)", () => {
  const products = makeProducts(DEFAULT_PRODUCT_COUNT, NOW);

  it("is the curated catalogue of at least 120 products", () => {
    expect(DEFAULT_PRODUCT_COUNT).toBe(CURATED_COUNT);
    expect(products.length).toBeGreaterThanOrEqual(120);
    expect(makeProducts(undefined, NOW)).toHaveLength(DEFAULT_PRODUCT_COUNT);
  });

  it("covers all 8 categories with at least 10 products each", () => {
    const short = CATEGORIES.filter((c) => products.filter((p) => p.categories.includes(c)).length < 10);
    expect(short).toEqual([]);
  });

  it("gives products that parse unchanged, with unique ids and skus", () => {
    for (const p of products) expect(productSchema.parse(p)).toEqual(p);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
  });

  it("names, describes and labels every product in French and German, bundles included", () => {
    for (const p of makeProducts(CURATED_COUNT * 2, NOW)) {
      for (const locale of TRANSLATED_LOCALES) expect([p.id, locale, untranslatedFields(p, locale)]).toEqual([p.id, locale, []]);
    }
    const nappies = products.find((p) => p.id === DEMO_NAPPIES_ID)!;
    expect([nappies.translations.de?.name, nappies.translations.de?.sizes?.["Size 3"], nappies.translations.fr?.colors?.white]).toEqual(["Öko-Windeln", "Größe 3", "Blanc"]);
    expect(products.find((p) => p.id === "fleece-pramsuit")?.translations.fr?.sizes?.["0-3M"]).toBe("0-3 mois");
  });

  it("gives every full description the English one's paragraphs: its short text first, the same returns terms last", () => {
    const returns = { fr: /^Retours gratuits sous 30 jours pour les articles non utilisés dans leur emballage d'origine\./, de: /^Kostenlose Rückgabe innerhalb von 30 Tagen für unbenutzte Artikel in Originalverpackung\./ };
    const sizing = { fr: "Tailles :", de: "Größen:" };
    for (const p of makeProducts(CURATED_COUNT * 2, NOW)) {
      const english = p.fullDescription.split("\n\n");
      expect(english.at(-1)).toMatch(/^Free returns within 30 days on unused items in their original packaging\./);
      for (const locale of TRANSLATED_LOCALES) {
        const t = p.translations[locale]!;
        const paras = t.fullDescription!.split("\n\n");
        expect([p.id, locale, paras.length]).toEqual([p.id, locale, english.length]);
        expect(paras[0]!.startsWith(`${t.shortDescription} `)).toBe(true);
        expect(paras.some((x) => x.startsWith(sizing[locale]))).toBe(english.some((x) => x.startsWith("Sizing:")));
        expect(paras.at(-1)).toMatch(returns[locale]);
        // No English part left in a translation.
        expect(paras.slice(0, 3).some((x, i) => x === english[i])).toBe(false);
      }
    }
  });

  it("has realistic prices, ratings and copy", () => {
    for (const p of products) {
      expect(p.price).toBeGreaterThanOrEqual(499);
      expect(p.price).toBeLessThanOrEqual(64_900);
      expect(p.rating).toBeGreaterThanOrEqual(3);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.shortDescription.length).toBeGreaterThan(20);
      expect(p.fullDescription.split("\n\n").length).toBeGreaterThanOrEqual(3);
      expect(p.images).toHaveLength(2);
      expect(p.createdAt <= p.updatedAt).toBe(true);
      expect(Date.parse(p.updatedAt)).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it("has sold-out, low-stock, discounted, new and reviewed products", () => {
    const soldOut = products.filter((p) => totalStock(p) === 0);
    const low = products.filter((p) => totalStock(p) >= 1 && totalStock(p) <= 3);
    const discounted = products.filter((p) => p.discount > 0);
    const fresh = products.filter((p) => p.new);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    // A sold-out colour and size of a product otherwise in stock: where "Tell me when it's back" shows.
    const soldOutChoice = products.filter((p) => totalStock(p) > 0 && p.variations.some((v) => v.size.some((s) => s.stock === 0)));
    expect(soldOutChoice.length).toBeGreaterThanOrEqual(1);
    expect(low.length).toBeGreaterThanOrEqual(3);
    expect(discounted.length / products.length).toBeGreaterThan(0.15);
    expect(discounted.length / products.length).toBeLessThan(0.35);
    for (const p of discounted) {
      expect(p.discount).toBeGreaterThanOrEqual(10);
      expect(p.discount).toBeLessThanOrEqual(40);
    }
    expect(fresh.length / products.length).toBeGreaterThan(0.08);
    expect(fresh.length / products.length).toBeLessThan(0.25);
    // "new" products really are recent.
    for (const p of fresh) expect(NOW.getTime() - Date.parse(p.createdAt)).toBeLessThan(30 * DAY);
    expect(products.filter((p) => p.reviewCount > 0).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.tags.includes("bestseller")).length).toBeGreaterThanOrEqual(5);
  });

  it("has deals ending in the next 1-14 days, and one or two that already ended", () => {
    const deals = products.filter((p) => p.offerEnd);
    const future = deals.filter((p) => Date.parse(p.offerEnd!) > NOW.getTime());
    const past = deals.filter((p) => Date.parse(p.offerEnd!) <= NOW.getTime());
    expect(future.length).toBeGreaterThanOrEqual(3);
    for (const p of future) {
      expect(p.discount).toBeGreaterThan(0);
      expect(Date.parse(p.offerEnd!) - NOW.getTime()).toBeLessThanOrEqual(14 * DAY);
    }
    expect(past.length).toBeGreaterThanOrEqual(1);
    expect(past.length).toBeLessThanOrEqual(2);
  });

  it("has colour x size variations whose images exist under public/", () => {
    const withVariations = products.filter((p) => p.variations.length > 0);
    expect(withVariations.length).toBeGreaterThanOrEqual(20);
    const clothing = withVariations.filter((p) => p.categories.includes("clothing"));
    expect(clothing.length).toBeGreaterThanOrEqual(10);
    for (const p of clothing) for (const s of p.variations[0]!.size) expect(s.name).toMatch(/^(Newborn|\d+-\d+M)$/);
    expect(clothing.filter((p) => p.variations[0]!.size.some((s) => s.name === "3-6M")).length).toBeGreaterThanOrEqual(5);
    expect(withVariations.some((p) => p.variations.every((v) => v.size.length === 1 && v.size[0]!.name === "One size"))).toBe(true);
    for (const p of withVariations) {
      expect(p.stock).toBe(0);
      for (const v of p.variations) {
        expect(v.image).toBe(`/demo/products/${v.image.split("/").pop()}`);
        expect(v.image.endsWith(`-${v.color}.svg`)).toBe(true);
        expect(existsSync(path.join(PUBLIC, v.image))).toBe(true);
      }
    }
  });

  it("gives every product an age range by its kind, some all ages, and fills every age band", () => {
    const range = (id: string) => products.find((p) => p.id === id)!.ageRange;
    // Clothing by its sizes, other products by their type or their own age.
    expect(range("newborn-knot-hats-2-pack")).toEqual({ fromMonths: 0, toMonths: 3 });
    expect(range("glass-feeding-bottle-240ml")).toEqual({ fromMonths: 0, toMonths: 12 });
    expect(range("high-back-booster-seat")).toEqual({ fromMonths: 48, toMonths: 144 });
    expect(range("sleep-trainer-light")).toEqual({ fromMonths: 24 });
    for (const p of products.filter((x) => x.categories.includes("toys") && x.ageRange && x.ageRange.fromMonths >= 12)) {
      expect(ageBandsOf(p.ageRange)).toContain("12-24m");
    }
    const allAges = products.filter((p) => !p.ageRange);
    expect(allAges.length).toBeGreaterThan(5);
    expect(allAges.length).toBeLessThan(products.length / 4);
    for (const band of AGE_BAND_IDS) expect([band, products.some((p) => p.ageRange && ageBandsOf(p.ageRange).includes(band))]).toEqual([band, true]);
  });

  it("is deterministic, and a smaller catalogue is a prefix of a bigger one", () => {
    expect(makeProducts(DEFAULT_PRODUCT_COUNT, new Date(NOW))).toEqual(products);
    expect(makeProducts(16, NOW)).toEqual(products.slice(0, 16));
    // Even 8 products cover every category.
    expect(new Set(makeProducts(8, NOW).map((p) => p.categories[0])).size).toBe(8);
  });

  it("moves dates with `now` but keeps everything else", () => {
    const later = makeProducts(DEFAULT_PRODUCT_COUNT, new Date(NOW.getTime() + 10 * DAY));
    const strip = (p: Product) => ({ ...p, createdAt: "", updatedAt: "", offerEnd: "" });
    expect(later.map(strip)).toEqual(products.map(strip));
  });
});

describe("makeProducts: subscribe and save", () => {
  const products = makeProducts(DEFAULT_PRODUCT_COUNT, NOW);
  const nappies = products.find((p) => p.id === DEMO_NAPPIES_ID)!;

  it("makes the demo nappies one product in Size 1 to 6, sold by subscription with a ladder of its own sizes", () => {
    expect(productSchema.parse(nappies)).toEqual(nappies);
    expect(nappies.name).toBe("Eco Diapers");
    const sizes = nappies.variations.flatMap((v) => v.size.map((s) => s.name));
    expect(sizes).toEqual(["Size 1", "Size 2", "Size 3", "Size 4", "Size 5", "Size 6"]);
    expect(nappies.subscription).toEqual({ intervals: [2, 3, 4, 6, 8], discountPercent: 10, ladder: DEMO_NAPPY_LADDER });
    expect(nappies.subscription!.ladder!.map((r) => r.size)).toEqual(sizes);
    expect(ladderProblems(nappies.subscription!.ladder!, sizes)).toEqual([]);
    // Staff could save it as it is: the editor's own rules accept it.
    expect(productFieldsSchema.safeParse(nappies).success).toBe(true);
    for (const s of nappies.variations[0]!.size) expect(s.stock).toBeGreaterThan(0);
    expect(products.some((p) => p.id === "eco-diapers-size-3")).toBe(false);
  });

  it("offers a few one-size consumables by subscription too, and no bundle", () => {
    const subscribable = products.filter((p) => p.subscription);
    expect(subscribable.length).toBeGreaterThanOrEqual(3);
    for (const p of subscribable.filter((x) => x.id !== DEMO_NAPPIES_ID)) {
      expect(p.subscription!.ladder).toBeUndefined();
      expect(p.variations).toEqual([]);
    }
    expect(makeProducts(3 * CURATED_COUNT, NOW).slice(CURATED_COUNT).filter((p) => p.subscription)).toEqual([]);
  });
});

describe("makeCatalog: the reviews", () => {
  const { products, reviews } = makeCatalog(DEFAULT_PRODUCT_COUNT, NOW);

  it("are the products' own: one per reviewer and product, and every one counted in the product's figures", () => {
    for (const p of products) {
      const own = reviews.filter((r) => r.productId === p.id).map((r) => r.review);
      expect(new Set(own.map((r) => r.uid)).size).toBe(own.length);
      expect({ id: p.id, reviewCount: p.reviewCount, ratingSum: p.ratingSum }).toEqual({ id: p.id, reviewCount: own.length, ratingSum: own.reduce((s, r) => s + r.rating, 0) });
      if (own.length > 0) expect(p.rating).toBe(ratingOf(p.ratingSum, p.reviewCount));
    }
    expect(reviews.length).toBeGreaterThanOrEqual(3);
  });

  it("stand for reviews from before the verified-purchase rule, and the products are makeProducts'", () => {
    expect(reviews.every((r) => !r.review.verified && r.review.uid?.startsWith("demo-customer-"))).toBe(true);
    expect(makeProducts(DEFAULT_PRODUCT_COUNT, NOW)).toEqual(products);
  });
});

describe("makeProducts (benchmark sizes)", () => {
  // How long it takes is a benchmark figure (`npm run seed -- --products 10000` prints it), not a
  // test: a timed assertion fails on a busy machine.
  it("makes 10,000 valid products with unique ids", () => {
    const many = makeProducts(10_000, NOW);
    expect(many).toHaveLength(10_000);
    expect(new Set(many.map((p) => p.id)).size).toBe(10_000);
    expect(new Set(many.map((p) => p.sku)).size).toBe(10_000);
    expect(many[CURATED_COUNT]!.name).toMatch(/\(Bundle 2\)$/);
    expect(many[CURATED_COUNT]!.id).toMatch(/-2$/);
    // Spot-check that generated products are as valid as curated ones.
    for (const p of many.filter((_, i) => i % 97 === 0)) expect(productSchema.parse(p)).toEqual(p);
  });

  it("keeps every catalogue index shard well under Firestore's 1 MiB document limit", () => {
    const shards = new Map<string, number>();
    for (const p of makeProducts(10_000, NOW)) {
      const s = shardOf(p.id);
      shards.set(s, (shards.get(s) ?? 0) + JSON.stringify(toCatalogEntry(p)).length + p.id.length);
    }
    expect(Math.max(...shards.values())).toBeLessThan(700_000);
  });
});

describe("makePosts", () => {
  const posts = makePosts(NOW);

  it("gives at least 6 valid posts with several paragraphs and a cover that exists", () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    for (const p of posts) {
      expect(postSchema.parse(p)).toEqual(p);
      expect(p.body.length).toBeGreaterThanOrEqual(4);
      expect(p.tags.length).toBeGreaterThan(0);
      expect(p.image).toMatch(/^\/demo\/blog\/\d+\.svg$/);
      expect(existsSync(path.join(PUBLIC, p.image))).toBe(true);
      expect(Date.parse(p.publishedAt)).toBeLessThan(NOW.getTime());
      expect(Date.parse(p.publishedAt)).toBeGreaterThan(NOW.getTime() - 180 * DAY);
    }
  });

  it("titles, introduces and tells every post in French and German, paragraph for paragraph", () => {
    for (const p of posts) {
      for (const locale of TRANSLATED_LOCALES) {
        const t = p.translations[locale];
        expect([p.slug, locale, Boolean(t?.title && t?.excerpt), t?.body?.length]).toEqual([p.slug, locale, true, p.body.length]);
        for (const [i, paragraph] of t!.body!.entries()) {
          expect(paragraph).not.toBe(p.body[i]);
          // About as long as the English: a paragraph was not dropped or merged into its neighbour.
          expect([p.slug, locale, i, paragraph.length / p.body[i]!.length > 0.7 && paragraph.length / p.body[i]!.length < 1.7]).toEqual([p.slug, locale, i, true]);
        }
      }
    }
  });

  it("covers the topics parents ask about, and is deterministic", () => {
    const text = posts.map((p) => p.title.toLowerCase()).join(" | ");
    for (const topic of ["sleep", "solids", "bath", "car seat", "hospital bag", "toys"]) expect(text).toContain(topic);
    expect(makePosts(NOW)).toEqual(posts);
  });
});
