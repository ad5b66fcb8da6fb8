// The account sync of the cart and wishlist (stores/account-sync.ts) with the real server
// actions. Its own chunk: shop-client.tsx imports it only once the `user` slice says signed in.
import { loadShoppingState, mergeShoppingState, saveShoppingState } from "@/lib/actions/shopping";
import { startAccountSync } from "@/stores/account-sync";
import type { ShopStore } from "@/stores/shop-store";

export function syncWithAccount(store: ShopStore, win: Window): () => void {
  return startAccountSync(
    store,
    { merge: mergeShoppingState, load: () => loadShoppingState(), save: saveShoppingState },
    win,
    win.localStorage,
  );
}
