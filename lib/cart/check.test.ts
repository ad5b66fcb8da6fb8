import { productSchema } from "@/lib/catalog/schema";
import type { CartLine } from "@/stores/rules";
import { checkKey, reviewCart, toCheckLine, type LineStatus } from "./check";
import { toCatalogEntry } from "@/lib/catalog/entry";
import { productWithDealState, withDealState } from "@/lib/catalog/deals";
import { makeProducts } from "@/scripts/seed/catalog";
import { cartCheckInputSchema, entryLineStatus, lineStatus } from "./line-status";

const base = {
  sku: "S1",
  categories: ["clothing"],
  images: ["/a.svg"],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const bottle = productSchema.parse({ ...base, id: "bottle", name: "Bottle", price: 1000, discount: 10, stock: 4 });
const suit = productSchema.parse({
  ...base,
  id: "suit",
  name: "Suit",
  price: 2000,
  variations: [
    { color: "pink", image: "/p.svg", size: [{ name: "0-3M", stock: 2 }, { name: "3-6M", stock: 0 }] },
    { color: "blue", image: "/b.svg", size: [{ name: "0-3M", stock: 7 }] },
  ],
});

const line = (over: Partial<CartLine> & Pick<CartLine, "cartItemId" | "id">): CartLine => ({
  name: "X",
  image: "/x.svg",
  price: 1000,
  finalPrice: 900,
  discount: 10,
  quantity: 1,
  ...over,
});

describe("lineStatus (server side)", () => {
  it("a simple product: its current final price and stock", () => {
    expect(lineStatus(bottle, { cartItemId: "a", id: "bottle" }, "en")).toEqual({
      cartItemId: "a",
      state: "available",
      name: "Bottle",
      price: 1000,
      finalPrice: 900,
      discount: 10,
      stock: 4,
    });
  });

  it("a variation product: the stock of that colour and size", () => {
    expect(lineStatus(suit, { cartItemId: "a", id: "suit", color: "pink", size: "0-3M" }, "en")).toMatchObject({ stock: 2, finalPrice: 2000 });
    expect(lineStatus(suit, { cartItemId: "a", id: "suit", color: "pink", size: "3-6M" }, "en")).toMatchObject({ state: "available", stock: 0 });
  });

  it("gone: no product, a colour or size it no longer has, or a choice that no longer fits", () => {
    expect(lineStatus(null, { cartItemId: "a", id: "bottle" }, "en")).toEqual({ cartItemId: "a", state: "gone" });
    expect(lineStatus(suit, { cartItemId: "a", id: "suit", color: "green", size: "0-3M" }, "en").state).toBe("gone");
    expect(lineStatus(suit, { cartItemId: "a", id: "suit", color: "blue", size: "3-6M" }, "en").state).toBe("gone");
    expect(lineStatus(suit, { cartItemId: "a", id: "suit" }, "en").state).toBe("gone");
    expect(lineStatus(bottle, { cartItemId: "a", id: "bottle", color: "pink", size: "0-3M" }, "en").state).toBe("gone");
  });
});

describe("entryLineStatus: the same answer from the catalogue index entry", () => {
  /** Every choice a cart could hold of `p`: each colour x each size, none, and ones it never had. */
  const choicesOf = (p: typeof suit) => {
    const colors = [...p.variations.map((v) => v.color), "never-a-colour", undefined];
    const sizes = [...new Set(p.variations.flatMap((v) => v.size.map((s) => s.name))), "XXL", undefined];
    return colors.flatMap((color) => sizes.map((size) => ({ cartItemId: "a", id: p.id, ...(color ? { color } : {}), ...(size ? { size } : {}) })));
  };

  it("agrees with the product for every choice, of every product of the demo catalogue, deals running or ended", () => {
    const now = Date.parse("2026-11-01T12:00:00.000Z");
    const products = [bottle, suit, ...makeProducts(124, new Date(now))];
    let checked = 0;
    for (const p of products) {
      for (const at of [now, now + 30 * 86_400_000]) {
        const entry = withDealState(toCatalogEntry(p), at);
        for (const choice of choicesOf(p)) {
          expect(entryLineStatus(entry, choice, "en")).toEqual(lineStatus(productWithDealState(p, at), choice, "en"));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
    expect(entryLineStatus(null, { cartItemId: "a", id: "x" }, "en")).toEqual({ cartItemId: "a", state: "gone" });
  });

  it("keeps each colour's own sizes apart (a size one colour lacks is gone, a sold-out one is 0)", () => {
    const entry = toCatalogEntry(suit);
    expect(entry.cellStock).toBe("2,0,7,");
    expect(entryLineStatus(entry, { cartItemId: "a", id: "suit", color: "blue", size: "3-6M" }, "en").state).toBe("gone");
    expect(entryLineStatus(entry, { cartItemId: "a", id: "suit", color: "pink", size: "3-6M" }, "en")).toMatchObject({ state: "available", stock: 0 });
    expect(toCatalogEntry(bottle).cellStock).toBeUndefined();
  });
});

describe("a line's name", () => {
  it("is in the shopper's language, English where untranslated", () => {
    const french = { ...bottle, translations: { fr: { name: "Biberon" } } };
    expect(lineStatus(french, { cartItemId: "a", id: "bottle" }, "fr")).toMatchObject({ name: "Biberon" });
    expect(lineStatus(french, { cartItemId: "a", id: "bottle" }, "de")).toMatchObject({ name: bottle.name });
  });
});

describe("the check's input", () => {
  it("sends ids and choices only, never prices", () => {
    const l = line({ cartItemId: "c1", id: "suit", selectedProductColor: "pink", selectedProductSize: "0-3M" });
    expect(toCheckLine(l)).toEqual({ cartItemId: "c1", id: "suit", color: "pink", size: "0-3M" });
    expect(toCheckLine(line({ cartItemId: "c2", id: "bottle" }))).toEqual({ cartItemId: "c2", id: "bottle" });
  });

  it("takes at most 200 lines and refuses malformed ones", () => {
    const ok = Array.from({ length: 200 }, (_, i) => ({ cartItemId: `c${i}`, id: "bottle" }));
    const check = (lines: unknown, locale = "fr") => cartCheckInputSchema.safeParse({ lines, locale }).success;
    expect(check(ok)).toBe(true);
    expect(check([...ok, { cartItemId: "x", id: "bottle" }])).toBe(false);
    expect(check([{ cartItemId: "", id: "bottle" }])).toBe(false);
    expect(check("bottle")).toBe(false);
    expect(check(ok, "es")).toBe(false);
  });
});

describe("reviewCart (the cart screen)", () => {
  const available = (cartItemId: string, finalPrice: number, stock: number): LineStatus => ({
    cartItemId,
    state: "available",
    name: "Bottle",
    price: finalPrice,
    finalPrice,
    discount: 0,
    stock,
  });

  it("before the check: stored prices, nothing flagged, not ready", () => {
    const r = reviewCart([line({ cartItemId: "a", id: "bottle", quantity: 2 })], new Map());
    expect(r).toMatchObject({ subtotal: 1800, problems: 0, ready: false });
    expect(r.lines[0]).toMatchObject({ unitPrice: 900, checked: false });
  });

  it("all fine: server prices, ready for checkout", () => {
    const r = reviewCart([line({ cartItemId: "a", id: "bottle", quantity: 2 })], new Map([["a", available("a", 900, 4)]]));
    expect(r).toMatchObject({ subtotal: 1800, problems: 0, ready: true });
    expect(r.lines[0]!.priceChangedFrom).toBeUndefined();
  });

  it("a changed price: the server's price is shown and used, flagged with the old one", () => {
    const r = reviewCart([line({ cartItemId: "a", id: "bottle", quantity: 2, finalPrice: 100 })], new Map([["a", available("a", 900, 4)]]));
    expect(r.lines[0]).toMatchObject({ unitPrice: 900, priceChangedFrom: 100 });
    expect(r.subtotal).toBe(1800);
    // A price change alone does not stop checkout.
    expect(r.ready).toBe(true);
  });

  it("keeps the flag after the stored price was refreshed, from the price seen before", () => {
    const refreshed = line({ cartItemId: "a", id: "bottle", finalPrice: 900 });
    const r = reviewCart([refreshed], new Map([["a", available("a", 900, 4)]]), { a: 100 });
    expect(r.lines[0]).toMatchObject({ unitPrice: 900, priceChangedFrom: 100 });
  });

  it("gone and sold-out lines are marked, left out of the subtotal, and block checkout", () => {
    const lines = [
      line({ cartItemId: "a", id: "bottle" }),
      line({ cartItemId: "b", id: "nope" }),
      line({ cartItemId: "c", id: "suit", selectedProductColor: "pink", selectedProductSize: "3-6M" }),
    ];
    const r = reviewCart(
      lines,
      new Map<string, LineStatus>([
        ["a", available("a", 900, 4)],
        ["b", { cartItemId: "b", state: "gone" }],
        ["c", available("c", 2000, 0)],
      ]),
    );
    expect(r.lines.map((l) => l.problem?.kind)).toEqual([undefined, "unavailable", "sold-out"]);
    expect(r).toMatchObject({ subtotal: 900, problems: 2, ready: false });
  });

  it("more in the cart than is left: marked with the stock left, blocks checkout", () => {
    const r = reviewCart([line({ cartItemId: "a", id: "bottle", quantity: 5 })], new Map([["a", available("a", 900, 3)]]));
    expect(r.lines[0]!.problem).toEqual({ kind: "over-stock", stock: 3 });
    expect(r).toMatchObject({ problems: 1, ready: false });
  });

  it("an empty cart is not ready", () => {
    expect(reviewCart([], new Map()).ready).toBe(false);
  });
});

describe("checkKey", () => {
  it("changes with the lines and choices, not with quantities", () => {
    const a = [line({ cartItemId: "a", id: "bottle", quantity: 1 })];
    expect(checkKey(a)).toBe(checkKey([{ ...a[0]!, quantity: 3 }]));
    expect(checkKey(a)).not.toBe(checkKey([...a, line({ cartItemId: "b", id: "suit" })]));
  });
});
