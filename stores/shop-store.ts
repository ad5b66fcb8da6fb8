// The persisted client state: slices currency, cart (its lines and the promotion code typed),
// compare, wishlist and user, kept in
// localStorage under "flone", version 1.1. Product data from the server is never persisted.
// Restoring is explicit (startRestore) and gives up after 5000 ms; whatever is read is parsed
// slice by slice with zod (stored-slices.ts), and a bad slice is reset on its own, with a console
// warning.
import { createStore } from "zustand/vanilla";
import { persist, type PersistStorage, type StorageValue } from "zustand/middleware";
import {
  addToCart,
  addToCompare,
  addToWishlist,
  decreaseQuantity,
  refreshPrices,
  removeById,
  removeFromCart,
  setQuantity,
  type AddToCartInput,
  type CartLine,
  type LinePrice,
  type SavedItem,
} from "./rules";
import { codeOf } from "@/lib/promotions/code";
import type { Slices } from "./stored-slices";

export const STORAGE_KEY = "flone";
export const STORAGE_VERSION = 1.1;
export const RESTORE_TIMEOUT_MS = 5000;
/** The account sync's record (stores/account-sync.ts): present while this browser syncs with an account. */
export const SYNC_KEY = "flone-sync";

/** The stored lists a screen shows (cart, wishlist, compare), by the key of their items. */
const STORED_LISTS = { cart: "cartItems", wishlist: "wishlistItems", compare: "compareItems" } as const;
export type StoredList = keyof typeof STORED_LISTS;

/**
 * Runs in <body> before the content (the root layout): marks <html data-stored-empty="cart …">
 * with the lists the stored state holds empty (all of them when nothing readable is stored), so
 * the cart, wishlist and compare screens show their empty state in the first paint rather than
 * after the scripts (components/cart/empty-state.tsx). Only a hint for that paint: the
 * screens render from the restored, parsed state as soon as it is there. In the root layout,
 * not those pages: a script in a page's tree does not run on a client navigation to it, and this
 * one costs a single localStorage read.
 */
export const STORED_EMPTY_SCRIPT =
  `(function(){var s,e=[];try{s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})).state}catch(x){}` +
  Object.entries(STORED_LISTS)
    .map(([list, items]) => `if(!(s&&s.${list}&&s.${list}.${items}&&s.${list}.${items}.length))e.push("${list}");`)
    .join("") +
  `document.documentElement.setAttribute("data-stored-empty",e.join(" "))})()`;

/** The shop's currency is fixed: changing it has no effect. */
export const CURRENCY = { currencySymbol: "$", currencyName: "USD", currencyRate: 1 } as const;
const EMPTY_USER = { isLoggedIn: false, firstName: "", lastName: "", email: "" };

export const initialSlices = (): Slices => ({
  currency: { ...CURRENCY },
  cart: { cartItems: [] },
  compare: { compareItems: [] },
  wishlist: { wishlistItems: [] },
  user: { ...EMPTY_USER },
});

export type ShopState = Slices & {
  /** True once the stored state has been restored (or the restore was given up). */
  restored: boolean;
  addToCart(input: AddToCartInput): number;
  removeFromCart(cartItemId: string): void;
  decreaseQuantity(cartItemId: string): void;
  /** Set a line's quantity (1..999), e.g. down to the stock left. */
  setCartQuantity(cartItemId: string, quantity: number): void;
  /** Take the server's current prices into the lines (display only). */
  refreshCartPrices(prices: LinePrice[]): void;
  /** The lines and the code go together. */
  deleteAllFromCart(): void;
  /** Keep the promotion code the shopper typed (normalized; the server said it applies). One at a time: it replaces another. */
  setCartCode(code: string): void;
  removeCartCode(): void;
  /** False when the compare list is full. */
  addToCompare(item: SavedItem): boolean;
  removeFromCompare(id: string): void;
  addToWishlist(item: SavedItem): boolean;
  removeFromWishlist(id: string): void;
  deleteAllFromWishlist(): void;
  login(payload: { firstName: string; lastName: string; email: string }): void;
  logout(): void;
  setCurrency(currency: unknown): void;
};

/** localStorage behind a read that gives up after `timeoutMs` (then: empty state). */
export function timedStorage(
  backend: () => Pick<Storage, "getItem" | "setItem" | "removeItem"> | Promise<never>,
  timeoutMs = RESTORE_TIMEOUT_MS,
): PersistStorage<Slices> {
  return {
    async getItem(name) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          console.warn(`flone: restoring the stored state took over ${timeoutMs} ms; starting empty`);
          resolve(null);
        }, timeoutMs);
      });
      const read = (async () => {
        const storage = await backend();
        if ((await storage.getItem(name)) === null) return null;
        // The parser is a chunk of its own, loaded only when something is stored: a first visit's
        // page never evaluates zod (about 40% of this chunk's main-thread time on a phone). The
        // value is read once it is here: the restore writes the state back (its `restored`), so
        // a value read before the chunk's load would write over what another tab saved meanwhile.
        const { sanitizeSlices } = await import("./stored-slices");
        const text = await storage.getItem(name);
        if (text === null) return null;
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          console.warn("flone: stored state is not JSON; starting empty");
          return null;
        }
        if (typeof value !== "object" || value === null || typeof (value as { state?: unknown }).state !== "object") {
          console.warn("flone: stored value is not this shop's state; starting empty");
          return null;
        }
        const stored = value as StorageValue<unknown>;
        return { ...stored, state: sanitizeSlices(stored.state, initialSlices()) };
      })();
      try {
        return await Promise.race([read, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async setItem(name, value) {
      try {
        (await backend()).setItem(name, JSON.stringify(value));
      } catch (e) {
        // Storage full or blocked: the shop goes on with the state in memory.
        console.warn("flone: could not save the state", e);
      }
    },
    async removeItem(name) {
      (await backend()).removeItem(name);
    },
  };
}

export function createShopStore(storage: PersistStorage<Slices>) {
  return createStore<ShopState>()(
    persist(
      (set, get) => ({
        ...initialSlices(),
        restored: false,
        addToCart(input) {
          const { lines, added } = addToCart(get().cart.cartItems, input);
          if (added > 0) set((s) => ({ cart: { ...s.cart, cartItems: lines } }));
          return added;
        },
        removeFromCart: (cartItemId) => set((s) => ({ cart: { ...s.cart, cartItems: removeFromCart(s.cart.cartItems, cartItemId) } })),
        decreaseQuantity: (cartItemId) =>
          set((s) => ({ cart: { ...s.cart, cartItems: decreaseQuantity(s.cart.cartItems, cartItemId) } })),
        setCartQuantity: (cartItemId, quantity) =>
          set((s) => ({ cart: { ...s.cart, cartItems: setQuantity(s.cart.cartItems, cartItemId, quantity) } })),
        refreshCartPrices(prices) {
          const lines = get().cart.cartItems;
          const next = refreshPrices(lines, prices);
          if (next !== lines) set((s) => ({ cart: { ...s.cart, cartItems: next } }));
        },
        deleteAllFromCart: () => set({ cart: { cartItems: [] } }),
        setCartCode(code) {
          const next = codeOf(code);
          if (next !== undefined && next !== get().cart.code) set((s) => ({ cart: { ...s.cart, code: next } }));
        },
        removeCartCode() {
          if (get().cart.code === undefined) return;
          set((s) => ({ cart: { cartItems: s.cart.cartItems } }));
        },
        addToCompare(item) {
          const items = get().compare.compareItems;
          const next = addToCompare(items, item);
          if (next === items) return false;
          set({ compare: { compareItems: next } });
          return true;
        },
        removeFromCompare: (id) => set((s) => ({ compare: { compareItems: removeById(s.compare.compareItems, id) } })),
        addToWishlist(item) {
          const { items, added } = addToWishlist(get().wishlist.wishlistItems, item);
          if (added) set({ wishlist: { wishlistItems: items } });
          return added;
        },
        removeFromWishlist: (id) =>
          set((s) => ({ wishlist: { wishlistItems: removeById(s.wishlist.wishlistItems, id) } })),
        deleteAllFromWishlist: () => set({ wishlist: { wishlistItems: [] } }),
        login: ({ firstName, lastName, email }) => set({ user: { isLoggedIn: true, firstName, lastName, email } }),
        logout: () => set({ user: { ...EMPTY_USER } }),
        // The currency is fixed (US dollars): the action is part of the store's interface, and changes nothing.
        setCurrency: () => set({ currency: { ...CURRENCY } }),
      }),
      {
        name: STORAGE_KEY,
        version: STORAGE_VERSION,
        storage,
        skipHydration: true,
        partialize: (s): Slices => ({ currency: s.currency, cart: s.cart, compare: s.compare, wishlist: s.wishlist, user: s.user }),
        // What storage gives back is parsed already (timedStorage), whatever its version: an older
        // or foreign one keeps what still parses, slice by slice.
        migrate: (persisted) => persisted as Slices,
        merge: (persisted, current) => ({ ...current, ...(persisted as Slices) }),
      },
    ),
  );
}
export type ShopStore = ReturnType<typeof createShopStore>;

/** Restore once; `restored` becomes true when done or given up, never leaving the UI waiting. */
export async function startRestore(store: ShopStore): Promise<void> {
  try {
    await store.persist.rehydrate();
  } catch (e) {
    console.warn("flone: could not restore the stored state", e);
  } finally {
    store.setState({ restored: true });
  }
}

/** Resolves once the stored state has been restored (or the restore was given up). */
export function whenRestored(store: ShopStore): Promise<void> {
  if (store.getState().restored) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.subscribe((s) => {
      if (!s.restored) return;
      stop();
      resolve();
    });
  });
}

/** Keep tabs in sync: another tab's write to "flone" is restored here too. */
export function syncAcrossTabs(store: ShopStore, target: Window): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY) void store.persist.rehydrate();
  };
  target.addEventListener("storage", onStorage);
  return () => target.removeEventListener("storage", onStorage);
}

export type { CartLine, SavedItem };
