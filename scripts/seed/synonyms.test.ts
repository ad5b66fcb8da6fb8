import { SEED_SYNONYMS, seedSynonymId } from "./synonyms";

/** The seeded group of `locale` whose words (typed words and targets) hold all of `words`. */
const groupWith = (locale: string, ...words: string[]) =>
  SEED_SYNONYMS.find((g) => g.locale === locale && words.every((w) => g.terms.includes(w) || g.targets.includes(w)));

describe("the seeded synonyms", () => {
  it("have one id each, and cover each language", () => {
    const ids = SEED_SYNONYMS.map(seedSynonymId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const locale of ["en", "fr", "de"]) expect(SEED_SYNONYMS.filter((g) => g.locale === locale).length).toBeGreaterThanOrEqual(20);
  });

  it.each([
    ["nappy", "diaper"],
    ["pram", "pushchair", "stroller", "buggy"],
    ["dummy", "pacifier", "soother"],
    ["cot", "crib"],
    ["bodysuit", "onesie", "vest"],
    ["sleeping bag", "sleep sack"],
  ])("make British and American words two-way synonyms: %s", (...words) => {
    expect(groupWith("en", ...words)).toMatchObject({ kind: "two-way" });
  });

  // French and German parents' everyday words find the English catalogue's products.
  it.each([
    ["fr", "couche", "diaper"],
    ["fr", "poussette", "stroller"],
    ["fr", "tétine", "pacifier"],
    ["fr", "lit bébé", "cot"],
    ["fr", "body", "bodysuit"],
    ["fr", "gigoteuse", "sleeping bag"],
    ["de", "windel", "diaper"],
    ["de", "kinderwagen", "stroller"],
    ["de", "schnuller", "pacifier"],
    ["de", "babybett", "cot"],
    ["de", "body", "bodysuit"],
    ["de", "schlafsack", "sleeping bag"],
  ])("in %s, %s finds %s", (locale, word, target) => {
    expect(groupWith(locale, word, target)).toMatchObject({ kind: "one-way", terms: expect.arrayContaining([word]), targets: expect.arrayContaining([target]) });
  });
});
