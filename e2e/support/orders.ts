// Orders for e2e specs, made by the shop's own order code:
// - placeTestOrder: priced by priceOrder and put together by orderDoc (lib/orders), as placeOrder
//   does, then written with firebase-admin as its commit would; its lines are of a product that no
//   longer exists, so moving it returns no stock the other specs count;
// - deliveredOrder: placeOrder itself and the status moves, in a child process against the test
//   stack (see deliver-order.ts for why); deliverOrder: the moves alone, for an order placed in the shop.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import type { Firestore } from "firebase-admin/firestore";
import { testProduct } from "@/tests/fixtures/product";
import { orderDoc } from "@/lib/orders/order-doc";
import { priceOrder } from "@/lib/orders/pricing";
import { ORDER_ID_ALPHABET, ORDERS_COLLECTION } from "@/lib/orders/schema";
import type { AddressInput } from "@/lib/users/schema";
import { DEFAULT_PROJECT_ID, repoRoot, resolvePorts, stackEnv } from "../../scripts/stack/index";

const run = promisify(execFile);

const newOrderId = () => `FL-${Array.from({ length: 8 }, () => ORDER_ID_ALPHABET[Math.floor(Math.random() * ORDER_ID_ALPHABET.length)]).join("")}`;

/** A pending order of `buyer`, billed and shipped to `address`, with `notes`; answers its id. */
export async function placeTestOrder(db: Firestore, buyer: { uid: string; email: string }, address: AddressInput, notes = ""): Promise<string> {
  const product = testProduct(`e2e-retired-product-${randomUUID().slice(0, 8)}`, { name: "Retired romper", price: 2500 });
  const pricing = priceOrder(new Map([[product.id, product]]), [{ id: product.id, quantity: 2 }], { method: "standard", country: address.country });
  if (!pricing.ok) throw new Error(`not priced: ${JSON.stringify(pricing.problems)}`);
  const id = newOrderId();
  const at = new Date().toISOString();
  const doc = orderDoc({
    id,
    buyer,
    billingAddress: address,
    shippingAddress: address,
    pricing,
    shippingMethod: "standard",
    paymentMethod: "bank-transfer",
    notes,
    history: [{ status: "pending", at, by: { uid: buyer.uid, role: "customer" } }],
    idempotencyKey: `e2e-${randomUUID()}`,
  });
  await db.collection(ORDERS_COLLECTION).doc(id).create(doc);
  return id;
}

/** Runs one of e2e/support's scripts of the shop's own code in plain Node against the test stack; answers what it writes. */
export async function shopScript(file: string, args: string[]): Promise<string> {
  const root = repoRoot();
  const { stdout } = await run(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "e2e", "support", file), ...args], {
    cwd: root,
    env: { ...process.env, ...stackEnv(resolvePorts("test", undefined), DEFAULT_PROJECT_ID) },
  });
  return stdout.trim();
}
const deliverScript = (args: string[]) => shopScript("deliver-order.ts", args);

/** Places an order of one `productId` for the account and moves it to delivered; answers its id. */
export const deliveredOrder = (account: { uid: string; email: string }, productId: string): Promise<string> => deliverScript([account.uid, account.email, productId]);

/** Moves an order placed in the shop (pending) to delivered, as staff would. */
export const deliverOrder = async (orderId: string): Promise<void> => void (await deliverScript(["--order", orderId]));
