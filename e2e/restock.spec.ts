// "Tell me when it's back" in the browser: on a product's sold-out colour and size, a signed-in
// shopper asks in one click and a guest leaves an address and confirms it from the email in the
// inbox; the demo admin sees both waiting on the product's page, raises the stock in the editor,
// and each gets one "is back" email. The product is this spec's own and is deleted at the end
// with its requests; it is in the shop for a while, so the spec runs with the catalogue writes
// (playwright.config.ts).
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { deleteProductInTransaction } from "@/lib/catalog/write";
import { RESTOCK_REQUESTS, RESTOCK_WAITS } from "@/lib/restock/schema";
import { testProduct } from "@/tests/fixtures/product";
import { expectAccessible } from "./support/a11y";
import { newShopper, signInShopper } from "./support/accounts";
import { addToCatalogue } from "./support/catalog";
import { withFirestore } from "./support/firestore";
import { deliveredTo, testInbox } from "./support/inbox";
import { islandsAlive } from "./support/islands";
import { DEMO_ADMIN, signInTo } from "./support/sign-in-page";

const suffix = randomUUID().slice(0, 8);
const ID = `e2e-restock-romper-${suffix}`;
const NAME = `Restock Romper ${suffix}`;
const IMAGE = "/demo/products/sleepsuit-pink.svg";
const SOLD_OUT = `/product/${ID}?color=pink&size=S`;

test.afterAll(async () => {
  await withFirestore(async (db) => {
    await db.runTransaction(async (tx) => deleteProductInTransaction(db, tx, ID));
    const requests = await db.collection(RESTOCK_REQUESTS).where("productId", "==", ID).get();
    await Promise.all([...requests.docs.map((d) => d.ref.delete()), db.collection(RESTOCK_WAITS).doc(ID).delete()]);
  });
});

test("a shopper in one click and a guest who confirms are told once when the admin raises the stock", async ({ page, browser, request }) => {
  test.slow();
  await addToCatalogue(
    request,
    testProduct(ID, {
      name: NAME,
      images: [IMAGE],
      variations: [{ color: "pink", image: IMAGE, size: [{ name: "S", stock: 0 }, { name: "M", stock: 3 }] }],
      stock: 0,
    }),
  );
  const restock = page.getByTestId("restock-request");

  // A signed-in shopper: one click, for their account's address.
  const shopper = newShopper();
  await page.goto(SOLD_OUT);
  await signInShopper(page, shopper, { create: true });
  await islandsAlive(page);
  await expect(restock.getByRole("heading", { name: "Tell me when it's back" })).toBeVisible();
  await expect(restock.getByLabel("Your email address")).toHaveCount(0);
  await restock.getByRole("button", { name: "Tell me when it's back" }).click();
  await expect(restock.getByRole("status")).toHaveText("Done: we will email you once when it is back in stock.");
  await expect(restock.getByRole("status")).toBeFocused();
  await expectAccessible(page, "product page, back-in-stock request answered");
  // An in-stock size offers nothing of the kind.
  await page.getByRole("radio", { name: "M", exact: true }).check();
  await expect(restock).toHaveCount(0);

  // A guest: an address, then the link in the email.
  const guest = `restock-guest-${suffix}@example.test`;
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.goto(SOLD_OUT);
  await islandsAlive(guestPage);
  const guestRestock = guestPage.getByTestId("restock-request");
  await guestRestock.getByLabel("Your email address").fill("not-an-address");
  await guestRestock.getByRole("button", { name: "Tell me when it's back" }).click();
  await expect(guestRestock.getByLabel("Your email address")).toBeFocused();
  await expect(guestRestock.getByText("Please enter a valid email address, such as name@example.com.")).toBeVisible();
  await guestRestock.getByLabel("Your email address").fill(guest);
  await guestRestock.getByRole("button", { name: "Tell me when it's back" }).click();
  await expect(guestRestock.getByRole("status")).toContainText("Almost done: we have sent you an email.");
  await expectAccessible(guestPage, "product page, a guest's back-in-stock request");

  const [confirmation] = deliveredTo(await testInbox().waitForDelivery([guest]), guest);
  expect(confirmation!.subject).toBe(`Please confirm your alert for ${NAME}`);
  const link = new URL(/href="([^"]*back-in-stock\/confirm[^"]*)"/.exec(confirmation!.html)![1]!.replaceAll("&amp;", "&"));
  await guestPage.goto(`${link.pathname}${link.search}`);
  await expectAccessible(guestPage, "back-in-stock confirmation page");
  await guestPage.getByRole("button", { name: "Confirm my alert" }).click();
  await expect(guestPage.getByRole("status")).toHaveText("Thank you: you are on the list. We will email you once when it is back in stock.");
  await guestContext.close();

  // The demo admin sees them waiting, and raises pink S.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInTo(adminPage, DEMO_ADMIN, `/products/${ID}`);
  await islandsAlive(adminPage);
  const waiting = adminPage.getByTestId("product-waiting");
  await expect(waiting).toContainText("2 shoppers waiting");
  await expect(waiting.getByRole("row", { name: /pink, size S/ })).toContainText("2");
  await adminPage.getByRole("table", { name: "Stock per colour and size" }).getByRole("textbox", { name: "Stock of colour pink, size S" }).fill("4");
  await adminPage.getByRole("button", { name: "Save changes" }).click();
  await expect(adminPage.getByRole("status").filter({ hasText: "Saved. The shop shows the change." })).toBeVisible();
  await admin.close();

  // The shopper's first email, the guest's second (after the confirmation).
  await testInbox().waitForDelivery([shopper.email], 1);
  const delivered = await testInbox().waitForDelivery([guest], 2);
  for (const to of [shopper.email, guest]) {
    const notices = deliveredTo(delivered, to).filter((m) => m.subject === `${NAME} is back`);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("4 left for now");
    expect(notices[0]!.html).toContain(`/product/${ID}?color=pink&amp;size=S&amp;lng=en`);
  }
});
