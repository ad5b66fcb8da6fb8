import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** false during the server render and hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
