// Home, blog and information pages: each answers 200 with its own title, description, canonical
// URL and Open Graph tags, has one main landmark and one h1, and passes axe (one check per template).
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { islandsAlive } from "./support/islands";

const NEWEST_POST = "safe-sleep-basics-for-the-first-year";

// path -> [title, h1, template for the accessibility check]
const PAGES: Record<string, { title: string; h1: string | RegExp; template?: string }> = {
  "/": { title: "Flone baby shop", h1: "Gentle essentials for little ones", template: "home" },
  "/blog-standard": { title: "Blog | Flone", h1: "Blog", template: "blog list" },
  "/blog-no-sidebar": { title: "Blog: all articles | Flone", h1: "Blog" },
  "/blog-right-sidebar": { title: "Blog: articles and topics | Flone", h1: "Blog" },
  "/blog-details-standard": { title: "Safe sleep basics for the first year | Flone", h1: "Safe sleep basics for the first year" },
  "/blog-details-standard?post=bath-time-safety": {
    title: "Bath time safety: what every parent should know | Flone",
    h1: "Bath time safety: what every parent should know",
    template: "blog post",
  },
  "/about": { title: "About Flone | Flone", h1: "About Flone", template: "information page" },
  "/contact": { title: "Contact us | Flone", h1: "Contact us", template: "contact" },
  "/refund": { title: "Returns and refunds | Flone", h1: "Returns and refunds" },
  "/buying": { title: "How to buy | Flone", h1: "How to buy" },
  "/shipping": { title: "Shipping and delivery | Flone", h1: "Shipping and delivery" },
};

test("every page answers 200 with its own title, a main landmark and its metadata", async ({ page, request }) => {
  const titles = new Set<string>();
  for (const [path, expected] of Object.entries(PAGES)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);

    await page.goto(path);
    await expect(page, path).toHaveTitle(expected.title);
    titles.add(expected.title);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.h1);

    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    const wantedCanonical = path === "/blog-details-standard" ? `/blog-details-standard?post=${NEWEST_POST}` : path;
    // Each language version is its own canonical: the English page's is the bare URL.
    expect(new URL(canonical!).pathname + new URL(canonical!).search, path).toBe(wantedCanonical);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length, `${path} has a description`).toBeGreaterThan(40);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", expected.title.replace(/ \| Flone$/, ""));
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /^https?:\/\//);
  }
  expect(titles.size).toBe(Object.keys(PAGES).length);
});

test("each page template passes axe", async ({ page }) => {
  for (const [path, { template }] of Object.entries(PAGES)) {
    if (!template) continue;
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, `${template} (${path})`);
  }
});

test("the information pages are real content in English, French and German", async ({ page }) => {
  await page.goto("/refund");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "Hygiene exceptions" })).toBeVisible();
  await expect(main).toContainText("30 days");
  await expect(main).toContainText(/bottles, teats/);

  await page.goto("/refund?lng=fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Retours et remboursements");
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "Exceptions pour raisons d’hygiène" })).toBeVisible();
  await expect(page).toHaveTitle("Retours et remboursements | Flone");

  await page.goto("/shipping?lng=de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Versand und Lieferung");
  await expect(page.getByRole("main")).toContainText("Expressversand");
  await page.goto("/buying?lng=en");
  // The ways checkout takes payment (lib/orders/payments.ts), and none it does not offer.
  await expect(page.getByRole("main")).toContainText("pay by bank transfer or in cash on delivery");
  await expect(page.getByRole("main")).not.toContainText(/Apple Pay|PayPal|Visa/);

  // Every page links to the others, and the footer links to all of them.
  for (const name of ["About us", "Contact", "Returns and refunds", "How to buy", "Shipping and delivery", "Blog"]) {
    await expect(page.getByRole("contentinfo").getByRole("link", { name, exact: true })).toBeVisible();
  }
});

test("a language chosen in the header wins over the ?lng= the address still carries, and keeps the rest of it", async ({ page }) => {
  await page.goto("/search?q=bott&lng=fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await islandsAlive(page);
  await page.getByRole("banner").getByRole("link", { name: "DE – Deutsch" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveURL((url) => url.pathname === "/search" && url.search === "?q=bott");
  await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("bott");
  // Remembered: the address no longer names a language, the cookie does.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("every navigation starts at the top of the page", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole("contentinfo").getByRole("link", { name: "Shipping and delivery" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipping and delivery");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
});
