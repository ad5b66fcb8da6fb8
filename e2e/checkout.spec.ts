// Checkout from end to end, on the seeded catalogue: a new shopper buys two variations of one
// product, sees the confirmation and the order in their account, cancels it, and the stock is
// back on the product page. Signed out, /checkout goes to sign-in and comes back.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { signInOnPage } from "./support/sign-in-page";
import { randomUUID } from "node:crypto";
import { ORDER_ID_ALPHABET } from "@/lib/orders/schema";
import { testOrder } from "@/tests/fixtures/order";
import { stockOf } from "@/lib/catalog/schema";
import { newShopper, register, startSession } from "./support/accounts";
import { withFirestore } from "./support/firestore";
import { deliveredTo, testInbox } from "./support/inbox";
import { cartButton, restored } from "./support/shop";
import { fillAddress, SAM } from "./support/address";

// No other spec buys or shows this product. Its stock is read from Firestore first, so a run
// that stopped half-way (bought, never cancelled) changes nothing in what is expected.
const BODYSUIT = { id: "striped-cotton-bodysuit", first: { color: "navy", size: "0-3M" }, second: { color: "coral", size: "3-6M" } };

const stockStatus = (page: Page) => page.getByTestId("stock-status");

/** Units of one colour and size, as stored now. */
const storedStock = (choice: { color: string; size: string }) =>
  withFirestore(async (db) => {
    const snap = await db.collection("products").doc(BODYSUIT.id).get();
    return stockOf({ variations: snap.get("variations"), stock: snap.get("stock") }, choice.color, choice.size);
  });

/** What the product page says of `units` (components/product/product-core.tsx stockStatus). */
const statusText = (units: number) => (units <= 0 ? "Sold out" : units <= 5 ? `Only ${units} left` : "In stock");

async function openChoice(page: Page, choice: { color: string; size: string }) {
  await page.goto(`/product/${BODYSUIT.id}?color=${choice.color}&size=${choice.size}`);
  // The picker reads the URL in the browser: wait for this choice's stock.
  await expect(stockStatus(page)).toHaveText(/^(In stock|Only \d+ left|Sold out)$/);
  await restored(page);
}

test("a new shopper buys two variations, sees the order in the account, cancels it, and the stock is back", async ({ page }) => {
  // A whole purchase: sign-in, two product pages, cart, checkout, confirmation, account, order page.
  test.slow();
  // Signed in through the sign-in page, as a person does: the account area's auth context then
  // sees the same user in Firebase as on the server (a session alone would be signed out there).
  const account = newShopper();
  await register(account.email, account.password);
  await page.goto(`/login-register?next=${encodeURIComponent(`/product/${BODYSUIT.id}`)}`);
  await signInOnPage(page, account);
  // Sign-in loads the Firebase SDK, asks Auth, then the shop for a session: a person waits for it.
  await expect(page).toHaveURL(new RegExp(`/product/${BODYSUIT.id}$`), { timeout: 30_000 });
  const before = await storedStock(BODYSUIT.first);
  expect(before).toBeGreaterThanOrEqual(2);
  await openChoice(page, BODYSUIT.first);
  await expect(stockStatus(page)).toHaveText(statusText(before));
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.getByRole("button", { name: "One more" }).click();
  await page.getByRole("button", { name: `Add ${name} to cart` }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
  await openChoice(page, BODYSUIT.second);
  await page.getByRole("button", { name: `Add ${name} to cart` }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 3 items");

  await page.goto("/cart");
  await expect(page.getByText("Everything in your cart is available.")).toBeVisible();
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

  // The summary is priced by the server: 3 items, standard delivery to the US.
  const totals = page.getByTestId("checkout-totals");
  await expect(totals).toBeVisible();
  const billing = page.getByRole("group", { name: "Which address should the invoice go to?" });
  await fillAddress(billing, SAM);
  await billing.getByLabel("Save this address in my address book").check();
  await page.getByRole("radio", { name: /^Express delivery/ }).check();
  await page.getByRole("radio", { name: /^Bank transfer/ }).check();
  await expect(totals).toContainText("$14.95");
  // Sales tax follows the delivery state, asked of the server once a state is recognised.
  await billing.getByLabel("State, province or region").fill("California");
  await expect(totals.getByText("Sales tax (7.25%)")).toBeVisible();
  await billing.getByLabel("State, province or region").fill("TX");
  await expect(totals.getByText("Sales tax (6.25%)")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Place order" }).click();
  // The order is placed (stock, prices, the order in one commit), then the confirmation loads.
  await expect(page).toHaveURL(/\/checkout\/confirmation\/FL-[2-9A-Z]{8}$/, { timeout: 30_000 });
  const orderId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByText(`Your order ${orderId} is placed.`, { exact: false })).toBeVisible();
  await expect(page.getByText("FDEMUS33")).toBeVisible();
  // The cart is empty now, in this browser too.
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
  // Its confirmation, sent once the answer was out, reached the shopper's inbox (the stack's maildev).
  const [email] = deliveredTo(await testInbox().waitForDelivery([account.email]), account.email);
  expect(email!.subject).toBe(`Your Flone order ${orderId}`);
  expect(email!.text).toContain("FDEMUS33");

  // The stock was taken, and the product page (cached, revalidated by the order) shows it.
  expect(await storedStock(BODYSUIT.first)).toBe(before - 2);
  await openChoice(page, BODYSUIT.first);
  await expect(stockStatus(page)).toHaveText(statusText(before - 2));

  await page.goto("/my-account");
  await expect(page.getByRole("article", { name: `Order ${orderId}` })).toBeVisible();
  await page.goto(`/my-account/orders/${orderId}`);
  await page.getByRole("button", { name: "Cancel order" }).click();
  await page.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Order status: Cancelled");

  expect(await storedStock(BODYSUIT.first)).toBe(before);
  await openChoice(page, BODYSUIT.first);
  await expect(stockStatus(page)).toHaveText(statusText(before));
  // The address typed at checkout is in the address book.
  await page.goto("/my-account");
  await expect(page.getByRole("list", { name: "Saved addresses" })).toContainText("12 Elm Street");
});

test("signed out, /checkout goes to sign-in and comes back after it", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/login-register\?next=%2Fcheckout$/);
  await signInOnPage(page, { email: "shopper@flone.test", password: "shopper-demo-123" });
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
});

test("an account already holding 3 unpaid orders is told so at checkout, with a link to its orders, and placing is refused", async ({ page, context, baseURL }) => {
  const account = newShopper();
  const { uid, idToken } = await register(account.email, account.password);
  await startSession(context, baseURL!, { idToken }, { firstName: "Sam", lastName: "Parent" });
  // Three pending orders (as earlier checkouts left them; their lines name no product of the shop).
  await withFirestore(async (db) => {
    for (let i = 1; i <= 3; i++) {
      const id = `FL-${Array.from({ length: 8 }, () => ORDER_ID_ALPHABET[Math.floor(Math.random() * ORDER_ID_ALPHABET.length)]).join("")}`;
      await db.collection("orders").doc(id).create(testOrder({ total: 1000 * i, status: "pending", createdAt: new Date(Date.now() - i * 60_000).toISOString(), uid, key: `e2e-${randomUUID()}` }));
    }
  });
  await page.goto("/product/classic-bath-duck");
  await restored(page);
  await page.getByRole("button", { name: "Add Classic Bath Duck to cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

  await page.goto("/checkout");
  const notice = page.getByTestId("unpaid-limit");
  await expect(notice).toContainText("You already have 3 unpaid orders, the most an account can have open at once. Pay for one or cancel it before placing another.");
  await expect(notice.getByRole("link", { name: "See your orders" })).toHaveAttribute("href", "/my-account#orders");
  await expect(page.getByTestId("checkout-totals")).toBeVisible();
  const billing = page.getByRole("group", { name: "Which address should the invoice go to?" });
  await fillAddress(billing, SAM);
  await expectAccessible(page);

  // The server decides again: refused, said as an alert that takes focus; nothing was ordered.
  await page.getByRole("button", { name: "Place order" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "You already have 3 unpaid orders" });
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await withFirestore(async (db) => (await db.collection("orders").where("uid", "==", uid).get()).size)).toBe(3);
  await alert.getByRole("link", { name: "See your orders" }).click();
  await expect(page).toHaveURL(/\/my-account#orders$/);
});
