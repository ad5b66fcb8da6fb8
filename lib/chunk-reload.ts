// After a new deploy, a page loaded before it may ask for code chunks that no longer exist. The
// browser cannot recover by itself: report it, and load the page once more from the server (the
// page a navigation was going to, else the current one), which loads the new build. A timestamp in sessionStorage stops a reload loop when the chunk is really missing.
// Browser-only code without imports, shared by instrumentation-client.ts and the error boundary.

const KEY = "flone:chunk-reload";
/** A second failure within this time after a reload is not reloaded again (no loops). */
export const RELOAD_GUARD_MS = 60_000;

const CHUNK_MESSAGE =
  /Failed to load chunk|Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Is this (an Error, a rejection reason, anything) a failure to load a code chunk? */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return typeof error === "string" && CHUNK_MESSAGE.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === "ChunkLoadError" || (typeof message === "string" && CHUNK_MESSAGE.test(message));
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** Whether to reload now (and remember that we did); false if a reload happened too recently. */
export function shouldReload(storage: Storage | undefined, now: number): boolean {
  try {
    const last = Number(storage?.getItem(KEY) ?? 0);
    if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
    storage?.setItem(KEY, String(now));
    return true;
  } catch {
    // Storage refused (privacy mode): reloading without a guard could loop, so do not.
    return false;
  }
}

/** The URL of the client navigation under way (onRouterTransitionStart), if any. */
let navigationTarget: string | undefined;

/** Called as a client navigation starts: a chunk it needs may be the one that fails. */
export function noteNavigation(url: string): void {
  navigationTarget = url;
}

/**
 * Where to go to recover: the page being navigated to, when a navigation is under way (its code
 * may fail before the address bar changes, and reloading the old page would drop the click),
 * else the current page again.
 */
export function recoveryUrl(target: string | undefined, current: string): string {
  if (!target) return current;
  const url = new URL(target, current);
  return url.origin === new URL(current).origin ? url.href : current;
}

type AnalyticsWindow = Window & { va?: (kind: "event", payload: { name: string; data?: Record<string, string> }) => void };

/** Report a chunk load failure (console, and analytics when it is on) and reload the page once. */
export function recoverFromChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  const reload = shouldReload(safeSessionStorage(), Date.now());
  console.error(`[flone] a code chunk failed to load${reload ? "; reloading the page once" : ""}:`, message);
  // @vercel/analytics defines window.va only where it is rendered (see components/layout/analytics.tsx).
  (window as AnalyticsWindow).va?.("event", {
    name: "chunk_load_error",
    data: { path: location.pathname, reloaded: String(reload) },
  });
  if (reload) {
    const url = recoveryUrl(navigationTarget, location.href);
    if (url === location.href) location.reload();
    else location.assign(url);
  }
  return reload;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
