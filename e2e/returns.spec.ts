// Returns end to end: a new shopper's delivered order (placed and moved by the shop's own order
// code) is asked back from its page in /my-account, with a reason; the demo admin sees "Return
// requested" on the order in /orders, accepts it on the order's page, and the shopper's order then
// shows refunded with its credit note's link. A simple product no other spec counts, put back in
// stock by the return.
import { expect, test } from "@playwright/test";
import { creditNoteHref } from "@/lib/routes";
import { expectAccessible } from "./support/a11y";
import { newShopper, register, signInShopper } from "./support/accounts";
import { islandsAlive } from "./support/islands";
import { deliveredOrder } from "./support/orders";
import { DEMO_ADMIN, signInTo } from "./support/sign-in-page";
import { withFirestore } from "./support/firestore";
import { orderDocSchema } from "@/lib/orders/schema";

const PRODUCT = { id: "nail-clipper-with-magnifier" };

test("a shopper asks to return a delivered order's line, staff accept, the order shows refunded with its credit note", async ({ page, browser }) => {
  // An order through checkout's code and four moves, two sign-ins, two forms, four page renders.
  test.slow();
  const who = newShopper();
  const account = await register(who.email, who.password);
  const orderId = await deliveredOrder(account, PRODUCT.id);

  await page.goto(`/my-account/orders/${orderId}`);
  await signInShopper(page, who); // reloads the page, signed in
  const returns = page.getByRole("region", { name: "Returns" });
  await expect(returns).toBeVisible();
  await islandsAlive(page);
  // Nothing chosen: said next to the field, nothing sent.
  await returns.getByLabel("Why are you returning them?").fill("It arrived scratched.");
  await returns.getByRole("button", { name: "Ask to return" }).click();
  await expect(returns.getByText("Choose at least one item to return.")).toBeVisible();
  await returns.getByLabel(/^Units of .+ to return$/).selectOption("1");
  await returns.getByRole("button", { name: "Ask to return" }).click();
  await expect(returns.getByTestId("return-answer")).toHaveText("We have your request and answer by email within two working days.");
  await expect(returns.getByTestId("order-returns")).toContainText("Waiting for our answer");
  await expectAccessible(page, "/my-account/orders/[id] (returns)");

  // Staff, in a browser of their own.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInTo(staff, DEMO_ADMIN, `/orders?customer=${encodeURIComponent(account.email)}`);
  const row = staff.getByRole("table", { name: /^Orders/ }).getByRole("row").filter({ hasText: orderId });
  await expect(row.getByTestId("return-requested")).toHaveText("Return requested");
  await staff.goto(`/orders/${orderId}`);
  const requests = staff.getByRole("region", { name: "Return requests" });
  await expect(requests).toContainText("It arrived scratched.");
  await islandsAlive(staff);
  await requests.getByRole("button", { name: "Accept and refund" }).click();
  await expect(requests.getByRole("status").filter({ hasText: /^Return accepted: \$[\d.]+ refunded\.$/ })).toBeVisible();
  await expect(staff.getByTestId("admin-order-status").filter({ visible: true })).toHaveText(/Refunded/);
  await expectAccessible(staff, "/orders/[id] (returns)");
  await staffContext.close();

  // The shopper's order: refunded, with the credit note to download.
  const stored = await withFirestore(async (db) => orderDocSchema.parse((await db.collection("orders").doc(orderId).get()).data()));
  const note = stored.creditNotes![0]!;
  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText(/Refunded/);
  const link = page.getByTestId("order-credit-notes").getByRole("link");
  await expect(link).toHaveAttribute("href", creditNoteHref(orderId, note.number));
  await expect(link).toContainText(note.number);
  const pdf = await page.request.get(creditNoteHref(orderId, note.number));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});
