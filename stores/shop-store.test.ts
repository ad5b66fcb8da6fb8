import {
  RESTORE_TIMEOUT_MS,
  STORAGE_KEY,
  createShopStore,
  initialSlices,
  startRestore,
  timedStorage,
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
