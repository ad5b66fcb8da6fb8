// Paying by card, end to end on the test stack's Stripe stand-in (scripts/stripe-standin.ts),
// whose signed webhooks reach this server: a shopper chooses "Card", is sent to Stripe's page,
// pays, and comes back to a paid order and its email; another goes back from Stripe's page to
// the order ("Pay now", "Cancel order"), the session expires, and the stock is back; a third
// waits on the confirmation while the payment is confirmed elsewhere and sees it paid without a
// reload; a fourth pays, then cancels before the order is prepared, and the card is refunded (Stripe's
// charge.refunded makes the order refunded).
// Each test buys a product of its own, written by the shop's catalogue code and announced to the
// shop as a back-office script would (e2e/support/catalog.ts).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { testProduct } from "@/tests/fixtures/product";
import { LOCAL_STRIPE_SECRET_KEY, STRIPE_PORTS } from "../scripts/stack/index";
import { expectAccessible } from "./support/a11y";
import { newShopper, register, type Shopper } from "./support/accounts";
import { signInOnPage } from "./support/sign-in-page";
import { withFirestore } from "./support/firestore";
import { deliveredTo, testInbox } from "./support/inbox";
import { cartButton, restored } from "./support/shop";
import { fillAddress, SAM } from "./support/address";
import { addToCatalogue } from "./support/catalog";

const stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, { host: "127.0.0.1", port: Number(process.env.STRIPE_PORT || STRIPE_PORTS.test), protocol: "http", maxNetworkRetries: 0 });

/** A product of the test's own, in the catalogue the shop serves (the cart would drop one it does not know). */
async function newProduct(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const p = testProduct(`card-e2e-${randomUUID().slice(0, 8)}`, { name: `Card Test Blanket ${randomUUID().slice(0, 4)}`, stock: 5, variations: [] });
  await addToCatalogue(request, p);
  return p;
}
const storedStock = (id: string) => withFirestore(async (db) => Number((await db.collection("products").doc(id).get()).get("stock")));
const storedStatus = (orderId: string) => withFirestore(async (db) => String((await db.collection("orders").doc(orderId).get()).get("status")));

/** Signed in, one unit in the cart, the checkout filled in with "Card": placing it goes to Stripe's page. */
async function checkoutByCard(page: Page, shopper: Shopper, product: { id: string; name: string }): Promise<void> {
  // Through the sign-in page, as a person does: the checkout's account context then sees the same
  // user in Firebase as the server (a session cookie alone is signed out there).
  await register(shopper.email, shopper.password);
  await page.goto(`/login-register?next=${encodeURIComponent(`/product/${product.id}`)}`);
  await signInOnPage(page, shopper);
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`), { timeout: 30_000 });
  await restored(page);
  await page.getByRole("button", { name: `Add ${product.name} to cart` }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  // To the checkout by the cart's link, as checkout.spec does.
  await page.goto("/cart");
  await expect(page.getByText("Everything in your cart is available.")).toBeVisible();
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const billing = page.getByRole("group", { name: "Which address should the invoice go to?" });
  await fillAddress(billing, { ...SAM, region: "IL" });
  await page.getByRole("radio", { name: /^Card/ }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  // The order is placed, then its Stripe session opened: the browser is on Stripe's page.
  await expect(page).toHaveURL(/\/c\/pay\/cs_test_\w+$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: /^Pay / })).toBeVisible();
}

test("a card order paid on Stripe's page comes back paid, with its email", async ({ page }) => {
  test.slow();
  const shopper = newShopper();
  const product = await newProduct(page.request);
  await checkoutByCard(page, shopper, product);
  await expectAccessible(page);
  expect(await storedStock(product.id)).toBe(4);

  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/FL-[2-9A-Z]{8}$/, { timeout: 30_000 });
  const orderId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByTestId("card-payment-status")).toHaveText("Your card payment is confirmed: your order is paid.");
  expect(await storedStatus(orderId)).toBe("paid");
  const messages = await testInbox().waitForDelivery([shopper.email], 2);
  expect(deliveredTo(messages, shopper.email).map((m) => m.subject)).toEqual(expect.arrayContaining([`Your Flone order ${orderId}`, `Your Flone order ${orderId} is paid`]));
});

test("back from Stripe's page the order offers Pay now and Cancel; when the session expires the order is cancelled and the stock is back", async ({ page }) => {
  test.slow();
  const product = await newProduct(page.request);
  await checkoutByCard(page, newShopper(), product);
  const sessionId = page.url().split("/").pop()!;
  expect(await storedStock(product.id)).toBe(4);

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/my-account\/orders\/FL-[2-9A-Z]{8}$/, { timeout: 30_000 });
  const orderId = page.url().split("/").pop()!;
  await expect(page.getByRole("button", { name: "Pay now" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Cancel order/ })).toBeVisible();
  // "Pay now": the same session again.
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(new RegExp(`/c/pay/${sessionId}$`), { timeout: 30_000 });

  // Stripe expires it (30 minutes later; here at once): its webhook cancels the order.
  await stripe.checkout.sessions.expire(sessionId);
  expect(await storedStatus(orderId)).toBe("cancelled");
  expect(await storedStock(product.id)).toBe(5);
  await page.goto(`/my-account/orders/${orderId}`);
  await expect(page.getByTestId("order-status")).toHaveText("Order status: Cancelled");
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
});

test("the confirmation, open while Stripe confirms the payment, shows it paid without a reload", async ({ page }) => {
  test.slow();
  await checkoutByCard(page, newShopper(), await newProduct(page.request));
  const sessionId = page.url().split("/").pop()!;
  const orderId = String((await stripe.checkout.sessions.retrieve(sessionId)).client_reference_id);
  // The shopper is on the confirmation before Stripe has said anything...
  await page.goto(`/checkout/confirmation/${orderId}`);
  const status = page.getByTestId("card-payment-status");
  await expect(status).toHaveText(/is being confirmed by Stripe/);
  await expect(status).toHaveAttribute("role", "status");
  // ...then the payment is made (on Stripe's page, in another window) and its webhook marks the order paid.
  const paid = await fetch(`${new URL(String((await stripe.checkout.sessions.retrieve(sessionId)).url)).origin}/c/pay/${sessionId}/pay`, { method: "POST", redirect: "manual" });
  expect(paid.status).toBe(303);
  expect(await storedStatus(orderId)).toBe("paid");
  await expect(status).toHaveText("Your card payment is confirmed: your order is paid.", { timeout: 15_000 });
});

test("a paid card order cancelled by its shopper before it is prepared is refunded to the card", async ({ page }) => {
  test.slow();
  const shopper = newShopper();
  const product = await newProduct(page.request);
  await checkoutByCard(page, shopper, product);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/FL-[2-9A-Z]{8}$/, { timeout: 30_000 });
  const orderId = page.url().split("/").pop()!;
  await page.goto(`/my-account/orders/${orderId}`);
  await expect(page.getByTestId("order-status")).toHaveText("Order status: Paid");

  await page.getByRole("button", { name: /^Cancel order/ }).click();
  await expect(page.getByText(`Cancel order ${orderId}? Its items go back on sale and your payment is refunded to your card.`)).toBeVisible();
  await page.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Order status: Cancelled");
  expect(await storedStock(product.id)).toBe(5);
  // The refund is asked of Stripe after the cancel's response; Stripe's charge.refunded moves the order on.
  await expect.poll(() => storedStatus(orderId), { timeout: 30_000 }).toBe("refunded");
  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("Order status: Refunded");
  const messages = await testInbox().waitForDelivery([shopper.email], 4);
  expect(deliveredTo(messages, shopper.email).map((m) => m.subject)).toContain(`Your Flone order ${orderId} is refunded`);
});
