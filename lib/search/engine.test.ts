// The search's matching and ranking: typos, synonyms (one-way, two-way, phrases, plurals, misspelt),
// compounds split and joined, the page's language and English, and exact > synonym > corrected.
import { testEntry } from "@/tests/fixtures/catalog-entry";
import type { CatalogEntry } from "@/lib/catalog/entry";
import { searchCatalog, type SearchContext } from "./engine";
import { synonymGroupSchema, synonymTable } from "./synonyms";

const entry = testEntry;
const diapers = entry("diapers", { name: "Eco Diapers", categories: ["diapering"] });
const cream = entry("cream", { name: "Zinc Nappy Rash Cream", categories: ["diapering"] });
const stroller = entry("stroller", { name: "City Lite Compact Stroller", categories: ["strollers-car-seats"] });
const jogger = entry("jogger", { name: "All-Terrain Jogging Stroller", categories: ["strollers-car-seats"] });
const seat = entry("seat", { name: "Infant Car Seat", categories: ["strollers-car-seats"] });
const bag = entry("bag", { name: "Baby Sleeping Bag 2.5 TOG", categories: ["nursery"] });
const body = entry("body", { name: "Striped Cotton Bodysuit", categories: ["clothing"] });
const sleepsuit = entry("sleepsuit", { name: "Footed Sleepsuit", categories: ["clothing"] });
const bottle = entry("bottle", { name: "Glass Feeding Bottle", categories: ["feeding"], shortDescription: "Slow-flow teat." });
const towel = entry("towel", {
  name: "Organic Cotton Hooded Towel",
  categories: ["bath"],
  i18n: { fr: { name: "Cape de bain en coton bio" }, de: { name: "Kapuzenhandtuch aus Bio-Baumwolle" } },
});
const all: CatalogEntry[] = [diapers, cream, stroller, jogger, seat, bag, body, sleepsuit, bottle, towel];

const groups = [
  { locale: "en", kind: "two-way", terms: ["nappy", "diaper"], targets: [] },
  { locale: "en", kind: "two-way", terms: ["pram", "pushchair", "stroller", "buggy"], targets: [] },
  { locale: "en", kind: "two-way", terms: ["bodysuit", "onesie"], targets: [] },
  { locale: "en", kind: "two-way", terms: ["sleeping bag", "sleep sack"], targets: [] },
  { locale: "fr", kind: "one-way", terms: ["poussette"], targets: ["stroller"] },
  { locale: "de", kind: "one-way", terms: ["windel", "windeln"], targets: ["diaper"] },
].map((g) => synonymGroupSchema.parse(g));
const context = (locale: "en" | "fr" | "de"): SearchContext => ({ locale, synonyms: synonymTable(groups, locale) });

/** The ids found, best first. */
const found = (q: string, locale: "en" | "fr" | "de" = "en") =>
  [...searchCatalog(all, q, context(locale))].sort((a, b) => b[1] - a[1] || a[0].id.localeCompare(b[0].id)).map(([e]) => e.id);
/** The first `n` found (what ranks first; the stroller category's car seats may follow a stroller search). */
const top = (n: number, q: string, locale: "en" | "fr" | "de" = "en") => found(q, locale).slice(0, n).sort();

describe("searchCatalog", () => {
  it("forgives typos in what the shopper typed, within the length rules", () => {
    expect(top(2, "stroler")).toEqual(["jogger", "stroller"]);
    expect(found("diper")[0]).toBe("diapers"); // then the nappy cream: "diper" is a misspelt synonym of "nappy" too
    expect(found("feeding botle")).toEqual(["bottle"]);
    expect(top(2, "strol")).toEqual(["jogger", "stroller"]); // the start of a word is no typo
    expect(found("xtroller")).toEqual([]); // never the first letter
    expect(found("sedt")).toEqual([]); // four letters: none forgiven
  });

  it("corrects only to words of names, categories and tags, never to a description's", () => {
    const thermometer = entry("thermometer", { name: "Digital Thermometer", categories: ["health-safety"], i18n: { de: { name: "Digitales Thermometer", shortDescription: "Misst schneller als ein Ohrthermometer." } } });
    const booster = entry("booster", { name: "High-Back Booster Seat", categories: ["strollers-car-seats"], i18n: { de: { name: "Sitzerhöhung mit Rückenlehne", shortDescription: "Mit Schnallen für den Gurt." } } });
    const teat = entry("teat", { name: "Glass Feeding Bottle", categories: ["feeding"], i18n: { fr: { name: "Biberon en verre", shortDescription: "Avec tétine en silicone." } } });
    const shop = [...all, thermometer, booster, teat];
    const search = (q: string, locale: "en" | "fr" | "de") => [...searchCatalog(shop, q, context(locale)).keys()].map((e) => e.id);
    // "Schnuller" is neither "schneller" nor "Schnallen": the shop sells no dummies.
    expect(search("Schnuller", "de")).toEqual([]);
    // A description's word as typed still finds its product, and so does a misspelt name.
    expect(search("schneller", "de")).toEqual(["thermometer"]);
    expect(search("tétine", "fr")).toEqual(["teat"]);
    expect(search("tetinne", "fr")).toEqual([]);
    expect(search("thermometr", "de")).toEqual(["thermometer"]);
  });

  it("expands two-way synonyms and plurals: nappies finds the diapers and the nappy cream", () => {
    expect(found("nappies").sort()).toEqual(["cream", "diapers"]);
    expect(found("onesies")).toEqual(["body"]);
    expect(top(2, "buggy")).toEqual(["jogger", "stroller"]);
  });

  it("expands phrases a synonym names", () => {
    expect(found("sleep sack")).toEqual(["bag"]);
    expect(found("sleep")).toEqual(["bag", "sleepsuit"]);
  });

  it("ranks the word as typed above a synonym, and a synonym above a correction", () => {
    // "nappy": the cream says it, the diapers only mean it.
    expect(found("nappy")).toEqual(["cream", "diapers"]);
    // "diaper": the diapers say it; the cream only means it (its category, "diapering", starts with it).
    const scores = searchCatalog(all, "diaper", context("en"));
    expect(scores.get(diapers)!).toBeGreaterThan(scores.get(cream)!);
    // "dummy": a pacifier means it, a "Dumpy" doll is one typo from it.
    const pacifier = entry("pacifier", { name: "Pacifier Clip", categories: ["feeding"] });
    const doll = entry("doll", { name: "Dumpy Doll", categories: ["toys"] });
    const dummies = { locale: "en" as const, synonyms: synonymTable([synonymGroupSchema.parse({ locale: "en", kind: "two-way", terms: ["dummy", "pacifier"], targets: [] })], "en") };
    const ranked = searchCatalog([doll, pacifier], "dummy", dummies);
    expect(ranked.get(pacifier)!).toBeGreaterThan(ranked.get(doll)!);
    // A word found as typed is never corrected: "stroler" finds a "Strolers" tee, not the strollers.
    const tee = entry("tee", { name: "Strolers Club Tee", categories: ["clothing"] });
    expect([...searchCatalog([tee, stroller], "stroler", context("en")).keys()]).toEqual([tee]);
  });

  it("splits a word into two known words, and joins two into one", () => {
    expect(found("carseat")[0]).toBe("seat");
    expect(found("sleeping bag")).toEqual(["bag"]);
    expect(found("body suit")).toEqual(["body"]);
  });

  it("matches the page's language and English; each language's own synonyms and English ones", () => {
    expect(found("cape de bain", "fr")).toEqual(["towel"]);
    expect(found("hooded towel", "fr")).toEqual(["towel"]);
    expect(found("kapuzenhandtuch", "de")).toEqual(["towel"]);
    expect(found("kapuzenhandtuch", "fr")).toEqual([]);
    expect(top(2, "poussette", "fr")).toEqual(["jogger", "stroller"]);
    expect(top(2, "poussete", "fr")).toEqual(["jogger", "stroller"]); // a misspelt synonym
    expect(found("windeln", "de")[0]).toBe("diapers");
    expect(found("windeln", "en")).toEqual([]);
    expect(found("nappy", "de")).toEqual(["cream", "diapers"]);
  });

  it("finds nothing where nothing fits, and everything for a query of no words", () => {
    expect(found("xyzzy")).toEqual([]);
    expect(found("laptop")).toEqual([]);
    expect(found("  -- ")).toHaveLength(all.length);
  });

  it("lets stop words and 'baby' filter nothing out", () => {
    expect(found("bottle for feeding")).toEqual(["bottle"]);
    expect(found("baby bodysuit")).toEqual(["body"]);
    expect(found("baby")).toEqual(["bag"]);
  });
});
