// Invoice numbers against the real Firestore emulator. A checkout commits its order without a
// number and without touching the year's counter; the allocator (lib/orders/invoice-number.ts)
// then numbers waiting orders in batches, one counter write per batch: many checkouts at once get
// distinct, consecutive numbers after those given before, allocators racing each other (and
// checkouts) give no number twice and leave no gap, and a checkout that writes nothing takes none.
// Each test orders "in" a year of its own (placeOrder's clock), so checkouts of other test files
// running at once take no number of that year.
import { randomUUID } from "node:crypto";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { placeOrder, type PlaceOrderOutcome } from "@/lib/orders/db";
import { numberInvoiceBatch, numberInvoices } from "@/lib/orders/invoice-number";
import { getOrderOf } from "@/lib/orders/read";
import { INVOICE_COUNTERS, formatInvoiceNumber } from "@/lib/orders/invoice-numbering";
import type { PlaceOrderInput } from "@/lib/orders/schema";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import type { Product } from "@/lib/catalog/schema";
import { uniq } from "./clients";

jest.setTimeout(180_000);

const db = firestore();

async function saveProduct(stock: number): Promise<Product> {
  const p = testProduct(uniq("invoice-test"), { name: "Invoice Test Rattle", categories: ["toys"], stock, variations: [] });
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const buyer = () => {
  const uid = uniq("invoice-buyer");
  return { uid, email: `${uid}@flone.test` };
};
const request = (p: Product, quantity = 1): PlaceOrderInput => ({
  idempotencyKey: randomUUID(),
  lines: [{ id: p.id, quantity }],
  billing: { kind: "new", address: TEST_ADDRESS },
  shipping: { kind: "same" },
  shippingMethod: "standard",
  paymentMethod: "bank-transfer",
});
/**
 * A clock in `year`: a year no other test orders in, in the future (the unpaid-orders sweep leaves
 * these pending transfers alone) and before June 2087, whose orders dashboard.test.ts expects to be
 * the newest in the emulator.
 */
const inYear = (year: number) => () => new Date(Date.UTC(year, 5, 15, 12));
const orderOf = async (b: { uid: string }, outcome: PlaceOrderOutcome) => {
  if (outcome.status !== "placed") throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return (await getOrderOf(b.uid, outcome.orderId))!;
};
const invoiceNumberOf = async (b: { uid: string }, outcome: PlaceOrderOutcome) => (await orderOf(b, outcome)).invoiceNumber;
const counterOf = async (year: number) => (await db.collection(INVOICE_COUNTERS).doc(String(year)).get()).get("last") as number | undefined;
const numbers = (year: number, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => formatInvoiceNumber(year, from + i));

describe("invoice numbers", () => {
  it("50 checkouts at once leave the year's counter alone; numbering then gives them the 50 numbers after those given before", async () => {
    const year = 2080;
    const p = await saveProduct(100);
    const earlier = buyer();
    for (let i = 0; i < 3; i++) await placeOrder(earlier, request(p), inYear(year));
    expect(await numberInvoices(year, inYear(year))).toBe(3);
    expect(await counterOf(year)).toBe(3);

    const buyers = Array.from({ length: 50 }, buyer);
    const outcomes = await Promise.all(buyers.map((b) => placeOrder(b, request(p), inYear(year))));
    // The checkouts' commits wrote no shared document: no number yet, the counter where it was.
    const placed = await Promise.all(outcomes.map((o, i) => orderOf(buyers[i]!, o)));
    expect(placed.map((o) => [o.invoiceNumber, o.invoicePendingYear])).toEqual(placed.map(() => [undefined, year]));
    expect(await counterOf(year)).toBe(3);

    expect(await numberInvoices(year, inYear(year))).toBe(50);
    const given = await Promise.all(outcomes.map((o, i) => orderOf(buyers[i]!, o)));
    expect(given.map((o) => o.invoiceNumber).sort()).toEqual(numbers(year, 4, 53));
    expect(given.every((o) => o.invoicePendingYear === undefined)).toBe(true);
    expect(await counterOf(year)).toBe(53);
  });

  it("ten allocators at once, racing checkouts, give no number twice and leave no gap", async () => {
    const year = 2084;
    const p = await saveProduct(100);
    const buyers = Array.from({ length: 30 }, buyer);
    const first = await Promise.all(buyers.slice(0, 20).map((b) => placeOrder(b, request(p), inYear(year))));
    // Small batches, so the allocators split the work and collide on every commit.
    const allocator = async () => {
      let total = 0;
      for (let n = -1; n !== 0; total += n) n = await numberInvoiceBatch(year, inYear(year), 3);
      return total;
    };
    const [counts, rest] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, allocator)),
      Promise.all(buyers.slice(20).map((b) => placeOrder(b, request(p), inYear(year)))),
    ]);
    // Checkouts that ended after the last allocator looked: the next run numbers them.
    const late = await numberInvoices(year, inYear(year));
    expect(counts.reduce((a, b) => a + b, 0) + late).toBe(30);
    const given = await Promise.all([...first, ...rest].map((o, i) => invoiceNumberOf(buyers[i]!, o)));
    expect([...given].sort()).toEqual(numbers(year, 1, 30));
    expect(await counterOf(year)).toBe(30);
  });

  it("a checkout that fails (out of stock, a repeated key) takes no number; the next order has the next one", async () => {
    const year = 2081;
    const p = await saveProduct(1);
    const b = buyer();
    const first = request(p);
    const placed = await placeOrder(b, first, inYear(year));
    expect(await numberInvoices(year, inYear(year))).toBe(1);
    expect(await invoiceNumberOf(b, placed)).toBe(formatInvoiceNumber(year, 1));
    // Sold out now: nothing written, nothing to number.
    expect((await placeOrder(buyer(), request(p), inYear(year))).status).toBe("unavailable");
    // The same request again answers the first order.
    expect(await placeOrder(b, first, inYear(year))).toMatchObject({ status: "placed", repeated: true });
    expect(await numberInvoices(year, inYear(year))).toBe(0);
    expect(await counterOf(year)).toBe(1);
    const q = await saveProduct(5);
    const next = await placeOrder(b, request(q), inYear(year));
    expect(await numberInvoices(year, inYear(year))).toBe(1);
    expect(await invoiceNumberOf(b, next)).toBe(formatInvoiceNumber(year, 2));
  });

  it("numbers start again at 1 each year (the year the order was placed in)", async () => {
    const p = await saveProduct(5);
    const b = buyer();
    const in2082 = await placeOrder(b, request(p), inYear(2082));
    const in2083 = await placeOrder(b, request(p), inYear(2083));
    // Numbered later, in another year: each still in the series of its own year.
    expect(await numberInvoices(2082, inYear(2090))).toBe(1);
    expect(await numberInvoices(2083, inYear(2090))).toBe(1);
    expect(await invoiceNumberOf(b, in2082)).toBe("2082-000001");
    expect(await invoiceNumberOf(b, in2083)).toBe("2083-000001");
  });
});
