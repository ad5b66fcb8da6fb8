import {
  RESTORE_TIMEOUT_MS,
  STORAGE_KEY,
  STORED_EMPTY_SCRIPT,
  createShopStore,
  initialSlices,
  startRestore,
  syncAcrossTabs,
  timedStorage,
  whenRestored,
  type ShopStore,
} from "./shop-store";

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

const product = { id: "bottle", name: "Bottle", image: "/b.svg", price: 900, finalPrice: 900, discount: 0 };

async function restored(mem: MemoryStorage): Promise<ShopStore> {
  const store = createShopStore(timedStorage(() => mem));
  await startRestore(store);
  return store;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe("persistence", () => {
  it("saves the five slices under 'flone' with version 1.1, without product lists or flags", async () => {
    const mem = new MemoryStorage();
    const store = await restored(mem);
    store.getState().addToCart({ product, stock: 5 });
    await Promise.resolve();
    const saved = JSON.parse(mem.getItem(STORAGE_KEY)!);
    expect(saved.version).toBe(1.1);
    expect(Object.keys(saved.state).sort()).toEqual(["cart", "compare", "currency", "user", "wishlist"]);
    expect(saved.state.cart.cartItems[0]).toMatchObject({ id: "bottle", quantity: 1 });
  });

  it("restores what was saved", async () => {
    const mem = new MemoryStorage();
    const first = await restored(mem);
    first.getState().addToWishlist({ id: "bib", name: "Bib", image: "/bib.svg" });
    first.getState().login({ firstName: "Sam", lastName: "Parent", email: "sam@example.com" });
    await Promise.resolve();
    const second = await restored(mem);
    expect(second.getState().wishlist.wishlistItems.map((i) => i.id)).toEqual(["bib"]);
    expect(second.getState().user).toEqual({ isLoggedIn: true, firstName: "Sam", lastName: "Parent", email: "sam@example.com" });
    expect(second.getState().restored).toBe(true);
  });

  it("restores what is stored once the parser is loaded: a write made meanwhile (another tab) is kept, not written over", async () => {
    const mem = new MemoryStorage();
    const saved = (user: object) => JSON.stringify({ version: 1.1, state: { user } });
    const before = { isLoggedIn: false, firstName: "", lastName: "", email: "" };
    const meanwhile = { isLoggedIn: true, firstName: "Sam", lastName: "Parent", email: "sam@example.com" };
    mem.setItem(STORAGE_KEY, saved(before));
    // The first read sees the old value; right after it, another tab saves a new one.
    const read = mem.getItem;
    mem.getItem = (k: string) => {
      const value = read(k);
      mem.getItem = read;
      mem.setItem(STORAGE_KEY, saved(meanwhile));
      return value;
    };
    const store = await restored(mem);
    await Promise.resolve();
    expect(store.getState().user).toEqual(meanwhile);
    expect(JSON.parse(mem.getItem(STORAGE_KEY)!).state.user).toEqual(meanwhile);
  });

  it.each([
    ["not JSON", "{{{"],
    ["another app's value", JSON.stringify("hello")],
    ["a truncated value", JSON.stringify({ state: { cart: { cartItems: [{ id: "x" }] } }, version: 1.1 }).slice(0, 30)],
  ])("starts empty on %s, with a warning", async (_, value) => {
    const mem = new MemoryStorage();
    mem.setItem(STORAGE_KEY, value);
    const store = await restored(mem);
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(store.getState().restored).toBe(true);
    expect(warn).toHaveBeenCalled();
  });

  it("resets only the bad slice and keeps the good ones", async () => {
    const mem = new MemoryStorage();
    const good = { id: "bib", name: "Bib", image: "/bib.svg" };
    mem.setItem(
      STORAGE_KEY,
      JSON.stringify({
        version: 1.1,
        state: {
          cart: { cartItems: [{ id: "x", quantity: -4 }] },
          wishlist: { wishlistItems: [good] },
          currency: { currencySymbol: "€", currencyName: "EUR", currencyRate: 2 },
        },
      }),
    );
    const s = (await restored(mem)).getState();
    expect(s.cart.cartItems).toEqual([]);
    expect(s.wishlist.wishlistItems).toEqual([good]);
    expect(s.currency).toEqual(initialSlices().currency);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"cart" is invalid'), expect.anything());
  });

  it("migrates an older version, keeping what still parses", async () => {
    const mem = new MemoryStorage();
    const line = { ...product, cartItemId: "abc123", quantity: 2 };
    mem.setItem(STORAGE_KEY, JSON.stringify({ version: 1, state: { cart: { cartItems: [line] }, products: [{ id: "p" }] } }));
    const s = (await restored(mem)).getState();
    expect(s.cart.cartItems).toEqual([line]);
    expect("products" in s).toBe(false);
  });

  it(`gives up restoring after ${RESTORE_TIMEOUT_MS} ms and goes on empty`, async () => {
    jest.useFakeTimers();
    try {
      const never = () => new Promise<never>(() => {});
      const store = createShopStore(timedStorage(never));
      const done = startRestore(store);
      await jest.advanceTimersByTimeAsync(RESTORE_TIMEOUT_MS - 1);
      expect(store.getState().restored).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await done;
      expect(store.getState().restored).toBe(true);
      expect(store.getState().cart.cartItems).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("slices", () => {
  it("user: login stores the names and email, logout clears them", async () => {
    const store = await restored(new MemoryStorage());
    store.getState().login({ firstName: "Ada", lastName: "L", email: "ada@example.com" });
    expect(store.getState().user.isLoggedIn).toBe(true);
    store.getState().logout();
    expect(store.getState().user).toEqual({ isLoggedIn: false, firstName: "", lastName: "", email: "" });
  });

  it("currency is fixed: USD, $, rate 1, whatever is asked", async () => {
    const store = await restored(new MemoryStorage());
    store.getState().setCurrency({ currencySymbol: "€", currencyName: "EUR", currencyRate: 0.9 });
    expect(store.getState().currency).toEqual({ currencySymbol: "$", currencyName: "USD", currencyRate: 1 });
  });

  it("cart actions: add returns the units added, remove, decrease, clear", async () => {
    const store = await restored(new MemoryStorage());
    const s = () => store.getState();
    expect(s().addToCart({ product, stock: 1, quantity: 4 })).toBe(1);
    expect(s().addToCart({ product, stock: 1 })).toBe(0);
    const id = s().cart.cartItems[0]!.cartItemId;
    s().decreaseQuantity(id);
    expect(s().cart.cartItems).toEqual([]);
    s().addToCart({ product, stock: 5 });
    s().removeFromCart(s().cart.cartItems[0]!.cartItemId);
    expect(s().cart.cartItems).toEqual([]);
    s().addToCart({ product, stock: 5 });
    s().deleteAllFromCart();
    expect(s().cart.cartItems).toEqual([]);
  });

  it("wishlist: a duplicate is refused (false), remove and clear", async () => {
    const store = await restored(new MemoryStorage());
    const item = { id: "bib", name: "Bib", image: "/bib.svg" };
    expect(store.getState().addToWishlist(item)).toBe(true);
    expect(store.getState().addToWishlist(item)).toBe(false);
    store.getState().addToWishlist({ ...item, id: "hat" });
    store.getState().removeFromWishlist("bib");
    expect(store.getState().wishlist.wishlistItems.map((i) => i.id)).toEqual(["hat"]);
    store.getState().deleteAllFromWishlist();
    expect(store.getState().wishlist.wishlistItems).toEqual([]);
  });
});

describe("the cart's promotion code", () => {
  it("is kept trimmed and upper-cased, one at a time; text that cannot be a code is not kept", async () => {
    const store = await restored(new MemoryStorage());
    const s = () => store.getState();
    s().setCartCode("  welcome10 ");
    expect(s().cart.code).toBe("WELCOME10");
    s().setCartCode("FIRST5");
    expect(s().cart.code).toBe("FIRST5");
    for (const bad of ["", "ab", "NO/SLASH", "X".repeat(33)]) {
      s().setCartCode(bad);
      expect(s().cart.code).toBe("FIRST5");
    }
    s().removeCartCode();
    expect(s().cart).toEqual({ cartItems: [] });
  });

  it("stays through every change of the lines, goes with the lines when the cart is cleared", async () => {
    const store = await restored(new MemoryStorage());
    const s = () => store.getState();
    s().setCartCode("WELCOME10");
    s().addToCart({ product, stock: 9, quantity: 3 });
    const id = s().cart.cartItems[0]!.cartItemId;
    s().decreaseQuantity(id);
    s().setCartQuantity(id, 4);
    s().refreshCartPrices([{ cartItemId: id, price: 1000, finalPrice: 950, discount: 5 }]);
    s().removeFromCart(id);
    expect(s().cart).toEqual({ cartItems: [], code: "WELCOME10" });
    s().addToCart({ product, stock: 9 });
    s().deleteAllFromCart();
    expect(s().cart).toEqual({ cartItems: [] });
  });

  it("is saved with the cart and restored; a stored code of another shape is dropped, the lines kept", async () => {
    const mem = new MemoryStorage();
    const first = await restored(mem);
    first.getState().addToCart({ product, stock: 5 });
    first.getState().setCartCode("welcome10");
    await Promise.resolve();
    expect(JSON.parse(mem.getItem(STORAGE_KEY)!).state.cart.code).toBe("WELCOME10");
    expect((await restored(mem)).getState().cart.code).toBe("WELCOME10");

    const line = { ...product, cartItemId: "abc123", quantity: 2 };
    for (const code of ["welcome10", "NO/SLASH", 42, { code: "X" }]) {
      mem.setItem(STORAGE_KEY, JSON.stringify({ version: 1.1, state: { cart: { cartItems: [line], code } } }));
      const restoredCart = (await restored(mem)).getState().cart;
      expect(restoredCart.cartItems).toEqual([line]);
      expect(restoredCart.code).toBeUndefined();
    }
  });
});

describe("additions for the screens", () => {
  it("setCartQuantity and refreshCartPrices change the line and are saved", async () => {
    const mem = new MemoryStorage();
    const store = await restored(mem);
    store.getState().addToCart({ product, stock: 9, quantity: 5 });
    const id = store.getState().cart.cartItems[0]!.cartItemId;
    store.getState().setCartQuantity(id, 2);
    store.getState().refreshCartPrices([{ cartItemId: id, price: 1000, finalPrice: 950, discount: 5 }]);
    await Promise.resolve();
    const saved = JSON.parse(mem.getItem(STORAGE_KEY)!);
    expect(saved.state.cart.cartItems[0]).toMatchObject({ quantity: 2, price: 1000, finalPrice: 950, discount: 5 });
  });

  it("addToCompare says whether the product went in (false once the list is full)", async () => {
    const store = await restored(new MemoryStorage());
    for (let i = 0; i < 50; i++) expect(store.getState().addToCompare({ id: `p-${i}`, name: "P", image: "" })).toBe(true);
    expect(store.getState().addToCompare({ id: "x", name: "X", image: "" })).toBe(false);
    expect(store.getState().compare.compareItems).toHaveLength(50);
  });

  it("whenRestored waits for the restore, and resolves at once afterwards", async () => {
    const store = createShopStore(timedStorage(() => new MemoryStorage()));
    let done = false;
    const waiting = whenRestored(store).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await startRestore(store);
    await waiting;
    expect(done).toBe(true);
    await expect(whenRestored(store)).resolves.toBeUndefined();
  });

  it("a full or blocked storage does not break an action (the state stays in memory)", async () => {
    const mem = new MemoryStorage();
    const store = await restored(mem);
    mem.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    store.getState().addToCart({ product, stock: 5 });
    await Promise.resolve();
    expect(store.getState().cart.cartItems).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith("flone: could not save the state", expect.any(Error));
  });

  it("another tab's write shows here (the storage event restores it)", async () => {
    const mem = new MemoryStorage();
    const here = await restored(mem);
    const there = await restored(mem);
    const target = new EventTarget();
    const stop = syncAcrossTabs(here, target as unknown as Window);
    there.getState().addToWishlist({ id: "bib", name: "Bib", image: "/bib.svg" });
    await Promise.resolve();
    const event = Object.assign(new Event("storage"), { key: STORAGE_KEY });
    target.dispatchEvent(event);
    await new Promise((r) => setTimeout(r, 0));
    expect(here.getState().wishlist.wishlistItems.map((i) => i.id)).toEqual(["bib"]);
    stop();
  });
});

describe("STORED_EMPTY_SCRIPT (the first paint's hint of the lists stored empty)", () => {
  /** Runs the inline script against this stored text; returns what it wrote on <html>. */
  function run(stored: string | null, storage?: { getItem(key: string): string | null }): string | null {
    const attributes = new Map<string, string>();
    const document = { documentElement: { setAttribute: (name: string, value: string) => void attributes.set(name, value) } };
    const localStorage = storage ?? { getItem: (key: string) => (key === STORAGE_KEY ? stored : null) };
    new Function("localStorage", "document", STORED_EMPTY_SCRIPT)(localStorage, document);
    return attributes.get("data-stored-empty") ?? null;
  }

  it("names every list when nothing, or nothing readable, is stored", () => {
    expect(run(null)).toBe("cart wishlist compare");
    expect(run("not json")).toBe("cart wishlist compare");
    expect(run(JSON.stringify({ version: 1 }))).toBe("cart wishlist compare");
    const blocked = { getItem: () => { throw new Error("SecurityError"); } };
    expect(run(null, blocked)).toBe("cart wishlist compare");
  });

  it("leaves out the lists that hold items, as the store saves them", async () => {
    const mem = new MemoryStorage();
    const store = await restored(mem);
    store.getState().addToCart({ product, stock: 5 });
    store.getState().addToCompare({ id: product.id, name: product.name, image: product.image });
    await Promise.resolve();
    expect(run(mem.getItem(STORAGE_KEY))).toBe("wishlist");

    store.getState().deleteAllFromCart();
    store.getState().removeFromCompare(product.id);
    await Promise.resolve();
    expect(run(mem.getItem(STORAGE_KEY))).toBe("cart wishlist compare");
  });
});
