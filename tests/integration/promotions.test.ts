// Promotions against the real Firestore emulator: a use is counted in the order's own commit, so
// no limit is overspent by checkouts at once (each case fails on a read-then-write outside the
// commit), a refused code writes nothing, and a use is given back when its order is cancelled
// before payment, never after. Promotions are made by the staff's own code (lib/promotions/write.ts).
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { fetchProduct } from "@/lib/catalog/db";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { stockOf, type Product } from "@/lib/catalog/schema";
import { changeOrderStatus, placeOrder, type PlaceOrderOutcome } from "@/lib/orders/db";
import { getOrderOf } from "@/lib/orders/read";
import { sweepUnpaidOrders } from "@/lib/orders/unpaid-job";
import { ORDERS_COLLECTION, type PlaceOrderInput } from "@/lib/orders/schema";
import { createPromotion, generateCodes, setPromotionStatus, updatePromotion, type PromotionInput } from "@/lib/promotions/write";
import { PROMOTION_CODES_COLLECTION, PROMOTIONS_COLLECTION } from "@/lib/promotions/schema";
import { USAGE_COLLECTION } from "@/lib/promotions/usage";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { testProduct } from "@/tests/fixtures/product";
import { uniq } from "./clients";

jest.setTimeout(180_000);

const db = firestore();
const STAFF = { uid: "promotions-staff", email: "staff@flone.test" };

async function saveProduct(price = 2000, stock = 1000): Promise<Product> {
  const p = testProduct(uniq("promo-test"), { name: "Promo Test Muslin", price, discount: 0, stock, variations: [] });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const stock = async (p: Product) => stockOf((await fetchProduct(p.id))!, undefined, undefined);
const buyer = () => {
  const uid = uniq("promo-buyer");
  return { uid, email: `${uid}@flone.test` };
};
const request = (p: Product, code?: string, quantity = 1): PlaceOrderInput => ({
  idempotencyKey: randomUUID(),
  lines: [{ id: p.id, quantity }],
  billing: { kind: "new", address: TEST_ADDRESS },
  shipping: { kind: "same" },
  shippingMethod: "standard",
  paymentMethod: "bank-transfer",
  ...(code ? { code } : {}),
});
const codePromotion = (code: string, over: Partial<PromotionInput> = {}): PromotionInput => ({
  name: `Test ${code}`,
  trigger: "code",
  code,
  benefit: { kind: "order-percent", percent: 10 },
  conditions: {},
  limits: {},
  combinesWith: { product: true, order: false, delivery: true },
  ...over,
});
const newCode = (prefix: string) => `${prefix}${randomUUID().slice(0, 6).toUpperCase()}`;
const outcomeKey = (o: PlaceOrderOutcome) => (o.status === "code-refused" ? `refused:${o.refusal.reason}` : o.status);
const tally = (outcomes: PlaceOrderOutcome[]) => outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [outcomeKey(o)]: (acc[outcomeKey(o)] ?? 0) + 1 }), {});
const placedIds = (outcomes: PlaceOrderOutcome[]) => outcomes.flatMap((o) => (o.status === "placed" ? [o.orderId] : []));
const ordersCarrying = async (promotionId: string, ids: string[]) => {
  const orders = await Promise.all(ids.map((id) => db.collection(ORDERS_COLLECTION).doc(id).get()));
  return orders.filter((o) => (o.get("promotions") ?? []).some((a: { promotionId: string }) => a.promotionId === promotionId));
};

describe("limits under checkouts at once", () => {
  it("50 checkouts at once with a code that has 10 uses left: exactly 10 orders carry it; the other 40 are told no uses are left and write nothing", async () => {
    const p = await saveProduct();
    const code = newCode("TEN");
    const promo = await createPromotion(STAFF, codePromotion(code, { limits: { totalUses: 10 } }));
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => placeOrder(buyer(), request(p, code.toLowerCase()))));
    expect(tally(outcomes)).toEqual({ placed: 10, "refused:no-uses-left": 40 });
    const ids = placedIds(outcomes);
    expect(await ordersCarrying(promo.id, ids)).toHaveLength(10);
    // Only the 10 orders took stock; the usage count says 10.
    expect(await stock(p)).toBe(990);
    expect((await db.collection(PROMOTIONS_COLLECTION).doc(promo.id).collection(USAGE_COLLECTION).doc("total").get()).get("uses")).toBe(10);
    // Each refusal says what the order costs without the code: the shopper confirms that price again.
    const full = await placeOrder(buyer(), request(p));
    if (full.status !== "placed") throw new Error(JSON.stringify(full));
    const fullTotal = Number((await db.collection(ORDERS_COLLECTION).doc(full.orderId).get()).get("total"));
    expect(new Set(outcomes.flatMap((o) => (o.status === "code-refused" ? [o.total] : [])))).toEqual(new Set([fullTotal]));
  });

  it("20 checkouts at once by one account with a once-per-account code: exactly one order carries it", async () => {
    const p = await saveProduct();
    const code = newCode("ONCE");
    const promo = await createPromotion(STAFF, codePromotion(code, { limits: { perAccount: 1 } }));
    const b = buyer();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => placeOrder(b, request(p, code))));
    const ids = placedIds(outcomes);
    expect(await ordersCarrying(promo.id, ids)).toHaveLength(1);
    // Every other one was refused (the code used, or the account's cap of unpaid orders), with nothing written.
    expect(ids).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "code-refused").every((o) => o.status === "code-refused" && o.refusal.reason === "used-by-you")).toBe(true);
  });

  it("a budget of $100 under 50 checkouts at once: the discounts given add up to exactly $100, never more", async () => {
    const p = await saveProduct(5000);
    const code = newCode("BUDGET");
    const promo = await createPromotion(STAFF, codePromotion(code, { benefit: { kind: "order-amount", amount: 1500 }, limits: { budget: 10_000 } }));
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => placeOrder(buyer(), request(p, code))));
    const carrying = await ordersCarrying(promo.id, placedIds(outcomes));
    const given = carrying.reduce((sum, o) => sum + (o.get("promotions") as { amount: number }[]).reduce((s, a) => s + a.amount, 0), 0);
    expect(given).toBe(10_000);
    // Six orders of $15 and one of the $10 left.
    expect(carrying.map((o) => (o.get("promotions") as { amount: number }[])[0]!.amount).sort((a, b) => a - b)).toEqual([1000, 1500, 1500, 1500, 1500, 1500, 1500]);
  });

  it("two checkouts at once with one single-use code: exactly one", async () => {
    const p = await saveProduct();
    const promo = await createPromotion(STAFF, codePromotion(newCode("BULK"), { code: undefined }));
    const [code] = await generateCodes(STAFF, promo.id, 1);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => placeOrder(buyer(), request(p, code))));
    expect(await ordersCarrying(promo.id, placedIds(outcomes))).toHaveLength(1);
    expect((await db.collection(PROMOTION_CODES_COLLECTION).doc(code!).get()).get("orderId")).toBe(placedIds(outcomes)[0]);
  });
});

describe("a use is given back only before payment", () => {
  it("a cancelled pending order gives its use back; a paid order that is later refunded does not", async () => {
    const p = await saveProduct();
    const code = newCode("BACK");
    const promo = await createPromotion(STAFF, codePromotion(code, { limits: { totalUses: 1 } }));
    const first = buyer();
    const placed = await placeOrder(first, request(p, code));
    if (placed.status !== "placed") throw new Error(JSON.stringify(placed));
    expect(await placeOrder(buyer(), request(p, code))).toMatchObject({ status: "code-refused", refusal: { reason: "no-uses-left" } });

    await changeOrderStatus({ orderId: placed.orderId, to: "cancelled", actor: { uid: first.uid, role: "customer" } });
    const second = await placeOrder(buyer(), request(p, code));
    if (second.status !== "placed") throw new Error(JSON.stringify(second));
    expect(await ordersCarrying(promo.id, [second.orderId])).toHaveLength(1);

    // Paid, then cancelled (refunded to the customer): the use stays used.
    await changeOrderStatus({ orderId: second.orderId, to: "paid", actor: { uid: "staff", role: "admin" } });
    await changeOrderStatus({ orderId: second.orderId, to: "cancelled", actor: { uid: "staff", role: "admin" } });
    expect(await placeOrder(buyer(), request(p, code))).toMatchObject({ status: "code-refused", refusal: { reason: "no-uses-left" } });
  });
});

describe("an unpaid order that expires gives its use back", () => {
  it("the unpaid-orders job's cancel of a bank transfer never paid frees its code's only use", async () => {
    const p = await saveProduct();
    const code = newCode("EXPIRE");
    await createPromotion(STAFF, codePromotion(code, { limits: { totalUses: 1 } }));
    // Placed "in" January 2021, a time no other test orders in; the job's clock says 9 days later.
    const placedAt = () => new Date("2021-01-01T10:00:00.000Z");
    const placed = await placeOrder(buyer(), request(p, code), placedAt);
    if (placed.status !== "placed") throw new Error(JSON.stringify(placed));
    expect(await placeOrder(buyer(), request(p, code))).toMatchObject({ status: "code-refused", refusal: { reason: "no-uses-left" } });
    const sweep = await sweepUnpaidOrders(() => new Date("2021-01-10T10:00:00.000Z"));
    expect(sweep.cancelled).toContain(placed.orderId);
    expect(await placeOrder(buyer(), request(p, code))).toMatchObject({ status: "placed" });
  });
});

describe("limits and the shards", () => {
  it("a limit cannot be added to an unlimited promotion once used (its uses were counted on shards), only before", async () => {
    const p = await saveProduct();
    const unused = await createPromotion(STAFF, codePromotion(newCode("LATER")));
    const limited = await updatePromotion(STAFF, unused.id, codePromotion(unused.code!, { limits: { totalUses: 5 } }), unused.updatedAt);
    expect(limited.limits).toEqual({ totalUses: 5 });

    const code = newCode("USED");
    const used = await createPromotion(STAFF, codePromotion(code));
    expect(await placeOrder(buyer(), request(p, code))).toMatchObject({ status: "placed" });
    await expect(updatePromotion(STAFF, used.id, codePromotion(code, { limits: { budget: 1000 } }), used.updatedAt)).rejects.toMatchObject({ code: "limit-after-use" });
    expect((await db.collection(PROMOTIONS_COLLECTION).doc(used.id).get()).get("limits")).toEqual({});
  });
});

describe("refusals write nothing", () => {
  it("an unknown, a paused or an ended code is refused with its reason, and no order, stock or count changes", async () => {
    const p = await saveProduct();
    const code = newCode("PAUSE");
    const promo = await createPromotion(STAFF, codePromotion(code));
    const ended = newCode("ENDED");
    await createPromotion(STAFF, codePromotion(ended, { conditions: { endsAt: "2020-01-01T00:00:00.000Z" } }));
    await setPromotionStatus(STAFF, promo.id, "paused");
    const b = buyer();
    expect(await placeOrder(b, request(p, "NOSUCHCODE"))).toMatchObject({ status: "code-refused", refusal: { reason: "unknown" } });
    // Text no code can be (a slash, dots) is unknown too: never a path Firestore is asked for.
    for (const typed of ["A/B", "..", "__X__"]) expect(await placeOrder(b, request(p, typed))).toMatchObject({ status: "code-refused", refusal: { reason: "unknown" } });
    expect(await placeOrder(b, request(p, code))).toMatchObject({ status: "code-refused", refusal: { reason: "paused" } });
    expect(await placeOrder(b, request(p, ended))).toMatchObject({ status: "code-refused", refusal: { reason: "ended" } });
    expect(await stock(p)).toBe(1000);
    expect((await db.collection(ORDERS_COLLECTION).where("uid", "==", b.uid).get()).size).toBe(0);
  });

  it("an unlimited code counts its uses on shards, not on one document, and the order keeps its discount per line", async () => {
    const p = await saveProduct(2000);
    const code = newCode("OPEN");
    const promo = await createPromotion(STAFF, codePromotion(code));
    const b = buyer();
    const placed = await placeOrder(b, request(p, code, 3));
    if (placed.status !== "placed") throw new Error(JSON.stringify(placed));
    const order = (await getOrderOf(b.uid, placed.orderId))!;
    expect(order.promotions).toEqual([{ promotionId: promo.id, name: promo.name, code, class: "order", amount: 600 }]);
    expect(order.lines[0]).toMatchObject({ promotionDiscount: 600, lineTotal: 5400 });
    const usage = await db.collection(PROMOTIONS_COLLECTION).doc(promo.id).collection(USAGE_COLLECTION).get();
    expect(usage.docs.map((d) => d.id)).toEqual([expect.stringMatching(/^shard-\d$/)]);
    expect(usage.docs[0]!.data()).toMatchObject({ uses: 1, given: 600 });
  });
});
