"use client";
// The shopping state in the browser, as seen by components (the cart, wishlist and compare, and
// the signed-in user slice that the account, checkout and review form read too). One store per
// browser tab (a module singleton): its working part (zustand, the zod/mini parser, sonner;
// shop-client.tsx) is loaded right after hydration, outside every page's first-load JavaScript,
// and restores the saved state. Until then, and while rendering on the server, components see
// the empty state with `restored: false`: the header's counters and the cart, wishlist and
// compare screens show a placeholder, everything else renders at once. An action started
// before that waits for it (useShopActions).
import { createContext, use, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { ShopState } from "@/stores/shop-store";
import type { ShopActions, ShopClient } from "./shop-client";
import type { ColorNames, ShoppingTexts } from "./texts";

/** What components read: the stored slices and whether they are restored. */
export type ShopSnapshot = Pick<ShopState, "restored" | "cart" | "wishlist" | "compare" | "user">;

const EMPTY: ShopSnapshot = {
  restored: false,
  cart: { cartItems: [] },
  wishlist: { wishlistItems: [] },
  compare: { compareItems: [] },
  user: { isLoggedIn: false, firstName: "", lastName: "", email: "" },
};

let client: ShopClient | null = null;
let loading: Promise<ShopClient> | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Load (once) and start the store of this tab. */
export function loadShop(): Promise<ShopClient> {
  loading ??= import("./shop-client").then(
    ({ startShop }) => {
      client = startShop(window);
      client.store.subscribe(notify);
      notify();
      return client;
    },
    (error: unknown) => {
      // A chunk that failed to load (network): the next action tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = (): ShopSnapshot => client?.store.getState() ?? EMPTY;
/** The state now, outside rendering (in an effect or a handler). */
export const currentShopState = snapshot;
const serverSnapshot = () => EMPTY;

type ShopContextValue = { texts: ShoppingTexts; colors: ColorNames; locale: string };
const ShopContext = createContext<ShopContextValue | null>(null);

export function ShopStateProvider({
  texts,
  colors,
  locale,
  children,
}: {
  texts: ShoppingTexts;
  /** Colour names in the page's language, by stored name ("pink" -> "Rose"). */
  colors: ColorNames;
  locale: string;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<ShopClient | null>(client);
  useEffect(() => {
    let active = true;
    void loadShop().then((c) => active && setLoaded(c));
    return () => {
      active = false;
    };
  }, []);
  const value = useMemo(() => ({ texts, colors, locale }), [texts, colors, locale]);
  return (
    <ShopContext value={value}>
      {children}
      {loaded && <loaded.Notices label={texts.notifications} />}
    </ShopContext>
  );
}

function useShopContext(): ShopContextValue {
  const value = use(ShopContext);
  if (!value) throw new Error("useShop* must be used inside <ShopStateProvider>");
  return value;
}

/** A slice of the shopping state. Select primitives or stored references (not new objects). */
export function useShop<T>(selector: (state: ShopSnapshot) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => selector(snapshot()),
    () => selector(serverSnapshot()),
  );
}

/** False until the stored state is back (or given up after 5 s): show a placeholder until then. */
export function useRestored(): boolean {
  return useShop((s) => s.restored);
}

export function useShopTexts(): { t: ShoppingTexts; locale: string; colorName: (color: string) => string } {
  const { texts, colors, locale } = useShopContext();
  return { t: texts, locale, colorName: (color) => colors[color.trim().toLowerCase()] ?? color };
}

const ACTIONS = [
  "addToCart",
  "removeFromCart",
  "decreaseQuantity",
  "setQuantity",
  "clearCart",
  "addToCompare",
  "removeFromCompare",
  "addToWishlist",
  "removeFromWishlist",
  "clearWishlist",
  "refreshCartPrices",
  "setCode",
  "removeCode",
] as const satisfies readonly (keyof ShopActions)[];

/** Every shopping action with its notice (the notices in the page's language). */
export function useShopActions(): ShopActions {
  const { texts } = useShopContext();
  return useMemo(() => {
    const out: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
    for (const name of ACTIONS) {
      out[name] = async (...args: unknown[]) => {
        const c = client ?? (await loadShop());
        return (c.actions(texts)[name] as (...a: unknown[]) => Promise<unknown>)(...args);
      };
    }
    return out as unknown as ShopActions;
  }, [texts]);
}
