// The browser's side of the account sync, against an in-memory account that follows the server's
// rules (lib/cart/merge.ts, as lib/users/shopping-state.ts applies them). The server's own side
// is tested on the emulators (tests/integration/shopping-state.test.ts) and end to end
// (e2e/account-sync.spec.ts).
import { followSignIn } from "./shop-client";
import { EMPTY_SHOPPING, mergeShopping, type SavedShopping } from "@/lib/cart/merge";
import { toShoppingView } from "@/lib/cart/shopping-view";
import { flushAccountSync, readBase, savedOf, startAccountSync, SYNC_KEY, type SyncAnswer, type SyncRemote } from "@/stores/account-sync";
import { createShopStore, startRestore, timedStorage, type ShopStore } from "@/stores/shop-store";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() }), Toaster: () => null }));

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

const catalogue = new Map(
  ["duck", "suit", "bib", "cup", "mat"].map((id) => [id, { id, name: id.toUpperCase(), images: [`/${id}.svg`], price: 1000, finalPrice: 900, discount: 10 }]),
);
const product = (id: string) => ({ id, name: id, image: `/${id}.svg`, price: 1, finalPrice: 1, discount: 0 });

/** The account as the server keeps it; each call can be held back to play a slow network. */
class Account implements SyncRemote {
  state: SavedShopping = EMPTY_SHOPPING;
  calls: string[] = [];
  signedOut = false;
  private gate: Promise<void> | null = null;
  private release: (() => void) | null = null;
  hold() {
    this.gate = new Promise((r) => (this.release = r));
  }
  open() {
    this.release?.();
    this.gate = null;
  }
  private async answer(kind: string, change: () => void): Promise<SyncAnswer> {
    this.calls.push(kind);
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      change();
      return new Promise<SyncAnswer>(() => {});
    }
    if (this.gate) await this.gate;
    if (this.signedOut) return { ok: false, error: "signed-out" };
    change();
    return { ok: true, data: toShoppingView(this.state, catalogue) };
  }
  /** Merge keys applied: like the server, a key sent again changes nothing. */
  mergeKeys = new Set<string>();
  /** The next answer is lost on the way (the page left): the change is made, the answer never comes. */
  loseNextAnswer = false;
  merge = ({ mergeKey, ...guest }: SavedShopping & { mergeKey: string }) =>
    this.answer("merge", () => {
      if (this.mergeKeys.has(mergeKey)) return;
      this.mergeKeys.add(mergeKey);
      this.state = mergeShopping(this.state, guest);
    });
  load = () => this.answer("load", () => {});
  save = (state: SavedShopping) => this.answer("save", () => (this.state = mergeShopping(EMPTY_SHOPPING, state)));
}

class FakeWindow {
  private handlers = new Set<() => void>();
  addEventListener = (_: string, h: () => void) => void this.handlers.add(h);
  removeEventListener = (_: string, h: () => void) => void this.handlers.delete(h);
  pagehide = () => this.handlers.forEach((h) => h());
}

/** Wait for a state, the way a person would (no fixed sleep): poll the task queue. */
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

async function device(storage = new MemoryStorage()): Promise<{ store: ShopStore; storage: MemoryStorage }> {
  const store = createShopStore(timedStorage(() => storage));
  await startRestore(store);
  return { store, storage };
}
function sync(store: ShopStore, account: Account, storage: MemoryStorage, win = new FakeWindow(), delay = 30) {
  stops.push(startAccountSync(store, account, win, storage, delay));
  return win;
}
const signIn = (store: ShopStore) => store.getState().login({ firstName: "Sam", lastName: "P", email: "sam@example.test" });
const cartOf = (store: ShopStore) => savedOf(store.getState()).cart;

describe("sign-in", () => {
  it("a page left before the merge's answer: the next page sends the same merge key, so the guest's cart is not added twice", async () => {
    const account = new Account();
    account.state = { cart: [{ id: "duck", quantity: 1 }], wishlist: [] };
    const first = await device();
    first.store.getState().addToCart({ product: product("duck"), stock: 10, quantity: 2 });
    account.loseNextAnswer = true;
    sync(first.store, account, first.storage);
    signIn(first.store);
    await until(() => account.calls.includes("merge"), "the merge sent");
    expect(account.state.cart).toEqual([{ id: "duck", quantity: 3 }]);
    stops.splice(0).forEach((stop) => stop()); // the page goes

    const next = await device(first.storage);
    sync(next.store, account, next.storage);
    await until(() => readBase(next.storage, "sam@example.test") !== null, "the next page's sync");
    expect(account.calls).toEqual(["merge", "merge"]);
    expect(account.mergeKeys.size).toBe(1);
    expect(cartOf(next.store)).toEqual([{ id: "duck", quantity: 3 }]);
    expect(account.state.cart).toEqual([{ id: "duck", quantity: 3 }]);
  });

  it("a line added after the merge was sent, and the page left before its answer: the next page keeps the line and saves it", async () => {
    const account = new Account();
    account.state = { cart: [{ id: "duck", quantity: 1 }], wishlist: [] };
    const first = await device();
    first.store.getState().addToCart({ product: product("duck"), stock: 10, quantity: 2 });
    account.loseNextAnswer = true;
    const win = sync(first.store, account, first.storage);
    signIn(first.store);
    await until(() => account.calls.includes("merge"), "the merge sent");
    first.store.getState().addToCart({ product: product("cup"), stock: 10 });
    win.pagehide();
    stops.splice(0).forEach((stop) => stop()); // the page goes, before the merge's answer

    const next = await device(first.storage);
    expect(cartOf(next.store)).toEqual([{ id: "duck", quantity: 2 }, { id: "cup", quantity: 1 }]);
    sync(next.store, account, next.storage);
    await until(() => account.calls.includes("save"), "the next page's save");
    await until(() => account.state.cart.length === 2, "the account has the cup");
    expect(account.mergeKeys.size).toBe(1);
    expect(cartOf(next.store)).toEqual([{ id: "duck", quantity: 3 }, { id: "cup", quantity: 1 }]);
    expect(account.state.cart).toEqual([{ id: "duck", quantity: 3 }, { id: "cup", quantity: 1 }]);
  });

  it("merges the guest's cart and wishlist into the account's and takes the answer, with the server's prices", async () => {
    const account = new Account();
    account.state = { cart: [{ id: "duck", quantity: 1 }], wishlist: ["mat"] };
    const { store, storage } = await device();
    store.getState().addToCart({ product: product("duck"), stock: 10, quantity: 2 });
    store.getState().addToCart({ product: product("suit"), color: "white", size: "0-3M", stock: 10 });
    store.getState().addToWishlist({ id: "bib", name: "bib", image: "" });
    sync(store, account, storage);
    signIn(store);

    await until(() => store.getState().cart.cartItems.length === 2 && store.getState().cart.cartItems[0]!.quantity === 3, "merged cart");
    expect(account.calls).toEqual(["merge"]);
    expect(cartOf(store)).toEqual([{ id: "duck", quantity: 3 }, { id: "suit", color: "white", size: "0-3M", quantity: 1 }]);
    expect(store.getState().cart.cartItems[0]).toMatchObject({ name: "DUCK", finalPrice: 900 });
    expect(store.getState().wishlist.wishlistItems.map((i) => i.id)).toEqual(["mat", "bib"]);
    expect(readBase(storage, "sam@example.test")).toEqual(account.state);
  });

  it("a registry gift stays a line of its own through the merge, with its registry", async () => {
    const account = new Account();
    const forEmma = { slug: "emma-k3j", itemId: "item-1", title: "Emma’s registry" };
    account.state = { cart: [{ id: "duck", quantity: 1 }, { id: "duck", quantity: 1, registry: forEmma }], wishlist: [] };
    const { store, storage } = await device();
    store.getState().addToCart({ product: product("duck"), stock: 10, registry: forEmma });
    store.getState().addToCart({ product: product("duck"), stock: 10 });
    sync(store, account, storage);
    signIn(store);
    await until(() => account.calls.includes("merge") && store.getState().cart.cartItems.some((l) => l.quantity === 2 && l.registry), "merged gift");
    expect(cartOf(store)).toEqual([{ id: "duck", quantity: 2 }, { id: "duck", quantity: 2, registry: forEmma }]);
    expect(store.getState().cart.cartItems.map((l) => l.registry)).toEqual([undefined, forEmma]);
  });

  it("keeps a line added while the merge was on its way, and saves it", async () => {
    const account = new Account();
    account.state = { cart: [{ id: "duck", quantity: 1 }], wishlist: [] };
    const { store, storage } = await device();
    sync(store, account, storage);
    account.hold();
    signIn(store);
    store.getState().addToCart({ product: product("cup"), stock: 10 });
    account.open();
    await until(() => account.calls.includes("save"), "a save");
    await until(() => account.state.cart.length === 2, "the account has both lines");
    expect(cartOf(store)).toEqual([{ id: "duck", quantity: 1 }, { id: "cup", quantity: 1 }]);
  });
});

describe("while signed in", () => {
  async function signedIn(account: Account, storage = new MemoryStorage()) {
    const d = await device(storage);
    const win = sync(d.store, account, d.storage);
    signIn(d.store);
    await until(() => readBase(d.storage, "sam@example.test") !== null, "the first sync");
    return { ...d, win };
  }

  it("saves changes once, after a pause", async () => {
    const account = new Account();
    const { store } = await signedIn(account);
    store.getState().addToCart({ product: product("duck"), stock: 10 });
    store.getState().addToCart({ product: product("duck"), stock: 10 });
    store.getState().addToWishlist({ id: "bib", name: "bib", image: "" });
    expect(account.calls).toEqual(["merge"]);
    await until(() => account.calls.length === 2, "one save");
    expect(account.state).toEqual({ cart: [{ id: "duck", quantity: 2 }], wishlist: ["bib"] });
    store.getState().deleteAllFromCart();
    await until(() => account.state.cart.length === 0, "the cleared cart saved");
    expect(account.calls).toEqual(["merge", "save", "save"]);
  });

  it("sign-out's flush saves a change still waiting for its pause, and waits for it", async () => {
    const account = new Account();
    const d = await device();
    sync(d.store, account, d.storage, new FakeWindow(), 60_000);
    signIn(d.store);
    await until(() => readBase(d.storage, "sam@example.test") !== null, "the first sync");
    d.store.getState().addToCart({ product: product("duck"), stock: 10 });
    expect(account.calls).toEqual(["merge"]);
    await flushAccountSync();
    expect(account.calls).toEqual(["merge", "save"]);
    expect(account.state.cart).toEqual([{ id: "duck", quantity: 1 }]);
    // Nothing waiting: a second flush sends nothing.
    await flushAccountSync();
    expect(account.calls).toEqual(["merge", "save"]);
  });

  it("pagehide saves at once", async () => {
    const account = new Account();
    const d = await device();
    const win = sync(d.store, account, d.storage, new FakeWindow(), 60_000);
    signIn(d.store);
    await until(() => readBase(d.storage, "sam@example.test") !== null, "the first sync");
    d.store.getState().addToCart({ product: product("duck"), stock: 10 });
    win.pagehide();
    expect(account.calls).toEqual(["merge", "save"]);
    await until(() => account.state.cart.length === 1, "saved");
  });

  it("a reload pulls the account's state: another device's change shows, a change made here meanwhile is kept", async () => {
    const account = new Account();
    const laptop = await signedIn(account);
    laptop.store.getState().addToCart({ product: product("duck"), stock: 10 });
    await until(() => account.state.cart.length === 1, "saved");
    stops.splice(0).forEach((stop) => stop());

    account.state = { cart: [...account.state.cart, { id: "bib", quantity: 2 }], wishlist: ["mat"] }; // the phone
    const again = await device(laptop.storage);
    account.hold();
    sync(again.store, account, again.storage);
    again.store.getState().addToCart({ product: product("cup"), stock: 10 }); // before the pull resolved
    account.open();
    await until(() => cartOf(again.store).length === 3, "merged");
    expect(cartOf(again.store)).toEqual([{ id: "duck", quantity: 1 }, { id: "bib", quantity: 2 }, { id: "cup", quantity: 1 }]);
    expect(again.store.getState().wishlist.wishlistItems.map((i) => i.id)).toEqual(["mat"]);
    await until(() => account.state.cart.length === 3, "the line added here saved");
    expect(account.calls.slice(2)).toEqual(["load", "save"]); // no second merge: this browser had synced
  });

  it("a save that never arrived (the page closed) is made at the next load; one that arrived is not counted twice", async () => {
    const account = new Account();
    const first = await signedIn(account);
    account.hold();
    first.store.getState().addToCart({ product: product("duck"), stock: 10, quantity: 2 });
    first.win.pagehide();
    stops.splice(0).forEach((stop) => stop()); // closed before the answer
    account.state = EMPTY_SHOPPING; // ...and the save never reached the account
    account.open();

    const next = await device(first.storage);
    sync(next.store, account, next.storage);
    await until(() => account.state.cart.length === 1, "saved at the next load");
    expect(account.state.cart).toEqual([{ id: "duck", quantity: 2 }]);

    stops.splice(0).forEach((stop) => stop());
    const third = await device(first.storage);
    sync(third.store, account, third.storage);
    await until(() => account.calls.filter((c) => c === "load").length === 2, "a second load");
    expect(cartOf(third.store)).toEqual([{ id: "duck", quantity: 2 }]);
  });

  it("an expired session stops the sync and keeps the state here", async () => {
    const account = new Account();
    const { store, win } = await signedIn(account);
    account.signedOut = true;
    store.getState().addToCart({ product: product("duck"), stock: 10 });
    await until(() => account.calls.length === 2, "the refused save");
    store.getState().addToCart({ product: product("bib"), stock: 10 });
    expect(cartOf(store)).toHaveLength(2);
    win.pagehide(); // would save at once if the sync still ran
    expect(account.calls).toEqual(["merge", "save"]);
  });
});

describe("the cart's promotion code", () => {
  it("sign-in: the guest's typed code wins over the account's, is kept here and saved; the account's stays when the guest typed none", async () => {
    const account = new Account();
    account.state = { cart: [{ id: "duck", quantity: 1 }], wishlist: [], code: "FIRST5" };
    const guest = await device();
    guest.store.getState().setCartCode("welcome10");
    sync(guest.store, account, guest.storage);
    signIn(guest.store);
    await until(() => readBase(guest.storage, "sam@example.test") !== null, "the merge");
    expect(account.state.code).toBe("WELCOME10");
    expect(guest.store.getState().cart).toMatchObject({ code: "WELCOME10" });
    expect(cartOf(guest.store)).toEqual([{ id: "duck", quantity: 1 }]);

    const other = new Account();
    other.state = { cart: [], wishlist: [], code: "FIRST5" };
    const plain = await device();
    sync(plain.store, other, plain.storage);
    signIn(plain.store);
    await until(() => plain.store.getState().cart.code === "FIRST5", "the account's code taken");
  });

  it("while signed in: a code typed or removed here is saved; one typed on another device shows after a reload", async () => {
    const account = new Account();
    const storage = new MemoryStorage();
    const first = await device(storage);
    sync(first.store, account, storage);
    signIn(first.store);
    await until(() => readBase(storage, "sam@example.test") !== null, "the first sync");
    first.store.getState().setCartCode("WELCOME10");
    await until(() => account.state.code === "WELCOME10", "the code saved");
    first.store.getState().removeCartCode();
    await until(() => account.state.code === undefined && account.calls.filter((c) => c === "save").length === 2, "the removal saved");

    // Another device types one; this browser's next page pulls it.
    account.state = { ...account.state, code: "NEWS15" };
    stops.splice(0).forEach((stop) => stop());
    const next = await device(storage);
    sync(next.store, account, storage);
    await until(() => next.store.getState().cart.code === "NEWS15", "the other device's code");
  });

  it("sign-out takes the code with the cart", async () => {
    const { store, storage } = await device();
    storage.setItem(SYNC_KEY, JSON.stringify({ email: "sam@example.test", base: EMPTY_SHOPPING }));
    store.getState().setCartCode("WELCOME10");
    followSignIn(store, Object.assign(new FakeWindow(), { localStorage: storage }) as unknown as Window, async () => {
      throw new Error("a guest never loads the sync");
    });
    expect(store.getState().cart).toEqual({ cartItems: [] });
  });
});

describe("sign-out", () => {
  it("empties the cart and wishlist on this browser, forgets the sync and saves nothing", async () => {
    const account = new Account();
    const { store, storage } = await device();
    let loaded = 0;
    const win = new FakeWindow();
    followSignIn(store, win as unknown as Window, async () => {
      loaded++;
      return { syncWithAccount: (s: ShopStore) => startAccountSync(s, account, win, storage, 10) };
    });
    expect(loaded).toBe(0); // a guest never loads the sync
    signIn(store);
    await until(() => readBase(storage, "sam@example.test") !== null, "the first sync");
    store.getState().addToCart({ product: product("duck"), stock: 10 });
    store.getState().addToWishlist({ id: "bib", name: "bib", image: "" });
    await until(() => account.state.cart.length === 1 && account.state.wishlist.length === 1, "saved");

    store.getState().logout();
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(store.getState().wishlist.wishlistItems).toEqual([]);
    expect(storage.getItem(SYNC_KEY)).toBeNull();
    win.pagehide(); // would save at once if the sync still ran
    expect(account.calls).toEqual(["merge", "save"]);
    expect(account.state.cart).toHaveLength(1);
    expect(loaded).toBe(1);
  });

  it("a page loaded signed out with the sync's record left (signed out where no page synced) empties them too", async () => {
    const storage = new MemoryStorage();
    const before = await device(storage);
    before.store.getState().addToCart({ product: product("duck"), stock: 10 });
    before.store.getState().addToWishlist({ id: "bib", name: "bib", image: "" });
    storage.setItem(SYNC_KEY, JSON.stringify({ email: "sam@example.test", base: EMPTY_SHOPPING }));
    const guestPage = await device(storage);
    expect(guestPage.store.getState().cart.cartItems).toHaveLength(1);
    followSignIn(guestPage.store, Object.assign(new FakeWindow(), { localStorage: storage }) as unknown as Window, async () => {
      throw new Error("a guest never loads the sync");
    });
    expect(guestPage.store.getState().cart.cartItems).toEqual([]);
    expect(guestPage.store.getState().wishlist.wishlistItems).toEqual([]);
    expect(storage.getItem(SYNC_KEY)).toBeNull();

    // Without a record, a guest's cart stays.
    const third = await device(new MemoryStorage());
    third.store.getState().addToCart({ product: product("duck"), stock: 10 });
    followSignIn(third.store, Object.assign(new FakeWindow(), { localStorage: new MemoryStorage() }) as unknown as Window);
    expect(third.store.getState().cart.cartItems).toHaveLength(1);
  });
});
