"use client";
// The shopping state's working part, loaded right after the page is interactive (a separate
// chunk, so it is not in any page's first-load JavaScript): the zustand store persisted under
// "flone", restored once and kept in sync with other tabs, every action with its notice, and
// the notices themselves (sonner, bottom left, 3 s, announced politely to screen readers).
// Actions wait for the restore, so an early click never overwrites a saved cart.
import { toast, Toaster } from "sonner";
import {
  cartHasRoomFor,
  MAX_CART_LINES,
  MAX_COMPARE_ITEMS,
  MAX_WISHLIST_ITEMS,
  type AddToCartInput,
  type LinePrice,
  type SavedItem,
} from "@/stores/rules";
import {
  createShopStore,
  startRestore,
  SYNC_KEY,
  syncAcrossTabs,
  timedStorage,
  whenRestored,
  type ShopState,
  type ShopStore,
} from "@/stores/shop-store";
import type { ShoppingTexts } from "./texts";
import { fill } from "@/lib/i18n/format";

export type ShopActions = ReturnType<typeof makeActions>;
export type ShopClient = { store: ShopStore; actions(t: ShoppingTexts): ShopActions; Notices: typeof Notices };

/** The store of this browser tab: restored now, and following other tabs' changes. */
export function startShop(win: Window): ShopClient {
  const store = createShopStore(timedStorage(() => win.localStorage));
  void startRestore(store);
  syncAcrossTabs(store, win);
  followSignIn(store, win);
  const cache = new WeakMap<ShoppingTexts, ShopActions>();
  return {
    store,
    actions(t) {
      let a = cache.get(t);
      if (!a) cache.set(t, (a = makeActions(store, t)));
      return a;
    },
    Notices,
  };
}

/**
 * Signed in: the cart and wishlist follow the account (its own chunk, loaded only then, so a
 * guest's page never loads it). Signed out: this browser keeps an empty cart and wishlist.
 */
export function followSignIn(store: ShopStore, win: Window, load = () => import("./account-sync")): void {
  let sync: Promise<unknown> | null = null;
  const follow = (s: ShopState, prev?: ShopState) => {
    if (!s.restored) return;
    if (s.user.isLoggedIn) {
      sync ??= load().then(
        (m) => m.syncWithAccount(store, win),
        (error: unknown) => {
          sync = null; // a chunk that failed to load: the next change tries again
          console.warn("flone: could not load the account sync", error);
        },
      );
      return;
    }
    // Signed out in this page, or while no page of it ran the sync (a record of it is left).
    const hadRecord = syncRecordLeft(win);
    if (!(prev?.restored && prev.user.isLoggedIn) && !hadRecord) return;
    if (hadRecord) win.localStorage.removeItem(SYNC_KEY);
    if (s.cart.cartItems.length > 0 || s.cart.code !== undefined || s.wishlist.wishlistItems.length > 0) {
      store.setState({ cart: { cartItems: [] }, wishlist: { wishlistItems: [] } });
    }
  };
  store.subscribe(follow);
  follow(store.getState());
}

function syncRecordLeft(win: Window): boolean {
  try {
    return win.localStorage.getItem(SYNC_KEY) !== null;
  } catch {
    return false;
  }
}

function Notices({ label }: { label: string }) {
  return <Toaster position="bottom-left" duration={3000} richColors closeButton containerAriaLabel={label} />;
}

export function makeActions(store: ShopStore, t: ShoppingTexts) {
  const ready = () => whenRestored(store);
  const state = () => store.getState();

  return {
    /** Adds within the stock left; returns the units added (0: none, and says why). */
    async addToCart(input: AddToCartInput): Promise<number> {
      await ready();
      if (!cartHasRoomFor(state().cart.cartItems, input)) {
        toast.warning(fill(t.cartFull, { max: MAX_CART_LINES }));
        return 0;
      }
      const wanted = Math.max(1, Math.floor(input.quantity ?? 1));
      const added = state().addToCart(input);
      if (added === 0) toast.warning(t.stockLimitReached);
      else if (added < wanted) toast.success(t.addedToCart, { description: fill(t.stockLimitPartial, { added }) });
      else toast.success(t.addedToCart);
      return added;
    },

    async removeFromCart(cartItemId: string): Promise<void> {
      await ready();
      state().removeFromCart(cartItemId);
      toast.error(t.removedFromCart);
    },

    /** One less; at quantity 1 the line goes (and the notice says it was removed). */
    async decreaseQuantity(cartItemId: string): Promise<void> {
      await ready();
      const line = state().cart.cartItems.find((l) => l.cartItemId === cartItemId);
      if (!line) return;
      state().decreaseQuantity(cartItemId);
      if (line.quantity <= 1) toast.error(t.removedFromCart);
      else toast.warning(t.decrementedFromCart);
    },

    async setQuantity(cartItemId: string, quantity: number): Promise<void> {
      await ready();
      state().setCartQuantity(cartItemId, quantity);
      toast.success(t.quantityUpdated);
    },

    async clearCart(): Promise<void> {
      await ready();
      state().deleteAllFromCart();
      toast(t.cartCleared);
    },

    async addToCompare(item: SavedItem): Promise<void> {
      await ready();
      // The button is disabled for a product already there; a second tab may still race it.
      if (state().compare.compareItems.some((i) => i.id === item.id)) return;
      if (!state().addToCompare(item)) {
        toast.warning(fill(t.compareFull, { max: MAX_COMPARE_ITEMS }));
        return;
      }
      toast.success(t.addedToCompare);
    },

    async removeFromCompare(id: string): Promise<void> {
      await ready();
      state().removeFromCompare(id);
      toast.error(t.removedFromCompare);
    },

    async addToWishlist(item: SavedItem): Promise<void> {
      await ready();
      const items = state().wishlist.wishlistItems;
      if (items.some((i) => i.id === item.id)) {
        toast.info(t.alreadyInWishlist);
        return;
      }
      if (items.length >= MAX_WISHLIST_ITEMS) {
        toast.warning(fill(t.wishlistFull, { max: MAX_WISHLIST_ITEMS }));
        return;
      }
      state().addToWishlist(item);
      toast.success(t.addedToWishlist);
    },

    async removeFromWishlist(id: string): Promise<void> {
      await ready();
      state().removeFromWishlist(id);
      toast.error(t.removedFromWishlist);
    },

    async clearWishlist(): Promise<void> {
      await ready();
      state().deleteAllFromWishlist();
      toast(t.wishlistCleared);
    },

    /** Keep the code the server accepted for this cart (the coupon field says so itself: no notice). */
    async setCode(code: string): Promise<void> {
      await ready();
      state().setCartCode(code);
    },

    async removeCode(): Promise<void> {
      await ready();
      state().removeCartCode();
    },

    /** Take the server's prices into the lines (the cart screen's check; no notice). */
    async refreshCartPrices(prices: LinePrice[]): Promise<void> {
      await ready();
      state().refreshCartPrices(prices);
    },
  };
}
