import {
  addToCart,
  addToWishlist,
  addableQuantity,
  addToCompare,
  cartCount,
  cartHasRoomFor,
  cartSubtotal,
  decreaseQuantity,
  MAX_CART_LINES,
  MAX_COMPARE_ITEMS,
  MAX_LINE_QUANTITY,
  MAX_WISHLIST_ITEMS,
  refreshPrices,
  removeById,
  removeFromCart,
  setQuantity,
  type CartLine,
  type CartProduct,
} from "./rules";
import { cartLineSchema } from "./schemas";

const bodysuit: CartProduct = { id: "bodysuit", name: "Bodysuit", image: "/b.svg", price: 1500, finalPrice: 1200, discount: 20 };
const bottle: CartProduct = { id: "bottle", name: "Bottle", image: "/bt.svg", price: 900, finalPrice: 900, discount: 0 };

function add(lines: CartLine[], product: CartProduct, extra: { quantity?: number; color?: string; size?: string; stock?: number } = {}) {
  return addToCart(lines, { product, stock: 99, ...extra });
}

describe("cart: add without variation", () => {
  it("adds a new line with quantity 1 by default and a generated cartItemId", () => {
    const { lines, added } = add([], bottle);
    expect(added).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ id: "bottle", quantity: 1 });
    expect(lines[0]!.cartItemId).toMatch(/^[\w-]{12}$/);
    expect(lines[0]!.selectedProductColor).toBeUndefined();
  });

  it("grows the existing line of the same product by the given quantity", () => {
    const once = add([], bottle).lines;
    const { lines } = add(once, bottle, { quantity: 3 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(4);
    expect(lines[0]!.cartItemId).toBe(once[0]!.cartItemId);
  });
});

describe("cart: add with variation", () => {
  it("merges only when id, colour and size all match", () => {
    let lines = add([], bodysuit, { color: "blue", size: "0-3M" }).lines;
    lines = add(lines, bodysuit, { color: "blue", size: "0-3M" }).lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 2, selectedProductColor: "blue", selectedProductSize: "0-3M", variation: { color: "blue", size: "0-3M" } });

    lines = add(lines, bodysuit, { color: "pink", size: "0-3M" }).lines;
    lines = add(lines, bodysuit, { color: "blue", size: "3-6M" }).lines;
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((l) => l.cartItemId)).size).toBe(3);
  });
});

describe("cart: stock limit", () => {
  it("never holds more than the stock of the product or of the chosen colour and size", () => {
    let r = add([], bottle, { quantity: 5, stock: 3 });
    expect(r.added).toBe(3);
    r = add(r.lines, bottle, { stock: 3 });
    expect(r.added).toBe(0);
    expect(r.lines[0]!.quantity).toBe(3);
    expect(addableQuantity(r.lines, { product: bottle, stock: 3 })).toBe(0);

    const v = add([], bodysuit, { color: "blue", size: "0-3M", quantity: 2, stock: 2 });
    // Another size has its own stock.
    expect(addableQuantity(v.lines, { product: bodysuit, color: "blue", size: "3-6M", stock: 1 })).toBe(1);
    expect(addableQuantity(v.lines, { product: bodysuit, color: "blue", size: "0-3M", stock: 2 })).toBe(0);
  });

  it("adds nothing for a sold-out product", () => {
    expect(add([], bottle, { stock: 0 })).toEqual({ lines: [], added: 0 });
  });
});

describe("cart: remove, decrease, totals", () => {
  const lines = add(add([], bottle, { quantity: 2 }).lines, bodysuit, { color: "blue", size: "0-3M" }).lines;
  const [bottleLine, bodysuitLine] = lines as [CartLine, CartLine];

  it("removes by cartItemId", () => {
    expect(removeFromCart(lines, bottleLine.cartItemId).map((l) => l.id)).toEqual(["bodysuit"]);
  });

  it("decreases by one, and removes the line at quantity 1", () => {
    const once = decreaseQuantity(lines, bottleLine.cartItemId);
    expect(once.find((l) => l.id === "bottle")!.quantity).toBe(1);
    expect(decreaseQuantity(once, bottleLine.cartItemId).map((l) => l.id)).toEqual(["bodysuit"]);
    expect(decreaseQuantity(lines, bodysuitLine.cartItemId).map((l) => l.id)).toEqual(["bottle"]);
  });

  it("counts units and adds the display subtotal in cents", () => {
    expect(cartCount(lines)).toBe(3);
    expect(cartSubtotal(lines)).toBe(2 * 900 + 1200);
  });
});

describe("compare and wishlist", () => {
  const item = { id: "bottle", name: "Bottle", image: "/bt.svg" };

  it("compare: add appends, remove filters by id", () => {
    const items = addToCompare(addToCompare([], item), { ...item, id: "bib" });
    expect(items.map((i) => i.id)).toEqual(["bottle", "bib"]);
    expect(removeById(items, "bottle").map((i) => i.id)).toEqual(["bib"]);
  });

  it("wishlist: the same product is not added twice", () => {
    const first = addToWishlist([], item);
    expect(first.added).toBe(true);
    const again = addToWishlist(first.items, item);
    expect(again.added).toBe(false);
    expect(again.items).toHaveLength(1);
  });
});

describe("limits of the persisted lists (so a stored slice always parses again)", () => {
  it("a line never grows past 999 units, whatever the stock", () => {
    const r = add([], bottle, { quantity: 2000, stock: 5000 });
    expect(r.added).toBe(MAX_LINE_QUANTITY);
    expect(add(r.lines, bottle, { stock: 5000 }).added).toBe(0);
    expect(cartLineSchema.safeParse(r.lines[0]).success).toBe(true);
  });

  it(`the cart holds at most ${MAX_CART_LINES} lines; an existing line still grows`, () => {
    let lines: CartLine[] = [];
    for (let i = 0; i < MAX_CART_LINES; i++) lines = add(lines, { ...bottle, id: `p-${i}` }).lines;
    expect(cartHasRoomFor(lines, { product: { ...bottle, id: "another" } })).toBe(false);
    expect(add(lines, { ...bottle, id: "another" })).toEqual({ lines, added: 0 });
    expect(cartHasRoomFor(lines, { product: { ...bottle, id: "p-3" } })).toBe(true);
    expect(add(lines, { ...bottle, id: "p-3" }).added).toBe(1);
  });

  it("compare and wishlist stop at their limits", () => {
    const many = Array.from({ length: MAX_COMPARE_ITEMS }, (_, i) => ({ id: `p-${i}`, name: "P", image: "" }));
    expect(addToCompare(many, { id: "x", name: "X", image: "" })).toBe(many);
    const wl = Array.from({ length: MAX_WISHLIST_ITEMS }, (_, i) => ({ id: `p-${i}`, name: "P", image: "" }));
    expect(addToWishlist(wl, { id: "x", name: "X", image: "" }).added).toBe(false);
  });
});

describe("cart: set quantity and refresh prices", () => {
  const lines = add(add([], bottle, { quantity: 4 }).lines, bodysuit).lines;
  const [bottleLine] = lines as [CartLine, CartLine];

  it("sets a line's quantity within 1..999, leaving the others", () => {
    expect(setQuantity(lines, bottleLine.cartItemId, 2).map((l) => l.quantity)).toEqual([2, 1]);
    expect(setQuantity(lines, bottleLine.cartItemId, 0)[0]!.quantity).toBe(1);
    expect(setQuantity(lines, bottleLine.cartItemId, 5000)[0]!.quantity).toBe(MAX_LINE_QUANTITY);
    expect(setQuantity(lines, "nope", 2)).toEqual(lines);
  });

  it("takes the server's prices into the matching lines only, and keeps the array when nothing changed", () => {
    const next = refreshPrices(lines, [{ cartItemId: bottleLine.cartItemId, price: 1000, finalPrice: 800, discount: 20 }]);
    expect(next[0]).toMatchObject({ id: "bottle", price: 1000, finalPrice: 800, discount: 20, quantity: 4 });
    expect(next[1]).toBe(lines[1]);
    const same = refreshPrices(lines, [{ cartItemId: bottleLine.cartItemId, price: 900, finalPrice: 900, discount: 0 }]);
    expect(same).toBe(lines);
  });
});

describe("cart: lines bought for a registry", () => {
  const forEmma = { slug: "emma-k3j", itemId: "item-1", title: "Emma's registry" };
  it("keeps a registry line apart from the same product bought for oneself, and from another item", () => {
    const own = add([], bottle).lines;
    const both = addToCart(own, { product: bottle, stock: 99, registry: forEmma }).lines;
    expect(both).toHaveLength(2);
    expect(both[1]).toMatchObject({ id: "bottle", quantity: 1, registry: forEmma });
    const again = addToCart(both, { product: bottle, stock: 99, registry: forEmma });
    expect(again.lines.map((l) => l.quantity)).toEqual([1, 2]);
    const other = addToCart(both, { product: bottle, stock: 99, registry: { ...forEmma, itemId: "item-2" } });
    expect(other.lines).toHaveLength(3);
    expect(cartLineSchema.safeParse(both[1]).success).toBe(true);
  });
  it("caps a registry line at what is still wanted, apart from the same product bought for oneself", () => {
    const own = add([], bottle, { quantity: 2 }).lines;
    const gift = addToCart(own, { product: bottle, stock: 99, quantity: 3, registry: forEmma, wanted: 2 });
    expect(gift.added).toBe(2);
    expect(addToCart(gift.lines, { product: bottle, stock: 99, registry: forEmma, wanted: 2 }).added).toBe(0);
    // Another item of the registry has its own count.
    expect(addToCart(gift.lines, { product: bottle, stock: 99, registry: { ...forEmma, itemId: "item-2" }, wanted: 1 }).added).toBe(1);
  });
  it("caps every line of a product together at its stock", () => {
    const own = add([], bottle, { quantity: 2, stock: 3 }).lines;
    const gift = addToCart(own, { product: bottle, stock: 3, quantity: 5, registry: forEmma });
    expect(gift.added).toBe(1);
  });
});
