// Promotions as a shopper meets them, on the seeded demo promotions (scripts/seed/promotions.ts):
// - WELCOME10 typed in a guest's cart: its saving at once, kept through sign-in, in the checkout's
//   summary, on the order, in the confirmation email, in the invoice PDF; after staff deliver the
//   order, a returned line refunds what was paid for it, its promotion's share kept.
// - The automatic "3 for 2" on bamboo wipes shows by itself; an unknown code and an ended one
//   (SUMMER25) are refused with their reason, tied to the field, and nothing is applied.
// - A code staff pause between the summary and "Place order": nothing is ordered, an alert says
//   why and the new total, the summary is priced again, and the next "Place order" buys at it.
// Each test buys simple products no other spec buys or counts.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { formatPrice } from "@/lib/format";
import { orderDocSchema, type Order } from "@/lib/orders/schema";
import { creditNoteHref, invoiceHref } from "@/lib/routes";
import { pdfText } from "@/scripts/lib/pdf-text";
import { expectAccessible } from "./support/a11y";
import { newShopper, register } from "./support/accounts";
import { fillAddress, SAM } from "./support/address";
import { withFirestore } from "./support/firestore";
import { deliveredTo, testInbox } from "./support/inbox";
import { islandsAlive } from "./support/islands";
import { deliverOrder } from "./support/orders";
import { createCodePromotion, pausePromotion } from "./support/promotions";
import { restored } from "./support/shop";
import { DEMO_ADMIN, signInTo } from "./support/sign-in-page";

const WASH = "gentle-baby-wash-500ml";
const LAVENDER = "lavender-bedtime-bath-wash";
const WIPES = "biodegradable-bamboo-wipes-4-pack";
const MILK = "calendula-bath-milk-250ml";

const usd = (cents: number) => formatPrice(cents, "en");
const centsOf = (text: string | null) => Math.round(Number(text!.replace(/[^\d.]/g, "")) * 100);
/** 10 % of the goods, half a cent up (lib/promotions/engine.ts). */
const tenPercent = (cents: number) => Math.floor((2 * cents * 10 + 100) / 200);

/** Adds `quantity` of a simple product (not in the cart yet) from its page; returns once the cart holds them. */
async function addToCart(page: Page, id: string, quantity = 1): Promise<void> {
  await page.goto(`/product/${id}`);
  await restored(page);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  for (let i = 1; i < quantity; i++) await page.getByRole("button", { name: "One more" }).click();
  await page.getByRole("button", { name: `Add ${name} to cart` }).click();
  // The button is never disabled, and taps made while its island loads are replayed once it is
  // live: leaving the page before then loses them, so wait for the cart itself.
  await expect(page.getByText(`In your cart: ${quantity}.`)).toBeVisible();
}

const storedOrder = (id: string): Promise<Order> => withFirestore(async (db) => ({ id, ...orderDocSchema.parse((await db.collection("orders").doc(id).get()).data()) }));
const ordersOf = (uid: string) => withFirestore(async (db) => (await db.collection("orders").where("uid", "==", uid).get()).size);

test("WELCOME10 in the cart, at checkout, on the order, in its email and invoice; a returned line refunds what was paid", async ({ page, browser }) => {
  // Two product pages, the cart, sign-in, checkout, confirmation, the inbox, two PDFs, a return and staff's answer.
  test.slow();
  const who = newShopper();
  await addToCart(page, WASH, 2);
  await addToCart(page, LAVENDER);

  await page.goto("/cart");
  await expect(page.getByText("Everything in your cart is available.")).toBeVisible();
  await islandsAlive(page);
  const goods = centsOf(await page.getByTestId("cart-subtotal").textContent());
  const off = tenPercent(goods);
  const coupon = page.getByLabel("Coupon code");
  await coupon.fill(" welcome10 ");
  await coupon.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Code WELCOME10 applied." })).toBeVisible();
  const savings = page.getByTestId("cart-promotions");
  await expect(savings.getByRole("term")).toHaveText(["Welcome: 10% off (WELCOME10)", "Estimated total"]);
  await expect(savings.getByRole("definition")).toHaveText([`−${usd(off)}`, usd(goods - off)]);
  await expect(page.getByTestId("coupon-current")).toHaveText("Code WELCOME10");
  await expect(page.getByTestId("line-promotion")).toHaveCount(2);
  await expect(coupon).toHaveValue("");
  await expectAccessible(page, "/cart (a code applied)");

  // Signed in (on the sign-in page: checkout wants the browser's Firebase user too), the guest's
  // code goes with the cart into the account's.
  await register(who.email, who.password);
  await signInTo(page, who, "/cart");
  await expect(page.getByTestId("coupon-current")).toHaveText("Code WELCOME10");
  await expect(savings).toContainText(`−${usd(off)}`);

  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const totals = page.getByTestId("checkout-totals");
  await expect(totals.getByTestId("checkout-promotion")).toHaveText(`Welcome: 10% off (WELCOME10)−${usd(off)}`);
  await fillAddress(page.getByRole("group", { name: "Which address should the invoice go to?" }), SAM);
  await page.getByRole("radio", { name: /^Cash on delivery/ }).check();
  await expectAccessible(page, "/checkout (a code applied)");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/FL-[2-9A-Z]{8}$/, { timeout: 30_000 });
  const orderId = page.url().split("/").pop()!;

  // The order keeps the promotion, its amount, and each line's share of it.
  const order = await storedOrder(orderId);
  expect(order.promotions).toEqual([{ promotionId: "welcome-10", name: "Welcome: 10% off", code: "WELCOME10", class: "order", amount: off }]);
  expect(order.lines.reduce((sum, l) => sum + (l.promotionDiscount ?? 0), 0)).toBe(off);
  const shares = order.lines.map((l) => `Promotions: −${usd(l.promotionDiscount!)}`);
  await expect(page.getByTestId("order-promotion")).toHaveText(`Welcome: 10% off (WELCOME10)−${usd(off)}`);
  await expect(page.getByTestId("line-promotion")).toHaveText(shares);
  // The cart is bought: its code goes with it.
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("flone")!).state.cart.code ?? null)).toBeNull();

  const [email] = deliveredTo(await testInbox().waitForDelivery([who.email]), who.email);
  expect(email!.subject).toBe(`Your Flone order ${orderId}`);
  expect(email!.text).toContain("Welcome: 10% off (WELCOME10)");
  expect(email!.text).toContain(`−${usd(off)}`);
  for (const share of shares) expect(email!.text).toContain(share);

  const invoice = await page.request.get(invoiceHref(orderId));
  expect(invoice.headers()["content-type"]).toBe("application/pdf");
  const invoiceText = pdfText(await invoice.body());
  // Helvetica has no typographic minus: the PDF writes a hyphen.
  expect(invoiceText).toEqual(expect.arrayContaining(["Welcome: 10% off (WELCOME10)", `-${usd(off)}`, ...shares.map((s) => s.replace("−", "-"))]));

  // Staff deliver it; the shopper sends the lavender wash back.
  await deliverOrder(orderId);
  const index = order.lines.findIndex((l) => l.productId === LAVENDER);
  const line = order.lines[index]!;
  const net = line.lineTotal + (order.tax?.included ? 0 : (line.tax ?? 0));
  expect(line.lineTotal).toBeLessThan(line.unitPrice * line.quantity);
  await page.goto(`/my-account/orders/${orderId}`);
  await islandsAlive(page);
  const returns = page.getByRole("region", { name: "Returns" });
  await returns.getByLabel(`Units of ${line.name} to return`).selectOption("1");
  await returns.getByLabel("Why are you returning them?").fill("A second one was a gift.");
  await returns.getByRole("button", { name: "Ask to return" }).click();
  await expect(returns.getByTestId("order-returns")).toContainText("Waiting for our answer");

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInTo(staff, DEMO_ADMIN, `/orders/${orderId}`);
  const requests = staff.getByRole("region", { name: "Return requests" });
  await expect(requests).toContainText("A second one was a gift.");
  await islandsAlive(staff);
  await requests.getByRole("button", { name: "Accept and refund" }).click();
  await expect(requests.getByRole("status").filter({ hasText: `Return accepted: ${usd(net)} refunded.` })).toBeVisible();
  await staffContext.close();

  // Refunded: what was paid for the line (after its promotion), and the credit note says why it is less than its price.
  await page.reload();
  await expect(page.getByTestId("order-returns")).toContainText(`Accepted: ${usd(net)} refunded`);
  const note = (await storedOrder(orderId)).creditNotes!.at(-1)!;
  expect(note.total).toBe(net);
  const credit = pdfText(await (await page.request.get(creditNoteHref(orderId, note.number))).body());
  expect(credit).toEqual(expect.arrayContaining([line.name, `Promotions: -${usd(line.promotionDiscount!)}`, usd(line.lineTotal), "Total credited", usd(net)]));
});

test("an automatic offer shows by itself; an unknown code and an ended one are refused with their reason, and nothing is applied", async ({ page }) => {
  await addToCart(page, WIPES, 3);
  await page.goto("/cart");
  await islandsAlive(page);
  const savings = page.getByTestId("cart-promotions");
  // Three packs, the third free: no code typed.
  await expect(savings.getByRole("term").first()).toHaveText("Bamboo wipes: 3 for 2");
  const pack = centsOf(await page.getByTestId("unit-price").textContent());
  await expect(savings.getByRole("definition").first()).toHaveText(`−${usd(pack)}`);
  await expect(page.getByTestId("line-promotion")).toHaveText(`Promotions: −${usd(pack)}`);

  const coupon = page.getByLabel("Coupon code");
  // Nothing typed: said, nothing asked.
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(coupon).toHaveAccessibleDescription("Type a code first.");
  const unknown = `NOPE-${randomUUID().slice(0, 6).toUpperCase()}`;
  await coupon.fill(unknown);
  await page.getByRole("button", { name: "Apply" }).click();
  const why = page.getByRole("alert").filter({ hasText: unknown });
  await expect(why).toHaveText(`We don't know the code ${unknown}. Check it and try again.`);
  await expect(coupon).toHaveAttribute("aria-invalid", "true");
  await expect(coupon).toHaveAccessibleDescription(`We don't know the code ${unknown}. Check it and try again.`);
  await expect(coupon).toBeFocused();

  await coupon.fill("summer25");
  await coupon.press("Enter");
  await expect(coupon).toHaveAccessibleDescription("The code SUMMER25 has ended.");
  await expect(page.getByRole("alert").filter({ hasText: "SUMMER25" })).toBeVisible();
  await expectAccessible(page, "/cart (a code refused)");

  // Nothing applied, nothing kept: the offer alone, as before.
  await expect(page.getByTestId("coupon-current")).toHaveCount(0);
  await expect(savings.getByRole("term")).toHaveText(["Bamboo wipes: 3 for 2", "Estimated total"]);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("flone")!).state.cart.code ?? null)).toBeNull();
  // Typing again clears the refusal.
  await coupon.fill("W");
  await expect(coupon).not.toHaveAttribute("aria-invalid");
});

test("a code paused as the order is placed: nothing is ordered, an alert says why and the new total, the next Place order buys at it", async ({ page }) => {
  test.slow();
  const code = `E2E${randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}`;
  const promotionId = await createCodePromotion("Spring try-out: 20% off", code, 20);
  const who = newShopper();
  const { uid } = await register(who.email, who.password);
  await signInTo(page, who, `/product/${MILK}`);
  await addToCart(page, MILK, 2);
  await page.goto("/cart");
  await islandsAlive(page);
  await page.getByLabel("Coupon code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("coupon-current")).toHaveText(`Code ${code}`);

  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  const totals = page.getByTestId("checkout-totals");
  await expect(totals.getByTestId("checkout-promotion")).toContainText(`Spring try-out: 20% off (${code})`);
  await fillAddress(page.getByRole("group", { name: "Which address should the invoice go to?" }), SAM);
  const discounted = centsOf(await page.getByTestId("checkout-total").textContent());

  await pausePromotion(promotionId);
  await page.getByRole("button", { name: "Place order" }).click();
  const alert = page.getByTestId("code-refused");
  await expect(alert).toBeFocused();
  await expect(alert).toHaveAttribute("role", "alert");
  await expect(alert).toContainText(`The code ${code} can't be used at the moment.`);
  const total = Number(/The total is now \$([\d.,]+)\./.exec((await alert.textContent())!)![1]!.replace(/,/g, "")) * 100;
  expect(total).toBeGreaterThan(discounted);
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await ordersOf(uid)).toBe(0);
  // The summary, priced again: without the code, saying why, at the total the alert gave.
  await expect(page.getByTestId("checkout-total")).toHaveText(usd(Math.round(total)));
  await expect(totals.getByTestId("checkout-promotion")).toHaveCount(0);
  await expect(page.getByTestId("coupon-note")).toHaveText(`The code ${code} can't be used at the moment.`);
  await expectAccessible(page, "/checkout (a code refused at the order)");

  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/FL-[2-9A-Z]{8}$/, { timeout: 30_000 });
  const order = await storedOrder(page.url().split("/").pop()!);
  expect(order.total).toBe(Math.round(total));
  expect(order.promotions ?? []).toEqual([]);
});
