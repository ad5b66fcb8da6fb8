// Orders for e2e specs, made by the checkout's own builders: priced by priceOrder and put together
// by orderDoc (lib/orders), as placeOrder does, then written with firebase-admin as its commit
// would. (placeOrder itself is server-only, and a real checkout would take stock the other specs
// count.) Their lines are of a product that no longer exists, so moving them returns no stock.
import { randomUUID } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { testProduct } from "@/lib/catalog/test-product";
import { orderDoc } from "@/lib/orders/order-doc";
import { priceOrder } from "@/lib/orders/pricing";
import { ORDER_ID_ALPHABET, ORDERS_COLLECTION } from "@/lib/orders/schema";
import type { AddressInput } from "@/lib/schemas";

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
