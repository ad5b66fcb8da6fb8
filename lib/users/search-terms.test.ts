import { customerNameKey, customerSearchTerms, normaliseSearchText, SEARCH_TERM_MAX, searchFields, searchTermOf } from "./search-terms";

const olivia = { firstName: "Olivia", lastName: "Martin", email: "Olivia.Martin@Example.test" };

describe("normaliseSearchText and searchTermOf", () => {
  it("lower-cases, drops accents and collapses spaces", () => {
    expect(normaliseSearchText("  Zoë   Müller-Ñúñez ")).toBe("zoe muller-nunez");
    expect(searchTermOf("  OLIVIA  ")).toBe("olivia");
  });

  it("has no term for an empty query, and cuts a long one", () => {
    expect(searchTermOf("   ")).toBeUndefined();
    expect(searchTermOf("a".repeat(100))).toHaveLength(SEARCH_TERM_MAX);
  });
});

describe("customerSearchTerms", () => {
  const terms = customerSearchTerms(olivia);

  it.each(["o", "oli", "olivia", "mar", "martin", "olivia m", "olivia martin", "martin ol", "olivia.martin@", "olivia.martin@example.test"])(
    "finds Olivia Martin by %s",
    (q) => {
      expect(terms).toContain(searchTermOf(q));
    },
  );

  it.each(["livia", "artin", "example", "olivia x", "zoe"])("does not find her by %s (only starts of words, names and the email)", (q) => {
    expect(terms).not.toContain(searchTermOf(q));
  });

  it("finds accented names without their accents, and each word of a compound name", () => {
    const zoe = customerSearchTerms({ firstName: "Zoë", lastName: "Saint-Éloi", email: "" });
    for (const q of ["zoe", "Zoë", "saint", "eloi", "saint-el", "zoe saint"]) expect(zoe).toContain(searchTermOf(q));
  });

  it("stays small: no empty term, no duplicates, none longer than the maximum, bounded in number", () => {
    const long = customerSearchTerms({ firstName: "a b c d e f g h i j k l".repeat(5), lastName: "x".repeat(80), email: `${"m".repeat(200)}@example.test` });
    expect(new Set(long).size).toBe(long.length);
    expect(long.every((t) => t.length > 0 && t.length <= SEARCH_TERM_MAX && t === t.trim())).toBe(true);
    expect(long.length).toBeLessThan(13 * SEARCH_TERM_MAX);
    expect(new Set(terms).size).toBe(terms.length);
  });
});

describe("customerNameKey", () => {
  it("is the shown name, normalised, or the email without a name", () => {
    expect(customerNameKey(olivia)).toBe("olivia martin");
    expect(customerNameKey({ firstName: "", lastName: "", email: "Who@Example.test" })).toBe("who@example.test");
    expect(searchFields(olivia)).toEqual({ searchTerms: customerSearchTerms(olivia), nameKey: "olivia martin" });
  });
});
