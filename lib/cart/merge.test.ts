// The merge rules of the account's saved cart and wishlist (sign-in merge, three-way rebase).
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_WISHLIST_ITEMS } from "./limits";
import { EMPTY_SHOPPING, keepProducts, mergeShopping, productIdsOf, rebaseShopping, sameShopping, type SavedShopping } from "./merge";
import { savedShoppingSchema, storedShoppingSchema } from "@/lib/cart/schema";

const s = (cart: SavedShopping["cart"], wishlist: string[] = []): SavedShopping => ({ cart, wishlist });

describe("mergeShopping (sign-in)", () => {
  it("same product, colour and size: quantities add up; another colour or size is a new line", () => {
    const account = s([{ id: "suit", color: "white", size: "0-3M", quantity: 1 }, { id: "duck", quantity: 2 }]);
    const guest = s([
      { id: "suit", color: "white", size: "0-3M", quantity: 2 },
      { id: "suit", color: "white", size: "3-6M", quantity: 1 },
      { id: "suit", color: "pink", size: "0-3M", quantity: 1 },
      { id: "duck", quantity: 3 },
    ]);
    expect(mergeShopping(account, guest).cart).toEqual([
      { id: "suit", color: "white", size: "0-3M", quantity: 3 },
      { id: "duck", quantity: 5 },
      { id: "suit", color: "white", size: "3-6M", quantity: 1 },
      { id: "suit", color: "pink", size: "0-3M", quantity: 1 },
    ]);
  });

  it("a line without a choice and one with an empty choice are different lines", () => {
    const merged = mergeShopping(s([{ id: "duck", quantity: 1 }]), s([{ id: "duck", color: "", size: "", quantity: 1 }]));
    expect(merged.cart).toHaveLength(2);
  });

  it("quantities are capped at the line limit, whatever the stock", () => {
    const merged = mergeShopping(s([{ id: "duck", quantity: 900 }]), s([{ id: "duck", quantity: 900 }]));
    expect(merged.cart).toEqual([{ id: "duck", quantity: MAX_LINE_QUANTITY }]);
  });

  it("a full cart keeps the account's lines and adds to existing ones, but takes no new line", () => {
    const full = s(Array.from({ length: MAX_CART_LINES }, (_, i) => ({ id: `p${i}`, quantity: 1 })));
    const merged = mergeShopping(full, s([{ id: "new", quantity: 1 }, { id: "p0", quantity: 4 }]));
    expect(merged.cart).toHaveLength(MAX_CART_LINES);
    expect(merged.cart[0]).toEqual({ id: "p0", quantity: 5 });
    expect(merged.cart.some((l) => l.id === "new")).toBe(false);
  });

  it("the wishlist keeps one entry per product: the account's first, then the guest's new ones", () => {
    expect(mergeShopping(s([], ["a", "b"]), s([], ["c", "b", "a", "d", "c"])).wishlist).toEqual(["a", "b", "c", "d"]);
  });

  it("the wishlist stops at its limit, the account's entries first", () => {
    const account = Array.from({ length: MAX_WISHLIST_ITEMS - 1 }, (_, i) => `p${i}`);
    const merged = mergeShopping(s([], account), s([], ["x", "y"]));
    expect(merged.wishlist).toHaveLength(MAX_WISHLIST_ITEMS);
    expect(merged.wishlist.at(-1)).toBe("x");
  });

  it("merging with nothing normalizes: duplicate lines merge, undefined choices vanish", () => {
    const merged = mergeShopping(EMPTY_SHOPPING, s([{ id: "duck", color: undefined, quantity: 1 }, { id: "duck", quantity: 1 }]));
    expect(merged.cart).toEqual([{ id: "duck", quantity: 2 }]);
    expect(Object.keys(merged.cart[0]!)).toEqual(["id", "quantity"]);
  });

  it("never changes its inputs", () => {
    const account = s([{ id: "duck", quantity: 1 }], ["a"]);
    const copy = structuredClone(account);
    mergeShopping(account, account);
    expect(account).toEqual(copy);
  });
});

describe("keepProducts and productIdsOf", () => {
  it("drops lines and entries of products that are gone", () => {
    const state = s([{ id: "duck", quantity: 1 }, { id: "gone", quantity: 1 }], ["gone", "duck"]);
    expect(productIdsOf(state)).toEqual(["duck", "gone"]);
    expect(keepProducts(state, new Set(["duck"]))).toEqual(s([{ id: "duck", quantity: 1 }], ["duck"]));
  });
});

describe("rebaseShopping (a device's changes on top of the account's newer state)", () => {
  const base = s([{ id: "a", quantity: 1 }, { id: "b", quantity: 1 }], ["w1"]);

  it("nothing changed here: the account's state", () => {
    const theirs = s([{ id: "b", quantity: 3 }, { id: "c", quantity: 1 }], ["w2"]);
    expect(rebaseShopping(base, base, theirs)).toEqual(theirs);
  });

  it("changes on both sides to different lines are all kept", () => {
    const mine = s([{ id: "a", quantity: 4 }, { id: "b", quantity: 1 }, { id: "d", quantity: 1 }], ["w1", "w3"]);
    const theirs = s([{ id: "a", quantity: 1 }, { id: "c", quantity: 2 }], ["w1", "w2"]);
    expect(rebaseShopping(base, mine, theirs)).toEqual(
      s([{ id: "a", quantity: 4 }, { id: "c", quantity: 2 }, { id: "d", quantity: 1 }], ["w1", "w2", "w3"]),
    );
  });

  it("a line removed here stays removed; an entry removed here stays removed", () => {
    const mine = s([{ id: "b", quantity: 1 }], []);
    const theirs = s([{ id: "a", quantity: 1 }, { id: "b", quantity: 1 }], ["w1", "w2"]);
    expect(rebaseShopping(base, mine, theirs)).toEqual(s([{ id: "b", quantity: 1 }], ["w2"]));
  });

  it("is idempotent: a change the account already has is not counted twice", () => {
    const mine = s([{ id: "a", quantity: 5 }, { id: "b", quantity: 1 }], ["w1"]);
    expect(rebaseShopping(base, mine, mine)).toEqual(mine);
  });

  it("an unchanged line the account no longer has (gone product, removed elsewhere) goes", () => {
    const theirs = s([{ id: "b", quantity: 1 }], ["w1"]);
    expect(rebaseShopping(base, base, theirs)).toEqual(theirs);
  });

  it("a sign-in's answer with a guest line added while it was on its way", () => {
    const sent = s([{ id: "a", quantity: 1 }]);
    const answer = s([{ id: "x", quantity: 1 }, { id: "a", quantity: 1 }]);
    const now = s([{ id: "a", quantity: 1 }, { id: "late", quantity: 1 }], ["w"]);
    expect(rebaseShopping(sent, now, answer)).toEqual(s([{ id: "x", quantity: 1 }, { id: "a", quantity: 1 }, { id: "late", quantity: 1 }], ["w"]));
  });
});

describe("sameShopping", () => {
  it("compares lines, quantities, order and the wishlist", () => {
    const a = s([{ id: "a", quantity: 1 }], ["w"]);
    expect(sameShopping(a, structuredClone(a))).toBe(true);
    expect(sameShopping(a, s([{ id: "a", quantity: 2 }], ["w"]))).toBe(false);
    expect(sameShopping(a, s([{ id: "a", color: "red", quantity: 1 }], ["w"]))).toBe(false);
    expect(sameShopping(a, s([{ id: "a", quantity: 1 }], []))).toBe(false);
  });
});

describe("savedShoppingSchema", () => {
  it("strips prices and names, and refuses what is over the limits", () => {
    const parsed = savedShoppingSchema.parse({ cart: [{ id: "a", quantity: 1, price: 1, name: "A" }], wishlist: [] });
    expect(parsed.cart[0]).toEqual({ id: "a", quantity: 1 });
    expect(savedShoppingSchema.safeParse({ cart: [{ id: "a", quantity: MAX_LINE_QUANTITY + 1 }], wishlist: [] }).success).toBe(false);
    expect(savedShoppingSchema.safeParse({ cart: [{ id: "a", quantity: 0 }], wishlist: [] }).success).toBe(false);
    const tooMany = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ id: `p${i}`, quantity: 1 }));
    expect(savedShoppingSchema.safeParse({ cart: tooMany, wishlist: [] }).success).toBe(false);
    expect(savedShoppingSchema.safeParse({ cart: [], wishlist: Array(MAX_WISHLIST_ITEMS + 1).fill("x") }).success).toBe(false);
  });
});

describe("lines bought for a registry", () => {
  const forEmma = { slug: "emma-k3j", itemId: "item-1", title: "Emma’s registry" };
  const gift = (quantity: number, registry = forEmma) => ({ id: "suit", color: "white", size: "0-3M", quantity, registry });
  const own = (quantity: number) => ({ id: "suit", color: "white", size: "0-3M", quantity });

  it("a gift is a line of its own: it adds up with the same registry item only", () => {
    const merged = mergeShopping(s([own(1), gift(1)]), s([gift(2), own(1), gift(1, { ...forEmma, itemId: "item-2" })]));
    expect(merged.cart).toEqual([own(2), gift(3), gift(1, { ...forEmma, itemId: "item-2" })]);
  });

  it("is kept through a rebase, and its removal on this device wins", () => {
    const base = s([own(1), gift(1)]);
    const mine = s([own(1)]);
    const theirs = s([own(1), gift(1), { id: "duck", quantity: 1 }]);
    expect(rebaseShopping(base, mine, theirs).cart).toEqual([own(1), { id: "duck", quantity: 1 }]);
    expect(rebaseShopping(base, s([own(1), gift(2)]), theirs).cart).toEqual([own(1), gift(2), { id: "duck", quantity: 1 }]);
    expect(sameShopping(s([own(1)]), s([gift(1)]))).toBe(false);
  });

  it("the schema keeps the tag and refuses a malformed one", () => {
    expect(savedShoppingSchema.parse(s([gift(1)])).cart[0]).toEqual(gift(1));
    expect(savedShoppingSchema.safeParse(s([gift(1, { ...forEmma, slug: "" })])).success).toBe(false);
  });
});

describe("the cart's promotion code", () => {
  const withCode = (state: SavedShopping, code: string): SavedShopping => ({ ...state, code });
  const cart = s([{ id: "a", quantity: 1 }]);

  it("sign-in: the guest's code if they typed one, else the account's; none stays none", () => {
    expect(mergeShopping(withCode(cart, "FIRST5"), withCode(cart, "WELCOME10")).code).toBe("WELCOME10");
    expect(mergeShopping(withCode(cart, "FIRST5"), cart).code).toBe("FIRST5");
    expect(mergeShopping(cart, withCode(EMPTY_SHOPPING, "WELCOME10")).code).toBe("WELCOME10");
    expect("code" in mergeShopping(cart, cart)).toBe(false);
  });

  it("rebase: this device's change of code wins (typed or removed); else the account's", () => {
    const base = withCode(cart, "FIRST5");
    expect(rebaseShopping(base, withCode(cart, "WELCOME10"), withCode(cart, "NEWS15")).code).toBe("WELCOME10");
    expect("code" in rebaseShopping(base, cart, withCode(cart, "FIRST5"))).toBe(false);
    expect(rebaseShopping(base, base, withCode(cart, "NEWS15")).code).toBe("NEWS15");
    expect("code" in rebaseShopping(base, base, cart)).toBe(false);
    // Typed here while the account had none: kept.
    expect(rebaseShopping(cart, withCode(cart, "WELCOME10"), cart).code).toBe("WELCOME10");
  });

  it("counts as a change (sameShopping), and stays when gone products are dropped", () => {
    expect(sameShopping(withCode(cart, "A10"), withCode(cart, "A10"))).toBe(true);
    expect(sameShopping(withCode(cart, "A10"), cart)).toBe(false);
    expect(sameShopping(withCode(cart, "A10"), withCode(cart, "B10"))).toBe(false);
    expect(keepProducts(withCode(cart, "A10"), new Set()).code).toBe("A10");
  });

  it("the browser's request must carry a code of our shape; a stored one of another shape is dropped, the rest kept", () => {
    expect(savedShoppingSchema.parse(withCode(cart, "WELCOME10")).code).toBe("WELCOME10");
    for (const bad of ["welcome10", "A/B", "X".repeat(33), 10]) expect(savedShoppingSchema.safeParse({ ...cart, code: bad }).success).toBe(false);
    const stored = storedShoppingSchema.parse({ ...cart, code: "A/B", updatedAt: "2026-11-20T10:00:00.000Z" });
    expect(stored.cart).toEqual(cart.cart);
    expect(stored.code).toBeUndefined();
  });
});
