// The nine catalogue listings: one engine, one table of layouts, nine visibly different pages.
// Each answers 200 with its own title and a main landmark, and its structure is checked (where
// the filters are, cards per row, grid or rows, width). Filters, sort, pages and the grid/list
// switch work through the URL and with clicks on layouts other than the standard one.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ageBandsOf, type AgeRange } from "@/lib/catalog/age";
import { expectAccessible } from "./support/a11y";
import { withFirestore } from "./support/firestore";

type Expected = {
  title: string;
  filters: "left" | "right" | "top" | "none";
  view: "grid" | "list";
  perRow: number;
  wide: boolean;
};

const LAYOUTS: Record<string, Expected> = {
  "shop-grid-standard": { title: "Shop | Flone", filters: "left", view: "grid", perRow: 3, wide: false },
  "shop-grid-filter": { title: "Shop: Grid with filter panel | Flone", filters: "top", view: "grid", perRow: 4, wide: false },
  "shop-grid-two-column": { title: "Shop: Grid in two columns | Flone", filters: "left", view: "grid", perRow: 2, wide: false },
  "shop-grid-no-sidebar": { title: "Shop: Grid without sidebar | Flone", filters: "none", view: "grid", perRow: 4, wide: false },
  "shop-grid-full-width": { title: "Shop: Full-width grid | Flone", filters: "left", view: "grid", perRow: 4, wide: true },
  "shop-grid-right-sidebar": { title: "Shop: Grid with filters on the right | Flone", filters: "right", view: "grid", perRow: 3, wide: false },
  "shop-list-standard": { title: "Shop: List | Flone", filters: "left", view: "list", perRow: 1, wide: false },
  "shop-list-full-width": { title: "Shop: Full-width list | Flone", filters: "left", view: "list", perRow: 1, wide: true },
  "shop-list-two-column": { title: "Shop: List in two columns | Flone", filters: "left", view: "list", perRow: 2, wide: false },
};

const SHOWING = /Showing (\d+)–(\d+) of (\d+)/;
const results = (page: Page) => page.getByRole("region", { name: "Products" });
const cards = (page: Page) => results(page).getByRole("article");
const filterForm = (page: Page) => page.getByRole("form", { name: "Filters" });

/**
 * The page is at `path` with exactly these query values. Empty fields are ignored: before the
 * form's island hydrates, a plain GET form also sends its empty price fields ("min=&max=").
 */
async function expectQuery(page: Page, path: string, query: string) {
  const wanted = new URLSearchParams(query);
  const normal = (sp: URLSearchParams) => [...sp].filter(([, v]) => v !== "").map(([k, v]) => `${k}=${v}`).sort().join("&");
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}?${normal(url.searchParams)}`;
    })
    .toBe(`${path}?${normal(wanted)}`);
}

/** The listing's forms are hydrated (QueryForm marks itself), so a change of sort submits itself. */
async function hydrated(page: Page) {
  await expect(page.locator("form[data-enhanced]").first()).toBeAttached();
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, "element is laid out").not.toBeNull();
  return b!;
}

/** How many cards share the first card's row. */
async function cardsInFirstRow(page: Page): Promise<number> {
  const tops = await cards(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  return tops.filter((t) => Math.abs(t - tops[0]!) < 4).length;
}

function priceIn(text: string): number {
  const m = /(?:Sale price|Price): \$([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`no price in "${text}"`);
  return Number(m[1]!.replaceAll(",", "")) * 100 + Number(m[2]);
}

test.describe("each listing layout", () => {
  test.use({ viewport: { width: 1700, height: 1000 } });

  for (const [route, want] of Object.entries(LAYOUTS)) {
    test(`${route}: 200, own title, main landmark, its own arrangement`, async ({ page }) => {
      const response = await page.goto(`/${route}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(want.title);
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop");
      await expect(page.locator(`[data-layout="${route}"]`)).toBeVisible();
      await expect(page.locator("[data-filters]")).toHaveAttribute("data-filters", want.filters);
      await expect(page.locator("[data-view]")).toHaveAttribute("data-view", want.view);
      await expect(page.getByText(SHOWING).filter({ visible: true })).toHaveText("Showing 1–15 of 124");
      await expect(cards(page)).toHaveCount(15);

      // Where the filters are.
      const resultsBox = await box(results(page));
      if (want.filters === "left" || want.filters === "right") {
        const formBox = await box(filterForm(page));
        if (want.filters === "left") expect(formBox.x + formBox.width).toBeLessThanOrEqual(resultsBox.x);
        else expect(formBox.x).toBeGreaterThanOrEqual(resultsBox.x + resultsBox.width);
      } else if (want.filters === "top") {
        // A folded "Filters" panel spanning the page above the results; it opens in place.
        const panel = page.locator("details").filter({ has: page.getByText(/^Filters/).filter({ visible: true }) });
        const panelBox = await box(panel);
        expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(resultsBox.y);
        expect(panelBox.width).toBeGreaterThan(resultsBox.width * 0.9);
        await expect(filterForm(page)).toBeHidden();
        await panel.getByText(/^Filters/).click();
        await expect(filterForm(page)).toBeVisible();
        const formBox = await box(filterForm(page));
        expect(formBox.y + formBox.height).toBeLessThanOrEqual((await box(results(page))).y);
      } else {
        // No filter form at all: category links above the results.
        await expect(filterForm(page)).toHaveCount(0);
        const nav = page.getByRole("navigation", { name: "Browse by category" });
        await expect(nav.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
        await expect(nav.getByRole("link", { name: /^Toys \(\d+\)$/ })).toHaveAttribute("href", `/${route}?category=toys`);
      }

      // Cards per row, and rows with the short description in list views.
      expect(await cardsInFirstRow(page)).toBe(want.perRow);
      const first = cards(page).first();
      if (want.view === "list") {
        const image = await box(first.locator("img").first());
        const heading = await box(first.getByRole("heading"));
        expect(image.x + image.width).toBeLessThanOrEqual(heading.x);
        // The short description: a sentence (several words, no price).
        await expect(first.locator("p").filter({ hasText: /^[^$]*\w+ \w+ \w+ \w+/ }).first()).toBeVisible();
      } else {
        const image = await box(first.locator("img").first());
        const heading = await box(first.getByRole("heading"));
        expect(image.y + image.height).toBeLessThanOrEqual(heading.y + 1);
      }

      // Full-width layouts use the wide container.
      const width = (await box(page.locator(`[data-layout="${route}"]`))).width;
      if (want.wide) expect(width).toBeGreaterThan(1300);
      else expect(width).toBeLessThanOrEqual(1200);

      // The grid/list switch: the current view marked, the other one a link keeping the query.
      const views = page.getByRole("group", { name: "View" });
      const current = want.view === "grid" ? "Grid" : "List";
      const other = want.view === "grid" ? "List" : "Grid";
      await expect(views.locator('[aria-current="page"]')).toHaveText(current);
      await expect(views.getByRole("link", { name: other })).toHaveAttribute("href", /^\/shop-(grid|list)-[a-z-]+$/);

      await expectAccessible(page, route);
    });
  }
});

test("the grid/list switch keeps the filters, sort and page", async ({ page }) => {
  await page.goto("/shop-grid-standard?category=clothing&sort=price-asc&page=2");
  const first = await cards(page).first().getByRole("heading").textContent();
  await page.getByRole("group", { name: "View" }).getByRole("link", { name: "List" }).click();
  await expect(page).toHaveURL(/\/shop-list-standard\?category=clothing&sort=price-asc&page=2$/);
  await expect(page.locator('[data-view="list"]')).toBeVisible();
  await expect(page.locator('[data-view="grid"]:visible')).toHaveCount(0); // the previous page may stay in the DOM, hidden
  await expect(cards(page).first().getByRole("heading")).toHaveText(first!);
  await page.getByRole("group", { name: "View" }).getByRole("link", { name: "Grid" }).click();
  await expect(page).toHaveURL(/\/shop-grid-standard\?category=clothing&sort=price-asc&page=2$/);
});

test("shop-grid-filter: filter in the panel, sort and page with clicks; the URL reproduces the view", async ({ page }) => {
  await page.goto("/shop-grid-filter");
  await hydrated(page);
  await page.getByText(/^Filters/).filter({ visible: true }).click();
  const toys = filterForm(page).getByRole("checkbox", { name: /^Toys \(\d+\)$/ });
  const bath = filterForm(page).getByRole("checkbox", { name: /^Bath \(\d+\)$/ });
  const count = async (l: Locator) => Number(/\((\d+)\)/.exec((await l.locator("xpath=ancestor::label").textContent()) ?? "")![1]);
  const [nToys, nBath] = [await count(toys), await count(bath)];
  await toys.check();
  await bath.check();
  await filterForm(page).getByRole("button", { name: "Apply filters" }).click();
  await expectQuery(page, "/shop-grid-filter", "category=toys&category=bath");
  await expect(page.getByText(SHOWING).filter({ visible: true })).toHaveText(/^Showing 1–15 of \d+$/);
  // Toys or bath: at least as many as the larger, at most both (a bath toy is in both).
  const expected = Number(SHOWING.exec((await page.getByText(SHOWING).filter({ visible: true }).textContent()) ?? "")![3]);
  expect(expected).toBeGreaterThanOrEqual(Math.max(nToys, nBath, 16));
  expect(expected).toBeLessThanOrEqual(nToys + nBath);
  // With filters on, the panel is open and shows them checked.
  await expect(filterForm(page).getByRole("checkbox", { name: /^Toys/ })).toBeChecked();

  await hydrated(page);
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-desc");
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect
    .poll(async () => {
      const prices = (await cards(page).allTextContents()).map(priceIn);
      return prices.every((p, i) => i === 0 || prices[i - 1]! >= p);
    })
    .toBe(true);

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(SHOWING).filter({ visible: true })).toHaveText(`Showing 16–${Math.min(30, expected)} of ${expected}`);

  // The same URL, loaded fresh, gives the same view.
  const url = page.url();
  const names = await cards(page).getByRole("heading").allTextContents();
  await page.goto(url);
  await expect(cards(page).getByRole("heading")).toHaveText(names);
});

test("shop-grid-no-sidebar: category links filter, and the chosen one is marked", async ({ page }) => {
  await page.goto("/shop-grid-no-sidebar?sort=newest");
  const nav = page.getByRole("navigation", { name: "Browse by category" });
  const bath = nav.getByRole("link", { name: /^Bath \(\d+\)$/ });
  const n = Number(/\((\d+)\)/.exec((await bath.textContent()) ?? "")![1]);
  await bath.click();
  await expect(page).toHaveURL(/\/shop-grid-no-sidebar\?category=bath&sort=newest$/);
  await expect(page.getByText(SHOWING).filter({ visible: true })).toHaveText(new RegExp(`of ${n}$`));
  await expect(nav.getByRole("link", { name: /^Bath/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveText(["Bath"]);
});

test("shop-list-two-column and shop-grid-right-sidebar filter through the URL alone", async ({ page }) => {
  await page.goto("/shop-list-two-column?color=blue&inStock=1&sort=price-asc");
  const blue = filterForm(page).getByRole("checkbox", { name: /^Blue \(\d+\)$/ });
  await expect(blue).toBeChecked();
  await expect(filterForm(page).getByRole("checkbox", { name: /^In stock only/ })).toBeChecked();
  const total = Number(SHOWING.exec((await page.getByText(SHOWING).filter({ visible: true }).textContent()) ?? "")![3]);
  expect(total).toBeGreaterThan(0);

  await page.goto("/shop-grid-right-sidebar?color=blue&inStock=1&sort=price-asc");
  await expect(page.getByText(SHOWING).filter({ visible: true })).toHaveText(new RegExp(`of ${total}$`));
  // Removing the chip goes back to all colours, keeping the rest.
  await page.getByRole("link", { name: "Remove filter: Blue" }).click();
  await expect(page).toHaveURL(/\/shop-grid-right-sidebar\?inStock=1&sort=price-asc$/);
});

test("before JavaScript loads, the filter panel and the view switch work as plain HTML", async ({ page }) => {
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort());
  await page.goto("/shop-grid-filter");
  await page.getByText(/^Filters/).filter({ visible: true }).click();
  await filterForm(page).getByRole("checkbox", { name: /^Nursery \(\d+\)$/ }).check();
  await filterForm(page).getByRole("button", { name: "Apply filters" }).click();
  await expectQuery(page, "/shop-grid-filter", "category=nursery");
  await page.getByRole("group", { name: "View" }).getByRole("link", { name: "List" }).click();
  await expectQuery(page, "/shop-list-full-width", "category=nursery");
  await expect(page.locator('[data-view="list"]')).toBeVisible();
});

test("a Shop by age tile on the home page leads to the shop filtered by that band; the Age filter changes it through the URL", async ({ page }) => {
  await page.goto("/");
  const ages = page.getByRole("region", { name: "Shop by age" });
  await expect(ages.getByRole("link")).toHaveCount(6);
  await expect(ages.getByRole("link").first()).toHaveAccessibleName(/^0–3 months \d+ products$/);
  await expectAccessible(page, "/ (Shop by age)");
  const tile = ages.getByRole("link", { name: /^2–4 years / });
  const n = Number(/(\d+) products/.exec((await tile.textContent()) ?? "")![1]);
  expect(n).toBeGreaterThan(15);
  await tile.click();

  await expect(page).toHaveURL(/\/shop-grid-standard\?age=2-4y$/);
  await expect(page.getByText(SHOWING).filter({ visible: true })).toHaveText(new RegExp(`of ${n}$`));
  const age = filterForm(page).getByRole("group", { name: "Age" });
  await expect(age.getByRole("checkbox", { name: /^2–4 years \(\d+\)$/ })).toBeChecked();
  await expect(age.getByRole("checkbox", { checked: true })).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveText(["2–4 years"]);
  // Every card shown suits that age (its stored range, or all ages).
  const hrefs = await cards(page).locator('a[href^="/product/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  const ids = [...new Set(hrefs.map((h) => h.split("/")[2]!.split("?")[0]!))];
  expect(ids).toHaveLength(15);
  const ranges = await withFirestore((db) => Promise.all(ids.map(async (id) => (await db.collection("products").doc(id).get()).get("ageRange") as AgeRange | undefined)));
  for (const [i, range] of ranges.entries()) expect([ids[i], ageBandsOf(range)]).toEqual([ids[i], expect.arrayContaining(["2-4y"])]);
  await expectAccessible(page, "/shop-grid-standard?age=2-4y");

  // Adding a band (OR), then taking the first away, through the filter form.
  await hydrated(page);
  await age.getByRole("checkbox", { name: /^0–3 months/ }).check();
  await filterForm(page).getByRole("button", { name: "Apply filters" }).click();
  await expectQuery(page, "/shop-grid-standard", "age=0-3m&age=2-4y");
  const both = Number(SHOWING.exec((await page.getByText(SHOWING).filter({ visible: true }).textContent()) ?? "")![3]);
  expect(both).toBeGreaterThan(n);
  await hydrated(page);
  await age.getByRole("checkbox", { name: /^2–4 years/ }).uncheck();
  await filterForm(page).getByRole("button", { name: "Apply filters" }).click();
  await expectQuery(page, "/shop-grid-standard", "age=0-3m");
  await expect(age.getByRole("checkbox", { name: /^0–3 months/ })).toBeChecked();
  await expect(age.getByRole("checkbox", { name: /^2–4 years/ })).not.toBeChecked();
});

test("a page past the last answers 404 (it would repeat the last page under a new URL); the last page answers 200", async ({ page, request }) => {
  // 124 products, 15 a page: 9 pages.
  expect((await request.get("/shop-grid-standard?page=9")).status()).toBe(200);
  for (const path of ["/shop-grid-standard?page=10", "/shop-list-standard?page=10000", "/shop-grid-no-sidebar?category=toys&sort=newest&page=40"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const response = await page.goto("/shop-grid-standard?inStock=1&page=99");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
});
