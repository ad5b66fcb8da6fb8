// Search over catalogue entries: words, accents, partial words, plurals, categories in every
// language, SKUs, ranking, and the "did you mean" suggestion for searches that find nothing
// (typos, synonyms and languages: lib/search/engine.test.ts; edit distances: lib/search/typo.test.ts).
import { testEntry } from "@/tests/fixtures/catalog-entry";
import { categoryWords } from "./category-words";
import { ENGLISH_SEARCH, searchCatalog } from "@/lib/search/engine";
import { wordMatch } from "@/lib/search/text";
import { parseListingQuery, runListing } from "./query";
import { closestWord, didYouMean, vocabularyOf } from "./suggest";

const entry = testEntry;

const bottle = entry("bottle", {
  sku: "FBT-001",
  name: "Glass Feeding Bottle 240 ml",
  categories: ["feeding"],
  tags: ["bpa-free"],
  shortDescription: "Borosilicate glass with a slow-flow teat.",
});
const bib = entry("bib", { name: "Silicone Bib", categories: ["feeding"], shortDescription: "Catches spills from the bottle" });
const cot = entry("cot", { name: "Wooden Cot Bed", categories: ["nursery"], tags: ["eco"], saleCount: 3 });
const duck = entry("duck", { name: "Bath Duck Trio", categories: ["bath", "toys"], tags: ["gift"], saleCount: 9 });
const stroller = entry("stroller", { name: "City Pushchair", categories: ["strollers-car-seats"] });
const all = [bottle, bib, cot, duck, stroller];

const search = (q: string, extra: Record<string, string> = {}) =>
  runListing(all, parseListingQuery({ q, ...extra })).items.map((e) => e.id);

describe("wordMatch", () => {
  it("scores a whole word over its start, and accepts short endings such as plurals", () => {
    expect(wordMatch("bottle", "bottle")).toBe(2);
    expect(wordMatch("bottle", "bott")).toBe(1);
    expect(wordMatch("bottle", "bottles")).toBe(1);
    expect(wordMatch("bed", "beds")).toBe(0); // too short a stem to guess a plural
    expect(wordMatch("bottle", "ottle")).toBe(0);
    expect(wordMatch("bath", "bathtub")).toBe(0);
  });
});

describe("search", () => {
  it("finds by name, partial words, any case and accents", () => {
    expect(search("BOTT")).toEqual(["bottle", "bib"]);
    expect(search("glåss")).toEqual(["bottle"]);
    expect(search("bottles")).toEqual(["bottle", "bib"]);
    expect(search("  feeding   bottle ")).toEqual(["bottle", "bib"]); // the bib: feeding, and "bottle" in its description
  });

  it("finds by category slug and by the category's name in English, French and German", () => {
    expect(search("feeding").sort()).toEqual(["bib", "bottle"]);
    expect(search("nursery")).toEqual(["cot"]);
    expect(search("chambre")).toEqual(["cot"]);
    expect(search("kinderzimmer")).toEqual(["cot"]);
    expect(search("Spielzeug")).toEqual(["duck"]);
    expect(search("jouets")).toEqual(["duck"]);
    expect(search("car seats")).toEqual(["stroller"]);
    expect(search("poussette")).toEqual(["stroller"]);
    // "et", "&" and "de" in category names do not make every product match.
    expect(search("et")).toEqual([]);
  });

  it("finds by tag, by the short description and by exact SKU", () => {
    expect(search("eco")).toEqual(["cot"]);
    expect(search("bpa")).toEqual(["bottle"]);
    expect(search("borosilicate")).toEqual(["bottle"]);
    expect(search("fbt-001")).toEqual(["bottle"]);
  });

  it("ranks name matches first, then category or tag, then description", () => {
    const scores = searchCatalog(all, "bottle");
    expect(scores.get(bottle)).toBeGreaterThan(scores.get(bib)!);
    const spills = entry("spill", { name: "Spill Mat", shortDescription: "glass" });
    const r = runListing([spills, bottle], parseListingQuery({ q: "glass" }));
    expect(r.items.map((e) => e.id)).toEqual(["bottle", "spill"]);
  });

  it("keeps filters, facets and explicit sorts on search results", () => {
    expect(search("feeding", { sort: "price-asc" }).sort()).toEqual(["bib", "bottle"]);
    const r = runListing(all, parseListingQuery({ q: "bath toys" }));
    expect(r.items.map((e) => e.id)).toEqual(["duck"]);
    expect(r.facets.category).toEqual([
      { value: "toys", count: 1 },
      { value: "bath", count: 1 },
    ]);
    expect(search("feeding", { category: "nursery" })).toEqual([]);
  });
});

describe("category words", () => {
  it("holds the names of each category in every language, normalised", () => {
    expect(categoryWords("toys")).toEqual(expect.arrayContaining(["toys", "jouets", "spielzeug"]));
    expect(categoryWords("health-safety")).toEqual(expect.arrayContaining(["health", "sante", "securite", "gesundheit"]));
    expect(categoryWords("health-safety")).not.toContain("et");
  });
});

describe("did you mean", () => {
  it("builds the vocabulary from names, tags and categories", () => {
    const v = vocabularyOf(all);
    expect(v.get("bottle")).toBe(1);
    expect(v.get("feeding")).toBe(2);
    expect(v.has("240")).toBe(false);
  });

  it("corrects misspelt words to the closest catalogue word", () => {
    const v = vocabularyOf(all);
    expect(closestWord("bottel", v)).toBe("bottle");
    expect(closestWord("pushchiar", v)).toBe("pushchair");
    expect(closestWord("xylophone", v)).toBeNull();
  });

  it("suggests a corrected query only when it finds something", () => {
    // "glas" already starts a word ("glass"): only the misspelt word changes.
    expect(didYouMean(all, "glas bottel")).toBe("glas bottle");
    expect(didYouMean(all, "woden cot")).toBe("wooden cot");
    expect(didYouMean(all, "bottle")).toBeNull(); // nothing to correct
    expect(didYouMean(all, "qqqq zzzz")).toBeNull();
    expect(didYouMean(all, "")).toBeNull();
  });

  const fr = entry("fr-stroller", {
    name: "City Pushchair",
    categories: ["strollers-car-seats"],
    i18n: { fr: { name: "Poussette citadine" }, de: { name: "Stadt-Kinderwagen" } },
  });
  const french = { ...ENGLISH_SEARCH, locale: "fr" as const };

  it("knows the shopper's language's product and category words, and English ones", () => {
    const v = vocabularyOf([fr], "fr");
    expect(v.has("poussette")).toBe(true); // translated name
    expect(v.has("sieges")).toBe(true); // French category name, normalised
    expect(v.has("pushchair")).toBe(true); // English still known
    expect(v.has("kinderwagen")).toBe(false); // not another language's words
    expect(vocabularyOf([fr]).has("poussette")).toBe(false);
  });

  it("corrects a misspelt French word on the French page", () => {
    expect(didYouMean([fr], "poussete", french)).toBe("poussette");
    expect(didYouMean([fr], "citadinne", french)).toBe("citadine");
    expect(didYouMean([fr], "poussete")).toBeNull(); // English page: no French words
    expect(didYouMean([fr], "kinderwagn", { ...ENGLISH_SEARCH, locale: "de" })).toBe("kinderwagen");
  });

  it("builds each language's vocabulary once per entries array", () => {
    const entries = [fr];
    expect(vocabularyOf(entries, "fr")).toBe(vocabularyOf(entries, "fr"));
    expect(vocabularyOf(entries, "de")).not.toBe(vocabularyOf(entries, "fr"));
  });
});
