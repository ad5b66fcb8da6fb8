import { SEED_SYNONYMS, seedSynonymId } from "./synonyms";

describe("the seeded synonyms", () => {
  it("have one id each, and cover each language", () => {
    const ids = SEED_SYNONYMS.map(seedSynonymId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const locale of ["en", "fr", "de"]) expect(SEED_SYNONYMS.filter((g) => g.locale === locale).length).toBeGreaterThanOrEqual(20);
  });
});
