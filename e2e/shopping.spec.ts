// Cart, wishlist and compare: what a shopper does with them, what is stored (localStorage
// "flone", version 1.1, no product list), how bad stored data and stale lines are handled, two
// tabs in sync, and the keyboard. Runs against the seeded demo catalogue.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { holdScripts } from "./support/islands";
import { cartButton, cartLines as lines, header, restored } from "./support/shop";

const SUIT = { id: "organic-short-sleeve-bodysuits-3-pack", name: "Organic Short-Sleeve Bodysuits (3-pack)" };
const DUCK = { id: "classic-bath-duck", name: "Classic Bath Duck" };

type Stored = {
  version: number;
  state: {
    cart: { cartItems: { id: string; cartItemId: string; quantity: number; finalPrice: number; selectedProductColor?: string; selectedProductSize?: string }[] };
    wishlist: { wishlistItems: { id: string }[] };
    compare: { compareItems: { id: string }[] };
    currency: unknown;
    user: unknown;
  };
};

async function stored(page: Page): Promise<Stored | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem("flone"));
  return raw === null ? null : (JSON.parse(raw) as Stored);
}

/** "$12.99" -> 1299 */
function cents(text: string | null): number {
  const m = /\$([\d,]+)\.(\d{2})/.exec(text ?? "");
  if (!m) throw new Error(`no price in "${text}"`);
  return Number(m[1]!.replaceAll(",", "")) * 100 + Number(m[2]);
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: new RegExp(`^${text}$`) });

/** Open the bodysuits on a colour and size "In stock" (more than 5 units). */
async function openSuitInStock(page: Page, skip: string[] = []): Promise<{ color: string; size: string }> {
  for (const color of ["white", "grey", "pink"].filter((c) => !skip.includes(c))) {
    for (const size of ["0-3M", "3-6M", "6-12M", "12-18M"]) {
      await page.goto(`/product/${SUIT.id}?color=${color}&size=${size}`);
      // The picker reads the URL in the browser: wait for the stock of this choice.
      const status = page.getByTestId("stock-status");
      await expect(status).toHaveText(/^(In stock|Only \d+ left|Sold out)$/);
      if ((await status.textContent()) === "In stock") return { color, size };
    }
  }
  throw new Error("no colour and size of the bodysuits in stock");
}

test("two colours of one product, the same colour twice: two lines with the right quantities, stored as flone 1.1", async ({ page }) => {
  const first = await openSuitInStock(page);
  await restored(page);
  const add = page.getByRole("button", { name: `Add ${SUIT.name} to cart` });
  await add.click();
  await expect(toast(page, "Added To Cart")).toBeVisible();
  await add.click();
  await expect(toast(page, "Added To Cart")).toHaveCount(2);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
  await expect(page.getByText(/^In your cart: 2\. You can add up to \d+ more\.$/)).toBeVisible();

  const second = await openSuitInStock(page, [first.color]);
  await restored(page);
  await page.getByRole("button", { name: "One more" }).click();
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
  await page.getByRole("button", { name: `Add ${SUIT.name} to cart` }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 4 items");

  const saved = await stored(page);
  expect(saved?.version).toBe(1.1);
  expect(Object.keys(saved!.state).sort()).toEqual(["cart", "compare", "currency", "user", "wishlist"]);
  // No product list: only the five slices, each with its own items.
  expect(JSON.stringify(saved)).not.toMatch(/"products"\s*:/);
  expect(saved!.state.cart.cartItems.map((l) => [l.id, l.selectedProductColor, l.selectedProductSize, l.quantity])).toEqual([
    [SUIT.id, first.color, first.size, 2],
    [SUIT.id, second.color, second.size, 2],
  ]);
  const ids = saved!.state.cart.cartItems.map((l) => l.cartItemId);
  expect(new Set(ids).size).toBe(2);

  await page.goto("/cart");
  await expect(lines(page)).toHaveCount(2);
  await expect(lines(page).getByTestId("quantity")).toHaveText(["2", "2"]);
  await expect(lines(page).nth(0)).toContainText(`Size: ${first.size}`);
  await expect(lines(page).nth(1)).toContainText(`Size: ${second.size}`);
  await expect(page.getByText("Everything in your cart is available.")).toBeVisible();
  const unit = cents(await lines(page).nth(0).getByTestId("unit-price").textContent());
  expect(cents(await page.getByTestId("cart-subtotal").textContent())).toBe(unit * 4);
});

test("every notice: add, decrease to removal, remove, wishlist twice, compare", async ({ page }) => {
  await page.goto(`/product/${DUCK.id}`);
  await restored(page);
  const price = cents(await page.locator("main").getByText(/^\$/).first().textContent());
  await page.getByRole("button", { name: `Add ${DUCK.name} to cart` }).click();
  await expect(toast(page, "Added To Cart")).toBeVisible();

  await page.getByRole("button", { name: `Add ${DUCK.name} to wishlist` }).click();
  await expect(toast(page, "Added To wishlist")).toBeVisible();
  // Pressing it again: the product is already there.
  await page.getByRole("button", { name: `${DUCK.name} is in your wishlist` }).click();
  await expect(toast(page, "Product already in wishlist")).toBeVisible();

  await page.getByRole("button", { name: `Add ${DUCK.name} to compare` }).click();
  await expect(toast(page, "Added To compare")).toBeVisible();
  await expect(page.getByRole("button", { name: `${DUCK.name} is already in the compare list` })).toHaveAttribute("aria-disabled", "true");
  await expect(header(page).getByRole("link", { name: "Wishlist, 1 product" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Compare, 1 product" })).toBeVisible();

  await page.goto("/cart");
  await expect(lines(page)).toHaveCount(1);
  await page.getByRole("button", { name: `One more ${DUCK.name}` }).click();
  await expect(toast(page, "Added To Cart")).toBeVisible();
  await expect(lines(page).getByTestId("quantity")).toHaveText("2");
  await expect(lines(page).getByTestId("line-total")).toHaveText(`$${(price * 2 / 100).toFixed(2)}`);
  await page.getByRole("button", { name: `One less ${DUCK.name}` }).click();
  await expect(toast(page, "Item Decremented From Cart")).toBeVisible();
  await expect(lines(page).getByTestId("quantity")).toHaveText("1");
  await page.getByRole("button", { name: `One less ${DUCK.name}` }).click();
  await expect(toast(page, "Removed From Cart")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeFocused();
  expect((await stored(page))!.state.cart.cartItems).toEqual([]);

  await page.goto("/wishlist");
  const item = page.getByTestId("wishlist-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(DUCK.name);
  await expect(item).toContainText(`$${(price / 100).toFixed(2)}`);
  await item.getByRole("button", { name: `Add ${DUCK.name} to cart` }).click();
  await expect(toast(page, "Added To Cart")).toBeVisible();
  await item.getByRole("button", { name: `Remove ${DUCK.name} from wishlist` }).click();
  await expect(toast(page, "Removed From Wishlist")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();

  await page.goto("/compare");
  const column = page.getByTestId("compare-column");
  await expect(column).toHaveCount(1);
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /^Price/ })).toContainText(`$${(price / 100).toFixed(2)}`);
  await expect(table.getByRole("row", { name: /^Availability/ })).toContainText(/In stock|Only \d+ left/);
  await column.getByRole("button", { name: `Remove ${DUCK.name} from compare` }).click();
  await expect(toast(page, "Removed From Compare")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nothing to compare yet" })).toBeVisible();

  await page.goto("/cart");
  await page.getByRole("button", { name: `Remove ${DUCK.name} from cart` }).click();
  await expect(toast(page, "Removed From Cart")).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
});

test("an add-to-cart tap before the page's scripts have run is not lost", async ({ page }) => {
  // No script arrives until the tap has happened: the button is there (server HTML), React is not.
  const tapped = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const add = page.getByRole("region", { name: "Best sellers" }).getByRole("button", { name: /^Add .+ to cart$/ }).first();
  // Still the server's HTML: its island has not come alive.
  expect(await add.evaluate((b) => b.closest("[data-island]")?.getAttribute("data-island"))).toBe("");
  await add.click();
  tapped();
  // Every chunk of the page loads now, one after another: allow for that on a busy machine.
  await expect(toast(page, "Added To Cart")).toBeVisible({ timeout: 20_000 });
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  expect((await stored(page))!.state.cart.cartItems[0]!.quantity).toBe(1);
});

test("the product page's add to cart is in the server's HTML: a quantity typed and a tap before the scripts are not lost", async ({ page }) => {
  const tapped = await holdScripts(page);
  await page.goto(`/product/${DUCK.id}`, { waitUntil: "domcontentloaded" });
  const add = page.getByRole("main").getByRole("button", { name: `Add ${DUCK.name} to cart` }).first();
  expect(await add.evaluate((b) => b.closest("[data-island]")?.getAttribute("data-island"))).toBe("");
  // The quantity typed and the tap, both before React: the tap adds what was typed.
  const quantity = page.getByRole("spinbutton", { name: "Quantity" });
  await expect(quantity).toHaveValue("1");
  await quantity.fill("2");
  await add.click();
  tapped();
  await expect(toast(page, "Added To Cart")).toBeVisible({ timeout: 20_000 });
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
  expect((await stored(page))!.state.cart.cartItems.map((l) => [l.id, l.quantity])).toEqual([[DUCK.id, 2]]);
});

test("the product page: taps on One more and Add to cart before the scripts add two", async ({ page }) => {
  const tapped = await holdScripts(page);
  await page.goto(`/product/${DUCK.id}`, { waitUntil: "domcontentloaded" });
  const add = page.getByRole("main").getByRole("button", { name: `Add ${DUCK.name} to cart` }).first();
  expect(await add.evaluate((b) => b.closest("[data-island]")?.getAttribute("data-island"))).toBe("");
  // Both replayed once the island is alive, in turn: the add sees the quantity the first one set.
  await page.getByRole("button", { name: "One more" }).click();
  await add.click();
  tapped();
  await expect(toast(page, "Added To Cart")).toBeVisible({ timeout: 20_000 });
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
  expect((await stored(page))!.state.cart.cartItems.map((l) => [l.id, l.quantity])).toEqual([[DUCK.id, 2]]);
});

test("a reload keeps the cart, the wishlist and the compare list", async ({ page }) => {
  await page.goto("/");
  await restored(page);
  const bestSellers = page.getByRole("region", { name: "Best sellers" });
  const add = bestSellers.getByRole("button", { name: /^Add .+ to cart$/ }).first();
  const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
  await add.click();
  await expect(toast(page, "Added To Cart")).toBeVisible();
  await bestSellers.getByRole("button", { name: `Add ${name} to wishlist` }).click();
  await bestSellers.getByRole("button", { name: `Add ${name} to compare` }).click();
  await expect(header(page).getByRole("link", { name: "Compare, 1 product" })).toBeVisible();

  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await expect(header(page).getByRole("link", { name: "Wishlist, 1 product" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Compare, 1 product" })).toBeVisible();
  await expect(bestSellers.getByRole("button", { name: `${name} is already in the compare list` })).toHaveAttribute("aria-disabled", "true");

  // The mini-cart shows the line and its subtotal.
  await cartButton(page).click();
  const panel = page.getByRole("region", { name: "Your cart" });
  await expect(panel.getByRole("link", { name })).toBeVisible();
  const subtotal = cents(await panel.getByTestId("mini-cart-subtotal").textContent());
  expect(subtotal).toBe((await stored(page))!.state.cart.cartItems[0]!.finalPrice);
  await expect(panel.getByRole("link", { name: "View cart" })).toHaveAttribute("href", "/cart");
  await expect(panel.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
});

test("a corrupted flone value does not break the page, and a good slice survives a bad one", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("flone", '{"state": {"cart": {"cartItems": [{"id": 42');
    }
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gentle essentials for little ones");
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
  // The shop works on: an add is stored as a proper state again.
  const add = page.getByRole("region", { name: "Best sellers" }).getByRole("button", { name: /^Add .+ to cart$/ }).first();
  await add.click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  expect((await stored(page))?.version).toBe(1.1);

  // Valid JSON, a bad cart and a good wishlist: only the cart is reset.
  await page.evaluate(
    ({ id }) =>
      localStorage.setItem(
        "flone",
        JSON.stringify({
          version: 1.1,
          state: { cart: { cartItems: [{ id: "x", quantity: -3 }] }, wishlist: { wishlistItems: [{ id, name: "Duck", image: "/d.svg" }] } },
        }),
      ),
    DUCK,
  );
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
  await expect(header(page).getByRole("link", { name: "Wishlist, 1 product" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("before any script has run, an empty cart, wishlist or compare list shows its empty state; a stored one its loading line", async ({ page }) => {
  // No script bundle arrives: what shows is the server's HTML and the inline scripts only.
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort());
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading" })).toBeHidden();
  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();

  // A stored cart: the loading line, not a false "empty", until the cart itself renders.
  await page.evaluate(() =>
    localStorage.setItem("flone", JSON.stringify({ version: 1.1, state: { cart: { cartItems: [{ id: "x", cartItemId: "x", quantity: 1 }] } } })),
  );
  await page.goto("/cart");
  await expect(page.getByRole("status").filter({ hasText: "Loading" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeHidden();
  // The other lists are still stored empty.
  await page.goto("/compare");
  await expect(page.getByRole("heading", { name: "Nothing to compare yet" })).toBeVisible();
});

test("two tabs stay in sync", async ({ context }: { context: BrowserContext }) => {
  const one = await context.newPage();
  const two = await context.newPage();
  await one.goto(`/product/${DUCK.id}`);
  await two.goto("/cart");
  await restored(one);
  await restored(two);
  await expect(two.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();

  await one.getByRole("button", { name: `Add ${DUCK.name} to cart` }).click();
  await expect(cartButton(two)).toHaveAccessibleName("Cart, 1 item");
  await expect(lines(two)).toHaveCount(1);

  await two.getByRole("button", { name: `One more ${DUCK.name}` }).click();
  await expect(cartButton(one)).toHaveAccessibleName("Cart, 2 items");
  await two.getByRole("button", { name: `Remove ${DUCK.name} from cart` }).click();
  await expect(cartButton(one)).toHaveAccessibleName("Cart, 0 items");
  await one.getByRole("button", { name: `Add ${DUCK.name} to wishlist` }).click();
  await expect(header(two).getByRole("link", { name: "Wishlist, 1 product" })).toBeVisible();
});

test("a stale cart is checked against the catalogue: changed price, gone product, too many units", async ({ page }) => {
  // The duck's real price, from its page.
  await page.goto(`/product/${DUCK.id}`);
  const price = cents(await page.locator("main").getByText(/^\$/).first().textContent());

  const line = (over: Record<string, unknown>) => ({ name: "X", image: "/x.svg", price: 1, finalPrice: 1, discount: 0, quantity: 1, ...over });
  await page.addInitScript(
    (cart) => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("flone", JSON.stringify({ version: 1.1, state: { cart: { cartItems: cart } } }));
      }
    },
    [
      // The duck at one cent: its price has "changed".
      line({ id: DUCK.id, name: DUCK.name, cartItemId: "stale-price" }),
      // A product that no longer exists.
      line({ id: "no-such-product", name: "Vanished Rattle", cartItemId: "gone-line", price: 500, finalPrice: 500 }),
      // More bodysuits of one colour and size than there can be in stock.
      line({
        id: SUIT.id,
        name: SUIT.name,
        cartItemId: "too-many",
        quantity: 999,
        selectedProductColor: "white",
        selectedProductSize: "0-3M",
        variation: { color: "white", size: "0-3M" },
      }),
    ],
  );
  await page.goto("/cart");
  await expect(lines(page)).toHaveCount(3);

  const stale = lines(page).nth(0);
  await expect(stale.getByTestId("price-changed")).toHaveText("Price changed from $0.01");
  expect(cents(await stale.getByTestId("unit-price").textContent())).toBe(price);

  const gone = lines(page).nth(1);
  await expect(gone.getByTestId("line-problem")).toHaveText("No longer available");
  await expect(gone.getByTestId("line-total")).toHaveText("–");

  const tooMany = lines(page).nth(2);
  await expect(tooMany.getByTestId("line-problem")).toContainText(/Only \d+ left in stock|Sold out/);
  await expect(page.getByTestId("not-ready")).toHaveText(/^Please fix the marked lines first: [23] need your attention\.$/);
  // The subtotal counts the server's price of what can be bought, never the stored price.
  const subtotal = cents(await page.getByTestId("cart-subtotal").textContent());
  expect(subtotal).toBeGreaterThanOrEqual(price);

  // The stored price is refreshed from the server (display only).
  await expect.poll(async () => (await stored(page))!.state.cart.cartItems[0]!.finalPrice).toBe(price);

  // Fix what can be fixed: the quantity down to the stock left, then drop the rest.
  const fix = tooMany.getByRole("button", { name: /^Change quantity to \d+$/ });
  const fixable = (await fix.count()) > 0;
  if (fixable) {
    const left = Number((await fix.textContent())!.replace(/\D+/g, ""));
    await fix.click();
    await expect(tooMany.getByTestId("quantity")).toHaveText(String(left));
    await expect(tooMany.getByTestId("line-problem")).toHaveCount(0);
  }
  await page.getByRole("button", { name: "Remove the lines no longer available" }).click();
  // The gone line goes; the bodysuits stay when their quantity could be fixed (else they were sold out).
  await expect(lines(page)).toHaveCount(fixable ? 2 : 1);
  await expect(page.getByText("Everything in your cart is available.")).toBeVisible();
});

test("keyboard only: add to cart, open and close the mini-cart", async ({ page }) => {
  await page.goto(`/product/${DUCK.id}`);
  await restored(page);
  const add = page.getByRole("button", { name: `Add ${DUCK.name} to cart` });
  let reached = false;
  for (let i = 0; i < 80 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await add.evaluate((el) => el === document.activeElement);
  }
  expect(reached, "Tab reaches the add-to-cart button").toBe(true);
  // A visible focus ring.
  expect(await add.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(toast(page, "Added To Cart")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

  await cartButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(cartButton(page)).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByRole("region", { name: "Your cart" });
  await expect(panel.getByRole("link", { name: DUCK.name })).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
  await expect(cartButton(page)).toHaveAttribute("aria-expanded", "false");
});

test("the notices are translated, and name the product in the page's language", async ({ page }) => {
  await page.goto(`/product/${DUCK.id}?lng=fr`);
  await expect(header(page).getByRole("button", { name: /^Panier, \d+ articles?$/ })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter Canard de bain classique au panier" }).click();
  await expect(toast(page, "Ajouté au panier")).toBeVisible();
  await page.goto(`/product/${DUCK.id}?lng=de`);
  await expect(header(page).getByRole("button", { name: /^Warenkorb, \d+ Artikel$/ })).toBeVisible();
  await page.getByRole("button", { name: "Klassische Badeente auf die Wunschliste setzen" }).click();
  await expect(toast(page, "Zur Wunschliste hinzugefügt")).toBeVisible();
});

test("the cart, wishlist and compare screens, with content, and the open mini-cart are accessible", async ({ page }) => {
  await page.addInitScript(
    ({ duck, suit }) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      const line = { id: duck.id, name: duck.name, image: "/demo/products/rubber-duck-yellow.svg", price: 1, finalPrice: 1, discount: 0, cartItemId: "l1", quantity: 2 };
      const saved = [
        { id: duck.id, name: duck.name, image: "" },
        { id: suit.id, name: suit.name, image: "" },
      ];
      localStorage.setItem(
        "flone",
        JSON.stringify({ version: 1.1, state: { cart: { cartItems: [line] }, wishlist: { wishlistItems: saved }, compare: { compareItems: saved } } }),
      );
    },
    { duck: DUCK, suit: SUIT },
  );
  await page.goto("/cart");
  await expect(page.getByText("Everything in your cart is available.")).toBeVisible();
  await expect(lines(page).getByTestId("price-changed")).toBeVisible();
  await expectAccessible(page, "/cart");

  await cartButton(page).click();
  await expect(page.getByRole("region", { name: "Your cart" }).getByTestId("mini-cart-subtotal")).toBeVisible();
  await expectAccessible(page, "mini-cart");

  await page.goto("/wishlist");
  await expect(page.getByTestId("wishlist-item").filter({ hasText: "In stock" }).first()).toBeVisible();
  await expectAccessible(page, "/wishlist");

  await page.goto("/compare");
  await expect(page.getByRole("table").getByRole("row", { name: /^Sizes/ })).toContainText("0-3M");
  await expectAccessible(page, "/compare");

  await page.goto(`/product/${SUIT.id}?color=white&size=0-3M`);
  await expect(page.getByRole("button", { name: `${SUIT.name} is in your wishlist` })).toBeVisible();
  await expectAccessible(page, "product page with the buying block");
});
