// The six product layouts: one product core, six arrangements. Each answers 200 with the
// product's title, a main landmark, breadcrumbs, Product and BreadcrumbList JSON-LD and the
// canonical /product/{id}; an unknown id is a 404 under every layout. The core's parts (zoom,
// tabs, share links, links into the shop) are checked once.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";

// A seeded product (the seed is deterministic) with several colours and sizes, images and reviews.
const ID = "two-way-zip-sleepsuit";
const NAME = "Two-Way Zip Sleepsuit";

const LAYOUTS = {
  product: "below",
  "product-tab-left": "left",
  "product-tab-right": "right",
  "product-sticky": "stack",
  "product-slider": "slider",
  "product-fixed-image": "below",
} as const;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, "element is laid out").not.toBeNull();
  return b!;
}

const position = (l: Locator) => l.evaluate((el) => getComputedStyle(el).position);

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

test.describe("each product layout", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const [route, gallery] of Object.entries(LAYOUTS)) {
    test(`${route}: 200, title, main, breadcrumbs, structured data, its own arrangement`, async ({ page }) => {
      const response = await page.goto(`/${route}/${ID}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${NAME} | Flone`);
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME);
      await expect(page.locator(`[data-product-layout="${route}"]`)).toBeVisible();
      await expect(page.locator("[data-gallery]").first()).toHaveAttribute("data-gallery", gallery);

      // One canonical page for the six layouts.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/product/${ID}$`));
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link")).toHaveText(["Home", "Shop", "Clothing"]);
      await expect(crumbs.getByText(NAME)).toHaveAttribute("aria-current", "page");

      const [product, trail] = await jsonLd(page);
      expect(product).toMatchObject({
        "@type": "Product",
        name: NAME,
        sku: expect.any(String),
        url: expect.stringMatching(new RegExp(`/product/${ID}$`)),
        offers: { "@type": "Offer", priceCurrency: "USD", price: expect.stringMatching(/^\d+\.\d\d$/), availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/) },
        aggregateRating: { "@type": "AggregateRating", reviewCount: 2 },
      });
      expect((product!.image as string[])[0]).toMatch(/^https?:\/\//);
      expect(trail).toMatchObject({ "@type": "BreadcrumbList" });
      expect((trail!.itemListElement as unknown[]).length).toBe(4);

      // The arrangement.
      const summary = page.getByTestId("product-summary");
      if (gallery === "below" || gallery === "left" || gallery === "right") {
        const main = await box(page.getByRole("img", { name: `${NAME}, image 1` }));
        const thumb = await box(page.locator("[data-gallery] label").first());
        if (gallery === "below") expect(thumb.y).toBeGreaterThanOrEqual(main.y + main.height - 1);
        if (gallery === "left") expect(thumb.x + thumb.width).toBeLessThanOrEqual(main.x);
        if (gallery === "right") expect(thumb.x).toBeGreaterThanOrEqual(main.x + main.width);
      }
      if (gallery === "stack") {
        const [a, b] = [await box(page.getByRole("img", { name: `${NAME}, image 1` })), await box(page.getByRole("img", { name: `${NAME}, image 2` }))];
        expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1);
        expect(b.x).toBe(a.x);
        expect(await position(summary)).toBe("sticky");
      }
      if (gallery === "slider") {
        const track = page.getByRole("list", { name: "Product images" });
        // Both boxes in one go: a scroll between two separate reads would move one of them.
        const [a, b] = await track.evaluate((el) =>
          [...el.querySelectorAll("img")].slice(0, 2).map((img) => {
            const r = img.getBoundingClientRect();
            return { x: r.x, y: r.y, height: r.height };
          }),
        );
        expect(b!.y).toBe(a!.y);
        expect(b!.x).toBeGreaterThan(a!.x);
        // The information sits under the images, not beside them.
        expect(await summary.evaluate((el) => el.getBoundingClientRect().y + window.scrollY)).toBeGreaterThan(
          await track.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY - 1),
        );
        // Two and a bit images in view: with more than two, the row scrolls.
        const count = await track.getByRole("listitem").count();
        expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(count > 2);
      }
      if (route === "product-fixed-image") {
        expect(await position(page.locator("[data-gallery]").locator("xpath=..").first())).toBe("sticky");
        // The tabs scroll past the image, inside the information column.
        const tabs = await box(page.getByRole("tablist", { name: "Product details" }));
        expect(tabs.x).toBeGreaterThanOrEqual((await box(summary)).x);
      } else if (route !== "product-sticky") {
        expect(await position(summary)).toBe("static");
      }

      await expectAccessible(page, route);
    });
  }
});

test("an unknown product id answers 404 under every layout", async ({ page, request }) => {
  for (const route of Object.keys(LAYOUTS)) {
    for (const id of ["no-such-product", "__reserved__"]) {
      expect((await request.get(`/${route}/${id}`)).status(), `/${route}/${id}`).toBe(404);
    }
  }
  const response = await page.goto("/product-slider/no-such-product");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
});

test("the tabs: description, additional information and reviews, by keyboard and by link", async ({ page }) => {
  await page.goto(`/product/${ID}`);
  const tabs = page.getByRole("tablist", { name: "Product details" });
  await expect(tabs).toHaveAttribute("data-ready", ""); // its island has loaded
  const description = tabs.getByRole("tab", { name: "Description" });
  await expect(description).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Description" })).toBeVisible();

  await description.focus();
  await page.keyboard.press("ArrowRight");
  const info = tabs.getByRole("tab", { name: "Additional information" });
  await expect(info).toBeFocused();
  await expect(info).toHaveAttribute("aria-selected", "true");
  const infoPanel = page.getByRole("tabpanel", { name: "Additional information" });
  await expect(infoPanel.getByRole("table")).toBeVisible();
  await expect(infoPanel.getByRole("columnheader")).toContainText(["Colour", "Newborn"]);

  await page.keyboard.press("End");
  const reviews = tabs.getByRole("tab", { name: "Reviews (2)" });
  await expect(reviews).toBeFocused();
  const reviewsPanel = page.getByRole("tabpanel", { name: "Reviews (2)" });
  await expect(reviewsPanel.getByText(/^\d(\.\d)? out of 5$/)).toBeVisible();
  await expect(reviewsPanel.getByText("based on 2 reviews")).toBeVisible();
  await expect(reviewsPanel.getByRole("article")).toHaveCount(2);
  await expect(reviewsPanel.getByRole("article").first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  // Signed out: writing a review starts with signing in (e2e/reviews.spec.ts posts one).
  await expect(reviewsPanel.getByRole("link", { name: "Sign in to write a review" })).toBeVisible();

  await page.keyboard.press("Home");
  await expect(description).toBeFocused();
  await expect(infoPanel).toBeHidden();

  // "2 reviews" next to the stars opens the reviews tab.
  await page.getByRole("link", { name: "2 reviews" }).click();
  await expect(reviews).toHaveAttribute("aria-selected", "true");
  await expect(reviewsPanel).toBeVisible();
});

test("the zoomed view opens from the image, browses with the arrow keys, closes with Escape", async ({ page }) => {
  await page.goto(`/product-tab-left/${ID}`);
  const zoom = page.getByRole("button", { name: "Zoom image" });
  await zoom.click();
  const dialog = page.getByRole("dialog", { name: `Zoomed images of ${NAME}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Image 1 of \d+$/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText(/^Image 2 of \d+$/)).toBeVisible();
  await expect(dialog.getByRole("img")).toHaveAttribute("alt", `${NAME}, image 2`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(zoom).toBeFocused();

  // The stacked layout has a zoom button per image.
  await page.goto(`/product-sticky/${ID}`);
  await page.getByRole("button", { name: /^Zoom image \(Show image 2 of \d+\)$/ }).click();
  await expect(page.getByRole("dialog").getByText(/^Image 2 of \d+$/)).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("SKU, category and tag links into the shop, and plain share links", async ({ page }) => {
  await page.goto(`/product-tab-right/${ID}`);
  const summary = page.getByTestId("product-summary");
  await expect(summary.getByRole("link", { name: "Clothing" })).toHaveAttribute("href", "/shop-grid-standard?category=clothing");
  const tag = summary.locator('a[href^="/shop-grid-standard?tag="]').first();
  const tagName = (await tag.textContent())!;
  await tag.click();
  await expect(page).toHaveURL(new RegExp(`/shop-grid-standard\\?tag=${encodeURIComponent(tagName)}$`));
  await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveText([tagName]);

  await page.goBack();
  const share = page.getByRole("list", { name: "Share" });
  const canonical = encodeURIComponent(`/product/${ID}`).replace(/^%2F/, "");
  await expect(share.getByRole("link", { name: "Email" })).toHaveAttribute("href", /^mailto:\?subject=/);
  await expect(share.getByRole("link", { name: /^Share on X/ })).toHaveAttribute("href", new RegExp(`^https://x\\.com/intent/post\\?url=.*${canonical}`));
  await expect(share.getByRole("link", { name: /^Share on Facebook/ })).toHaveAttribute("href", /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
  await expect(share.getByRole("link", { name: /^Pin on Pinterest/ })).toHaveAttribute("href", /^https:\/\/pinterest\.com\/pin\/create\/button\/\?url=/);
  await expect(share.getByRole("link", { name: "Copy link" })).toHaveAttribute("href", new RegExp(`/product/${ID}$`));
  // No third-party script on the page.
  const scripts = await page.locator("script[src]").evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
  expect(scripts.filter((src) => !src.startsWith(new URL(page.url()).origin))).toEqual([]);
});

test("colour then size with its stock, on a layout other than the standard one", async ({ page }) => {
  await page.goto(`/product-fixed-image/${ID}`);
  const colours = page.getByRole("group", { name: /^Colour/ }).getByRole("radio");
  const second = colours.nth(1);
  const value = (await second.getAttribute("value"))!;
  await expect(async () => {
    await second.check();
    await expect(page).toHaveURL(new RegExp(`[?&]color=${encodeURIComponent(value)}`), { timeout: 1000 });
  }).toPass();
  const size = page.getByRole("group", { name: /^Size/ }).getByRole("radio", { name: /^[^()]+$/ }).first();
  await size.check();
  await expect(page.getByTestId("stock-status")).toHaveText(/^(In stock|Only \d+ left)$/);
});

test("pages carry no image preload hints, so prefetching a product link downloads no images", async ({ request }) => {
  // React adds a preload hint to the RSC payload for every eager <img>, and the payload of a link
  // prefetch carries it too: each product card in view would fetch that product's large image.
  for (const path of [`/product/${ID}`, "/shop-grid-standard", "/"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("<img");
    expect(html, path).not.toMatch(/<link rel="preload" as="image"/);
    expect(html, path).not.toMatch(/\\"image\\",\{/);
  }
});
