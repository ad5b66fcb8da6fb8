// A delivered order, made by the shop's own code: checkout's placeOrder, then staff's moves
// through changeOrderStatus (pending -> paid -> processing -> shipped -> delivered); or an order
// placed already (through the shop's pages) moved the same way. Run by e2e/support/orders.ts as a
// child process, in plain Node (scripts/lib/plain-node.ts).
//
//   tsx e2e/support/deliver-order.ts <uid> <email> <productId>
//   tsx e2e/support/deliver-order.ts --order <orderId>
import "../../scripts/lib/plain-node";
import { randomUUID } from "node:crypto";

/** A parcel for moves to shipped (changeOrderStatus refuses shipped without one). */
const PARCEL = { carrier: "DHL", trackingNumber: "JD0146000062" };

async function main(): Promise<void> {
  const [{ changeOrderStatus, placeOrder }, { TEST_ADDRESS }] = await Promise.all([import("@/lib/orders/db"), import("@/tests/fixtures/order")]);
  const [uid, email, productId] = process.argv.slice(2);
  if (uid === "--order" && email) return deliver(changeOrderStatus, email);
  if (!uid || !email || !productId) throw new Error("usage: deliver-order.ts <uid> <email> <productId> | --order <orderId>");
  const outcome = await placeOrder(
    { uid, email },
    {
      idempotencyKey: randomUUID(),
      lines: [{ id: productId, quantity: 1 }],
      billing: { kind: "new", address: TEST_ADDRESS },
      shipping: { kind: "same" },
      shippingMethod: "standard",
      paymentMethod: "cash-on-delivery",
    },
  );
  if (outcome.status !== "placed") throw new Error(`order not placed: ${JSON.stringify(outcome)}`);
  await deliver(changeOrderStatus, outcome.orderId);
}

/** Staff's moves from pending to delivered; writes the order's id. */
async function deliver(move: typeof import("@/lib/orders/db").changeOrderStatus, orderId: string): Promise<void> {
  for (const to of ["paid", "processing", "shipped", "delivered"] as const) {
    await move({ orderId, to, actor: { uid: "e2e-staff", role: "admin" }, ...(to === "shipped" ? { shipment: PARCEL } : {}) });
  }
  process.stdout.write(orderId);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  },
);
