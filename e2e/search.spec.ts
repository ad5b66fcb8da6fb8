// Search: the header's box on every page, partial words, accents, ranking, what it forgives
// (British words, typos, other languages), the listing's filters and sorts on results, and a
// helpful empty state (did you mean, popular categories and searches).
import { expect, test, type Page } from "@playwright/test";
import { CURATED_TEXTS } from "@/scripts/seed/catalog-translations";
import { expectAccessible } from "./support/a11y";

const SHOWING = /Showing (\d+)–(\d+) of (\d+)/;
const results = (page: Page) => page.getByRole("region", { name: "Products" });
const cards = (page: Page) => results(page).getByRole("article");

async function total(page: Page): Promise<number> {
  await expect(page.getByText(SHOWING).filter({ visible: true })).toBeVisible();
  return Number(SHOWING.exec((await page.getByText(SHOWING).filter({ visible: true }).textContent()) ?? "")![3]);
}

function priceIn(text: string): number {
  const m = /(?:Sale price|Price): \$([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`no price in "${text}"`);
  return Number(m[1]!.replaceAll(",", "")) * 100 + Number(m[2]);
}

test("the header's search box is on every page and finds products from part of a word", async ({ page }) => {
  for (const path of ["/", "/shop-list-standard", "/about", "/this-page-does-not-exist"]) {
    await page.goto(path);
    const box = page.getByRole("banner").getByRole("search");
    await expect(box.getByRole("searchbox", { name: "Search products" }), path).toBeVisible();
    await expect(box.getByRole("button", { name: "Search" }), path).toBeVisible();
  }

  await page.goto("/shop-grid-standard");
  const box = page.getByRole("banner").getByRole("search");
  await box.getByRole("searchbox", { name: "Search products" }).fill("bott");
  await box.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=bott$/);
  await expect(page).toHaveTitle("Search | Flone");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
  await expect(page.getByText("Results for “bott”")).toBeVisible();
  expect(await total(page)).toBeGreaterThan(1);
  // Name matches rank first: the first results are bottles.
  await expect(cards(page).first().getByRole("heading")).toHaveText(/bottle/i);
  // The page's own box holds the query.
  await expect(page.getByRole("main").getByRole("searchbox", { name: "Search products" })).toHaveValue("bott");
  await expectAccessible(page, "/search?q=bott");
});

test("search ignores case and accents, and finds categories in other languages", async ({ page }) => {
  await page.goto("/search?q=bottle");
  const plain = await total(page);
  await page.goto("/search?q=B%C3%93TTL%C3%89"); // "BÓTTLÉ"
  expect(await total(page)).toBe(plain);
  await page.goto("/search?q=bottles");
  expect(await total(page)).toBe(plain);

  // "Jouets" is French for toys: every toy is found.
  await page.goto("/shop-grid-standard?category=toys");
  const toys = await total(page);
  await page.goto("/search?q=jouets");
  expect(await total(page)).toBeGreaterThanOrEqual(toys);
});

/** The product ids of the first results, from their cards' links (the results' region is named in the page's language). */
async function firstIds(page: Page, n: number, region = "Products"): Promise<string[]> {
  const found = page.getByRole("region", { name: region }).getByRole("article");
  await expect(found.first()).toBeVisible();
  const hrefs = await found.locator('a[href^="/product/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  return [...new Set(hrefs.map((h) => h.replace(/^\/product\//, "").replace(/[?#].*$/, "")))].slice(0, n);
}

test("search forgives: British words find American names, typos are corrected, words are split", async ({ page }) => {
  // We sell "Eco Diapers" and a "Nappy Rash Cream": "nappies" finds both, first.
  await page.goto("/search?q=nappies");
  const nappies = await firstIds(page, 6);
  expect(nappies).toContain("eco-diapers");
  expect(nappies).toContain("zinc-nappy-rash-cream-100ml");

  await page.goto("/search?q=stroler");
  const strollers = await firstIds(page, 4);
  expect(strollers.length).toBe(4);
  for (const id of strollers) expect(id).toMatch(/stroller/);
  await expect(cards(page).first().getByRole("heading")).toHaveText(/Stroller/);

  await page.goto("/search?q=carseat");
  await expect(cards(page).first().getByRole("heading")).toHaveText(/Car Seat/);
  await expectAccessible(page, "/search?q=carseat");
});

/** A demo product's French name as the seed gives it: a bundle ("<id>-<n>") is its product's, "(lot n)". */
function frenchName(id: string): string {
  const bundle = /^(.+)-(\d+)$/.exec(id);
  const own = CURATED_TEXTS[id] ?? (bundle ? CURATED_TEXTS[bundle[1]!] : undefined);
  if (!own) throw new Error(`no French name seeded for ${id}`);
  return CURATED_TEXTS[id] ? own.fr.name : `${own.fr.name} (lot ${bundle![2]})`;
}

/** The first `n` result cards show products whose ids match `ids`, under their French names. */
async function expectFrenchCards(page: Page, n: number, ids: RegExp) {
  const found = page.getByRole("region", { name: "Produits" }).getByRole("article");
  await expect(found.first()).toBeVisible();
  expect(await found.count()).toBeGreaterThanOrEqual(n);
  for (let i = 0; i < n; i++) {
    const card = found.nth(i);
    const href = (await card.locator('a[href^="/product/"]').first().getAttribute("href"))!;
    const id = href.replace(/^\/product\//, "").replace(/[?#].*$/, "");
    expect(id).toMatch(ids);
    await expect(card.getByRole("heading")).toHaveText(frenchName(id));
  }
}

test("a French search finds French words' products, on the French page", async ({ page }) => {
  await page.goto("/search?q=poussette&lng=fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recherche");
  for (const id of await firstIds(page, 3, "Produits")) expect(id).toMatch(/stroller|pram|pushchair/);
  // The cards name them in French, as the seed translates them ("Poussette compacte City Lite").
  await expectFrenchCards(page, 3, /stroller|pram|pushchair/);
  await page.goto("/search?q=gigoteuse");
  for (const id of await firstIds(page, 2, "Produits")) expect(id).toMatch(/sleeping-bag/);
  await expectFrenchCards(page, 2, /sleeping-bag/);
});

test("search results take the listing's filters and sorts, in the URL and with clicks", async ({ page }) => {
  await page.goto("/search?q=bottle&sort=price-desc");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-desc");
  const prices = (await cards(page).allTextContents()).map(priceIn);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  const all = await total(page);
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByRole("checkbox", { name: /^In stock only/ }).check();
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]inStock=1/);
  await expect(page).toHaveURL(/[?&]q=bottle/);
  await expect(page).toHaveURL(/[?&]sort=price-desc/);
  expect(await total(page)).toBeLessThanOrEqual(all);
  await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveText(["In stock only", "Search: “bottle”"]);
});

test("no result, even corrected: a clear message, a corrected spelling and ideas to go on", async ({ page }) => {
  // Two mistakes in six letters: more than the search forgives, not more than "did you mean" does.
  await page.goto("/search?q=bttole");
  const empty = page.getByTestId("search-empty");
  await expect(empty.getByRole("heading", { name: "No products match “bttole”" })).toBeVisible();
  await expect(page.getByText("No products found")).toBeVisible();
  const suggestion = empty.getByRole("link", { name: "bottle", exact: true });
  await expect(suggestion).toHaveAttribute("href", "/search?q=bottle");
  // No word of "bttole" is close to a category: the best-selling ones.
  await expect(empty.getByRole("list", { name: "Popular categories" }).getByRole("link").first()).toHaveAttribute("href", /^\/shop-grid-standard\?category=[a-z-]+$/);
  await expect(empty.getByRole("list", { name: "Popular searches" }).getByRole("link").first()).toHaveAttribute("href", /^\/search\?q=/);
  await expect(empty.getByRole("article").first()).toBeVisible();
  await expectAccessible(page, "/search?q=bttole");

  await suggestion.click();
  await expect(page).toHaveURL(/\/search\?q=bottle$/);
  expect(await total(page)).toBeGreaterThan(0);

  // Nonsense gets no spelling suggestion, only the ideas.
  await page.goto("/search?q=zzqxwv");
  await expect(page.getByTestId("search-empty").getByText("Did you mean")).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Popular categories" })).toBeVisible();

  // A query that names a category offers it first, under its own heading.
  await page.goto("/search?q=toys%20xyzzy");
  await expect(page.getByRole("list", { name: "Categories close to your search" }).getByRole("link").first()).toHaveAttribute("href", "/shop-grid-standard?category=toys");
  await expect(page.getByRole("list", { name: "Categories close to your search" }).getByRole("link").first()).toHaveText(/^Toys \(\d+\)$/);
});

test("an empty search shows where to start", async ({ page }) => {
  const response = await page.goto("/search");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "What are you looking for?" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Popular categories" }).getByRole("link")).not.toHaveCount(0);
  await expectAccessible(page, "/search");
});

test("before JavaScript loads, the header search works as a plain form", async ({ page }) => {
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort());
  await page.goto("/shop-grid-standard");
  const box = page.getByRole("banner").getByRole("search");
  await box.getByRole("searchbox", { name: "Search products" }).fill("blanket");
  await box.getByRole("searchbox", { name: "Search products" }).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=blanket$/);
  expect(await total(page)).toBeGreaterThan(0);
  await expect(cards(page).first().getByRole("heading")).toHaveText(/blanket/i);
});

test("search pages are crawlable, with their metadata in the head and one canonical /search", async ({ page }) => {
  for (const path of ["/search?q=Bottle&sort=price-asc&page=1&inStock=1", "/search?q=zzqxv", "/search"]) {
    await page.goto(path);
    const href = (await page.locator('head link[rel="canonical"]').getAttribute("href"))!;
    expect(new URL(href).pathname + new URL(href).search, path).toBe("/search");
    await expect(page.locator('head meta[name="description"]'), path).toHaveAttribute("content", /.{40,}/);
    await expect(page.locator('meta[name="robots"]'), path).toHaveCount(0);
  }
  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots).not.toMatch(/^Disallow: \/search$/m);
  expect(robots).toMatch(/^Disallow: \/checkout$/m);
});

test("a search page past the last answers 404; a search that finds nothing still answers 200 on its first page", async ({ request }) => {
  expect((await request.get("/search?q=zzqxwv")).status()).toBe(200);
  for (const path of ["/search?q=zzqxwv&page=2", "/search?q=bottle&page=500", "/search?page=10000"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  expect((await request.get("/search?page=2")).status()).toBe(200);
});
