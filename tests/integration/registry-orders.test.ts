// Buying from a baby registry against the real Firestore emulator: the order transaction counts
// what was bought on the registry's items in the same commit that takes the stock, writes the
// parents' purchase entry, ships to the parents' private address when asked, and a cancellation
// gives the count back, as does an accepted return of gifts. Registry documents are written directly (tests/fixtures/registry.ts).
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { fetchProduct } from "@/lib/catalog/db";
import { getOrderForAdmin } from "@/lib/admin/orders/db";
import { decideReturn } from "@/lib/admin/orders/returns";
import { requestReturn } from "@/lib/orders/returns";
import { changeOrderStatus, OrderError, placeOrder, type PlaceOrderOutcome } from "@/lib/orders/db";
import { getOrderOf, listOrdersOf } from "@/lib/orders/read";
import { previewRegistryGift } from "@/lib/orders/registry-gifts";
import type { PlaceOrderInput } from "@/lib/orders/schema";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { PARENTS_ADDRESS, writeTestRegistry, type TestRegistrySpec } from "@/tests/fixtures/registry";
import { REGISTRIES_COLLECTION, REGISTRY_ITEMS, REGISTRY_PURCHASES, registryPurchaseDocSchema } from "@/lib/registry/schema";
import { stockOf, type Product } from "@/lib/catalog/schema";
import { doc, getDoc } from "firebase/firestore";
import { signUp, uniq, webClient } from "./clients";
import { deliver } from "./book-orders";

jest.setTimeout(120_000);

const db = firestore();

async function saveProduct(over: Partial<Product> = {}): Promise<Product> {
  const p = testProduct(uniq("gift-test"), {
    name: "Gift Test Romper",
    stock: 0,
    variations: [
      { color: "blue", image: "/img/blue.jpg", size: [{ name: "S", stock: 20 }] },
      { color: "pink", image: "/img/pink.jpg", size: [{ name: "S", stock: 20 }] },
    ],
    ...over,
  });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}

/** A registry wanting `wanted` (of which `bought` bought) of the blue S romper `p`. */
async function registryFor(p: Product, over: Partial<TestRegistrySpec> = {}, item: { wanted?: number; bought?: number } = {}) {
  const slug = uniq("emma");
  await writeTestRegistry(db, { slug, items: { "item-1": { productId: p.id, color: "blue", size: "S", wanted: item.wanted ?? 3, bought: item.bought ?? 0 } }, ...over });
  return slug;
}

const registryDoc = (slug: string) => db.collection(REGISTRIES_COLLECTION).doc(slug);
const bought = async (slug: string, itemId = "item-1") => (await registryDoc(slug).collection(REGISTRY_ITEMS).doc(itemId).get()).get("bought") as number;
const purchases = async (slug: string) => (await registryDoc(slug).collection(REGISTRY_PURCHASES).get()).docs.map((d) => registryPurchaseDocSchema.parse(d.data()));
const stock = async (p: Product) => stockOf((await fetchProduct(p.id))!, "blue", "S");

const buyer = () => {
  const uid = uniq("friend");
  return { uid, email: `${uid}@flone.test` };
};
const giftLine = (p: Product, slug: string, quantity = 1, over: Partial<PlaceOrderInput["lines"][number]> = {}) => ({
  id: p.id,
  color: "blue",
  size: "S",
  quantity,
  registry: { slug, itemId: "item-1" },
  ...over,
});
const request = (lines: PlaceOrderInput["lines"], over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  idempotencyKey: randomUUID(),
  lines,
  billing: { kind: "new", address: { ...TEST_ADDRESS, firstName: "Frida", lastName: "Friend" } },
  shipping: { kind: "same" },
  shippingMethod: "standard",
  paymentMethod: "cash-on-delivery",
  gift: { shipToParents: true, hideName: false },
  ...over,
});
const placed = (o: PlaceOrderOutcome) => {
  if (o.status !== "placed") throw new Error(`not placed: ${JSON.stringify(o)}`);
  return o;
};

describe("buying from a registry", () => {
  it("counts what was bought, writes the parents' purchase entry and ships to the parents' address", async () => {
    const p = await saveProduct();
    const slug = await registryFor(p);
    const b = buyer();
    // A gift and a line for the buyer themself, of the same product, in one order.
    const outcome = placed(await placeOrder(b, request([giftLine(p, slug, 2), { id: p.id, color: "blue", size: "S", quantity: 1 }])));
    expect(outcome.registrySlug).toBe(slug);
    expect(await bought(slug)).toBe(2);
    expect(await stock(p)).toBe(17);

    const order = (await getOrderOf(b.uid, outcome.orderId))!;
    expect(order.registry).toEqual({ slug, title: "Emma’s registry", shipToParents: true, hideName: false });
    expect(order.lines.map((l) => l.registry)).toEqual([{ slug, itemId: "item-1" }, undefined]);
    // The buyer's order has no address; staff get the parents' (kept apart, server-only).
    expect(order).not.toHaveProperty("shippingAddress");
    expect(JSON.stringify(order)).not.toContain(PARENTS_ADDRESS.street);
    expect((await getOrderForAdmin(outcome.orderId))!.shippingAddress).toEqual(PARENTS_ADDRESS);
    expect(order.billingAddress.firstName).toBe("Frida");
    expect(await purchases(slug)).toEqual([
      expect.objectContaining({
        orderId: outcome.orderId,
        buyerUid: b.uid,
        buyerName: "Frida Friend",
        lines: [{ itemId: "item-1", productId: p.id, name: p.name, quantity: 2 }],
        status: "placed",
      }),
    ]);
  });

  it("hides the buyer's name when asked, and ships to the buyer's own address without 'ship to the parents'", async () => {
    const p = await saveProduct();
    const slug = await registryFor(p);
    const b = buyer();
    const { orderId } = placed(await placeOrder(b, request([giftLine(p, slug)], { gift: { shipToParents: false, hideName: true } })));
    const order = (await getOrderOf(b.uid, orderId))!;
    expect(order.shippingAddress?.firstName).toBe("Frida");
    expect(order.registry).toMatchObject({ shipToParents: false, hideName: true });
    expect((await purchases(slug))[0]).toMatchObject({ buyerUid: b.uid, buyerName: null });
  });

  it("refuses more than is still wanted, and writes nothing", async () => {
    const p = await saveProduct();
    const slug = await registryFor(p, {}, { wanted: 3, bought: 2 });
    const b = buyer();
    // Two lines for the same item count together.
    const outcome = await placeOrder(b, request([giftLine(p, slug, 1), giftLine(p, slug, 1)]));
    expect(outcome).toEqual({
      status: "unavailable",
      problems: [0, 1].map((index) => ({
        index,
        productId: p.id,
        name: p.name,
        color: "blue",
        size: "S",
        kind: "over-wanted",
        requested: 1,
        available: 1,
        registry: "Emma’s registry",
      })),
    });
    expect(await bought(slug)).toBe(2);
    expect(await stock(p)).toBe(20);
    expect(await purchases(slug)).toEqual([]);
    expect(await listOrdersOf(b.uid, 10)).toEqual([]);
  });

  it("12 friends at once for the last 2 wanted: exactly 2 bought, never more, 10 clear 'no longer wanted' answers", async () => {
    const p = await saveProduct();
    const slug = await registryFor(p, {}, { wanted: 3, bought: 1 });
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => placeOrder(buyer(), request([giftLine(p, slug)]))));
    const winners = outcomes.filter((o) => o.status === "placed");
    expect(winners).toHaveLength(2);
    for (const o of outcomes) {
      if (o.status === "unavailable") {
        expect(o.problems).toEqual([
          { index: 0, productId: p.id, name: p.name, color: "blue", size: "S", kind: "no-longer-wanted", requested: 1, available: 0, registry: "Emma’s registry" },
        ]);
      }
    }
    expect(await bought(slug)).toBe(3);
    // Stock was taken for the winners only.
    expect(await stock(p)).toBe(18);
    expect((await purchases(slug)).map((x) => x.orderId).sort()).toEqual(winners.map((w) => (w as { orderId: string }).orderId).sort());
  });

  it("the same idempotency key 5 times at once makes one order and counts once", async () => {
    const p = await saveProduct();
    const slug = await registryFor(p);
    const b = buyer();
    const same = request([giftLine(p, slug)]);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => placeOrder(b, same)));
    expect(new Set(outcomes.map((o) => placed(o).orderId)).size).toBe(1);
    expect(outcomes.filter((o) => o.status === "placed" && !o.repeated)).toHaveLength(1);
    expect(await bought(slug)).toBe(1);
    expect(await purchases(slug)).toHaveLength(1);
    expect(await stock(p)).toBe(19);
  });

  it("cancelling gives the count back and marks the purchase cancelled; a second cancel changes nothing", async () => {
    const p = await saveProduct();
    const slug = await registryFor(p);
    const b = buyer();
    const { orderId } = placed(await placeOrder(b, request([giftLine(p, slug, 2)])));
    expect(await bought(slug)).toBe(2);
    const actor = { uid: b.uid, role: "customer" } as const;
    const { order } = await changeOrderStatus({ orderId, to: "cancelled", actor });
    expect(order.registry?.slug).toBe(slug);
    expect(await bought(slug)).toBe(0);
    expect(await stock(p)).toBe(20);
    expect((await purchases(slug))[0]).toMatchObject({ orderId, status: "cancelled" });
    await expect(changeOrderStatus({ orderId, to: "cancelled", actor })).rejects.toMatchObject({ code: "illegal-transition" });
    expect(await bought(slug)).toBe(0);
  });

  it("an accepted return of gifts lowers the item's count by the units returned, in the acceptance's commit; the purchase is cancelled once every unit is back", async () => {
    const p = await saveProduct();
    const slug = await registryFor(p);
    const b = buyer();
    const { orderId } = placed(await placeOrder(b, request([giftLine(p, slug, 3)])));
    expect(await bought(slug)).toBe(3);
    const at = new Date();
    await deliver(orderId, at);
    const staff = { uid: "gift-returns-staff", email: "gift-staff@flone.test" };
    const ask = (quantity: number) => requestReturn(b.uid, { orderId, id: randomUUID(), lines: [{ index: 0, quantity }], reason: "Two of them" }, () => at);

    const first = await ask(2);
    // Asked, not yet accepted: the count stays.
    expect(await bought(slug)).toBe(3);
    await decideReturn(staff, { orderId, returnId: first.request.id, decision: "accept", restock: true }, () => at);
    expect(await bought(slug)).toBe(1);
    expect((await purchases(slug))[0]).toMatchObject({ orderId, status: "placed" });

    const refused = await ask(1);
    await decideReturn(staff, { orderId, returnId: refused.request.id, decision: "refuse", message: "Worn" }, () => at);
    expect(await bought(slug)).toBe(1);
    const rest = await ask(1);
    await decideReturn(staff, { orderId, returnId: rest.request.id, decision: "accept", restock: false }, () => at);
    expect(await bought(slug)).toBe(0);
    expect((await purchases(slug))[0]).toMatchObject({ orderId, status: "cancelled" });
    expect((await getOrderOf(b.uid, orderId))!.status).toBe("refunded");
  });

  it("a cancel never takes a count below zero, and skips an item deleted since", async () => {
    const p = await saveProduct();
    const slug = await registryFor(p);
    const b = buyer();
    const first = placed(await placeOrder(b, request([giftLine(p, slug, 2)])));
    // The parents' count was reset meanwhile (say, edited by hand): the cancel stops at 0.
    await registryDoc(slug).collection(REGISTRY_ITEMS).doc("item-1").update({ bought: 1 });
    await changeOrderStatus({ orderId: first.orderId, to: "cancelled", actor: { uid: b.uid, role: "customer" } });
    expect(await bought(slug)).toBe(0);

    const second = placed(await placeOrder(b, request([giftLine(p, slug, 1)])));
    await registryDoc(slug).collection(REGISTRY_ITEMS).doc("item-1").delete();
    const { order } = await changeOrderStatus({ orderId: second.orderId, to: "cancelled", actor: { uid: b.uid, role: "customer" } });
    expect(order.status).toBe("cancelled");
    expect((await registryDoc(slug).collection(REGISTRY_ITEMS).doc("item-1").get()).exists).toBe(false);
    expect(await stock(p)).toBe(20);
  });

  it("refuses gifts for two registries in one order", async () => {
    const p = await saveProduct();
    const [one, two] = [await registryFor(p), await registryFor(p)];
    const b = buyer();
    const error = await placeOrder(b, request([giftLine(p, one), giftLine(p, two)])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderError);
    expect((error as OrderError).code).toBe("registry-mixed");
    expect([await bought(one), await bought(two)]).toEqual([0, 0]);
    expect(await listOrdersOf(b.uid, 10)).toEqual([]);
  });

  it("refuses a line that is not the item's product, colour or size, or an item or registry that is not there", async () => {
    const p = await saveProduct();
    const other = await saveProduct();
    const slug = await registryFor(p);
    const b = buyer();
    const cases = [
      giftLine(p, slug, 1, { color: "pink" }),
      giftLine(other, slug),
      giftLine(p, slug, 1, { registry: { slug, itemId: "no-such-item" } }),
      giftLine(p, slug, 1, { registry: { slug: uniq("no-such-registry"), itemId: "item-1" } }),
    ];
    for (const line of cases) {
      const outcome = await placeOrder(b, request([line], { gift: { shipToParents: false, hideName: false } }));
      expect(outcome).toMatchObject({ status: "unavailable", problems: [{ index: 0, kind: "not-on-registry", available: 0 }] });
    }
    expect(await bought(slug)).toBe(0);
    expect(await stock(p)).toBe(20);
    expect(await listOrdersOf(b.uid, 10)).toEqual([]);
  });

  it("'ship to the parents' for a registry without an address is refused", async () => {
    const p = await saveProduct();
    const slug = await registryFor(p, { address: null });
    const b = buyer();
    await expect(placeOrder(b, request([giftLine(p, slug)]))).rejects.toMatchObject({ code: "registry-no-address" });
    expect(await bought(slug)).toBe(0);
    // Shipped to the buyer instead, it goes through.
    placed(await placeOrder(b, request([giftLine(p, slug)], { gift: { shipToParents: false, hideName: false } })));
    expect(await bought(slug)).toBe(1);
  });

  it("the checkout's preview: the gift lines' problems now, and the parents' country and region (never the rest of their address)", async () => {
    const p = await saveProduct();
    const slug = await registryFor(p, { address: { ...PARENTS_ADDRESS, country: "FR" } }, { wanted: 2, bought: 1 });
    const names = (id: string) => (id === p.id ? p.name : undefined);
    expect(await previewRegistryGift([giftLine(p, slug)], true, names)).toEqual({ problems: [], country: "FR", region: PARENTS_ADDRESS.region });
    expect(await previewRegistryGift([giftLine(p, slug)], false, names)).toEqual({ problems: [] });
    expect(await previewRegistryGift([giftLine(p, slug, 2)], true, names)).toMatchObject({ problems: [{ kind: "over-wanted", available: 1, name: p.name }], country: "FR" });
    expect(await previewRegistryGift([{ id: p.id, quantity: 1 }], true, names)).toEqual({ problems: [] });
    // A French address prices international delivery when the order is placed.
    const b = buyer();
    const { orderId } = placed(await placeOrder(b, request([giftLine(p, slug)], { shippingMethod: "standard" })));
    expect((await getOrderForAdmin(orderId))!.shippingAddress?.country).toBe("FR");
    expect((await getOrderOf(b.uid, orderId))!.shipping).toBeGreaterThan(0);
  });

  it("a gift shipped to the parents is taxed at their state, one shipped to the buyer at the buyer's", async () => {
    const p = await saveProduct();
    const slug = await registryFor(p, { address: { ...PARENTS_ADDRESS, country: "US", region: "California" } }, { wanted: 2, bought: 0 });
    const b = buyer();
    // The buyer's own address is in Illinois (TEST_ADDRESS).
    const toParents = placed(await placeOrder(b, request([giftLine(p, slug)])));
    expect((await getOrderOf(b.uid, toParents.orderId))!.tax).toMatchObject({ place: "US-CA", rate: 725 });
    const toBuyer = placed(await placeOrder(b, request([giftLine(p, slug)], { gift: { shipToParents: false, hideName: false } })));
    expect((await getOrderOf(b.uid, toBuyer.orderId))!.tax).toMatchObject({ place: "US-IL", rate: 625 });
  });

  it("the buyer's read of the order never has the parents' address, and the browser reads none of it from Firestore (the rules)", async () => {
    const p = await saveProduct();
    const slug = await registryFor(p);
    const web = webClient();
    try {
      const user = await signUp(web);
      const { orderId } = placed(await placeOrder({ uid: user.uid, email: user.email ?? "" }, request([giftLine(p, slug)])));
      const own = await getOrderOf(user.uid, orderId);
      expect(own?.registry).toMatchObject({ slug, shipToParents: true });
      expect(JSON.stringify(own)).not.toContain(PARENTS_ADDRESS.street);
      await expect(getDoc(doc(web.db, "orders", orderId))).rejects.toMatchObject({ code: "permission-denied" });
      await expect(getDoc(doc(web.db, "orders", orderId, "private", "shipping"))).rejects.toMatchObject({ code: "permission-denied" });
      await expect(getDoc(doc(web.db, "registries", slug, "private", "shipping"))).rejects.toMatchObject({ code: "permission-denied" });
    } finally {
      await web.close();
    }
  });
});
