import { orderDoc, type OrderParts } from "./order-doc";
import { TEST_ADDRESS } from "./test-order";

const AT = "2026-11-01T00:00:00.000Z";
const parts = (over: Partial<OrderParts> = {}): OrderParts => ({
  id: "FL-ABCDEFGH",
  buyer: { uid: "friend-1", email: "friend@flone.test" },
  billingAddress: { ...TEST_ADDRESS, firstName: "Frida", lastName: "Friend" },
  shippingAddress: { ...TEST_ADDRESS, firstName: "Parent", street: "9 Hidden Lane" },
  pricing: {
    ok: true,
    lines: [
      { productId: "romper", name: "Romper", color: "blue", size: "S", image: "/blue.jpg", listPrice: 2000, unitPrice: 2000, quantity: 1, lineTotal: 2000, registry: { slug: "emma", itemId: "i1" } },
      { productId: "rattle", name: "Rattle", image: "/r.jpg", listPrice: 1000, unitPrice: 1000, quantity: 1, lineTotal: 1000 },
    ],
    subtotal: 3000,
    discount: 0,
    shipping: 0,
    total: 3000,
    itemCount: 2,
  },
  shippingMethod: "standard",
  paymentMethod: "cash-on-delivery",
  notes: "",
  history: [{ status: "pending", at: AT, by: { uid: "friend-1", role: "customer" } }],
  idempotencyKey: "key-0123456789abcdef",
  ...over,
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
