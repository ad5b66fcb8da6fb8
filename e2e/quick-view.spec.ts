// Quick view: from a product card, a modal dialog with the same product core as the product
// pages (name, price, colour and size, buying buttons, link to the page); Escape closes it and
// focus returns to the card's button. Without JavaScript it is a link to the product page.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";

const cards = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article");

test("quick view opens from a card, shows the product, closes with Escape and gives focus back", async ({ page }) => {
  await page.goto("/shop-grid-standard?category=clothing&sort=price-asc");
  const card = cards(page).first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  const open = card.getByRole("button", { name: `Quick view: ${name}` });
  await expect(open).toHaveAttribute("aria-haspopup", "dialog"); // hydrated: a button, no longer a link
  const urlBefore = page.url();

  await open.click();
  const dialog = page.getByRole("dialog", { name: `Quick view: ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(name);
  await expect(dialog.getByText(/^(Sale price|Price): \$/).first()).toBeAttached();
  await expect(dialog.getByRole("group", { name: /^Colour/ })).toBeVisible();
  await expect(dialog.getByRole("button", { name: /add to cart/i }).or(dialog.getByText(/choose a size/i)).first()).toBeVisible();
  await expect(dialog.getByRole("link", { name: "View full details" })).toHaveAttribute("href", /^\/product\/[a-z0-9-]+$/);
  // Focus is inside the dialog, on its close button.
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await expectAccessible(page, "quick view");

  // Choosing a colour works in the dialog; the listing's address comes back on close.
  const colour = dialog.getByRole("group", { name: /^Colour/ }).getByRole("radio").nth(1);
  if ((await colour.count()) > 0) {
    await colour.check();
    await expect(dialog.getByRole("group", { name: /^Colour: / })).toBeVisible();
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  expect(page.url()).toBe(urlBefore);

  // A second opening shows the same product at once.
  await open.click();
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(name);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("quick view is on the cards of every kind of listing, and links to the product page", async ({ page }) => {
  await page.goto("/shop-list-two-column");
  const card = cards(page).nth(2);
  const name = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("button", { name: `Quick view: ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Quick view: ${name}` });
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(name);
  await dialog.getByRole("link", { name: "View full details" }).click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("before JavaScript loads, quick view is a link to the product page", async ({ page }) => {
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort());
  await page.goto("/shop-grid-standard");
  const card = cards(page).first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  const link = card.getByRole("link", { name: `Quick view: ${name}` });
  await expect(link).toHaveAttribute("href", /^\/product\/[a-z0-9-]+$/);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});
