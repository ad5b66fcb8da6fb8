// The admin orders screen as the demo admin: filter the orders, move some in bulk, open one, move
// it from pending to paid and see its history and audit entry; record a bank transfer; cancel an
// order and see its stock back. Seeded orders are shared by every worker and re-run, so they are
// only looked at: the orders moved here are made here (firebase-admin, as staff tools would), for a
// customer of their own.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import type { Firestore } from "firebase-admin/firestore";
import { ORDER_ID_ALPHABET, orderDocSchema, type OrderDoc, type OrderLine } from "@/lib/orders/schema";
import { expectAccessible } from "./support/a11y";
import { withFirestore } from "./support/firestore";
import { DEMO_ADMIN, signInTo } from "./support/sign-in-page";
import { holdScripts, islandsAlive } from "./support/islands";
import { placeTestOrder } from "./support/orders";
import { TEST_ADDRESS } from "@/tests/fixtures/order";

const ADMIN = DEMO_ADMIN;
const SHOPPER_UID = "demo-shopper";
// A simple product (no colours or sizes) that no other spec looks at.
const BOTTLE_SET = "wide-neck-bottle-starter-set";

const newOrderId = () => `FL-${Array.from({ length: 8 }, () => ORDER_ID_ALPHABET[Math.floor(Math.random() * ORDER_ID_ALPHABET.length)]).join("")}`;

/**
 * A pending order of `customer`, made from one of the demo shopper's seeded orders. Its lines name
 * products that no longer exist (moving it touches no stock) unless `lines` are given.
 */
async function pendingOrder(db: Firestore, customer: { uid: string; email: string }, lines?: OrderLine[]): Promise<string> {
  const seeded = await db.collection("orders").where("uid", "==", SHOPPER_UID).limit(1).get();
  const template = orderDocSchema.parse(seeded.docs[0]!.data());
  const id = newOrderId();
  const at = new Date(Date.now() - 60_000).toISOString();
  const own = lines ?? template.lines.map((l, i) => ({ ...l, productId: `e2e-retired-product-${i + 1}` }));
  const order: OrderDoc = orderDocSchema.parse({
    ...template,
    uid: customer.uid,
    email: customer.email,
    customerName: "Alex Admin-Test",
    lines: own,
    itemCount: own.reduce((n, l) => n + l.quantity, 0),
    paymentMethod: "cash-on-delivery",
    payment: { instructions: { kind: "on-delivery" } },
    status: "pending",
    history: [{ status: "pending", at, by: { uid: customer.uid, role: "customer" } }],
    idempotencyKey: `e2e-${randomUUID()}`,
    createdAt: at,
    updatedAt: at,
  });
  await db.collection("orders").doc(id).create(order);
  return id;
}

const customer = () => {
  const uid = `e2e-admin-orders-${randomUUID().slice(0, 8)}`;
  return { uid, email: `${uid}@example.test` };
};


const ordersTable = (page: Page) => page.getByRole("table", { name: /^Orders/ });

test("the demo admin filters orders, moves some in bulk, opens one and takes it from pending to delivered, with its history and audit entries", async ({ page }) => {
  // A whole session of work: sign-in, two filters, a bulk move, an order page, two axe checks.
  test.slow();
  const who = customer();
  const [first, second, third] = await withFirestore(async (db) => [await pendingOrder(db, who), await pendingOrder(db, who), await pendingOrder(db, who)]);

  await signInTo(page, ADMIN, "/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(ordersTable(page).getByRole("row")).toHaveCount(21); // a page of 20 and the header row

  // Filter by status (a GET form: the URL holds it).
  const filters = page.getByRole("search", { name: "Filter orders" });
  await filters.getByLabel("Order status").selectOption("pending");
  await filters.getByRole("button", { name: "Show orders" }).click();
  // Empty fields are left out: the screen answers its canonical URL.
  await expect(page).toHaveURL(/\/orders\?status=pending$/);
  await expect(ordersTable(page).getByRole("rowheader").first()).toBeVisible();
  const statuses = await ordersTable(page).getByTestId("admin-order-status").allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  for (const s of statuses) expect(s).toContain("Pending");
  await expectAccessible(page, "/orders");

  // And by customer: this test's three orders.
  await filters.getByLabel("Customer").fill(who.email);
  await filters.getByRole("button", { name: "Show orders" }).click();
  await expect(page).toHaveURL(`/orders?status=pending&customer=${encodeURIComponent(who.email)}`);
  await expect(ordersTable(page).getByRole("rowheader")).toHaveCount(3);
  for (const id of [first, second, third]) await expect(ordersTable(page).getByRole("rowheader", { name: id })).toBeVisible();

  // Bulk: two of them to paid.
  await islandsAlive(page);
  await ordersTable(page).getByRole("checkbox", { name: `Select order ${second}` }).check();
  await ordersTable(page).getByRole("checkbox", { name: `Select order ${third}` }).check();
  const bulk = page.getByRole("form", { name: "Act on the selected orders" });
  await expect(bulk.getByText("2 orders selected")).toBeVisible();
  await bulk.getByLabel("Move them to").selectOption("paid");
  await bulk.getByRole("button", { name: "Apply" }).click();
  await expect(bulk.getByRole("status")).toHaveText("2 orders moved.");
  await expect(bulk.getByRole("status")).toBeFocused();
  // The list shows pending orders only: the two paid ones have left it.
  await expect(ordersTable(page).getByRole("rowheader")).toHaveText([first]);

  // Open the one left and move it to paid.
  await ordersTable(page).getByRole("link", { name: `Open order ${first}` }).click();
  await expect(page).toHaveURL(`/orders/${first}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${first}` })).toBeVisible();
  const status = page.getByTestId("admin-order-status").filter({ visible: true });
  await expect(status).toHaveText(/Pending/);
  await islandsAlive(page);
  await page.getByRole("button", { name: "Mark as Paid" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The order is now Paid." })).toBeFocused();
  await expect(status).toHaveText(/Paid/);
  await expect(page.getByRole("button", { name: "Mark as Being prepared" })).toBeVisible();

  const history = page.getByRole("table", { name: `Status changes of order ${first}, oldest first` });
  await expect(history.getByRole("row").last()).toContainText("Paid");
  await expect(history.getByRole("row").last()).toContainText("staff");
  const audit = page.getByRole("table", { name: `Changes made by staff to order ${first}, newest first` });
  await expect(audit.getByRole("row")).toHaveCount(2);
  await expect(audit.getByRole("row").last()).toContainText(ADMIN.email);
  await expect(audit.getByRole("row").last().getByRole("cell")).toHaveText([ADMIN.email, "Status changed", "Pending", "Paid"]);
  await expectAccessible(page, "/orders/[id]");

  // The packing slip is all a printout shows.
  await expect(page.getByRole("link", { name: "Packing slip" })).toHaveAttribute("href", `/orders/${first}#packing-slip`);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 2, name: "Packing slip" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${first}` })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // Stored as shown.
  const stored = await withFirestore(async (db) => orderDocSchema.parse((await db.collection("orders").doc(first).get()).data()));
  expect(stored.status).toBe("paid");
  expect(stored.history.at(-1)!.by.role).toBe("admin");

  // On to delivered, one move at a time, each in the history and the audit log.
  for (const next of ["Being prepared", "Shipped", "Delivered"]) {
    if (next === "Shipped") {
      await page.getByLabel("Carrier").fill("UPS");
      await page.getByLabel("Tracking number").fill("1Z 999 AA1 0123456784");
    }
    await page.getByRole("button", { name: `Mark as ${next}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `The order is now ${next}.` })).toBeFocused();
    await expect(status).toHaveText(new RegExp(next));
  }
  await expect(page.getByRole("button", { name: "Mark as Refunded" })).toBeVisible();
  await expect(audit.getByRole("row")).toHaveCount(5);
  await expect(history.getByRole("row").last()).toContainText("Delivered");
  const delivered = await withFirestore(async (db) => orderDocSchema.parse((await db.collection("orders").doc(first).get()).data()));
  expect(delivered.history.map((h) => h.status)).toEqual(["pending", "paid", "processing", "shipped", "delivered"]);
});

test("the admin records a bank transfer: an amount it cannot read or one short of the total is refused, the total marks the order paid", async ({ page }) => {
  const orderId = await withFirestore((db) => placeTestOrder(db, customer(), TEST_ADDRESS));
  const stored = () => withFirestore(async (db) => orderDocSchema.parse((await db.collection("orders").doc(orderId).get()).data()));
  const { total } = await stored();

  await signInTo(page, ADMIN, `/orders/${orderId}`);
  await islandsAlive(page);
  await expect(page.getByRole("heading", { level: 3, name: "Bank transfer received" })).toBeVisible();
  const amount = page.getByLabel("Amount received (USD)");
  const record = page.getByRole("button", { name: "Record the transfer" });
  await expect(amount).toHaveValue((total / 100).toFixed(2));
  await expect(amount).toHaveAccessibleDescription(/As on the bank statement/);

  // Three decimals: refused next to the field, what was typed kept.
  await amount.fill("12.345");
  await record.click();
  await expect(page.getByRole("alert").filter({ hasText: "Type the amount in dollars, e.g. 49.28." })).toBeFocused();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(amount).toHaveValue("12.345");
  // Less than the total: the server refuses it, the order stays pending.
  await amount.fill("1,00");
  await record.click();
  await expect(page.getByRole("alert").filter({ hasText: "The transfer is less than the order total" })).toBeFocused();
  expect((await stored()).status).toBe("pending");
  // The total, with a decimal comma as French and German staff type it.
  await amount.fill((total / 100).toFixed(2).replace(".", ","));
  await record.click();
  await expect(page.getByRole("status").filter({ hasText: "Transfer recorded: the order is now paid." })).toBeFocused();
  await expect(record).toHaveCount(0);
  const paid = await stored();
  expect(paid.status).toBe("paid");
  expect(paid.payment.received?.amount).toBe(total);
});

test("the admin cancels an order after confirming, and its stock is back", async ({ page }) => {
  const who = customer();
  // The unit this order holds is taken from stock first, as a checkout would, so cancelling it
  // leaves the product as it was.
  const { orderId, stock } = await withFirestore(async (db) => {
    const ref = db.collection("products").doc(BOTTLE_SET);
    const snap = await ref.get();
    expect(snap.get("variations")).toEqual([]);
    const units = snap.get("stock") as number;
    expect(units).toBeGreaterThanOrEqual(1);
    await ref.update({ stock: units - 1, saleCount: (snap.get("saleCount") as number) + 1 });
    const price = snap.get("price") as number;
    const line: OrderLine = { productId: BOTTLE_SET, name: snap.get("name") as string, image: (snap.get("images") as string[])[0]!, listPrice: price, unitPrice: price, quantity: 1, lineTotal: price };
    return { orderId: await pendingOrder(db, who, [line]), stock: units };
  });

  await signInTo(page, ADMIN, `/orders/${orderId}`);
  await islandsAlive(page);
  await page.getByRole("button", { name: "Mark as Cancelled" }).click();
  const question = page.getByRole("group", { name: `Cancel order ${orderId}? Its items go back in stock.` });
  await expect(question.getByRole("button", { name: "Keep it" })).toBeFocused();
  await question.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The order is now Cancelled." })).toBeFocused();
  await expect(page.getByText("This order is final: no further move is possible.")).toBeVisible();
  await expect(page.getByTestId("admin-order-status").filter({ visible: true })).toHaveText(/Cancelled/);

  const after = await withFirestore(async (db) => (await db.collection("products").doc(BOTTLE_SET).get()).get("stock") as number);
  expect(after).toBe(stock);
});

test("a \"select every order\" ticked before the page's scripts have run ticks every row once they do", async ({ page }) => {
  const who = customer();
  const ids = await withFirestore(async (db) => [await pendingOrder(db, who), await pendingOrder(db, who)]);
  await signInTo(page, ADMIN, `/orders?customer=${encodeURIComponent(who.email)}`);
  // No script arrives until the tick has happened.
  const ticked = await holdScripts(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  const all = page.getByRole("checkbox", { name: "Select every order on this page" });
  await all.check();
  ticked();
  const bulk = page.getByRole("form", { name: "Act on the selected orders" });
  // Every chunk of the page loads now, one after another: allow for that on a busy machine.
  await expect(bulk.getByText("2 orders selected")).toBeVisible({ timeout: 20_000 });
  await expect(all).toBeChecked();
  for (const id of ids) await expect(page.getByRole("checkbox", { name: `Select order ${id}`, exact: true })).toBeChecked();
});

test("the bulk bar does not mark orders shipped: it says where that is done, and the server refuses it with a link to each order", async ({ page }) => {
  const who = customer();
  const [first, second] = await withFirestore(async (db) => [await pendingOrder(db, who), await pendingOrder(db, who)]);
  await signInTo(page, ADMIN, `/orders?customer=${encodeURIComponent(who.email)}`);
  await islandsAlive(page);
  const bulk = page.getByRole("form", { name: "Act on the selected orders" });
  const choice = bulk.getByLabel("Move them to");
  await expect(choice).toHaveAccessibleDescription("To mark an order shipped, open it: its parcel's carrier and tracking number are needed.");
  await expect(choice.locator("option")).toHaveText(["Choose a status", "Paid", "Being prepared", "Delivered", "Cancelled", "Refunded"]);

  // Both to paid, then to being prepared: ready to ship.
  for (const [to, label] of [["paid", "Paid"], ["processing", "Being prepared"]] as const) {
    await page.getByRole("checkbox", { name: "Select every order on this page" }).check();
    await choice.selectOption(to);
    await bulk.getByRole("button", { name: "Apply" }).click();
    await expect(bulk.getByRole("status")).toHaveText("2 orders moved.");
    await expect(page.getByTestId("admin-order-status")).toHaveText([new RegExp(label), new RegExp(label)]);
  }

  // A stale or altered page that still offers "Shipped": the server refuses, nothing moves.
  await choice.evaluate((select) => select.append(new Option("Shipped", "shipped")));
  await page.getByRole("checkbox", { name: "Select every order on this page" }).check();
  await choice.selectOption("shipped");
  await bulk.getByRole("button", { name: "Apply" }).click();
  const outcome = bulk.getByRole("status");
  await expect(outcome).toBeFocused();
  await expect(outcome.getByText("2 orders were not moved:")).toBeVisible();
  const reason = "An order is marked shipped on its own page, with its parcel's carrier and tracking number: open the order.";
  for (const id of [first, second]) {
    await expect(outcome.getByRole("listitem").filter({ hasText: id })).toHaveText(`${id}: ${reason}`);
    await expect(outcome.getByRole("link", { name: id })).toHaveAttribute("href", `/orders/${id}`);
  }
  const stored = await withFirestore(async (db) => Promise.all([first, second].map(async (id) => orderDocSchema.parse((await db.collection("orders").doc(id).get()).data()))));
  for (const order of stored) {
    expect(order.status).toBe("processing");
    expect(order.shipment).toBeUndefined();
  }
});
