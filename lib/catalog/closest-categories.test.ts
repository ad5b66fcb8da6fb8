import { CATEGORIES } from "@/lib/catalog/schema";
import type { Locale } from "@/lib/i18n/routing";
import { synonymGroupSchema, synonymTable } from "@/lib/search/synonyms";
import { categoryNames } from "./category-words";
import { closestCategories } from "./closest-categories";

// Synonym groups as staff write them, parsed by the admin's own schema.
const GROUPS = [
  { locale: "en", kind: "two-way", terms: ["nappy", "diaper"], targets: [] },
  { locale: "en", kind: "two-way", terms: ["pram", "pushchair", "stroller", "buggy"], targets: [] },
  { locale: "fr", kind: "one-way", terms: ["couche"], targets: ["diaper", "nappy"] },
  { locale: "de", kind: "one-way", terms: ["schnuller"], targets: ["pacifier", "dummy"] },
].map((g) => synonymGroupSchema.parse(g));

const categories = CATEGORIES.map((value, i) => ({ value, count: 10 + i }));
// The best sellers' categories, best first: clothing, then feeding.
const bestSellers = [{ categories: ["clothing"] }, { categories: ["feeding", "clothing"] }, { categories: ["toys"] }];

function closest(query: string, locale: Locale = "en", limit?: number) {
  const result = closestCategories(query, {
    categories,
    names: (c) => categoryNames(c, locale),
    locale,
    synonyms: synonymTable(GROUPS, locale),
    bestSellers,
    ...(limit ? { limit } : {}),
  });
  return { ...result, values: result.categories.map((c) => c.value) };
}

describe("the categories closest to a search that found nothing", () => {
  it("finds a category by a word of its name in the shopper's language, as typed, plural or partly typed", () => {
    expect(closest("wooden toys xyzzy").values[0]).toBe("toys");
    expect(closest("jouets en bois", "fr").values[0]).toBe("toys");
    expect(closest("Kinderwagen blau", "de").values[0]).toBe("strollers-car-seats");
    expect(closest("strol", "en")).toMatchObject({ values: ["strollers-car-seats"], fallback: false });
  });

  it("forgives typos in a category's name", () => {
    expect(closest("poussete rouge", "fr").values).toEqual(["strollers-car-seats"]);
    expect(closest("clothnig", "en").values).toEqual(["clothing"]);
    expect(closest("Spielzueg", "de").values).toEqual(["toys"]);
  });

  it("follows the synonyms of the shopper's language and English", () => {
    expect(closest("nappies organic").values).toEqual(["diapering"]);
    expect(closest("buggy").values).toEqual(["strollers-car-seats"]);
    expect(closest("couche lavable", "fr").values).toEqual(["diapering"]);
    // A German synonym is not a French shopper's.
    expect(closest("schnuller", "fr").fallback).toBe(true);
  });

  it("ranks a word as typed above one reached through a synonym or a typo, and more words above fewer", () => {
    // "bath" as typed; "stroller" only through "pram".
    expect(closest("bath pram").values).toEqual(["bath", "strollers-car-seats"]);
    expect(closest("health safety toys").values).toEqual(["health-safety", "toys"]);
  });

  it("falls back to the best-selling categories when no word is close to any, at most `limit`", () => {
    expect(closest("xyzzy")).toEqual({ categories: expect.any(Array), values: ["clothing", "feeding", "toys", "nursery"], fallback: true });
    expect(closest("", "en", 2).values).toEqual(["clothing", "feeding"]);
    // Short and stop words reach nothing.
    expect(closest("of the", "en").fallback).toBe(true);
  });

  it("offers only categories that have products, with their counts", () => {
    const result = closestCategories("toys", { categories: categories.filter((c) => c.value !== "toys"), names: (c) => categoryNames(c, "en"), locale: "en", synonyms: new Map(), bestSellers });
    expect(result.fallback).toBe(true);
    expect(result.categories[0]).toEqual({ value: "clothing", count: 12 });
  });
});

describe("categoryNames", () => {
  it("names a category in the shopper's language and English, each once", () => {
    expect(categoryNames("toys", "fr")).toEqual(["Jouets", "Toys"]);
    expect(categoryNames("toys", "en")).toEqual(["Toys"]);
  });
});
