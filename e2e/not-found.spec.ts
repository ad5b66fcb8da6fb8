// Unknown paths and unknown products answer 404 with the shop's own, translated not-found page.
import { expect, test, type Page } from "@playwright/test";

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Browse the shop" })).toHaveAttribute("href", "/shop-grid-standard");
  // Still inside the storefront frame, and not indexed.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  await expect(page).toHaveTitle("Page not found | Flone");
}

test("an unknown path answers 404 with the not-found page", async ({ page, request }) => {
  for (const path of ["/this-page-does-not-exist", "/deeply/nested/unknown/path"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page);

  // Its links lead back into the shop.
  await page.getByRole("link", { name: "Browse the shop" }).click();
  await expect(page).toHaveURL(/\/shop-grid-standard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop");
});

test("an unknown product id answers 404 with the not-found page", async ({ page, request }) => {
  for (const path of ["/product/no-such-product", "/product/__reserved__", "/product/UPPER%20case"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const response = await page.goto("/product/no-such-product");
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page);
});

test("a known product answers 200 (the 404s above are not a blanket answer)", async ({ page, request }) => {
  await page.goto("/shop-grid-standard");
  const href = await page.getByRole("region", { name: "Products" }).getByRole("article").first().getByRole("heading").getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);
  expect((await request.get(href!)).status()).toBe(200);
  expect((await request.get("/shop-grid-standard?category=toys")).status()).toBe(200);
});

test("the not-found page is translated", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist?lng=fr");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nous n’avons pas trouvé cette page");
  await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});
