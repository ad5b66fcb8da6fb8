/** @jest-environment node */
import { ORDERS_PAGE_SIZE } from "@/lib/orders/config";
import type { HistoryEntry, Order } from "@/lib/orders/schema";
import type { OrderStatus } from "@/lib/orders/status";
import { accountOrdersHref, orderHref } from "@/lib/routes";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import {
  colorName,
  itemCountText,
  MAX_ORDERS_SHOWN,
  orderTimeline,
  ordersPage,
  ordersToRead,
  ordersView,
} from "./order-view";

const step = (status: OrderStatus, at: string, role: HistoryEntry["by"]["role"] = "admin"): HistoryEntry => ({ status, at, by: { uid: "u", role } });

describe("orderTimeline", () => {
  it("a pending order: placed, then the usual steps still ahead", () => {
    expect(orderTimeline({ status: "pending", history: [step("pending", "2026-05-01T10:00:00.000Z", "customer")] })).toEqual([
      { status: "pending", state: "current", at: "2026-05-01T10:00:00.000Z", by: "customer" },
      { status: "paid", state: "upcoming" },
      { status: "processing", state: "upcoming" },
      { status: "shipped", state: "upcoming" },
      { status: "delivered", state: "upcoming" },
    ]);
  });

  it("a shipped order: what happened, then delivery ahead", () => {
    const history = [step("pending", "2026-05-01T10:00:00.000Z", "customer"), step("paid", "2026-05-01T12:00:00.000Z"), step("processing", "2026-05-02T09:00:00.000Z"), step("shipped", "2026-05-03T09:00:00.000Z")];
    expect(orderTimeline({ status: "shipped", history }).map((s) => [s.status, s.state])).toEqual([
      ["pending", "done"],
      ["paid", "done"],
      ["processing", "done"],
      ["shipped", "current"],
      ["delivered", "upcoming"],
    ]);
  });

  it("a delivered order has nothing ahead; cancelled and refunded ones end where they ended", () => {
    const delivered = ["pending", "paid", "processing", "shipped", "delivered"].map((s, i) => step(s as OrderStatus, `2026-05-0${i + 1}T10:00:00.000Z`));
    expect(orderTimeline({ status: "delivered", history: delivered }).at(-1)).toMatchObject({ status: "delivered", state: "current" });
    expect(orderTimeline({ status: "delivered", history: delivered })).toHaveLength(5);

    const cancelled = [step("pending", "2026-05-01T10:00:00.000Z", "customer"), step("cancelled", "2026-05-01T11:00:00.000Z", "customer")];
    expect(orderTimeline({ status: "cancelled", history: cancelled })).toEqual([
      { status: "pending", state: "done", at: "2026-05-01T10:00:00.000Z", by: "customer" },
      { status: "cancelled", state: "current", at: "2026-05-01T11:00:00.000Z", by: "customer" },
    ]);

    const refunded = [...delivered, step("refunded", "2026-05-20T10:00:00.000Z")];
    const timeline = orderTimeline({ status: "refunded", history: refunded });
    expect(timeline.map((s) => s.state)).toEqual(["done", "done", "done", "done", "done", "current"]);
  });
});

describe("texts", () => {
  it("counts items in the page's language", () => {
    expect(itemCountText(1, "en", en.Orders.items)).toBe("1 item");
    expect(itemCountText(3, "en", en.Orders.items)).toBe("3 items");
    expect(itemCountText(1200, "en", en.Orders.items)).toBe("1,200 items");
    expect(itemCountText(1, "fr", fr.Orders.items)).toBe("1 article");
    expect(itemCountText(2, "fr", fr.Orders.items)).toBe("2 articles");
  });
});

describe("the history's pages", () => {
  const order = (i: number) => ({ id: `order-${i}` }) as Order;
  const orders = (n: number) => Array.from({ length: n }, (_, i) => order(i));

  it("reads the URL: a whole number of pages up to the cap, or a cursor; anything else is the first page", () => {
    expect(ordersView({})).toEqual({ kind: "newest", shown: ORDERS_PAGE_SIZE });
    expect(ordersView({ orders: "20" })).toEqual({ kind: "newest", shown: 20 });
    expect(ordersView({ orders: "15" })).toEqual({ kind: "newest", shown: 20 });
    for (const bad of ["0", "-10", "abc", "1e9", String(MAX_ORDERS_SHOWN + 1), ["20", "30"]]) {
      expect(ordersView({ orders: bad })).toEqual({ kind: "newest", shown: ORDERS_PAGE_SIZE });
    }
    expect(ordersView({ after: "FL-ABCDEFGH", orders: "20" })).toEqual({ kind: "after", after: "FL-ABCDEFGH" });
    expect(ordersView({ after: "../users" })).toEqual({ kind: "newest", shown: ORDERS_PAGE_SIZE });
    expect(ordersToRead({ kind: "newest", shown: 20 })).toBe(21);
    expect(ordersToRead({ kind: "after", after: "FL-ABCDEFGH" })).toBe(ORDERS_PAGE_SIZE + 1);
  });

  it("shows more by growing the list, then a page at a time; lands on the first new order", () => {
    const first = ordersPage({ kind: "newest", shown: 10 }, orders(11));
    expect(first.orders).toHaveLength(10);
    expect(first.more).toEqual({ page: { shown: 20 }, focus: order(10).id });
    expect(ordersPage({ kind: "newest", shown: 10 }, orders(10)).more).toBeNull();
    expect(ordersPage({ kind: "newest", shown: 10 }, orders(3))).toEqual({ orders: orders(3), more: null });

    const atCap = ordersPage({ kind: "newest", shown: MAX_ORDERS_SHOWN }, orders(MAX_ORDERS_SHOWN + 1));
    expect(atCap.more).toEqual({ page: { after: order(MAX_ORDERS_SHOWN - 1).id }, focus: order(MAX_ORDERS_SHOWN).id });
    const after = ordersPage({ kind: "after", after: "FL-ZZZZZZZZ" }, orders(11));
    expect(after.more).toEqual({ page: { after: order(9).id }, focus: order(10).id });
  });

  it("builds the links in lib/routes", () => {
    expect(orderHref("FL-ABCDEFGH")).toBe("/my-account/orders/FL-ABCDEFGH");
    expect(accountOrdersHref({ shown: 20 }, "FL-ABCDEFGH")).toBe("/my-account?orders=20#order-FL-ABCDEFGH");
    expect(accountOrdersHref({ after: "FL-ABCDEFGH" })).toBe("/my-account?after=FL-ABCDEFGH#orders");
  });
});

describe("colours", () => {
  it("names colours in the language, or as stored", () => {
    expect(colorName("grey", fr.Colors)).toBe(fr.Colors.grey);
    expect(colorName("Grey", en.Colors)).toBe("Grey");
    expect(colorName("sea foam", en.Colors)).toBe("sea foam");
    expect(colorName("navy", undefined)).toBe("navy");
  });
});
