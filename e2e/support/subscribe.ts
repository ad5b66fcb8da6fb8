// A parent's subscription, made by the shop's own code (lib/subscriptions/db.ts subscribe: cash
// on delivery, so its first delivery's order is placed at once) to a product made for it with a
// subscription offer. Run by e2e/support/subscriptions.ts as a child process, in plain Node
// (scripts/lib/plain-node.ts), like deliver-order.ts.
//
//   tsx e2e/support/subscribe.ts <productId> <productName> <uid> <email> [<subscribedAt ISO>]   (writes the subscription's id)
import "../../scripts/lib/plain-node";

/** What the parent agreed to: the shop's words are made by the subscribe action; any text does here. */
const CONSENT = "A delivery every 2 weeks. You pay the courier when each delivery arrives.";

async function main(): Promise<void> {
  const [productId, name, uid, email, at] = process.argv.slice(2);
  if (!productId || !name || !uid || !email) throw new Error("usage: subscribe.ts <productId> <productName> <uid> <email>");
  const [{ firestore }, { writeProductInTransaction }, { subscribe }, { testProduct }, { subscribeInput }] = await Promise.all([
    import("@/lib/firebase/admin"),
    import("@/lib/catalog/write"),
    import("@/lib/subscriptions/db"),
    import("@/tests/fixtures/product"),
    import("@/tests/fixtures/subscription"),
  ]);
  const db = firestore();
  const product = testProduct(productId, { name, price: 1500, stock: 20, variations: [], subscription: { intervals: [2, 4], discountPercent: 10 } });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, product));
  const outcome = await subscribe({ uid, email, locale: "en" }, subscribeInput(productId), CONSENT, ...(at ? [() => new Date(at)] : []));
  if (outcome.status !== "active") throw new Error(`not subscribed: ${JSON.stringify(outcome)}`);
  process.stdout.write(outcome.subscriptionId);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  },
);
