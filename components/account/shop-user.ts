"use client";
// Keeps the persisted shopping state's `user` slice in step with the account: new names or email
// after a save, cleared after the account is deleted. Waits for the store's restore, so the stored
// state cannot overwrite the change afterwards.
import { loadShop } from "@/components/ui/shop-state/shop-state-provider";

type ShopUser = { firstName: string; lastName: string; email: string };

export async function syncShopUser(user: ShopUser | null): Promise<void> {
  const { store } = await loadShop();
  if (!store.getState().restored) {
    await new Promise<void>((resolve) => {
      const stop = store.subscribe((s) => {
        if (!s.restored) return;
        stop();
        resolve();
      });
    });
  }
  const state = store.getState();
  if (user === null) state.logout();
  else if (state.user.isLoggedIn) state.login(user);
}
