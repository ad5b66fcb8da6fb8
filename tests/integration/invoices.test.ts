// Invoice numbers against the real Firestore emulator: taken from the year's counter in each
// order's own guarded commit, so many checkouts at once get distinct, consecutive numbers and a
// checkout that writes nothing takes none. Each test orders "in" a year of its own (placeOrder's
// clock), so checkouts of other test files running at once take no number of that year.
import { randomUUID } from "node:crypto";
import { testProduct } from "@/tests/fixtures/product";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { firestore } from "@/lib/firebase/admin";
import { placeOrder, type PlaceOrderOutcome } from "@/lib/orders/db";
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
const invoiceNumberOf = async (b: { uid: string }, outcome: PlaceOrderOutcome) => {
  if (outcome.status !== "placed") throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return (await getOrderOf(b.uid, outcome.orderId))!.invoiceNumber;
};

describe("invoice numbers", () => {
  it("50 checkouts at once get 50 distinct, consecutive numbers of their year", async () => {
    const year = 2080;
    const p = await saveProduct(100);
    const buyers = Array.from({ length: 50 }, buyer);
    const outcomes = await Promise.all(buyers.map((b) => placeOrder(b, request(p), inYear(year))));
    const numbers = await Promise.all(outcomes.map((o, i) => invoiceNumberOf(buyers[i]!, o)));
    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, i) => formatInvoiceNumber(year, i + 1)));
    expect((await db.collection(INVOICE_COUNTERS).doc(String(year)).get()).get("last")).toBe(50);
  });

  it("a checkout that fails (out of stock, a repeated key) takes no number; the next order has the next one", async () => {
    const year = 2081;
    const p = await saveProduct(1);
    const b = buyer();
    const first = request(p);
    expect(await invoiceNumberOf(b, await placeOrder(b, first, inYear(year)))).toBe(formatInvoiceNumber(year, 1));
    // Sold out now: nothing written, no number taken.
    expect((await placeOrder(buyer(), request(p), inYear(year))).status).toBe("unavailable");
    // The same request again answers the first order.
    expect(await placeOrder(b, first, inYear(year))).toMatchObject({ status: "placed", repeated: true });
    const q = await saveProduct(5);
    expect(await invoiceNumberOf(b, await placeOrder(b, request(q), inYear(year)))).toBe(formatInvoiceNumber(year, 2));
  });

  it("numbers start again at 1 each year", async () => {
    const p = await saveProduct(5);
    const b = buyer();
    expect(await invoiceNumberOf(b, await placeOrder(b, request(p), inYear(2082)))).toBe("2082-000001");
    expect(await invoiceNumberOf(b, await placeOrder(b, request(p), inYear(2083)))).toBe("2083-000001");
  });
});
