import { testEntry } from "@/tests/fixtures/catalog-entry";
import { searchCatalog } from "@/lib/search/engine";
import { normalize } from "@/lib/search/text";
import { PAGE_SIZE, activeFilterCount, parseListingQuery, runListing, toSearchString } from "./query";

const entry = testEntry;

const q = (sp: Record<string, string | string[]> = {}) => parseListingQuery(sp);

describe("parseListingQuery", () => {
  it("reads repeated values and drops invalid ones", () => {
    const parsed = q({ category: ["bath", "nope", "bath", "toys"], sort: "price-asc", page: "3", inStock: "1" });
    expect(parsed.category).toEqual(["bath", "toys"]);
    expect(parsed.sort).toBe("price-asc");
    expect(parsed.page).toBe(3);
    expect(parsed.inStock).toBe(true);
  });

  it("falls back to defaults for garbage instead of failing", () => {
    const parsed = q({ sort: "drop table", page: "-4", min: "abc", max: "12.5", inStock: "yes" });
    expect(parsed).toMatchObject({ sort: "default", page: 1, min: undefined, max: 12.5, inStock: false });
  });

  it("round-trips through toSearchString canonically", () => {
    const parsed = q({ color: ["red", "blue"], page: "2", sort: "rating", min: "5" });
    expect(toSearchString(parsed)).toBe("?color=blue&color=red&min=5&sort=rating&page=2");
    expect(toSearchString(q())).toBe("");
  });

  it("reads a search with its spaces collapsed: spellings that differ only by spaces are one page", () => {
    expect(q({ q: "  baby \t  bottle " }).q).toBe("baby bottle");
    expect(toSearchString(q({ q: "baby   bottle" }))).toBe(toSearchString(q({ q: "baby bottle" })));
    expect(q({ q: "   " }).q).toBe("");
  });
});

describe("the age filter", () => {
  const all = [
    entry("newborn", { ages: ["0-3m"], colors: ["red"] }),
    entry("baby", { ages: ["0-3m", "3-6m", "6-12m"], colors: ["blue"] }),
    entry("toddler", { ages: ["12-24m", "2-4y"], colors: ["red"] }),
    // No `ages`: all ages, in every band.
    entry("any", { colors: ["blue"] }),
  ];
  const ids = (sp: Record<string, string | string[]>) => runListing(all, q(sp)).items.map((e) => e.id).sort();

  it("reads several bands, drops unknown ones and keeps band order in the URL", () => {
    const parsed = q({ age: ["2-4y", "nope", "0-3m", "2-4y"] });
    expect(parsed.age).toEqual(["0-3m", "2-4y"]);
    expect(toSearchString(q({ age: ["4y-plus", "12-24m", "0-3m"], color: "red" }))).toBe("?color=red&age=0-3m&age=12-24m&age=4y-plus");
    expect(activeFilterCount(q({ age: ["0-3m", "3-6m"], color: "red" }))).toBe(3);
  });

  it("filters with OR inside the facet and AND with the others; an all-ages product is in every band", () => {
    expect(ids({ age: "0-3m" })).toEqual(["any", "baby", "newborn"]);
    expect(ids({ age: ["3-6m", "2-4y"] })).toEqual(["any", "baby", "toddler"]);
    expect(ids({ age: "4y-plus" })).toEqual(["any"]);
    expect(ids({ age: ["0-3m", "12-24m"], color: "red" })).toEqual(["newborn", "toddler"]);
  });

  it("counts each band under the other filters, in band order, leaving out empty bands unless chosen", () => {
    expect(runListing(all, q()).facets.age).toEqual([
      { value: "0-3m", count: 3 },
      { value: "3-6m", count: 2 },
      { value: "6-12m", count: 2 },
      { value: "12-24m", count: 2 },
      { value: "2-4y", count: 2 },
      { value: "4y-plus", count: 1 },
    ]);
    // The age filter itself does not narrow the age counts; the colour filter does.
    expect(runListing(all, q({ color: "red", age: ["6-12m"] })).facets.age).toEqual([
      { value: "0-3m", count: 1 },
      { value: "6-12m", count: 0 },
      { value: "12-24m", count: 1 },
      { value: "2-4y", count: 1 },
    ]);
  });
});

describe("facet counts in one pass", () => {
  // 60 varied entries; every count is checked against the definition: the products that option
  // would give with every other filter as it is.
  const colors = ["red", "blue", "green"];
  const bands = ["0-3m", "3-6m", "6-12m", "12-24m", "2-4y", "4y-plus"] as const;
  const all = Array.from({ length: 60 }, (_, i) =>
    entry(`p${i}`, {
      finalPrice: 500 + ((i * 37) % 40) * 100,
      colors: [colors[i % 3]!, ...(i % 5 === 0 ? [colors[(i + 1) % 3]!] : [])],
      sizes: i % 4 === 0 ? [] : ["S", "M"].slice(i % 2),
      categories: [(["toys", "bath", "feeding"] as const)[i % 3]!],
      tags: i % 6 === 0 ? ["gift"] : [],
      ...(i % 7 === 0 ? {} : { ages: bands.filter((_, b) => (i + b) % 3 !== 0) }),
      stock: i % 4 === 1 ? 0 : 3,
      discount: i % 3 === 2 ? 10 : 0,
    }),
  );
  const queries: Record<string, string | string[]>[] = [
    {},
    { color: "red", inStock: "1" },
    { age: ["0-3m", "2-4y"], sale: "1", category: ["toys", "bath"] },
    { size: "M", tag: "gift", min: "10", max: "30", age: "6-12m" },
    { inStock: "1", sale: "1", color: ["blue", "green"] },
  ];
  it.each(queries)("matches the definition for %j", (sp) => {
    const query = q(sp);
    const r = runListing(all, query);
    const without = (change: Partial<typeof query>) => runListing(all, { ...query, ...change, page: 1 }, 1000).items;
    const valuesOf = { category: (e: (typeof all)[number]) => e.categories, color: (e: (typeof all)[number]) => e.colors, size: (e: (typeof all)[number]) => e.sizes, tag: (e: (typeof all)[number]) => e.tags, age: (e: (typeof all)[number]) => e.ages ?? bands };
    for (const facet of ["category", "color", "size", "tag", "age"] as const) {
      const others = without({ [facet]: [] });
      const expected = new Map<string, number>();
      for (const e of others) for (const v of valuesOf[facet](e)) expected.set(v, (expected.get(v) ?? 0) + 1);
      const shown = r.facets[facet].filter((f) => f.count > 0);
      expect([facet, Object.fromEntries(shown.map((f) => [f.value, f.count]))]).toEqual([facet, Object.fromEntries(expected)]);
    }
    expect(r.facets.inStock).toBe(without({ inStock: false }).filter((e) => e.stock > 0).length);
    expect(r.facets.sale).toBe(without({ sale: false }).filter((e) => e.discount > 0).length);
  });
});

describe("runListing", () => {
  const all = [
    entry("a", { finalPrice: 500, colors: ["red"], sizes: ["S"], categories: ["feeding"], saleCount: 9 }),
    entry("b", { finalPrice: 1500, colors: ["blue"], sizes: ["M"], categories: ["bath"], stock: 0 }),
    entry("c", { finalPrice: 1000, colors: ["red", "blue"], sizes: ["S", "M"], categories: ["bath"], createdAt: "2026-06-01T00:00:00.000Z" }),
    entry("d", { finalPrice: 2500, categories: ["toys"], rating: 5, tags: ["gift"] }),
  ];

  it("filters with OR inside a facet and AND across facets", () => {
    expect(runListing(all, q({ color: ["red", "blue"] })).items.map((e) => e.id).sort()).toEqual(["a", "b", "c"]);
    expect(runListing(all, q({ color: "red", category: "bath" })).items.map((e) => e.id)).toEqual(["c"]);
  });

  it("filters by price range in dollars against the discounted price, and by stock", () => {
    expect(runListing(all, q({ min: "10", max: "20" })).items.map((e) => e.id).sort()).toEqual(["b", "c"]);
    expect(runListing(all, q({ inStock: "1", category: "bath" })).items.map((e) => e.id)).toEqual(["c"]);
  });

  it("sorts by each order", () => {
    const ids = (sort: string) => runListing(all, q({ sort })).items.map((e) => e.id);
    expect(ids("price-asc")).toEqual(["a", "c", "b", "d"]);
    expect(ids("price-desc")).toEqual(["d", "b", "c", "a"]);
    expect(ids("newest")[0]).toBe("c");
    expect(ids("best-selling")[0]).toBe("a");
    expect(ids("rating")[0]).toBe("d");
    // Featured: sold-out items last.
    expect(ids("default").at(-1)).toBe("b");
  });

  it("counts facets over the other filters (disjunctive faceting)", () => {
    const r = runListing(all, q({ color: "red" }));
    // Colour counts ignore the colour filter itself, so "blue" still shows how many it would give.
    expect(r.facets.color).toEqual([
      { value: "blue", count: 2 },
      { value: "red", count: 2 },
    ]);
    // Category counts apply the colour filter.
    expect(r.facets.category).toEqual([
      { value: "feeding", count: 1 },
      { value: "bath", count: 1 },
    ]);
    expect(r.facets.inStock).toBe(2);
  });

  it("pages by 15 and reports the range shown", () => {
    const many = Array.from({ length: 40 }, (_, i) => entry(`p${String(i).padStart(2, "0")}`));
    const page2 = runListing(many, q({ page: "2" }));
    expect(page2.items).toHaveLength(PAGE_SIZE);
    expect([page2.from, page2.to, page2.total, page2.pageCount]).toEqual([16, 30, 40, 3]);
    const beyond = runListing(many, q({ page: "99" }));
    expect([beyond.page, beyond.from, beyond.to]).toEqual([3, 31, 40]);
    const none = runListing(many, q({ category: "bath" }));
    expect([none.total, none.from, none.to, none.pageCount]).toEqual([0, 0, 0, 1]);
  });
});

describe("search", () => {
  const bottle = entry("bottle", { name: "Glass Feeding Bottle", categories: ["feeding"], tags: ["bpa-free"] });
  const bib = entry("bib", { name: "Bib", shortDescription: "Catches spills from the bottle", tags: ["bébé"] });

  const searchScore = (e: typeof bottle, query: string) => searchCatalog([e], query).get(e) ?? 0;

  it("matches word prefixes, case- and accent-insensitively", () => {
    expect(normalize("Bébé")).toBe("bebe");
    expect(searchScore(bottle, "BOTT")).toBeGreaterThan(0);
    expect(searchScore(bib, "bebe")).toBeGreaterThan(0);
    expect(searchScore(bottle, "ottle")).toBe(0);
    expect(searchScore(bottle, "bottle crib")).toBe(0);
  });

  it("ranks name matches first", () => {
    const r = runListing([bib, bottle], q({ q: "bottle" }));
    expect(r.items.map((e) => e.id)).toEqual(["bottle", "bib"]);
    expect(r.total).toBe(2);
  });
});
