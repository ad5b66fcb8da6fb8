// Quick view: from a product card, a modal dialog with the same product core as the product
// pages (name, price, colour and size, buying buttons, link to the page); Escape closes it and
// focus returns to the card's link. Without JavaScript, or with a modifier, the link opens the product page.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { islandsAlive } from "./support/islands";

const cards = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article");

test("quick view opens from a card, shows the product, closes with Escape and gives focus back", async ({ page }) => {
  await page.goto("/shop-grid-standard?category=clothing&sort=price-asc");
  const card = cards(page).first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  const open = card.getByRole("link", { name: `Quick view: ${name}` });
  await expect(open).toHaveAttribute("aria-haspopup", "dialog");
  await islandsAlive(page);
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
  await islandsAlive(page);
  await card.getByRole("link", { name: `Quick view: ${name}` }).click();
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

test("a click with a modifier opens the product page in a new tab, as a link does, and no dialog", async ({ page, context }) => {
  await page.goto("/shop-grid-standard");
  const card = cards(page).first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  await islandsAlive(page);
  const [tab] = await Promise.all([context.waitForEvent("page"), card.getByRole("link", { name: `Quick view: ${name}` }).click({ modifiers: ["ControlOrMeta"] })]);
  await expect(tab).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("dialog", { name: `Quick view: ${name}` })).toHaveCount(0);
  await tab.close();
});
