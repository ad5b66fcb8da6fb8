// An instance dies with a checkout in flight: the browser's retry, with the same idempotency key,
// reaches another instance and gives the one order the first made. Two `next start` of the e2e
// build (A and B, each with its own copy of the dist folder) behind nginx, A the only active
// upstream and B its `backup`; between nginx and A a TCP proxy that can hold A's answers.
//
// What it proves: an order committed by an instance whose answer never reached the browser is
// neither lost nor made twice. The page says "not placed"; "Place order" again sends the same key
// through the load balancer to B, which answers the order A made: the confirmation of that order
// id, one order, the stock taken once, one confirmation email. B also shows the product's stored
// price and stock at once: nothing of it lived only in A.
//
// Why each step is deterministic, with no sleep and no race:
// - Everything goes to A until A fails: B is `backup`, so nginx sends it nothing before (and B has
//   rendered nothing of this product before the order was committed).
// - The proxy holds A's answers before "Place order", so the browser cannot get the answer,
//   whatever A's speed; A itself answers in full and runs its after-response work.
// - A is killed only once the order is stored and its confirmation email is marked sent (polled in
//   Firestore): the order's commit is one transaction, and waiting for the email takes the outbox's
//   at-least-once window (a sender killed mid-send is retried after its lease) out of the test.
// - Closing the proxy cuts the held request: nginx does not retry a POST it has sent (the browser
//   gets 502, the checkout's "failed" message) and marks A failed; nothing listens on the proxy's
//   port any more, so the next "Place order" can only reach B (a refused connection sends even a
//   POST to the next upstream).
// - Without the key (a new order on each press) the order count and the confirmation's id fail.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { deleteProductInTransaction } from "@/lib/catalog/write";
import { DEFAULT_PROJECT_ID, resolvePorts, stackEnv } from "../scripts/stack/index";
import { removeDist, startInstance, startLoadBalancer } from "../scripts/lib/instances";
import type { Server } from "../scripts/lib/proc";
import { childEnv } from "../scripts/lib/shop";
import { newShopper, register } from "./support/accounts";
import { fillAddress, SAM } from "./support/address";
import { writeOwnProduct } from "./support/catalog";
import { withFirestore } from "./support/firestore";
import { deliveredTo, testInbox } from "./support/inbox";
import { cartButton, restored } from "./support/shop";
import { signInTo } from "./support/sign-in-page";
import { startTcpProxy, type TcpProxy } from "./support/tcp-proxy";

test.describe.configure({ mode: "serial" });

// Ports of their own: instances.spec.ts uses E2E_PORT+10 and +20, the dev-server spec +30.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORTS = { a: E2E_PORT + 40, b: E2E_PORT + 50, balancer: E2E_PORT + 60 };
const SHOP = `http://127.0.0.1:${PORTS.balancer}`;
const B = `http://127.0.0.1:${PORTS.b}`;
const NAMES = { a: "failover-a", b: "failover-b" };

const suffix = randomUUID().slice(0, 8);
const ID = `e2e-failover-${suffix}`;
const NAME = `Failover ${suffix} Rattle`;
const STOCK = 3;

let a: Server | undefined;
let b: Server | undefined;
let balancer: Server | undefined;
let proxy: TcpProxy | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Written first, so both instances know it from their start.
  await withFirestore((db) => writeOwnProduct(db, { id: ID, sku: `FAIL-${suffix}`.toUpperCase(), name: NAME, price: 1234, stock: STOCK }));
  const env = childEnv(stackEnv(resolvePorts("test", undefined), DEFAULT_PROJECT_ID));
  a = await startInstance(NAMES.a, PORTS.a, env);
  b = await startInstance(NAMES.b, PORTS.b, env);
  proxy = await startTcpProxy({ host: "127.0.0.1", port: PORTS.a });
  balancer = await startLoadBalancer(PORTS.balancer, [proxy.port], { backups: [PORTS.b] });
});

test.afterAll(async () => {
  await balancer?.stop();
  await Promise.all([a?.stop(), b?.stop(), proxy?.close()]);
  await withFirestore((db) => db.runTransaction(async (tx) => deleteProductInTransaction(db, tx, ID)));
  for (const name of Object.values(NAMES)) removeDist(name);
});

/** The shopper's orders as stored, each with the delivery states of its confirmation emails. */
const storedOrders = (uid: string) =>
  withFirestore(async (db) => {
    const orders = await db.collection("orders").where("uid", "==", uid).get();
    return Promise.all(
      orders.docs.map(async (order) => {
        const mails = await db.collection("mail").where("orderId", "==", order.id).get();
        return { id: order.id, confirmation: mails.docs.filter((m) => m.get("kind") === "order-confirmation").map((m) => m.get("state")) };
      }),
    );
  });

const storedStock = () => withFirestore(async (db) => (await db.collection("products").doc(ID).get()).get("stock") as number);

test("a checkout whose instance dies before its answer is retried on another and gives exactly one order", async ({ browser }) => {
  // Sign-in, a product page, checkout and confirmation through nginx, on a 2-core machine.
  test.setTimeout(180_000);
  const buyer = newShopper();
  const { uid } = await register(buyer.email, buyer.password);
  // Signed in on the sign-in page: checkout needs the browser's Firebase user too.
  const context = await browser.newContext({ baseURL: SHOP });
  const page = await context.newPage();
  await signInTo(page, buyer, `/product/${ID}`);
  await restored(page);
  await page.getByRole("button", { name: `Add ${NAME} to cart` }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-totals")).toContainText("$12.34");
  await fillAddress(page.getByRole("group", { name: "Which address should the invoice go to?" }), SAM);
  await page.getByRole("radio", { name: /^Cash on delivery/ }).check();

  let orderId = "";
  await test.step("A commits the order, but its answer never reaches the browser", async () => {
    proxy!.hold();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect
      .poll(() => storedOrders(uid), { message: "the order stored by A, its confirmation sent", timeout: 30_000 })
      .toEqual([{ id: expect.stringMatching(/^FL-/), confirmation: ["sent"] }]);
    orderId = (await storedOrders(uid))[0]!.id;
  });

  await test.step("A dies: the page says the order was not placed", async () => {
    await a!.kill();
    await proxy!.close();
    await expect(page.getByText("Your order was not placed. Please try again.")).toBeVisible();
  });

  await test.step("B shows the product's stored price and stock at once", async () => {
    const res = await fetch(`${B}/product/${ID}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("$12.34");
    expect(html).toContain(`Only ${STOCK - 1} left`);
  });

  await test.step("'Place order' again: the same key reaches B, which answers A's order", async () => {
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/confirmation/${orderId}$`), { timeout: 30_000 });
    await expect(page.getByText(`Your order ${orderId} is placed.`, { exact: false })).toBeVisible();
  });

  expect(await storedOrders(uid)).toEqual([{ id: orderId, confirmation: ["sent"] }]);
  expect(await storedStock()).toBe(STOCK - 1);
  // Sent by A before it died (marked sent only once the SMTP server took it), and by nobody since.
  const delivered = deliveredTo(await testInbox().waitForDelivery([buyer.email]), buyer.email);
  expect(delivered.map((m) => m.subject)).toEqual([`Your Flone order ${orderId}`]);
  await context.close();
});
