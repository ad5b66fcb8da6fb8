// Listings, facet counts and search on the demo seed, through the real catalogue index in the
// Firestore emulator (lib/catalog store + runListing, as the pages use them).
//
// Other test files replace or change the catalogue of the shared project while this one runs,
// so this file works in a project of its own: the emulator keeps each project's data apart, and
// a unique demo- project id is set before the first firestore() call (lib/env reads the
// environment then, not at import). No shared data is touched.
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { parseListingQuery, runListing, PAGE_SIZE, type ListingQuery } from "@/lib/catalog/query";
import { loadCatalogIndex } from "@/lib/catalog/db";
import { didYouMean } from "@/lib/catalog/suggest";
import { replaceCatalog, deleteCollection } from "@/lib/catalog/write";
import { ageBandsOf, type AgeBand } from "@/lib/catalog/age";
import { countOps } from "@/lib/firebase/op-counter";
import { finalPrice, totalStock, type Product } from "@/lib/catalog/schema";
import { makeProducts } from "@/scripts/seed/catalog";

process.env.FIREBASE_PROJECT_ID = `demo-flone-search-${randomUUID().slice(0, 8)}`;

const NOW = new Date("2026-11-01T12:00:00.000Z");
let products: Product[];

beforeAll(async () => {
  products = makeProducts(124, NOW);
  await replaceCatalog(firestore(), products);
});

afterAll(async () => {
  // Leave nothing behind in the emulator: this project exists only for this file.
  await deleteCollection(firestore(), "products");
  await deleteCollection(firestore(), "catalogIndex");
});

async function listing(sp: Record<string, string | string[]> = {}) {
  return runListing(await loadCatalogIndex(), parseListingQuery(sp));
}

/** Every id of a listing, through all its pages (as a shopper paging through it would see). */
async function allIds(sp: Record<string, string | string[]>) {
  const first = await listing(sp);
  const ids = first.items.map((e) => e.id);
  for (let page = 2; page <= first.pageCount; page++) ids.push(...(await listing({ ...sp, page: String(page) })).items.map((e) => e.id));
  return { ids, total: first.total };
}

const sizesOf = (p: Product) => new Set(p.variations.flatMap((v) => v.size.map((s) => s.name)));
const matches = (p: Product, q: Partial<Pick<ListingQuery, "category" | "color" | "size" | "tag">>) =>
  (!q.category?.length || p.categories.some((c) => q.category!.includes(c))) &&
  (!q.color?.length || p.variations.some((v) => q.color!.includes(v.color))) &&
  (!q.size?.length || [...sizesOf(p)].some((s) => q.size!.includes(s))) &&
  (!q.tag?.length || p.tags.some((t) => q.tag!.includes(t)));

describe("listing on the seed", () => {
  it("pages through every product 15 at a time, each exactly once", async () => {
    const { ids, total } = await allIds({ sort: "price-desc" });
    expect(total).toBe(124);
    expect(new Set(ids).size).toBe(124);
    const page2 = await listing({ page: "2" });
    expect([page2.from, page2.to, page2.items.length]).toEqual([16, 30, PAGE_SIZE]);
  });

  it("combines several values of one filter (OR) with other filters (AND)", async () => {
    const q = { category: ["toys", "bath"], tag: "gift" };
    const expected = products.filter((p) => matches(p, { category: ["toys", "bath"], tag: ["gift"] })).map((p) => p.id);
    const { ids, total } = await allIds(q);
    expect(total).toBe(expected.length);
    expect(total).toBeGreaterThan(0);
    expect([...ids].sort()).toEqual([...expected].sort());
  });

  it("counts each facet option as the products it would give under the other filters", async () => {
    const r = await listing({ category: "clothing", inStock: "1" });
    const inStockClothing = products.filter((p) => p.categories.includes("clothing") && totalStock(p) > 0);
    // Each size count = clothing in stock with that size; choosing it gives exactly that many.
    expect(r.facets.size.length).toBeGreaterThan(1);
    for (const { value, count } of r.facets.size) {
      expect([value, count]).toEqual([value, inStockClothing.filter((p) => sizesOf(p).has(value)).length]);
      expect((await listing({ category: "clothing", inStock: "1", size: value })).total).toBe(count);
    }
    // Category counts ignore the category filter itself (so other categories can be added).
    for (const { value, count } of r.facets.category) {
      expect(count).toBe(products.filter((p) => (p.categories as string[]).includes(value) && totalStock(p) > 0).length);
    }
    expect(r.facets.inStock).toBe(inStockClothing.length);
  });

  it("filters and counts by age band (an all-ages product in every band), reading only the index version per listing", async () => {
    const suits = (p: Product, bands: AgeBand[]) => ageBandsOf(p.ageRange).some((b) => bands.includes(b));
    const toys = products.filter((p) => p.categories.includes("toys"));
    await loadCatalogIndex(); // this process's copy of the index, as a running server holds it
    // Every listing below is computed afresh (no page cache here): each reads at most 1 document.
    let listings = 0;
    const { ops } = await countOps(async () => {
      const counted = async (sp: Record<string, string | string[]>) => (listings++, listing(sp));
      const r = await counted({ category: "toys", age: ["12-24m", "0-3m"] });
      const expected = toys.filter((p) => suits(p, ["0-3m", "12-24m"]));
      expect(r.total).toBe(expected.length);
      expect(r.total).toBeGreaterThan(0);
      expect(r.total).toBeLessThan(toys.length);
      // Counts in band order, each what choosing that band alone gives under the other filters.
      expect(r.facets.age.map((f) => f.value)).toEqual(["0-3m", "3-6m", "6-12m", "12-24m", "2-4y", "4y-plus"].filter((b) => r.facets.age.some((f) => f.value === b)));
      for (const { value, count } of r.facets.age) {
        expect([value, count]).toEqual([value, toys.filter((p) => suits(p, [value as AgeBand])).length]);
        expect([value, (await counted({ category: "toys", age: value })).total]).toEqual([value, count]);
      }
      const allAges = products.filter((p) => !p.ageRange);
      expect(allAges.length).toBeGreaterThan(0);
      const older = await counted({ age: "4y-plus", sort: "price-asc" });
      expect(older.total).toBe(products.filter((p) => suits(p, ["4y-plus"])).length);
      expect(older.total).toBeGreaterThanOrEqual(allAges.length);
    });
    expect(ops.reads).toBeLessThanOrEqual(listings);
  });

  it("filters by price on the price after discount", async () => {
    const { ids } = await allIds({ min: "20", max: "40" });
    const expected = products.filter((p) => finalPrice(p) >= 2000 && finalPrice(p) <= 4000).map((p) => p.id);
    expect([...ids].sort()).toEqual([...expected].sort());
  });
});

describe("search on the seed", () => {
  it("finds bottles from a partial word, any case, with name matches first", async () => {
    const r = await listing({ q: "BOTT" });
    const named = products.filter((p) => /\bbott/i.test(p.name));
    expect(named.length).toBeGreaterThan(1);
    expect(r.total).toBeGreaterThanOrEqual(named.length);
    // Every product with "bott…" in its name comes before those matching elsewhere.
    expect(r.items.slice(0, named.length).every((e) => /\bbott/i.test(e.name))).toBe(true);
  });

  it("ignores accents and finds plurals", async () => {
    const plain = await listing({ q: "bottle" });
    expect((await listing({ q: "bóttlé" })).total).toBe(plain.total);
    expect((await listing({ q: "bottles" })).total).toBe(plain.total);
  });

  it("finds products by category, in English and in the shop's other languages", async () => {
    const bath = products.filter((p) => p.categories.includes("bath")).map((p) => p.id);
    for (const q of ["bath", "Bain", "baden"]) {
      const { ids } = await allIds({ q });
      expect(ids).toEqual(expect.arrayContaining(bath));
    }
  });

  it("finds products by tag and keeps the filters and sorts of the listing", async () => {
    const gifts = products.filter((p) => p.tags.includes("gift"));
    const { ids } = await allIds({ q: "gift" });
    expect(ids).toEqual(expect.arrayContaining(gifts.map((p) => p.id)));
    const sorted = await allIds({ q: "gift", sort: "price-asc", category: "toys" });
    const prices = sorted.ids.map((id) => finalPrice(products.find((p) => p.id === id)!));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(sorted.ids.every((id) => products.find((p) => p.id === id)!.categories.includes("toys"))).toBe(true);
  });

  it("forgives a typo, finds nothing for nonsense, and suggests a spelling that finds something", async () => {
    expect((await listing({ q: "zzqxw" })).total).toBe(0);
    const entries = await loadCatalogIndex();
    expect((await listing({ q: "bottel" })).items[0]!.name).toMatch(/bottle/i); // one mistake: forgiven
    expect((await listing({ q: "bttole" })).total).toBe(0); // two in six letters: not
    const suggestion = didYouMean(entries, "bttole");
    expect(suggestion).toBe("bottle");
    expect((await listing({ q: suggestion! })).total).toBeGreaterThan(0);
    expect(didYouMean(entries, "zzqxw")).toBeNull();
  });
});
