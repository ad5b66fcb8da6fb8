/** @jest-environment node */
// OrderDetail of an anonymized order, as staff see it (/orders/[id]): the record in full, and the
// parts that were the customer's said to be erased; a gift's parents' address erased with their
// account said so too. Rendered to HTML on the server, as the page does.
import { renderToStaticMarkup } from "react-dom/server";
import { orderDoc, PERSONAL_ORDER_FIELDS, withoutUid } from "@/lib/orders/order-doc";
import { anonymizedOrderDocSchema, type Order } from "@/lib/orders/schema";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import en from "@/messages/en.json";
import { grossTotal, orderTax, type TaxDestination } from "@/lib/orders/tax";
import { priceOrder } from "@/lib/orders/pricing";
import { testProduct } from "@/tests/fixtures/product";
import { promotionInput } from "@/tests/fixtures/promotion";
import { OrderDetail, type OrdersTexts } from "./order-detail";

const AT = "2026-11-01T00:00:00.000Z";
const texts = en.Orders as unknown as OrdersTexts;

function order(registry?: { slug: string; title: string; shipToParents: boolean; hideName: boolean }, to: TaxDestination = { country: "FR" }): Order {
  const taxed = orderTax([2000], 595, to);
  const placed = orderDoc({
    id: "FL-ABCDEFGH",
    buyer: { uid: "buyer-1", email: "buyer@flone.test" },
    billingAddress: { ...TEST_ADDRESS, firstName: "Bea", lastName: "Buyer" },
    shippingAddress: { ...TEST_ADDRESS, firstName: "Bea", lastName: "Buyer" },
    pricing: {
      ok: true,
      lines: [{ productId: "rattle", name: "Rattle", image: "/r.jpg", listPrice: 1000, unitPrice: 1000, quantity: 2, lineTotal: 2000, promotionDiscount: 0, tax: taxed.lines[0]!, ...(registry ? { registry: { slug: registry.slug, itemId: "i1" } } : {}) }],
      subtotal: 2000,
      discount: 0,
      shipping: 595,
      tax: taxed.tax,
      total: grossTotal(2000, 595, taxed.tax),
      itemCount: 2,
      promotions: [],
    },
    shippingMethod: "standard",
    paymentMethod: "cash-on-delivery",
    notes: "Ring twice",
    history: [{ status: "pending", at: AT, by: { uid: "buyer-1", role: "customer" } }],
    idempotencyKey: "key-0123456789abcdef",
    ...(registry ? { registry } : {}),
  });
  const kept = Object.fromEntries(Object.entries(placed).filter(([key]) => !PERSONAL_ORDER_FIELDS.includes(key)));
  return { id: "FL-ABCDEFGH", ...anonymizedOrderDocSchema.parse({ ...kept, history: withoutUid(placed.history, "buyer-1"), anonymizedAt: AT }) };
}

const html = (o: Order) => renderToStaticMarkup(<OrderDetail order={o} locale="en" texts={texts} promotionTexts={en.Promotions} audience="staff" />);

describe("OrderDetail of an anonymized order, for staff", () => {
  it("shows the lines and money, and says the customer's addresses and note were erased", () => {
    const page = html(order());
    expect(page).toContain("Rattle");
    expect(page).toContain("$25.95");
    expect(page.split(texts.detail.erased)).toHaveLength(3); // delivery and billing address
    // Nobody left to bill: no invoice.
    expect(page).not.toContain("/invoice");
    for (const gone of ["Bea", "Buyer", TEST_ADDRESS.street, "Ring twice", "buyer-1"]) expect(page).not.toContain(gone);
  });

  it("shows the order's tax with its rate, in the total", () => {
    const page = html(order(undefined, { country: "US", region: "CA" }));
    // 2000 and 595 at 7.25 %: 145 + 43 cents.
    expect(page).toContain("Sales tax (7.25%)");
    expect(page).toContain("$1.88");
    expect(page).toContain("$27.83");
  });

  it("a gift shipped to the parents, whose address they erased with their account, says it cannot be shipped", () => {
    const page = html(order({ slug: "emma", title: "Emma’s registry", shipToParents: true, hideName: false }));
    expect(page).toContain(texts.detail.parentsAddressErased);
  });
});

describe("OrderDetail of an order with promotions", () => {
  /** An order priced by the checkout's own priceOrder with the demo promotions (scripts/seed/promotions.ts). */
  function promoted(code: string, method: "standard" | "express"): Order {
    const towel = testProduct("towel", { name: "Hooded Towel", price: 2500, variations: [] });
    const wipes = testProduct("biodegradable-bamboo-wipes-4-pack", { name: "Bamboo Wipes", price: 900, stock: 9, variations: [] });
    const pricing = priceOrder(
      new Map([
        [towel.id, towel],
        [wipes.id, wipes],
      ]),
      [
        { id: towel.id, quantity: 1 },
        { id: wipes.id, quantity: 3 },
      ],
      { method, country: "US" },
      promotionInput(code),
    );
    if (!pricing.ok) throw new Error("not priced");
    const doc = orderDoc({
      id: "FL-ABCDEFGH",
      buyer: { uid: "buyer-1", email: "buyer@flone.test" },
      billingAddress: TEST_ADDRESS,
      shippingAddress: TEST_ADDRESS,
      pricing,
      shippingMethod: method,
      paymentMethod: "cash-on-delivery",
      notes: "",
      history: [{ status: "pending", at: AT, by: { uid: "buyer-1", role: "customer" } }],
      idempotencyKey: "key-0123456789abcdef",
    });
    return { id: "FL-ABCDEFGH", ...doc };
  }
  /** The summary's money rows before tax and total, as [label, amount]. */
  const rows = (page: string) => {
    const totals = /data-testid="order-totals">(.*?)<\/dl>/.exec(page)![1]!;
    return [...totals.matchAll(/<div(?: data-testid="order-promotion")?><dt>([^<]*)<\/dt><dd>([^<]*)<\/dd><\/div>/g)].map((m) => [m[1], m[2]]);
  };

  it("names each promotion with the code typed and what it took off; each line says its share; the rows add up", () => {
    const page = renderToStaticMarkup(<OrderDetail order={promoted("WELCOME10", "standard")} locale="en" texts={texts} promotionTexts={en.Promotions} />);
    // Three packs of wipes, the third free ($9.00); then 10 % of the $43.00 left ($4.30). Delivery is free from $49 of goods before promotions.
    expect(rows(page)).toEqual([
      ["Subtotal", "$52.00"],
      ["Bamboo wipes: 3 for 2", "−$9.00"],
      ["Welcome: 10% off (WELCOME10)", "−$4.30"],
      ["Delivery", "Free"],
    ]);
    // The towel's share of the 10 % ($25.00 - $2.50), and the wipes' free pack and share ($27.00 - $10.80): what each line paid.
    expect(page).toContain("$22.50<span");
    expect(page).toContain(`Promotions: <span class="nowrap">−$2.50</span>`);
    expect(page).toContain("$16.20<span");
    expect(page).toContain(`Promotions: <span class="nowrap">−$10.80</span>`);
  });

  it("a delivery promotion: delivery at its price, then what the promotion took off it", () => {
    const page = renderToStaticMarkup(<OrderDetail order={promoted("EXPRESS20", "express")} locale="en" texts={texts} promotionTexts={en.Promotions} />);
    expect(rows(page)).toEqual([
      ["Subtotal", "$52.00"],
      ["Bamboo wipes: 3 for 2", "−$9.00"],
      ["Delivery", "$14.95"],
      ["Free express delivery (EXPRESS20): free delivery", "−$14.95"],
    ]);
  });

  it("an order without promotions shows none", () => {
    const page = html(order());
    expect(page).not.toContain("order-promotion");
    expect(page).not.toContain("Promotions:");
  });
});
