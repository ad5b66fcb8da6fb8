// npm run bench:subscriptions [-- --subscriptions 500 --products 10 --payment cash-on-delivery|card]
// The subscription job's throughput, on the local Firebase stack ("bench" ports): `subscriptions`
// subscriptions (spread over `products` products) all due at the same minute, then one job run
// (lib/subscriptions/job.ts runSubscriptions, as POST /api/jobs/subscriptions runs it) and a
// second one at once beside it: deliveries placed per second, and the check that each was placed
// once. --payment card: each subscription's card saved on the Stripe stand-in first, so the run
// also sends and applies every delivery's off-session charge. Prints the figures (BENCHMARKS.md
// records them with this command).
import "../lib/plain-node"; // placing an order renders its emails with react-dom/server
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { startStack, stripeWebhookUrl } from "../stack/index";
import { runMain } from "../lib/shop";

const { values } = parseArgs({
  options: {
    subscriptions: { type: "string", default: "500" },
    products: { type: "string", default: "10" },
    payment: { type: "string", default: "cash-on-delivery" },
  },
});
if (values.payment !== "cash-on-delivery" && values.payment !== "card") throw new Error("--payment cash-on-delivery|card");
const COUNT = Number(values.subscriptions);
const PRODUCTS = Number(values.products);
const byCard = values.payment === "card";

runMain(async (onStop) => {
  const stack = await startStack({ profile: "bench", log: () => {}, ...(byCard ? { stripeWebhookUrl: stripeWebhookUrl(9) } : {}) });
  onStop(stack.stop);
  Object.assign(process.env, stack.env);
  const { firestore } = await import("@/lib/firebase/admin");
  const { writeProductInTransaction } = await import("@/lib/catalog/write");
  const { testProduct } = await import("@/tests/fixtures/product");
  const { subscribeInput, testParent } = await import("@/tests/fixtures/subscription");
  const { subscribe, activateWithCard } = await import("@/lib/subscriptions/db");
  const { runSubscriptions } = await import("@/lib/subscriptions/job");
  const { ensureCustomer, startCardSetup, savedCardOf } = await import("@/lib/payments/saved-cards");
  const { cardPayments } = await import("@/lib/payments/stripe");
  const { ORDERS_COLLECTION } = await import("@/lib/orders/schema");
  const db = firestore();

  const products = Array.from({ length: PRODUCTS }, (_, i) =>
    testProduct(`bench-sub-${i}-${randomUUID().slice(0, 6)}`, { price: 2000, discount: 0, stock: 100_000, variations: [], subscription: { intervals: [2], discountPercent: 10 } }),
  );
  for (const p of products) await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));

  // Subscribed on 2030-01-07 (their first delivery then), all due again on 2030-01-21.
  const subscribedAt = () => new Date("2030-01-07T09:00:00.000Z");
  const made = Date.now();
  const ids: string[] = [];
  for (let i = 0; i < COUNT; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, COUNT - i) }, async (_, k) => {
        const uid = `bench-sub-parent-${randomUUID().slice(0, 12)}`;
        const who = testParent(uid);
        const input = subscribeInput(products[(i + k) % PRODUCTS]!.id, { quantity: 1, paymentMethod: values.payment as "card" | "cash-on-delivery" });
        const outcome = await subscribe(who, input, "bench consent", subscribedAt);
        if (outcome.status === "unavailable") throw new Error("a bench product ran out of stock");
        if (outcome.status === "card-setup") {
          const page = await startCardSetup({ customerId: await ensureCustomer(who), subscriptionId: outcome.subscriptionId, successUrl: "http://127.0.0.1:9/ok", cancelUrl: "http://127.0.0.1:9/back", locale: "en" });
          await fetch(`${page.url}/pay`, { method: "POST", redirect: "manual", body: new URLSearchParams({ payment_method: "pm_card_visa" }) });
          const session = await cardPayments()!.stripe.checkout.sessions.retrieve(page.sessionId);
          await activateWithCard(outcome.subscriptionId, await savedCardOf(String(session.setup_intent)), subscribedAt);
        }
        return outcome.subscriptionId;
      }),
    );
    ids.push(...batch);
  }
  // The first deliveries' charges, sent and applied before the measured run.
  if (byCard) await runSubscriptions(subscribedAt);
  console.log(`${COUNT} subscriptions (${values.payment}) over ${PRODUCTS} products made in ${((Date.now() - made) / 1000).toFixed(1)} s`);

  const due = () => new Date("2030-01-21T00:00:30.000Z");
  const started = Date.now();
  const [a, b] = await Promise.all([runSubscriptions(due), runSubscriptions(due)]);
  const seconds = (Date.now() - started) / 1000;
  const placed = a.placed.length + b.placed.length;
  const second = await db.collection(ORDERS_COLLECTION).where("subscription.delivery", "==", 2).where("createdAt", ">=", "2030-01-21").where("createdAt", "<", "2030-01-22").get();
  const perSubscription = new Map<string, number>();
  for (const d of second.docs) perSubscription.set(String(d.get("subscription.id")), (perSubscription.get(String(d.get("subscription.id"))) ?? 0) + 1);
  const twice = [...perSubscription.values()].filter((n) => n > 1).length;
  const paid = second.docs.filter((d) => d.get("status") === "paid").length;
  console.log(`two job runs at once: ${placed} deliveries placed in ${seconds.toFixed(1)} s = ${(placed / seconds).toFixed(1)} deliveries/s`);
  console.log(`orders of delivery 2: ${second.size} for ${perSubscription.size} of ${COUNT} subscriptions; placed twice: ${twice}${byCard ? `; paid by card: ${paid}` : ""}`);
  if (placed !== COUNT || second.size !== COUNT || twice > 0 || (byCard && paid !== COUNT)) throw new Error("not every subscription was placed exactly once");
});
