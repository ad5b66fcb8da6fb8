/** @jest-environment node */
import { shippingCost } from "@/lib/orders/config";
import { orderDocSchema, orderIdSchema } from "@/lib/orders/schema";
import { ORDER_STATUSES, checkTransition } from "@/lib/orders/status";
import { DEMO_CUSTOMERS, demoEmail, historyProblems, makeDemoOrders, ORDER_WINDOW_DAYS, SEED_KEY_PREFIX } from "./orders";
import { makeProducts } from "./catalog";
import { DEMO_USERS } from "./users";

const NOW = new Date("2026-03-15T00:00:00.000Z");
const DAY = 86_400_000;
const products = makeProducts(undefined, NOW);
const orders = makeDemoOrders(products, NOW);
const shopper = DEMO_USERS.find((u) => !u.isAdmin)!;
const admin = DEMO_USERS.find((u) => u.isAdmin)!;

describe("makeDemoOrders", () => {
  it("makes about 150 orders with unique FL- ids, each a valid order document", () => {
    expect(orders.length).toBeGreaterThanOrEqual(140);
    expect(orders.length).toBeLessThanOrEqual(160);
    expect(new Set(orders.map((o) => o.id)).size).toBe(orders.length);
    for (const { id, doc } of orders) {
      expect(orderIdSchema.parse(id)).toBe(id);
      expect(orderDocSchema.parse(doc)).toEqual(doc);
      expect(doc.idempotencyKey).toBe(`${SEED_KEY_PREFIX}${id}`);
    }
  });

  it("is deterministic for the same `now`, and differs for another day", () => {
    expect(makeDemoOrders(makeProducts(undefined, NOW), NOW)).toEqual(orders);
    const next = new Date(NOW.getTime() + DAY);
    expect(makeDemoOrders(makeProducts(undefined, next), next).map((o) => o.id)).not.toEqual(orders.map((o) => o.id));
  });

  // Partly refunded: only an accepted return makes it, with its credit note; the seed makes none.
  const SEEDED_STATUSES = ORDER_STATUSES.filter((s) => s !== "partly-refunded");

  it("has every status an order reaches by plain moves", () => {
    const statuses = new Set(orders.map((o) => o.doc.status));
    expect([...statuses].sort()).toEqual([...SEEDED_STATUSES].sort());
  });

  it("builds every history from legal moves, by actors allowed to make them, in time order", () => {
    for (const { id, doc } of orders) {
      expect([id, historyProblems(doc)]).toEqual([id, []]);
      for (let i = 1; i < doc.history.length; i++) {
        const step = doc.history[i]!;
        expect(checkTransition(doc.history[i - 1]!.status, step.status, step.by.role)).toEqual({ ok: true });
        expect(step.by.uid).toBe(step.by.role === "customer" ? doc.uid : admin.uid);
      }
      expect(doc.history[0]!.by).toEqual({ uid: doc.uid, role: "customer" });
      expect(doc.createdAt).toBe(doc.history[0]!.at);
      expect(doc.updatedAt).toBe(doc.history[doc.history.length - 1]!.at);
    }
  });

  it("places every order within the last 90 days, before `now`", () => {
    const from = NOW.getTime() - ORDER_WINDOW_DAYS * DAY;
    for (const { doc } of orders) {
      expect(Date.parse(doc.createdAt)).toBeGreaterThanOrEqual(from);
      for (const h of doc.history) expect(Date.parse(h.at)).toBeLessThan(NOW.getTime());
    }
    // Spread over the window, not bunched at one end.
    const ages = orders.map((o) => (NOW.getTime() - Date.parse(o.doc.createdAt)) / DAY);
    expect(Math.max(...ages)).toBeGreaterThan(60);
    expect(Math.min(...ages)).toBeLessThan(7);
  });

  it("keeps totals consistent with the lines and the shipping rates", () => {
    for (const { doc } of orders) {
      for (const l of doc.lines) {
        expect(l.lineTotal).toBe(l.unitPrice * l.quantity);
        expect(l.unitPrice).toBeLessThanOrEqual(l.listPrice);
      }
      const goods = doc.lines.reduce((s, l) => s + l.lineTotal, 0);
      expect(doc.subtotal).toBe(doc.lines.reduce((s, l) => s + l.listPrice * l.quantity, 0));
      expect(doc.discount).toBe(doc.subtotal - goods);
      expect(doc.shipping).toBe(shippingCost(doc.shippingMethod, doc.shippingAddress!.country, goods));
      expect(doc.total).toBe(goods + doc.shipping);
      expect(doc.itemCount).toBe(doc.lines.reduce((s, l) => s + l.quantity, 0));
    }
  });

  it("sells only products that existed then, with their stored names, images and choices", () => {
    const byId = new Map(products.map((p) => [p.id, p]));
    for (const { doc } of orders) {
      for (const l of doc.lines) {
        const p = byId.get(l.productId)!;
        expect(p).toBeDefined();
        expect(p.name).toBe(l.name);
        expect(Date.parse(p.createdAt)).toBeLessThanOrEqual(Date.parse(doc.createdAt));
        if (p.variations.length > 0) expect(p.variations.find((v) => v.color === l.color)!.size.map((s) => s.name)).toContain(l.size);
        expect([...p.images, ...p.variations.map((v) => v.image)]).toContain(l.image);
      }
    }
  });

  it("gives the demo shopper 8 orders: every status, two pending, one pending by bank transfer with its instructions", () => {
    const mine = orders.filter((o) => o.doc.uid === shopper.uid);
    expect(mine).toHaveLength(8);
    expect(mine.map((o) => o.doc.status).sort()).toEqual([...SEEDED_STATUSES, "pending"].sort());
    expect(mine.filter((o) => o.doc.status === "pending").map((o) => o.doc.paymentMethod).sort()).toEqual(["bank-transfer", "cash-on-delivery"]);
    for (const { doc } of mine) {
      expect(doc.email).toBe(shopper.email);
      expect(doc.customerName).toBe(`${shopper.firstName} ${shopper.lastName}`);
    }
    for (const { id, doc } of orders) {
      if (doc.paymentMethod === "bank-transfer") expect(doc.payment.instructions).toMatchObject({ kind: "bank-transfer", reference: id });
      else expect(doc.payment.instructions).toEqual({ kind: "on-delivery" });
    }
  });

  it("spreads orders over the demo customers, mostly to the US, some to France, Germany and the UK", () => {
    const uids = new Set(orders.map((o) => o.doc.uid));
    for (const c of DEMO_CUSTOMERS) expect(uids).toContain(c.uid);
    const countries = orders.map((o) => o.doc.shippingAddress?.country);
    expect(countries.filter((c) => c === "US").length).toBeGreaterThan(orders.length / 2);
    for (const c of ["FR", "DE", "GB"]) expect(countries).toContain(c);
  });

  it("has nothing to sell without products", () => {
    expect(makeDemoOrders([], NOW)).toEqual([]);
  });
});

describe("demo customers", () => {
  it("are about 20, with fixed uids and example.test addresses", () => {
    expect(DEMO_CUSTOMERS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(DEMO_CUSTOMERS.map((c) => c.uid)).size).toBe(DEMO_CUSTOMERS.length);
    expect(new Set(DEMO_CUSTOMERS.map((c) => c.email)).size).toBe(DEMO_CUSTOMERS.length);
    expect(DEMO_CUSTOMERS[0]).toMatchObject({ uid: "demo-customer-1", email: "olivia.martin@example.test", firstName: "Olivia", lastName: "Martin" });
    expect(demoEmail("Hugo", "Lefèvre")).toBe("hugo.lefevre@example.test");
  });
});
