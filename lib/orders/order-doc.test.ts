import { orderDoc, PERSONAL_ORDER_FIELDS, withoutUid, type OrderParts } from "./order-doc";
import { anonymizedOrderDocSchema, customerOrderDocSchema, isAnonymized, orderDocSchema, shownLine } from "./schema";
import { testProduct } from "@/tests/fixtures/product";
import { orderTax } from "./tax";
import { TEST_ADDRESS } from "@/tests/fixtures/order";

const AT = "2026-11-01T00:00:00.000Z";
const parts = (over: Partial<OrderParts> = {}): OrderParts => ({
  id: "FL-ABCDEFGH",
  buyer: { uid: "friend-1", email: "friend@flone.test" },
  billingAddress: { ...TEST_ADDRESS, firstName: "Frida", lastName: "Friend" },
  shippingAddress: { ...TEST_ADDRESS, firstName: "Parent", street: "9 Hidden Lane" },
  pricing: {
    ok: true,
    lines: [
      { productId: "romper", name: "Romper", color: "blue", size: "S", image: "/blue.jpg", listPrice: 2000, unitPrice: 2000, quantity: 1, lineTotal: 2000, promotionDiscount: 0, tax: 0, registry: { slug: "emma", itemId: "i1" } },
      { productId: "rattle", name: "Rattle", image: "/r.jpg", listPrice: 1000, unitPrice: 1000, quantity: 1, lineTotal: 1000, promotionDiscount: 0, tax: 0 },
    ],
    subtotal: 3000,
    discount: 0,
    shipping: 0,
    tax: orderTax([2000, 1000], 0, { country: "FR" }).tax,
    total: 3000,
    itemCount: 2,
    promotions: [],
  },
  shippingMethod: "standard",
  paymentMethod: "cash-on-delivery",
  notes: "",
  history: [{ status: "pending", at: AT, by: { uid: "friend-1", role: "customer" } }],
  idempotencyKey: "key-0123456789abcdef",
  ...over,
});

describe("orderDoc: the lines' texts in the order's language", () => {
  const romper = testProduct("romper", { name: "Romper", translations: { fr: { name: "Barboteuse", colors: { blue: "Bleu" } } } });
  const rattle = testProduct("rattle", { name: "Rattle" });
  const products = new Map([[romper.id, romper], [rattle.id, rattle]]);

  it("keeps each line's French name, colour and size where they differ from the English, English where untranslated", () => {
    const doc = orderDoc(parts({ locale: "fr", products }));
    expect(doc.lines.map((l) => [l.name, l.shown])).toEqual([["Romper", { name: "Barboteuse", color: "Bleu" }], ["Rattle", undefined]]);
    expect(doc.lines.map(shownLine)).toEqual([{ name: "Barboteuse", color: "Bleu", size: "S" }, { name: "Rattle" }]);
  });

  it("keeps nothing more for an English order, nor for an order placed before translations", () => {
    expect(orderDoc(parts({ locale: "en", products })).lines.every((l) => l.shown === undefined)).toBe(true);
    const old = orderDoc(parts());
    expect(old.lines.map(shownLine)).toEqual([{ name: "Romper", color: "blue", size: "S" }, { name: "Rattle" }]);
  });
});

describe("orderDoc", () => {
  it("keeps the registry gift: each line's item and the order's registry, shipped where it was told", () => {
    const registry = { slug: "emma", title: "Emma’s registry", shipToParents: true, hideName: true };
    const doc = orderDoc(parts({ registry }));
    expect(doc.registry).toEqual(registry);
    expect(doc.lines.map((l) => l.registry)).toEqual([{ slug: "emma", itemId: "i1" }, undefined]);
    // Shipped to the parents: their address is not on the order the buyer may read.
    expect(doc).not.toHaveProperty("shippingAddress");
    expect(orderDoc(parts({ registry: { ...registry, shipToParents: false } })).shippingAddress?.street).toBe("9 Hidden Lane");
    expect(doc.customerName).toBe("Frida Friend");
  });

  it("has no registry field at all on an ordinary order", () => {
    expect(orderDoc(parts())).not.toHaveProperty("registry");
  });
});

describe("what an anonymized order keeps", () => {
  const placed = orderDoc(
    parts({
      notes: "Ring twice",
      history: [
        { status: "pending", at: AT, by: { uid: "friend-1", role: "customer" } },
        { status: "paid", at: "2026-11-02T00:00:00.000Z", by: { uid: "staff-1", role: "admin" } },
        { status: "cancelled", at: "2026-11-03T00:00:00.000Z", by: { uid: "system", role: "system" } },
      ],
    }),
  );
  const anonymized = {
    ...Object.fromEntries(Object.entries(placed).filter(([key]) => !PERSONAL_ORDER_FIELDS.includes(key))),
    history: withoutUid(placed.history, "friend-1"),
    anonymizedAt: "2026-12-01T00:00:00.000Z",
  };

  it("the personal fields are every field of a placed order beyond the record, and the delivery address", () => {
    expect([...PERSONAL_ORDER_FIELDS].sort()).toEqual(["billingAddress", "customerName", "email", "notes", "shippingAddress", "uid"]);
  });

  it("without them, an order is an anonymized one: it parses as such, and as an order, and holds nothing of the person", () => {
    const parsed = anonymizedOrderDocSchema.parse(anonymized);
    expect(customerOrderDocSchema.safeParse(anonymized).success).toBe(false);
    expect(isAnonymized(orderDocSchema.parse(anonymized))).toBe(true);
    expect(isAnonymized(orderDocSchema.parse(placed))).toBe(false);
    const text = JSON.stringify(parsed);
    for (const personal of ["friend-1", "friend@flone.test", "Frida", TEST_ADDRESS.street, TEST_ADDRESS.phone, "9 Hidden Lane", "Ring twice"]) expect(text).not.toContain(personal);
    // The books: lines, money, methods, status and dates as they were.
    expect(parsed).toMatchObject({ lines: placed.lines, total: placed.total, subtotal: placed.subtotal, status: placed.status, createdAt: placed.createdAt, paymentMethod: placed.paymentMethod });
  });

  it("the history keeps every move and its role; only the customer's uid goes", () => {
    expect(withoutUid(placed.history, "friend-1").map((h) => h.by)).toEqual([{ role: "customer" }, { uid: "staff-1", role: "admin" }, { uid: "system", role: "system" }]);
  });
});
