// A shopper browsing: home sections, the shop grid with filters, sort and pages, a product with
// its colour and size, and the language switch. Runs against the seeded demo catalogue.
import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { restored } from "./support/shop";

const SHOWING = /Showing (\d+)–(\d+) of (\d+)/;

async function showing(page: Page): Promise<{ from: number; to: number; total: number }> {
  const text = (await page.getByText(SHOWING).filter({ visible: true }).textContent()) ?? "";
  const m = SHOWING.exec(text);
  expect(m, `"${text}" should read "Showing x–y of n"`).not.toBeNull();
  return { from: Number(m![1]), to: Number(m![2]), total: Number(m![3]) };
}

/** The price a card or page asks now, in cents (the sale price when discounted). */
function priceIn(text: string): number {
  const m = /(?:Sale price|Price): \$([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`no price in "${text}"`);
  return Number(m[1]!.replaceAll(",", "")) * 100 + Number(m[2]);
}

const results = (page: Page) => page.getByRole("region", { name: "Products" });
const cards = (page: Page) => results(page).getByRole("article");
const filters = (page: Page) => page.getByRole("form", { name: "Filters" });

async function cardPrices(page: Page): Promise<number[]> {
  return (await cards(page).allTextContents()).map(priceIn);
}

const isAscending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);

/** "Clothing (16)" -> 16 */
async function optionCount(option: Locator): Promise<number> {
  const label = (await option.locator("xpath=ancestor::label").textContent()) ?? "";
  const m = /\((\d+)\)/.exec(label);
  expect(m, `"${label}" should end with a count`).not.toBeNull();
  return Number(m![1]);
}

test("the home page shows best sellers, new arrivals and sale products", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gentle essentials for little ones");
  await expect(page).toHaveTitle("Flone baby shop");

  // With JavaScript the panels become tabs showing one at a time (e2e/home.spec.ts tests them);
  // wait for that, as a person waits for the page: counting while it hydrates would count a
  // panel that is being hidden.
  const tabs = page.getByRole("tablist", { name: "Products" });
  await expect(tabs.getByRole("tab")).toHaveCount(3);
  for (const name of ["Best sellers", "New arrivals", "On sale"]) {
    await tabs.getByRole("tab", { name }).click();
    await expect(tabs.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    const section = page.getByRole("region", { name });
    await expect(section.getByRole("article").first()).toBeVisible();
    const count = await section.getByRole("article").count();
    expect(count, `${name} shows products`).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(8);
    // Every card has a name that links to its product page.
    const first = section.getByRole("article").first().getByRole("heading").getByRole("link");
    await expect(first).toHaveAttribute("href", /^\/product\/[a-z0-9-]+$/);
  }

  // Every product on sale shows its discount and a lower price than the struck-through one.
  const sale = page.getByRole("region", { name: "On sale" }).getByRole("article");
  for (const card of await sale.all()) {
    await expect(card.getByText(/^-\d+%$/)).toBeVisible();
    const now = priceIn((await card.textContent()) ?? "");
    const was = priceIn(`Price: ${await card.locator("del").textContent()}`);
    expect(now).toBeLessThan(was);
  }

  // Category tiles lead to the filtered shop.
  await expect(page.getByRole("link", { name: /^Toys\s+\d+ products$/ })).toHaveAttribute(
    "href",
    "/shop-grid-standard?category=toys",
  );
});

test("shop: filter by category, sort by price, go to page 2, open a product", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop", exact: true }).click();
  await expect(page).toHaveURL(/\/shop-grid-standard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop");

  const all = await showing(page);
  expect(all.total).toBeGreaterThan(15);
  expect([all.from, all.to]).toEqual([1, 15]);
  await expect(cards(page)).toHaveCount(15);

  // Check a category in the filter form and submit it.
  const clothing = filters(page).getByRole("checkbox", { name: /^Clothing \(\d+\)$/ });
  const expected = await optionCount(clothing);
  expect(expected).toBeGreaterThan(15); // so that there is a page 2
  expect(expected).toBeLessThan(all.total);
  await clothing.check();
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]category=clothing(&|$)/);
  await expect(page.getByText(SHOWING).filter({ visible: true })).toHaveText(`Showing 1–15 of ${expected}`);
  await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveText(["Clothing"]);

  // The same filter reached through a URL gives the same listing, with the box checked.
  await page.goto("/shop-grid-standard?category=clothing");
  await expect(page.getByText(SHOWING).filter({ visible: true })).toHaveText(`Showing 1–15 of ${expected}`);
  await expect(filters(page).getByRole("checkbox", { name: /^Clothing \(\d+\)$/ })).toBeChecked();

  // Sort by price, low to high: the URL keeps the filter and the prices ascend.
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page).toHaveURL(/category=clothing/);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-asc");
  // The URL changes as the new listing arrives: poll until the cards are the sorted ones.
  await expect.poll(async () => isAscending(await cardPrices(page))).toBe(true);
  const prices = await cardPrices(page);
  expect(prices).toHaveLength(15);
  expect(prices[0]).toBeLessThan(prices[14]!);

  // Page 2 continues where page 1 stopped.
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(SHOWING).filter({ visible: true })).toHaveText(`Showing 16–${expected} of ${expected}`);
  const page2 = await cardPrices(page);
  expect(page2.length).toBe(expected - 15);
  expect(page2[0]).toBeGreaterThanOrEqual(prices[14]!);
  await expect(page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // Back and forward move through the listing states.
  await page.goBack();
  await expect(page.getByText(SHOWING).filter({ visible: true })).toHaveText(`Showing 1–15 of ${expected}`);
  await page.goForward();
  await expect(page.getByText(SHOWING).filter({ visible: true })).toHaveText(`Showing 16–${expected} of ${expected}`);

  // Open the product: its page has the same name and price.
  const card = cards(page).first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  const price = priceIn((await card.textContent()) ?? "");
  await card.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} | Flone`);
  expect(priceIn((await page.locator("main").textContent()) ?? "")).toBe(price);
});

test("the header's categories menu opens, follows a link and closes; Escape closes it and returns focus", async ({ page }) => {
  await page.goto("/blog-standard");
  const nav = page.getByRole("navigation", { name: "Main" });
  const menu = nav.locator("details");
  const summary = menu.locator("summary");
  // Its island is alive (its code closes the menu; opening and the links are plain HTML).
  await expect(nav.locator("[data-island='live']")).toHaveCount(1);

  await summary.click();
  await expect(menu).toHaveAttribute("open", "");
  await nav.getByRole("link", { name: "Toys", exact: true }).click();
  await expect(page).toHaveURL(/\/shop-grid-standard\?category=toys$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop");
  await expect(menu).not.toHaveAttribute("open");

  await summary.click();
  await expect(menu).toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open");
  await expect(summary).toBeFocused();

  // A click elsewhere closes it too.
  await summary.click();
  await expect(menu).toHaveAttribute("open", "");
  await page.getByRole("heading", { level: 1 }).click();
  await expect(menu).not.toHaveAttribute("open");
});

test("product: choose a colour and a size, see the stock, keep the choice in the URL", async ({ page }) => {
  await page.goto("/shop-grid-standard?category=clothing&sort=price-asc&page=2");
  await cards(page).first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);

  const colours = page.getByRole("group", { name: /^Colour/ }).getByRole("radio");
  const stock = page.getByTestId("stock-status");
  // A client navigation shows the loading spinner first: wait for the product itself.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(colours).not.toHaveCount(0);
  expect(await colours.count()).toBeGreaterThan(1);
  await expect(stock).toHaveText("Choose a size to see availability.");

  // Choose the second colour: the URL and the legend follow.
  const colour = colours.nth(1);
  const colourValue = (await colour.getAttribute("value"))!;
  // Until the island hydrates, the server-rendered picker is inert: retry the first choice.
  await expect(async () => {
    await colour.check();
    await expect(page).toHaveURL(new RegExp(`[?&]color=${encodeURIComponent(colourValue)}`), { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("group", { name: /^Colour: / })).toBeVisible();

  // Choose a size that is not sold out: in stock, or only a few left.
  // A sold-out size is named "3-6M (Sold out)"; the others are just the size.
  const size = page.getByRole("group", { name: /^Size/ }).getByRole("radio", { name: /^[^()]+$/ }).first();
  const sizeValue = (await size.getAttribute("value"))!;
  await size.check();
  await expect(page).toHaveURL(new RegExp(`[?&]size=${encodeURIComponent(sizeValue)}`));
  await expect(stock).toHaveText(/^(In stock|Only \d+ left)$/);
  await expect(page.getByRole("group", { name: `Size: ${sizeValue}` })).toBeVisible();

  // A sold-out size says so.
  const soldOut = page.getByRole("group", { name: /^Size/ }).getByRole("radio", { name: /Sold out/ });
  if ((await soldOut.count()) > 0) {
    await soldOut.first().check();
    await expect(stock).toHaveText("Sold out");
    await size.check();
  }

  // The URL alone restores the choice.
  const url = page.url();
  await page.goto(url);
  await expect(page.getByRole("group", { name: /^Colour/ }).getByRole("radio", { name: new RegExp(`^${colourValue}`, "i") })).toBeChecked();
  await expect(page.getByRole("group", { name: /^Size/ }).getByRole("radio", { name: sizeValue, exact: true })).toBeChecked();
  await expect(stock).toHaveText(/^(In stock|Only \d+ left)$/);
});

test("switching the language to French shows the shop in French", async ({ page, context }) => {
  await page.goto("/shop-grid-standard?category=clothing");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: /^FR/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boutique");
  await expect(page.getByText(/^Affichage de 1 à 15 sur \d+$/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Accueil" })).toBeVisible();
  // The URL (and its filter) is kept, and the choice is remembered.
  await expect(page).toHaveURL(/\/shop-grid-standard\?category=clothing$/);
  expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("fr");

  // Other pages follow the remembered language.
  await page.getByRole("link", { name: "Accueil" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Des essentiels tout doux pour les tout-petits");
  await expect(page.getByRole("region", { name: "Meilleures ventes" }).getByRole("article").first()).toBeVisible();
});

test("before JavaScript loads, the language links and the filter and sort forms work", async ({ page }) => {
  // Only the inline HTML is there: no script bundle ever arrives (a slow network, a failed CDN).
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort());

  await page.goto("/shop-grid-standard");
  const toys = filters(page).getByRole("checkbox", { name: /^Toys \(\d+\)$/ });
  const expected = await optionCount(toys);
  await toys.check();
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]category=toys/);
  await expect(page.getByText(SHOWING).filter({ visible: true })).toHaveText(new RegExp(`^Showing 1–\\d+ of ${expected}$`));

  // The sort form shows its own button when nothing submits it on change.
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-desc");
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(page).toHaveURL(/category=toys/);
  await expect(page.getByText(SHOWING).filter({ visible: true })).toHaveText(new RegExp(`^Showing 1–\\d+ of ${expected}$`));
  await expect(cards(page)).not.toHaveCount(0);
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: /^DE/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop");
  await expect(page.getByRole("link", { name: "Startseite" }).first()).toBeVisible();
});

test("links prefetch the page behind them on intent (a resting pointer, a touch, focus), not on sight", async ({ page }) => {
  // A prefetch is Next's RSC request with its prefetch header; the page behind it, by path and query.
  const isPrefetch = (r: Request) => !!r.headers()["next-router-prefetch"];
  const prefetched: string[] = [];
  page.on("request", (r) => {
    if (!isPrefetch(r)) return;
    const url = new URL(r.url());
    url.searchParams.delete("_rsc");
    prefetched.push(url.pathname + url.search);
  });
  const prefetchOf = (path: string) => page.waitForRequest((r) => isPrefetch(r) && new URL(r.url()).pathname === path);

  await page.goto("/product/glass-feeding-bottle-240ml");
  await restored(page); // after the root layout's effects: the intent listeners are there
  await page.waitForLoadState("networkidle");
  // The home, listing, sign-in and product links in view: none of their pages was fetched.
  expect(prefetched).toEqual([]);

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  const home = prefetchOf("/");
  await breadcrumb.getByRole("link", { name: "Home" }).hover();
  await home;

  const blog = prefetchOf("/blog-standard");
  await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).focus();
  await blog;

  const related = prefetchOf("/product/convertible-wooden-high-chair");
  await page.getByRole("link", { name: "Convertible Wooden High Chair", exact: true }).dispatchEvent("touchstart");
  await related;

  // Links to other sites, and the language links (plain links that set a cookie), are never prefetched.
  await page.getByRole("link", { name: /Share on X/ }).hover();
  await page.getByRole("link", { name: "FR – Français" }).first().dispatchEvent("focusin");
  await page.waitForLoadState("networkidle");
  // (A prefetch asks for the route's tree, then for its segments: one page, more than one request.)
  expect([...new Set(prefetched)].sort()).toEqual(["/", "/blog-standard", "/product/convertible-wooden-high-chair"]);
});
