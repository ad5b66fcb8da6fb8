// npm run bench:checkout [-- --seconds 20 --shoppers 20 --contenders 50 --units 5 --payment card --codes none]
// Checkout under concurrency, on the local Firebase stack ("bench" ports), through the same code
// the checkout's server action runs (lib/orders/db.ts placeOrder):
//   1. contention: `contenders` shoppers at once for the last `units` units of one variation:
//      orders made, stock left, the answers, and latency p50/p95;
//   2. throughput: `shoppers` shoppers, each buying a different product again and again for
//      `seconds`: checkouts per second and latency p50/p95. Beside them one invoice allocator
//      numbers the new orders over and over (lib/orders/invoice-number.ts: what one server process
//      runs after its checkouts' responses, one run at a time); then what is left is numbered, and
//      the numbers are checked consecutive, none twice.
//   3. the same throughput with a promotion code on every order: none, an unlimited code (its
//      uses counted on shards) and a limited one (one guarded count every checkout must rewrite),
//      each for `seconds`, and each one's ratio to the run without a code (`--codes none` skips 3).
// --payment card: each checkout is a card order, as the checkout's action makes one: placeOrder,
// then its Stripe Checkout Session opened on the Stripe stand-in (scripts/stripe-standin.ts,
// started with the stack) through the shop's own client (lib/payments/checkout-session.ts).
// The default is cash on delivery (placeOrder alone).
// Prints the figures (BENCHMARKS.md records them with this command).
import "../lib/plain-node"; // placing an order renders its emails with react-dom/server
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { startStack, stripeWebhookUrl } from "../stack/index";
import { runMain } from "../lib/shop";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    shoppers: { type: "string", default: "20" },
    contenders: { type: "string", default: "50" },
    units: { type: "string", default: "5" },
    payment: { type: "string", default: "cash-on-delivery" },
    codes: { type: "string", default: "all" },
  },
});
if (values.payment !== "cash-on-delivery" && values.payment !== "card") throw new Error("--payment cash-on-delivery|card");
if (values.codes !== "all" && values.codes !== "none") throw new Error("--codes all|none");
const byCard = values.payment === "card";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(0)} ms`;

runMain(async (onStop) => {
  // The stand-in's events (none here: a session only opens) would go to no shop: port 9 (discard), nothing listens.
  const stack = await startStack({ profile: "bench", log: () => {}, ...(byCard ? { stripeWebhookUrl: stripeWebhookUrl(9) } : {}) });
  onStop(stack.stop);
  Object.assign(process.env, stack.env);
  // Loaded after the stack's env is set: firebase-admin reads the emulator hosts when it starts.
  const { firestore } = await import("@/lib/firebase/admin");
  const { writeProductInTransaction } = await import("@/lib/catalog/write");
  const { fetchProduct } = await import("@/lib/catalog/db");
  const { placeOrder } = await import("@/lib/orders/db");
  const { numberInvoices } = await import("@/lib/orders/invoice-number");
  const { INVOICE_COUNTERS, INVOICE_PENDING_FIELD } = await import("@/lib/orders/invoice-numbering");
  const { ORDERS_COLLECTION } = await import("@/lib/orders/schema");
  const { stockOf } = await import("@/lib/catalog/schema");
  const { testProduct } = await import("@/tests/fixtures/product");
  const { TEST_ADDRESS } = await import("@/tests/fixtures/order");
  const { cardPaymentPage } = await import("@/lib/payments/checkout-session");
  type Product = import("@/lib/catalog/schema").Product;
  const db = firestore();

  const product = (id: string, stock: number): Product =>
    testProduct(id, { stock: 0, variations: [{ color: "blue", image: "/bench.jpg", size: [{ name: "S", stock }] }] });
  const save = (p: Product) => db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  const { createPromotion } = await import("@/lib/promotions/write");
  const order = async (uid: string, productId: string, code?: string) => {
    const outcome = await placeOrder({ uid, email: `${uid}@bench.test` }, {
      idempotencyKey: randomUUID(),
      lines: [{ id: productId, color: "blue", size: "S", quantity: 1 }],
      billing: { kind: "new", address: TEST_ADDRESS },
      shipping: { kind: "same" },
      shippingMethod: "standard",
      paymentMethod: byCard ? "card" : "cash-on-delivery",
      ...(code ? { code } : {}),
    });
    if (!byCard || outcome.status !== "placed") return outcome;
    // As the checkout's action: the order, then its session (Stripe's page to go to).
    const page = await cardPaymentPage(uid, outcome.orderId, "http://127.0.0.1:3000");
    if (page.status !== "open") throw new Error(`no Stripe session for ${outcome.orderId}: ${page.status}`);
    return outcome;
  };
  console.log(`payment: ${values.payment}`);

  // 1. Contention.
  const contenders = Number(values.contenders);
  const units = Number(values.units);
  const hot = product(`bench-hot-${randomUUID().slice(0, 8)}`, units);
  await save(hot);
  const answers: Record<string, number> = {};
  const latencies: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: contenders }, async (_, i) => {
      const start = performance.now();
      const outcome = await order(`bench-c${i}`, hot.id).catch((e: Error) => ({ status: `error: ${e.message}` }));
      latencies.push(performance.now() - start);
      answers[outcome.status] = (answers[outcome.status] ?? 0) + 1;
    }),
  );
  const wall = performance.now() - t0;
  latencies.sort((a, b) => a - b);
  const left = stockOf((await fetchProduct(hot.id))!, "blue", "S");
  console.log(`contention: ${contenders} shoppers at once for the last ${units} units`);
  console.log(`  answers: ${JSON.stringify(answers)}; stock left: ${left}; wall ${ms(wall)}; latency p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}`);

  // 2. Throughput, different products (3. with a code on every order).
  const shoppers = Number(values.shoppers);
  const seconds = Number(values.seconds);
  const products = Array.from({ length: shoppers }, (_, i) => product(`bench-p${i}-${randomUUID().slice(0, 6)}`, 1_000_000));
  for (const p of products) await save(p);
  const year = new Date().getUTCFullYear();
  const counterBefore = Number((await db.collection(INVOICE_COUNTERS).doc(String(year)).get()).get("last") ?? 0);
  let numberedAlongside = 0;
  let allocatorRuns = 0;
  let run = 0;
  /** Checkouts per second for `seconds`, every order with `code` (none: undefined), the allocator numbering beside them. */
  const throughput = async (label: string, code?: string): Promise<number> => {
    const times: number[] = [];
    let failures = 0;
    const end = Date.now() + seconds * 1000;
    const t1 = performance.now();
    const allocator = (async () => {
      while (Date.now() < end) {
        numberedAlongside += await numberInvoices(year);
        allocatorRuns++;
      }
    })();
    run++;
    await Promise.all(
      products.map(async (p, i) => {
        for (let n = 0; Date.now() < end; n++) {
          const start = performance.now();
          // A new account each time: one account holds at most MAX_UNPAID_ORDERS pending orders.
          const outcome = await order(`bench-s${run}-${i}-${n}`, p.id, code).catch(() => null);
          times.push(performance.now() - start);
          if (outcome?.status !== "placed") failures++;
        }
      }),
    );
    const elapsed = (performance.now() - t1) / 1000;
    await allocator;
    times.sort((a, b) => a - b);
    const rate = (times.length - failures) / elapsed;
    console.log(`throughput ${label}: ${shoppers} shoppers, each buying a different product for ${seconds} s`);
    console.log(`  ${times.length - failures} orders, ${failures} not placed; ${rate.toFixed(1)} checkouts/s; latency p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`);
    return rate;
  };
  const base = await throughput("without a code");
  if (values.codes === "all") {
    const staff = { uid: "bench-staff", email: "bench@flone.test" };
    const promotion = async (code: string, limits: { totalUses?: number }) =>
      createPromotion(staff, { name: `Bench ${code}`, trigger: "code", code, benefit: { kind: "order-percent", percent: 10 }, conditions: {}, limits, combinesWith: { product: true, order: false, delivery: true } });
    const open = `OPEN${randomUUID().slice(0, 6).toUpperCase()}`;
    const capped = `CAP${randomUUID().slice(0, 6).toUpperCase()}`;
    await promotion(open, {});
    await promotion(capped, { totalUses: 10_000_000 });
    const withOpen = await throughput(`with an unlimited code (${open})`, open);
    const withCap = await throughput(`with a limited code (${capped})`, capped);
    console.log(`codes: unlimited ${(withOpen / base).toFixed(2)} of the throughput without a code (target >= 0.8); limited ${(withCap / base).toFixed(2)}`);
  }

  const t2 = performance.now();
  const numberedAfter = await numberInvoices(year);
  const tail = performance.now() - t2;
  const counterAfter = Number((await db.collection(INVOICE_COUNTERS).doc(String(year)).get()).get("last") ?? 0);
  const waiting = (await db.collection(ORDERS_COLLECTION).where(INVOICE_PENDING_FIELD, "==", year).count().get()).data().count;
  const given = (await db.collection(ORDERS_COLLECTION).where("invoiceNumber", ">", `${year}-`).where("invoiceNumber", "<", `${year}.`).select("invoiceNumber").get()).docs.map((d) => String(d.get("invoiceNumber")));
  const distinct = new Set(given).size;
  console.log(`invoice numbers: ${numberedAlongside} given alongside the checkouts (${allocatorRuns} allocator runs), ${numberedAfter} left at the end, given in ${ms(tail)}`);
  console.log(`  counter ${counterBefore} -> ${counterAfter} (${counterAfter - counterBefore} numbers); orders of ${year} numbered: ${given.length}, ${distinct} distinct numbers; still waiting: ${waiting}`);
});
