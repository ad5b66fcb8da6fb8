// Buying from a baby registry, from end to end: a friend with a gift line in the cart checks out
// with "Ship to the parents" (the parents' address is never shown to them), the registry item's
// bought count goes up in Firestore, and two friends buying the last wanted unit at once get one
// order and one clear answer. The registry's documents are written here (tests/fixtures/registry.ts).
//
// The gift goes into the cart from the registry's share page, as a guest, before signing in.
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PARENTS_ADDRESS, writeTestRegistry } from "@/tests/fixtures/registry";
import { expectAccessible } from "./support/a11y";
import { islandsAlive } from "./support/islands";
import { newShopper, register } from "./support/accounts";
import { withFirestore } from "./support/firestore";
import { DEMO_ADMIN, signInOnPage, signInTo } from "./support/sign-in-page";
import { fillAddress } from "./support/address";

// No other spec buys these products; the registries are new per test.
const TOWEL = "bear-hooded-towel";
const BATH = "baby-bath-with-stand";
const TITLE = "Emma’s registry";

type Gift = { slug: string; itemId: string; productId: string; color?: string; size?: string; name: string };

/** A registry (unique slug) wanting `wanted` of the product's first colour and size in stock (or of the product). */
async function registryWanting(productId: string, wanted: number): Promise<Gift> {
  const slug = `e2e-${randomUUID().slice(0, 8)}`;
  return withFirestore(async (db) => {
    const p = (await db.collection("products").doc(productId).get()).data()!;
    const variation = (p.variations as { color: string; size: { name: string; stock: number }[] }[]).find((v) => v.size.some((s) => s.stock > 0));
    const choice = variation ? { color: variation.color, size: variation.size.find((s) => s.stock > 0)!.name } : {};
    await writeTestRegistry(db, { slug, title: TITLE, items: { "item-1": { productId, wanted, ...choice } } });
    return { slug, itemId: "item-1", productId, name: p.name as string, ...choice };
  });
}

const registryItem = (gift: Gift) =>
  withFirestore(async (db) => (await db.collection("registries").doc(gift.slug).collection("items").doc(gift.itemId).get()).data()!);

/** The gift, from the registry's share page: its "Add to cart" (as a guest, before signing in). */
async function addGiftFromRegistryPage(page: Page, gift: Gift) {
  await page.goto(`/registry/${gift.slug}`);
  const item = page.locator(`[data-registry-item="${gift.itemId}"]`);
  await expect(item.getByTestId("bought-of")).toHaveText(/^Bought 0 of \d+$/);
  await islandsAlive(page);
  await item.getByRole("button", { name: `Add ${gift.name} to cart` }).click();
  await expect(page.getByText("Added To Cart")).toBeVisible();
}

/**
 * A new friend, with the gift in the guest cart, signs in on the sign-in page (as a person does:
 * the account area's auth context then knows them too), the sign-in merge carries the gift into
 * the account's cart, and they land on the checkout and type a billing address.
 */
async function friendAtCheckout(page: Page, lastName: string) {
  const account = newShopper();
  await register(account.email, account.password);
  await page.goto(`/login-register?next=${encodeURIComponent("/checkout")}`);
  await signInOnPage(page, account);
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 30_000 });
  await expect(page.getByTestId("checkout-totals")).toBeVisible();
  const billing = page.getByRole("group", { name: "Which address should the invoice go to?" });
  await fillAddress(billing, { firstName: "Frida", lastName, street: "3 Friend Road", postcode: "62701", city: "Springfield", country: "US", phone: "+1 217 555 0199" });
}

test("a friend buys a gift shipped to the parents: the address stays private, the registry counts it", async ({ page, browser }) => {
  test.slow();
  const gift = await registryWanting(TOWEL, 2);

  // The cart shows the line as a gift, linked to the registry.
  await addGiftFromRegistryPage(page, gift);
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: `Gift for ${TITLE}` })).toHaveAttribute("href", `/registry/${gift.slug}`);

  await friendAtCheckout(page, "Hidden");
  const giftOptions = page.getByRole("group", { name: `Gift for ${TITLE}` });
  await expect(giftOptions.getByLabel("Ship to the parents")).toBeChecked();
  await expect(page.getByText("Ships to the parents’ address (kept private).")).toBeVisible();
  await expect(page.getByLabel("Deliver to the billing address")).toHaveCount(0);
  // Unticked, the usual delivery choice comes back; ticked again, it goes.
  await giftOptions.getByLabel("Ship to the parents").uncheck();
  await expect(page.getByLabel("Deliver to the billing address")).toBeVisible();
  await giftOptions.getByLabel("Ship to the parents").check();
  await giftOptions.getByLabel("Hide my name from the parents").check();
  await expect(page.getByTestId("checkout-totals")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/FL-[2-9A-Z]{8}$/, { timeout: 30_000 });
  const orderId = page.url().split("/").pop()!;
  await expect(page.getByTestId("order-shipping-address")).toHaveText(`Shipped to the parents of ${TITLE}`);
  // Not in the page, nor in what the server sent for it (a fresh load carries the whole payload).
  await page.reload();
  await expect(page.getByTestId("order-shipping-address")).toHaveText(`Shipped to the parents of ${TITLE}`);
  expect(await page.content()).not.toContain(PARENTS_ADDRESS.street);
  await expectAccessible(page);

  // The registry counted it, the parents' entry hides the name, the order ships to the parents.
  expect(await registryItem(gift)).toMatchObject({ bought: 1, wanted: 2 });
  const stored = await withFirestore(async (db) => ({
    purchase: (await db.collection("registries").doc(gift.slug).collection("purchases").doc(orderId).get()).data(),
    order: (await db.collection("orders").doc(orderId).get()).data()!,
    parents: (await db.collection("orders").doc(orderId).collection("private").doc("shipping").get()).data(),
  }));
  expect(stored.purchase).toMatchObject({ orderId, buyerName: null, status: "placed" });
  // The order the buyer may read has no address; the parents' is kept apart for staff.
  expect(stored.order.shippingAddress).toBeUndefined();
  expect(stored.parents).toEqual({ address: PARENTS_ADDRESS });
  expect(stored.order.registry).toEqual({ slug: gift.slug, title: TITLE, shipToParents: true, hideName: true });
  // The share page marks it (its cached page was refreshed by the order).
  await page.goto(`/registry/${gift.slug}`);
  await expect(page.locator(`[data-registry-item="${gift.itemId}"]`).getByTestId("bought-of")).toHaveText("Bought 1 of 2");

  // Staff see where it goes, and that it is a registry gift.
  const staff = await browser.newContext();
  try {
    const admin = await staff.newPage();
    await signInTo(admin, DEMO_ADMIN, `/orders/${orderId}`);
    await expect(admin.getByTestId("order-gift")).toContainText(`A gift for ${TITLE}`);
    await expect(admin.getByTestId("order-shipping-address")).toContainText(PARENTS_ADDRESS.street);
    await expect(admin.getByTestId("order-shipping-address")).toContainText("Delivered to the parents’ address.");
  } finally {
    await staff.close();
  }

  // The buyer's own view of the order: the same, no address.
  await page.goto(`/my-account/orders/${orderId}`);
  await expect(page.getByTestId("order-shipping-address")).toHaveText(`Shipped to the parents of ${TITLE}`);
  expect(await page.content()).not.toContain(PARENTS_ADDRESS.street);

  // Cancelling gives the registry its count back.
  await page.getByRole("button", { name: "Cancel order" }).click();
  await page.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Order status: Cancelled");
  expect(await registryItem(gift)).toMatchObject({ bought: 0 });
});

async function friend(browser: Browser, gift: Gift, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await addGiftFromRegistryPage(page, gift);
  await friendAtCheckout(page, lastName);
  return { context, page };
}

test("two friends buy the last wanted unit at once: one order, one clear answer", async ({ browser }) => {
  test.slow();
  const gift = await registryWanting(BATH, 1);
  const [a, b] = [await friend(browser, gift, "First"), await friend(browser, gift, "Second")];
  try {
    const place = (p: Page) => p.getByRole("button", { name: "Place order" });
    await Promise.all([expect(place(a.page)).toBeEnabled(), expect(place(b.page)).toBeEnabled()]);
    await Promise.all([place(a.page).click(), place(b.page).click()]);

    const refused = `${gift.name} is no longer wanted on ${TITLE}: it has been bought already.`;
    // Each page ends either on its confirmation or with the answer next to the line.
    const state = async (p: Page) =>
      /\/checkout\/confirmation\/FL-/.test(p.url()) ? "placed" : (await p.getByRole("alert").filter({ hasText: refused }).count()) > 0 ? "refused" : "waiting";
    await expect.poll(async () => [await state(a.page), await state(b.page)].sort(), { timeout: 30_000 }).toEqual(["placed", "refused"]);
    expect(await registryItem(gift)).toMatchObject({ bought: 1, wanted: 1 });
    const loser = (await state(a.page)) === "refused" ? a.page : b.page;
    await expect(loser).toHaveURL(/\/checkout$/);
    await expectAccessible(loser);
  } finally {
    await Promise.all([a.context.close(), b.context.close()]);
  }
});
