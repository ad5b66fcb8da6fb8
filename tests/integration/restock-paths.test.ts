// Every path that raises stock lets out the back-in-stock notices in its own commit (on the real
// emulators): staff's save (restock.test.ts), the CSV import, an order cancelled, a return put back
// on the shelf, an unpaid bank transfer cancelled by the sweep. Orders are placed by placeOrder and
// moved by changeOrderStatus, each buying all of a product of its own; the sweep's orders are
// dated 2012, a year no other test orders in.
import { randomUUID } from "node:crypto";
import { catalogFieldsOf, toCatalogCsv } from "@/lib/admin/catalog-csv/csv";
import { importCatalog } from "@/lib/admin/catalog-csv/import";
import { decideReturn } from "@/lib/admin/orders/returns";
import { fetchProduct } from "@/lib/catalog/db";
import { changeOrderStatus } from "@/lib/orders/db";
import { requestReturn } from "@/lib/orders/returns";
import { sweepUnpaidOrders } from "@/lib/orders/unpaid-job";
import { deliver, placedOrder } from "./book-orders";
import { askSignedIn, noticeCounts, PINK_S, requestsOf, restockProduct, shopper, STAFF, waitsOf } from "./restock-fixtures";

jest.setTimeout(120_000);

const WHOLE = {}; // a simple product's one choice

/** An order that bought all 10 units of a new product, and two shoppers waiting for it. */
async function soldOutByOrder(at: Date) {
  const order = await placedOrder(at, [10]);
  const product = (await fetchProduct(order.productIds[0]!))!;
  expect(product.stock).toBe(0);
  const who = [shopper(), shopper()];
  for (const w of who) expect(await askSignedIn(product, w, { choice: WHOLE })).toEqual({ ok: true, outcome: "waiting" });
  return { order, product, who };
}

async function toldOnce(productId: string, who: { email: string }[]) {
  expect(await noticeCounts(who)).toEqual(who.map(() => 1));
  expect(await requestsOf(productId)).toHaveLength(0);
  expect((await waitsOf(productId))!.waiting).toBe(0);
}

describe("each path that raises stock tells who waits", () => {
  it("the CSV import", async () => {
    const p = await restockProduct();
    const who = [shopper(), shopper()];
    for (const w of who) await askSignedIn(p, w);
    const variations = p.variations.map((v) => (v.color !== PINK_S.color ? v : { ...v, size: v.size.map((s) => (s.name === PINK_S.size ? { ...s, stock: 4 } : s)) }));
    const { written } = await importCatalog(toCatalogCsv([{ ...catalogFieldsOf(p), variations }]), STAFF);
    expect(written).toEqual([p.id]);
    await toldOnce(p.id, who);
  });

  it("an order cancelled", async () => {
    const { order, product, who } = await soldOutByOrder(new Date("2078-02-01T10:00:00Z"));
    await changeOrderStatus({ orderId: order.id, to: "cancelled", actor: { uid: STAFF.uid, role: "admin" } });
    expect((await fetchProduct(product.id))!.stock).toBe(10);
    await toldOnce(product.id, who);
  });

  it("a return put back on the shelf (and not one kept off it)", async () => {
    const { order, product, who } = await soldOutByOrder(new Date("2079-03-01T10:00:00Z"));
    await deliver(order.id, new Date("2079-03-05T10:00:00Z"));
    const back = async (restock: boolean, day: number) => {
      const at = () => new Date(Date.UTC(2079, 2, day, 10));
      const { request } = await requestReturn(order.uid, { orderId: order.id, id: randomUUID(), lines: [{ index: 0, quantity: 1 }], reason: "Too small" }, at);
      await decideReturn(STAFF, { orderId: order.id, returnId: request.id, decision: "accept", restock, message: "" }, at);
    };
    await back(false, 7);
    expect(await noticeCounts(who)).toEqual([0, 0]);
    await back(true, 8);
    expect((await fetchProduct(product.id))!.stock).toBe(1);
    await toldOnce(product.id, who);
  });

  it("an unpaid bank transfer cancelled by the sweep", async () => {
    const placed = new Date("2012-02-01T10:00:00Z");
    const { order, product, who } = await soldOutByOrder(placed);
    const sweep = await sweepUnpaidOrders(() => new Date(placed.getTime() + 8 * 86_400_000));
    expect(sweep.cancelled).toContain(order.id);
    await toldOnce(product.id, who);
  });
});
