// The cart and wishlist follow a signed-in shopper across devices (a browser context is a
// device): merged at sign-in, saved as they change, pulled at each page load, and left empty on
// the browser at sign-out. Sign-in skips the sign-in page (signInShopper, e2e/support/accounts.ts):
// what is tested here is the sync, not the page.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { newShopper, signInShopper, signOutShopper } from "./support/accounts";
import { cartButton, cartLines as lines, header, restored } from "./support/shop";

const DUCK = { id: "classic-bath-duck", name: "Classic Bath Duck" };
const THERMOMETER = { id: "fast-read-digital-thermometer", name: "Fast-Read Digital Thermometer" };
const BEAR = { id: "mini-bear-comforter", name: "Mini Bear Comforter" };


// The sync's record: before the sign-in merge's answer it holds only the merge's key (no base).
type Confirmed = { base?: { cart: { id: string; quantity: number }[]; wishlist: string[] } };
/** The cart as the account last confirmed it to this browser (the sync's record); null before any answer. */
async function confirmedCart(page: Page): Promise<[string, number][] | null> {
  return page.evaluate(() => {
    const record = JSON.parse(window.localStorage.getItem("flone-sync") ?? "null") as Confirmed | null;
    return record?.base ? record.base.cart.map((l) => [l.id, l.quantity] as [string, number]) : null;
  });
}
/** The wishlist as the account last confirmed it to this browser; null before any answer. */
async function confirmedWishlist(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const record = JSON.parse(window.localStorage.getItem("flone-sync") ?? "null") as Confirmed | null;
    return record?.base ? record.base.wishlist : null;
  });
}

// Several devices, each signing in and loading a few pages: more than the default 30 s on 2 cores.
test.describe.configure({ timeout: 90_000 });

async function add(page: Page, product: { id: string; name: string }) {
  await page.goto(`/product/${product.id}`);
  await restored(page);
  await page.getByRole("button", { name: `Add ${product.name} to cart` }).click();
  // Added before the caller moves on (a tap while the button's island loads is replayed once it is live).
  await expect(page.getByText("Added To Cart")).toBeVisible();
}

async function device(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test("sign-in merges this browser's guest cart and wishlist into the account's", async ({ browser }) => {
  const account = newShopper();
  // Saved before, on another device: one duck in the cart, the bear in the wishlist.
  const phone = await device(browser);
  await phone.goto(`/product/${BEAR.id}`);
  await signInShopper(phone, account, { create: true });
  await restored(phone);
  await phone.getByRole("button", { name: `Add ${BEAR.name} to wishlist` }).click();
  // Stored before the next page (a tap while the button's island loads is replayed once it is live).
  await expect(header(phone).getByRole("link", { name: "Wishlist, 1 product" })).toBeVisible();
  await add(phone, DUCK);
  await expect.poll(() => confirmedCart(phone)).toEqual([[DUCK.id, 1]]);
  await expect.poll(() => confirmedWishlist(phone)).toEqual([BEAR.id]);
  await phone.context().close();

  // A guest on the laptop: a duck (the same product, no choices) and a thermometer.
  const laptop = await device(browser);
  await add(laptop, DUCK);
  await add(laptop, THERMOMETER);
  await laptop.getByRole("button", { name: `Add ${THERMOMETER.name} to wishlist` }).click();
  await expect(cartButton(laptop)).toHaveAccessibleName("Cart, 2 items");
  await expect(header(laptop).getByRole("link", { name: "Wishlist, 1 product" })).toBeVisible();

  await laptop.goto("/cart");
  await signInShopper(laptop, account);
  // The same duck: quantities added; the thermometer: a new line. The account's lines first.
  await expect(lines(laptop)).toHaveCount(2);
  await expect(lines(laptop).getByTestId("quantity")).toHaveText(["2", "1"]);
  await expect(lines(laptop).nth(0)).toContainText(DUCK.name);
  await expect(lines(laptop).nth(1)).toContainText(THERMOMETER.name);
  await expect(header(laptop).getByRole("link", { name: "Wishlist, 2 products" })).toBeVisible();
  await expect.poll(() => confirmedCart(laptop)).toEqual([[DUCK.id, 2], [THERMOMETER.id, 1]]);
  expect(await confirmedWishlist(laptop)).toEqual([BEAR.id, THERMOMETER.id]);
  await expectAccessible(laptop, "cart after sign-in");

  // A reload merges nothing twice: the account already has this browser's lines.
  await laptop.reload();
  await restored(laptop);
  await expect(lines(laptop).getByTestId("quantity")).toHaveText(["2", "1"]);
});

test("two devices of one account: a change on one shows on the other after a reload", async ({ browser }) => {
  const account = newShopper();
  const laptop = await device(browser);
  await laptop.goto("/cart");
  await signInShopper(laptop, account, { create: true });
  await restored(laptop);
  await expect(laptop.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect.poll(() => confirmedCart(laptop)).toEqual([]);

  const phone = await device(browser);
  await phone.goto("/cart");
  await signInShopper(phone, account);
  await add(phone, DUCK);
  await expect.poll(() => confirmedCart(phone)).toEqual([[DUCK.id, 1]]);

  await laptop.reload();
  await expect(lines(laptop)).toHaveCount(1);
  await expect(lines(laptop)).toContainText(DUCK.name);

  // And back: one more on the laptop, seen on the phone after its reload.
  await laptop.getByRole("button", { name: `One more ${DUCK.name}` }).click();
  await expect.poll(() => confirmedCart(laptop)).toEqual([[DUCK.id, 2]]);
  await phone.goto("/cart");
  await expect(lines(phone).getByTestId("quantity")).toHaveText("2");
});

test("sign-out leaves an empty cart and wishlist on the browser; the account keeps them", async ({ page }) => {
  const account = newShopper();
  await page.goto(`/product/${DUCK.id}`);
  await signInShopper(page, account, { create: true });
  await restored(page);
  await page.getByRole("button", { name: `Add ${DUCK.name} to cart` }).click();
  await page.getByRole("button", { name: `Add ${DUCK.name} to wishlist` }).click();
  await expect.poll(() => confirmedCart(page)).toEqual([[DUCK.id, 1]]);
  await expect.poll(() => confirmedWishlist(page)).toEqual([DUCK.id]);

  await signOutShopper(page);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
  await expect(header(page).getByRole("link", { name: "Wishlist, 0 products" })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("flone") ?? "null") as { state: { cart: { cartItems: unknown[] }; wishlist: { wishlistItems: unknown[] } } });
  expect(stored.state.cart.cartItems).toEqual([]);
  expect(stored.state.wishlist.wishlistItems).toEqual([]);
  expect(await confirmedCart(page)).toBeNull();

  // Signing in again brings them back from the account.
  await signInShopper(page, account);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await expect(header(page).getByRole("link", { name: "Wishlist, 1 product" })).toBeVisible();
});
