// A delivered order, made by the shop's own code: checkout's placeOrder, then staff's moves
// through changeOrderStatus (pending -> paid -> processing -> shipped -> delivered). Run by
// e2e/support/orders.ts as a child process, since that code needs node's "react-server"
// condition (its modules import "server-only"), which the Playwright runner does not set.
//
//   tsx --conditions=react-server e2e/support/deliver-order.ts <uid> <email> <productId>
import { randomUUID } from "node:crypto";
import { changeOrderStatus, placeOrder } from "@/lib/orders/db";
import { TEST_ADDRESS } from "@/lib/orders/test-order";

async function main(): Promise<void> {
  const [uid, email, productId] = process.argv.slice(2);
  if (!uid || !email || !productId) throw new Error("usage: deliver-order.ts <uid> <email> <productId>");
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
  for (const to of ["paid", "processing", "shipped", "delivered"] as const) {
    await changeOrderStatus({ orderId: outcome.orderId, to, actor: { uid: "e2e-staff", role: "admin" } });
  }
  process.stdout.write(outcome.orderId);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  },
);
