// The notices of every shopping action: each action's own text and kind (success, warning,
// error, info: the notice's colour), the stock limit said as such, and actions that wait for the
// stored state to be restored.
import { toast } from "sonner";
import en from "@/messages/en.json";
import { createShopStore, startRestore, timedStorage, type ShopStore } from "@/stores/shop-store";
import { makeActions } from "./shop-client";

jest.mock("sonner", () => {
  const toast = Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() });
  return { toast, Toaster: () => null };
});

const t = en.Shopping;
const duck = { id: "duck", name: "Duck", image: "/d.svg", price: 499, finalPrice: 499, discount: 0 };
const item = { id: "duck", name: "Duck", image: "/d.svg" };

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

async function setup(): Promise<{ store: ShopStore; actions: ReturnType<typeof makeActions> }> {
  const store = createShopStore(timedStorage(() => new MemoryStorage()));
  await startRestore(store);
  return { store, actions: makeActions(store, t) };
}

const mocked = toast as unknown as jest.Mock & Record<"success" | "error" | "warning" | "info", jest.Mock>;
const calls = () => ({
  success: mocked.success.mock.calls.map((c) => c[0]),
  error: mocked.error.mock.calls.map((c) => c[0]),
  warning: mocked.warning.mock.calls.map((c) => c[0]),
  info: mocked.info.mock.calls.map((c) => c[0]),
  plain: mocked.mock.calls.map((c) => c[0]),
});
beforeEach(() => jest.clearAllMocks());

describe("notices", () => {
  it("cart: added (success), decremented (warning), removed at quantity 1 and by remove (error style)", async () => {
    const { store, actions } = await setup();
    expect(await actions.addToCart({ product: duck, stock: 5, quantity: 2 })).toBe(2);
    const id = store.getState().cart.cartItems[0]!.cartItemId;
    await actions.decreaseQuantity(id);
    await actions.decreaseQuantity(id);
    await actions.addToCart({ product: duck, stock: 5 });
    await actions.removeFromCart(store.getState().cart.cartItems[0]!.cartItemId);
    expect(calls()).toMatchObject({
      success: ["Added To Cart", "Added To Cart"],
      warning: ["Item Decremented From Cart"],
      error: ["Removed From Cart", "Removed From Cart"],
    });
  });

  it("the stock limit is said as such, never as 'Added To Cart'", async () => {
    const { actions } = await setup();
    await actions.addToCart({ product: duck, stock: 2, quantity: 2 });
    jest.clearAllMocks();
    expect(await actions.addToCart({ product: duck, stock: 2 })).toBe(0);
    expect(calls().success).toEqual([]);
    expect(calls().warning).toEqual([t.stockLimitReached]);
  });

  it("a partly possible add says how many went in", async () => {
    const { actions } = await setup();
    expect(await actions.addToCart({ product: duck, stock: 3, quantity: 5 })).toBe(3);
    expect(mocked.success).toHaveBeenCalledWith("Added To Cart", { description: "Only 3 added: that is all the stock left." });
  });

  it("wishlist: added, already there (info), removed; compare: added, removed", async () => {
    const { store, actions } = await setup();
    await actions.addToWishlist(item);
    await actions.addToWishlist(item);
    await actions.removeFromWishlist("duck");
    await actions.addToCompare(item);
    // The compare button is disabled for a product already there: a second add does nothing.
    await actions.addToCompare(item);
    expect(store.getState().compare.compareItems).toHaveLength(1);
    await actions.removeFromCompare("duck");
    expect(calls()).toMatchObject({
      success: ["Added To wishlist", "Added To compare"],
      info: ["Product already in wishlist"],
      error: ["Removed From Wishlist", "Removed From Compare"],
    });
  });

  it("an action before the restore waits for it (a saved cart is never overwritten)", async () => {
    const mem = new MemoryStorage();
    mem.setItem("flone", JSON.stringify({ version: 1.1, state: { cart: { cartItems: [{ ...duck, cartItemId: "saved-line", quantity: 1 }] } } }));
    const store = createShopStore(timedStorage(() => mem));
    const actions = makeActions(store, t);
    const adding = actions.addToCart({ product: { ...duck, id: "bib", name: "Bib" }, stock: 3 });
    await startRestore(store);
    await adding;
    expect(store.getState().cart.cartItems.map((l) => l.cartItemId)).toEqual(["saved-line", expect.any(String)]);
    expect(JSON.parse(mem.getItem("flone")!).state.cart.cartItems).toHaveLength(2);
  });
});
