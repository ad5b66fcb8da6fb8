// The header on a phone (390 x 844): one compact row (menu button, logo, cart, account), the
// product's name in the first screen, and the menu's drawer (a modal dialog with the navigation,
// search and languages) by keyboard, by tap, in every language and before JavaScript.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { holdScripts } from "./support/islands";

test.use({ viewport: { width: 390, height: 844 } });

const header = (page: Page) => page.getByRole("banner");
const menuButton = (page: Page, name = "Menu") => header(page).getByRole("button", { name, exact: true });
const drawer = (page: Page, name = "Menu") => page.getByRole("dialog", { name });
const product = "/product/glass-feeding-bottle-240ml";

/** The page does not scroll sideways: nothing is wider than the screen. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("the header is one row of at most 64 px and the product's name is in the first screen", async ({ page }) => {
  await page.goto(product);
  const box = (await header(page).boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(64);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 1 });
  // Cart and account stay in the row; the navigation, search and languages wait in the drawer.
  await expect(header(page).getByRole("button", { name: /^Cart/ })).toBeInViewport();
  await expect(header(page).getByRole("link", { name: "Sign in" })).toBeInViewport();
  await expect(menuButton(page)).toBeInViewport();
  await expect(header(page).getByRole("navigation")).toHaveCount(0);
  await expect(header(page).getByRole("search")).toHaveCount(0);
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page, `${product} (drawer closed)`);
});

test("the drawer opens by keyboard, traps the page behind it, and Escape closes it with focus back on the button", async ({ page }) => {
  await page.goto("/");
  // The skip link, then the menu button.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute("aria-controls", "site-menu");
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Enter");
  await expect(drawer(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  // A modal dialog: focus is inside, and the page behind is inert (out of reach of Tab and taps).
  expect(await page.evaluate(() => document.getElementById("site-menu")!.matches(":modal"))).toBe(true);
  expect(await page.evaluate(() => document.getElementById("site-menu")!.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.getElementById("site-menu")!.contains(document.activeElement))).toBe(true);
  await expectAccessible(page, "/ (drawer open)");

  await page.keyboard.press("Escape");
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expectAccessible(page, "/ (drawer closed again)");
});

test("a link in the drawer navigates and closes it; its close button and a tap outside close it too", async ({ page }) => {
  await page.goto(product);
  await menuButton(page).click();
  const nav = drawer(page).getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog-standard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");

  // A category, then the close button, then a tap on the backdrop beside the drawer.
  await menuButton(page).click();
  await drawer(page).getByRole("link", { name: "Toys", exact: true }).click();
  await expect(page).toHaveURL(/\/shop-grid-standard\?category=toys$/);
  await expect(drawer(page)).toBeHidden();

  await menuButton(page).click();
  await drawer(page).getByRole("button", { name: "Close menu" }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await page.mouse.click(380, 400);
  await expect(drawer(page)).toBeHidden();
});

test("search from the drawer finds products", async ({ page }) => {
  await page.goto("/cart");
  await menuButton(page).click();
  const box = drawer(page).getByRole("search");
  await box.getByRole("searchbox", { name: "Search products" }).fill("bott");
  await box.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=bott$/);
  await expect(page.getByText("Results for “bott”")).toBeVisible();
  await expect(page.getByRole("region", { name: "Products" }).getByRole("article").first().getByRole("heading")).toHaveText(/bottle/i);
});

test("French and German: the row and the drawer fit the phone, and the drawer switches the language", async ({ page }) => {
  for (const [lng, menu, close, blog] of [
    ["fr", "Menu", "Fermer le menu", "Le blog"],
    ["de", "Menü", "Menü schließen", "Ratgeber"],
  ] as const) {
    await page.goto(`${product}?lng=${lng}`);
    expect((await header(page).boundingBox())!.height, lng).toBeLessThanOrEqual(64);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 1 });
    await menuButton(page, menu).click();
    const panel = drawer(page, menu);
    await expect(panel.getByRole("link", { name: blog })).toBeInViewport();
    await expect(panel.getByRole("button", { name: close })).toBeInViewport();
    // No label runs past the drawer's edge.
    const overflowing = await panel.evaluate(
      (d) => [...d.querySelectorAll("a, button, input")].filter((e) => e.getBoundingClientRect().right > d.getBoundingClientRect().right + 0.5).length,
    );
    expect(overflowing, lng).toBe(0);
    expect(await fitsWidth(page), lng).toBe(true);
    await expectAccessible(page, `${product}?lng=${lng} (drawer open)`);
    await panel.getByRole("button", { name: close }).click();
  }

  // The drawer's language choice (the remembered one is German now): English again.
  await page.goto(product);
  await menuButton(page, "Menü").click();
  await drawer(page, "Menü").getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: /^EN/ }).click();
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a link followed before the drawer's own script arrives still closes it (the router navigates, the header stays)", async ({ page }) => {
  // The drawer's island is held back until the link is tapped; every other chunk arrives.
  const release = await holdScripts(page, (source) => source.includes('button[commandfor="'));
  // Not until "load": when the drawer's chunk is asked for before it, the load event waits for it too.
  await page.goto(product, { waitUntil: "domcontentloaded" });
  await expect(page.locator("[data-island='live']").first()).toBeAttached();
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await drawer(page).getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  // The tap was made with the island still loading; the new page's render waits for its chunk.
  await expect(page.locator("#site-menu [data-island]")).toHaveAttribute("data-island", "");
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  // A client navigation (the page was not reloaded), and the drawer is closed over the new page.
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
});

test("before JavaScript loads, the menu button opens the drawer and its links work", async ({ page }) => {
  // Only the inline HTML is there: no script bundle ever arrives (a slow network, a failed CDN).
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort());
  await page.goto(product);
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await drawer(page).getByRole("link", { name: "Shop", exact: true }).click();
  await expect(page).toHaveURL(/\/shop-grid-standard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop");
});

test("the header is whole in the server's HTML: its cart and account islands are written in place, not revealed after the first paint", async ({ request }) => {
  // React writes a Suspense boundary apart from the shell (a placeholder, its content later in the
  // HTML) once the shell's bytes pass 12.8 KB; the header's row then changed after the first paint.
  for (const path of ["/", "/shop-grid-standard", "/product/glass-feeding-bottle-240ml", "/search?q=bottle", "/blog-standard", "/cart"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    expect(head, path).toContain('aria-label="Cart');
    expect(head, path).toContain('aria-label="Sign in"');
    expect(head.match(/<template id="B:/g) ?? [], path).toEqual([]);
  }
});
