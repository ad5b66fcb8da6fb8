// What the browser remembers about the signed-in account, outside the "flone" store:
// - "user": the signed-in Firebase user, { uid, email, displayName } only (never a token).
// - "flone-admin": a hint that the account is an admin, so the header can offer the dashboard
//   without loading the Firebase SDK. Only a hint: every admin page and action checks the server.
// Storage may be missing or blocked (private modes): then nothing is remembered, nothing fails.

export const USER_STORAGE_KEY = "user";
export const ADMIN_HINT_KEY = "flone-admin";

export type StoredUser = { uid: string; email: string | null; displayName: string | null };

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function storage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The small, serialisable part of a Firebase user that the shop keeps. */
export function toStoredUser(user: { uid: string; email: string | null; displayName: string | null }): StoredUser {
  return { uid: user.uid, email: user.email ?? null, displayName: user.displayName ?? null };
}

export function saveStoredUser(user: StoredUser, store: KeyValueStorage | null = storage()): void {
  try {
    store?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // full or blocked: the page still works from memory
  }
}

export function removeStoredUser(store: KeyValueStorage | null = storage()): void {
  try {
    store?.removeItem(USER_STORAGE_KEY);
  } catch {
    // blocked
  }
}

/** The stored user, or null when none or not ours. */
export function readStoredUser(store: KeyValueStorage | null = storage()): StoredUser | null {
  try {
    const value = JSON.parse(store?.getItem(USER_STORAGE_KEY) ?? "null") as Partial<StoredUser> | null;
    if (!value || typeof value.uid !== "string") return null;
    const orNull = (v: unknown) => (typeof v === "string" ? v : null);
    return { uid: value.uid, email: orNull(value.email), displayName: orNull(value.displayName) };
  } catch {
    return null;
  }
}

// Same-tab changes are announced here; other tabs' through the "storage" event.
const hintListeners = new Set<() => void>();

export function readAdminHint(store: KeyValueStorage | null = storage()): boolean {
  try {
    return store?.getItem(ADMIN_HINT_KEY) === "1";
  } catch {
    return false;
  }
}

export function setAdminHint(isAdmin: boolean, store: KeyValueStorage | null = storage()): void {
  if (readAdminHint(store) === isAdmin) return;
  try {
    if (isAdmin) store?.setItem(ADMIN_HINT_KEY, "1");
    else store?.removeItem(ADMIN_HINT_KEY);
  } catch {
    // blocked
  }
  hintListeners.forEach((l) => l());
}

/** For useSyncExternalStore: this tab's changes and other tabs'. */
export function subscribeAdminHint(listener: () => void): () => void {
  hintListeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === ADMIN_HINT_KEY || e.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    hintListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
