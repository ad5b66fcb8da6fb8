// The order history in /my-account and an order's own page, against the seeded demo orders
// (scripts/seed/orders.ts: 8 for the demo shopper, in every status), and cancelling a pending order.
// The seeded orders are shared by every worker and by re-runs, so they are only looked at here:
// the cancel tests give a new account its own pending orders (written with firebase-admin, like
// staff tools would), whose lines name products that no longer exist, so cancelling them returns
// no stock to the catalogue the other tests use.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { ORDER_ID_ALPHABET, orderDocSchema, type OrderDoc } from "@/lib/orders/schema";
import { DEMO_CUSTOMERS } from "@/scripts/seed/orders";
import { expectAccessible } from "./support/a11y";
import { registerAccount, authSignIn, startSession } from "./support/accounts";

// The stack the webServer started (scripts/stack: FIRESTORE_PORT overrides the test profile's).
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${process.env.FIRESTORE_PORT || 18080}`;
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || "demo-flone";
const SHOPPER = { uid: "demo-shopper", email: "shopper@flone.test", password: "shopper-demo-123" };

let admin: App;
let db: Firestore;
test.beforeAll(() => {
  admin = initializeApp({ projectId: PROJECT_ID }, `e2e-orders-${randomUUID()}`);
  db = getFirestore(admin);
});
test.afterAll(() => deleteApp(admin));

const history = (page: Page) => page.getByRole("region", { name: "Your orders" });
const orderList = (page: Page) => history(page).getByRole("list", { name: "Your orders, newest first" });
const card = (page: Page, id: string) => orderList(page).getByRole("article", { name: `Order ${id}` });

/** The account page with its islands alive (the cancel buttons answer through a server action). */
async function openAccount(page: Page): Promise<void> {
  await page.goto("/my-account");
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await expect(history(page).getByRole("heading", { level: 2, name: "Your orders" })).toBeVisible();
  await expect(page.locator("[data-island]:not([data-island='live'])")).toHaveCount(0);
}

const newOrderId = () => `FL-${Array.from({ length: 8 }, () => ORDER_ID_ALPHABET[Math.floor(Math.random() * ORDER_ID_ALPHABET.length)]).join("")}`;

/**
 * A pending order of `buyer`, made from one of the demo shopper's seeded orders: the same names,
 * images and prices, but lines of products that no longer exist (nothing to return to stock).
 */
async function pendingOrderOf(buyer: { uid: string; email: string }, placedAt: Date): Promise<string> {
  const seeded = await db.collection("orders").where("uid", "==", SHOPPER.uid).limit(1).get();
  const template = orderDocSchema.parse(seeded.docs[0]!.data());
  const id = newOrderId();
  const at = placedAt.toISOString();
  const order: OrderDoc = orderDocSchema.parse({
    ...template,
    uid: buyer.uid,
    email: buyer.email,
    lines: template.lines.map((l, i) => ({ ...l, productId: `e2e-retired-product-${i + 1}` })),
    paymentMethod: "cash-on-delivery",
    payment: { instructions: { kind: "on-delivery" } },
    status: "pending",
    history: [{ status: "pending", at, by: { uid: buyer.uid, role: "customer" } }],
    idempotencyKey: `e2e-${randomUUID()}`,
    createdAt: at,
    updatedAt: at,
  });
  await db.collection("orders").doc(id).create(order);
  return id;
}

test("the demo shopper's orders: newest first, every status, details in place and on the order's own page", async ({ page, context, baseURL }) => {
  await startSession(context, baseURL!, await authSignIn(SHOPPER.email, SHOPPER.password));
  await openAccount(page);
  await expect(page.getByRole("navigation", { name: "Your account" }).getByRole("link").first()).toHaveText("Your orders");

  const seeded = (await db.collection("orders").where("uid", "==", SHOPPER.uid).get()).docs.map((d) => ({ id: d.id, ...orderDocSchema.parse(d.data()) }));
  expect(seeded.length).toBeGreaterThanOrEqual(8);
  const newest = [...seeded].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 10);
  // Newest first, as many as a page holds.
  await expect(orderList(page).getByRole("article")).toHaveCount(newest.length);
  await expect(orderList(page).getByRole("heading", { level: 3 })).toHaveText(newest.map((o) => `Order ${o.id}`));
  const statuses = await orderList(page).getByTestId("order-status").allTextContents();
  for (const s of ["Shipped", "Delivered", "Cancelled", "Refunded"]) expect(statuses).toContainEqual(expect.stringContaining(s));
  // Only pending orders offer "Cancel order".
  const pending = newest.filter((o) => o.status === "pending");
  await expect(orderList(page).getByRole("button", { name: /^Cancel order/ })).toHaveCount(pending.length);

  // The details unfold in place: lines, totals, addresses, payment and the timeline.
  const delivered = newest.find((o) => o.status === "delivered")!;
  const entry = card(page, delivered.id);
  await expect(entry.getByRole("table")).toBeHidden();
  await entry.getByText("Show details").click();
  const lines = entry.getByRole("table", { name: `Items of order ${delivered.id}` });
  await expect(lines.getByRole("row")).toHaveCount(delivered.lines.length + 1);
  await expect(lines.getByRole("rowheader").first()).toContainText(delivered.lines[0]!.name);
  await expect(entry.getByRole("heading", { level: 4, name: "Progress" })).toBeVisible();
  await expect(entry.getByRole("listitem").filter({ hasText: "Delivered" }).last()).toHaveAttribute("aria-current", "step");
  await expectAccessible(page, "/my-account (orders)");

  // Its own page: the same order in full, from the card's link.
  await entry.getByRole("link", { name: `Order ${delivered.id}` }).click();
  await expect(page).toHaveURL(`/my-account/orders/${delivered.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${delivered.id}` })).toBeVisible();
  // (The account page stays in the document, hidden, after a client navigation: only what shows counts.)
  await expect(page.getByTestId("order-status").filter({ visible: true })).toHaveText(/Delivered/);
  await expect(page.getByRole("table", { name: `Items of order ${delivered.id}` }).getByRole("row")).toHaveCount(delivered.lines.length + 1);
  for (const h of ["Items", "Payment summary", "Delivery", "Payment", "Progress"]) {
    await expect(page.getByRole("heading", { level: 2, name: h, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: /Cancel order/ })).toHaveCount(0);
  await expectAccessible(page, "/my-account/orders/[id]");

  // A pending order paid by bank transfer shows where to send the money.
  const transfer = pending.find((o) => o.paymentMethod === "bank-transfer");
  if (transfer) {
    await page.goto(`/my-account/orders/${transfer.id}`);
    await expect(page.getByText(`with the reference ${transfer.id}`)).toBeVisible();
    await expect(page.getByText("Account number (IBAN)")).toBeVisible();
  }
});

test("another shopper's order, and an id that is no order, are not found", async ({ page, context, baseURL }) => {
  await startSession(context, baseURL!, await authSignIn(SHOPPER.email, SHOPPER.password));
  const theirs = await db.collection("orders").where("uid", "==", DEMO_CUSTOMERS[0]!.uid).limit(1).get();
  expect(theirs.size).toBe(1);
  for (const id of [theirs.docs[0]!.id, "FL-22222222", "not-an-order"]) {
    await page.goto(`/my-account/orders/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible();
    await expect(page.getByText(theirs.docs[0]!.get("customerName") as string)).toHaveCount(0);
  }
});

test("a shopper cancels a pending order after confirming; a refusal is shown as an alert", async ({ page, context, baseURL }) => {
  const account = await registerAccount();
  await startSession(context, baseURL!, account, { firstName: "Sam", lastName: "Parent" });
  const first = await pendingOrderOf(account, new Date(Date.now() - 60_000));
  const second = await pendingOrderOf(account, new Date(Date.now() - 120_000));
  const third = await pendingOrderOf(account, new Date(Date.now() - 180_000));

  await openAccount(page);
  const entry = card(page, first);
  const cancel = entry.getByRole("button", { name: `Cancel order (order ${first})` });

  // Asking first: "Keep it" (focused) changes nothing and brings focus back.
  await cancel.click();
  const confirm = entry.getByRole("group", { name: `Cancel order ${first}? Its items go back on sale and you will not be charged.` });
  await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(cancel).toBeFocused();
  expect((await db.doc(`orders/${first}`).get()).get("status")).toBe("pending");

  await cancel.click();
  await confirm.getByRole("button", { name: "Yes, cancel the order" }).click();
  const status = entry.getByTestId("order-status");
  await expect(status).toHaveText(/Cancelled/);
  await expect(status).toBeFocused();
  await expect(entry.getByRole("button", { name: /Cancel order/ })).toHaveCount(0);
  const stored = (await db.doc(`orders/${first}`).get()).data()!;
  expect(stored.status).toBe("cancelled");
  expect((stored.history as OrderDoc["history"]).map((h) => [h.status, h.by.role])).toEqual([
    ["pending", "customer"],
    ["cancelled", "customer"],
  ]);
  await entry.getByText("Show details").click();
  await expect(entry.getByRole("listitem").filter({ hasText: "Cancelled" })).toContainText("by you");

  // On the order's own page, reached by a client navigation (the list stays in the document, hidden).
  await card(page, third).getByRole("link", { name: `Order ${third}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${third}` })).toBeVisible();
  // Rendered in the browser by the navigation: alive at once (no hydration to wait for).
  await page.getByRole("button", { name: /Cancel order/ }).click();
  await page.getByRole("button", { name: "Yes, cancel the order" }).click();
  const shown = page.getByTestId("order-status").filter({ visible: true });
  await expect(shown).toHaveText(/Cancelled/);
  await expect(shown).toBeFocused();
  expect((await db.doc(`orders/${third}`).get()).get("status")).toBe("cancelled");

  // Meanwhile the shop took the payment of the other one: cancelling it is refused, with the reason.
  await page.goto(`/my-account/orders/${second}`);
  await expect(page.locator("[data-island]:not([data-island='live'])")).toHaveCount(0);
  await db.doc(`orders/${second}`).update({ status: "paid" });
  await page.getByRole("button", { name: /Cancel order/ }).click();
  await page.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This order can no longer be cancelled." })).toBeVisible();
  await expect(page.getByRole("button", { name: /Cancel order/ })).toBeFocused();
  expect((await db.doc(`orders/${second}`).get()).get("status")).toBe("paid");
});

test("a long history: ten orders, then 'Show more orders' shows the rest and puts focus on the first new one", async ({ page, context, baseURL }) => {
  const account = await registerAccount();
  await startSession(context, baseURL!, account);
  const ids: string[] = [];
  // Newest first: order i was placed i hours ago.
  for (let i = 0; i < 12; i++) ids.push(await pendingOrderOf(account, new Date(Date.now() - (i + 1) * 3_600_000)));

  await openAccount(page);
  await expect(orderList(page).getByRole("heading", { level: 3 })).toHaveText(ids.slice(0, 10).map((id) => `Order ${id}`));
  await page.getByRole("link", { name: "Show more orders" }).click();
  await expect(page).toHaveURL(`/my-account?orders=20#order-${ids[10]}`);
  await expect(orderList(page).getByRole("heading", { level: 3 })).toHaveText(ids.map((id) => `Order ${id}`));
  await expect(card(page, ids[10]!).getByRole("link", { name: `Order ${ids[10]}` })).toBeFocused();
  await expect(page.getByRole("link", { name: "Show more orders" })).toHaveCount(0);
});
