// The signed-in shopper's cart (with the promotion code typed for it) and wishlist follow the
// account across devices. Loaded as its own chunk only while the persisted `user` slice says
// signed in (components/ui/shop-state/account-sync.ts wires the server actions in); a guest's
// page never loads it.
//
// - Sign-in (no record of a sync with this account in this browser): the guest's cart and
//   wishlist are merged into the account's (server: lib/users/shopping-state.ts), and the answer
//   replaces them here.
// - Each page load while signed in: the account's state is pulled once, so a change made on
//   another device shows after a reload.
// - Then every change is saved (debounced, SAVE_DELAY_MS; at once on `pagehide`).
// Every answer is combined with what changed here since the state the request was based on
// (rebaseShopping): a change made while a request was on its way is kept, never overwritten.
// "flone-sync" in localStorage remembers the last state the account confirmed (the base): a save
// that never arrived (the page was closed) is applied again at the next load, and one that did
// arrive is not counted twice. Before the first answer it holds the sign-in's merge key and the
// guest state sent with it instead: a merge sent again by the next page (this one left before the
// answer) carries the same key and state, and the server applies each key once, so the guest's
// cart is never added twice, and a line added after the first send is still a change made here.
// A "signed-out" answer (expired session) stops the sync and keeps the state here.
import { nanoid } from "nanoid";
import { EMPTY_SHOPPING, lineKey, mergeShopping, rebaseShopping, sameShopping, type SavedShopping } from "@/lib/cart/merge";
import { stateOfView, type ShoppingView } from "@/lib/cart/shopping-view";
import { SYNC_KEY, type CartLine, type SavedItem, type ShopState, type ShopStore } from "./shop-store";

export { SYNC_KEY };
export const SAVE_DELAY_MS = 800;

/** What the server actions answer (lib/actions/shopping.ts, built with defineAction). */
export type SyncAnswer = { ok: true; data: ShoppingView } | { ok: false; error: string };
export type SyncRemote = {
  merge(guest: SavedShopping & { mergeKey: string }): Promise<SyncAnswer>;
  load(): Promise<SyncAnswer>;
  save(state: SavedShopping): Promise<SyncAnswer>;
};
type Lists = Pick<ShopState, "cart" | "wishlist">;
type PageEvents = {
  addEventListener(type: "pagehide", listener: () => void): void;
  removeEventListener(type: "pagehide", listener: () => void): void;
};
type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The ids and choices of the store's cart and wishlist, and the cart's code (what the account stores). */
export function savedOf(state: Lists): SavedShopping {
  return mergeShopping(EMPTY_SHOPPING, {
    cart: state.cart.cartItems.map((l) => ({ id: l.id, color: l.selectedProductColor, size: l.selectedProductSize, quantity: l.quantity, registry: l.registry })),
    wishlist: state.wishlist.wishlistItems.map((i) => i.id),
    ...(state.cart.code !== undefined ? { code: state.cart.code } : {}),
  });
}

const keyOfLine = (l: CartLine) => lineKey({ id: l.id, color: l.selectedProductColor, size: l.selectedProductSize, registry: l.registry });

/**
 * The store's lists for `result`: display data from the server's answer (current prices), else
 * from this browser's own line (a line added here that the server has not seen yet). A line keeps
 * its cartItemId.
 */
export function listsFrom(result: SavedShopping, view: ShoppingView, local: Lists): Lists {
  const served = new Map(view.cart.map((l) => [lineKey(l), l]));
  const own = new Map(local.cart.cartItems.map((l) => [keyOfLine(l), l]));
  const cartItems = result.cart.flatMap((r): CartLine[] => {
    const key = lineKey(r);
    const source = served.get(key) ?? own.get(key);
    if (!source) return [];
    const { id, name, image, price, finalPrice, discount } = source;
    const chosen = r.color !== undefined || r.size !== undefined;
    return [
      {
        id,
        name,
        image,
        price,
        finalPrice,
        discount,
        cartItemId: own.get(key)?.cartItemId ?? nanoid(12),
        quantity: r.quantity,
        ...(chosen ? { selectedProductColor: r.color, selectedProductSize: r.size, variation: { color: r.color ?? "", size: r.size ?? "" } } : {}),
        ...(r.registry ? { registry: r.registry } : {}),
      },
    ];
  });
  const servedItems = new Map(view.wishlist.map((i) => [i.id, i]));
  const ownItems = new Map(local.wishlist.wishlistItems.map((i) => [i.id, i]));
  const wishlistItems = result.wishlist.flatMap((id): SavedItem[] => {
    const item = servedItems.get(id) ?? ownItems.get(id);
    return item ? [{ id: item.id, name: item.name, image: item.image }] : [];
  });
  return { cart: { cartItems, ...(result.code !== undefined ? { code: result.code } : {}) }, wishlist: { wishlistItems } };
}

type SyncRecord = { email?: unknown; base?: SavedShopping; mergeKey?: unknown; guest?: SavedShopping };
function readRecord(storage: KeyValueStorage, email: string): SyncRecord | null {
  try {
    const record = JSON.parse(storage.getItem(SYNC_KEY) ?? "null") as SyncRecord | null;
    return record?.email === email ? record : null;
  } catch {
    return null;
  }
}
const isSaved = (state: SavedShopping | undefined): state is SavedShopping => Array.isArray(state?.cart) && Array.isArray(state?.wishlist);

/** The last state the account confirmed, for this account; null when none (or unreadable). */
export function readBase(storage: KeyValueStorage, email: string): SavedShopping | null {
  const base = readRecord(storage, email)?.base;
  return isSaved(base) ? base : null;
}

/**
 * This sign-in's merge: the key and guest state a page before this one sent (no answer came),
 * else a new key for `here`, kept until the answer. The same guest state goes again, and is the
 * base its answer is combined with: a line added after the first send is then a change made here,
 * kept, not taken for one the account has dropped.
 */
function pendingMerge(storage: KeyValueStorage, email: string, here: SavedShopping): { mergeKey: string; guest: SavedShopping } {
  const record = readRecord(storage, email);
  if (typeof record?.mergeKey === "string") return { mergeKey: record.mergeKey, guest: isSaved(record.guest) ? record.guest : here };
  const mergeKey = nanoid(21);
  try {
    storage.setItem(SYNC_KEY, JSON.stringify({ email, mergeKey, guest: here }));
  } catch {
    // Storage blocked: this merge is still applied once; only a resend could not be recognised.
  }
  return { mergeKey, guest: here };
}

function writeBase(storage: KeyValueStorage, email: string, base: SavedShopping): void {
  try {
    storage.setItem(SYNC_KEY, JSON.stringify({ email, base }));
  } catch {
    // Storage full or blocked: the next load merges again, which loses nothing.
  }
}

type Session = {
  email: string;
  stopped: boolean;
  ready: boolean;
  busy: boolean;
  timer?: ReturnType<typeof setTimeout>;
  /** The request on its way, if any. */
  inFlight?: Promise<boolean>;
};

/** The running sync's "save what is waiting, now" (one sync per page). */
let flushRunning: (() => Promise<void>) | undefined;

/**
 * Save a change still waiting for its pause, and wait for the save on its way: sign-out calls it
 * before it ends the session, so the last change made before signing out reaches the account.
 */
export function flushAccountSync(): Promise<void> {
  return flushRunning?.() ?? Promise.resolve();
}

/** Follow the store's `user` slice: sync while signed in. Returns a function that stops it all. */
export function startAccountSync(
  store: ShopStore,
  remote: SyncRemote,
  win: PageEvents,
  storage: KeyValueStorage,
  delayMs = SAVE_DELAY_MS,
): () => void {
  let session: Session | null = null;
  const current = () => savedOf(store.getState());
  const live = (s: Session) => s === session && !s.stopped;

  function end() {
    if (session) {
      session.stopped = true;
      clearTimeout(session.timer);
    }
    session = null;
  }

  /** One request; its answer is combined with what changed here since `base`. */
  function exchange(s: Session, call: () => Promise<SyncAnswer>, base: SavedShopping): Promise<boolean> {
    const request = exchangeOnce(s, call, base);
    s.inFlight = request;
    return request;
  }

  async function exchangeOnce(s: Session, call: () => Promise<SyncAnswer>, base: SavedShopping): Promise<boolean> {
    s.busy = true;
    try {
      const answer = await call();
      if (!live(s)) return false;
      if (!answer.ok) {
        // Expired session: stop, keep the state here. Anything else: the next change tries again.
        if (answer.error === "signed-out") s.stopped = true;
        else console.warn(`flone: the account's cart could not be synced (${answer.error})`);
        return false;
      }
      const theirs = stateOfView(answer.data);
      const state = store.getState();
      const result = rebaseShopping(base, savedOf(state), theirs);
      writeBase(storage, s.email, theirs);
      const lists = listsFrom(result, answer.data, state);
      if (JSON.stringify(lists) !== JSON.stringify({ cart: state.cart, wishlist: state.wishlist })) store.setState(lists);
      return true;
    } catch (error) {
      console.warn("flone: the account's cart could not be synced", error);
      return false;
    } finally {
      s.busy = false;
    }
  }

  /** Save if the state here differs from what the account confirmed; `now` skips the delay. */
  function changed(now = false) {
    const s = session;
    if (!s || !live(s) || !s.ready) return;
    clearTimeout(s.timer);
    s.timer = undefined;
    const base = readBase(storage, s.email);
    if (base && sameShopping(current(), base)) return;
    if (s.busy) return; // exchange() calls changed() again when it is done
    const save = () => {
      s.timer = undefined;
      if (!live(s) || s.busy) return;
      const sent = current();
      void exchange(s, () => remote.save(sent), sent).then((ok) => ok && changed());
    };
    if (now) save();
    else s.timer = setTimeout(save, delayMs);
  }

  function begin(email: string) {
    end();
    const s: Session = { email, stopped: false, ready: false, busy: false };
    session = s;
    const base = readBase(storage, email);
    let first: Promise<boolean>;
    if (base) first = exchange(s, () => remote.load(), base);
    else {
      // No record of a sync with this account here: this is a sign-in, merge the guest's state.
      const { mergeKey, guest } = pendingMerge(storage, email, current());
      first = exchange(s, () => remote.merge({ ...guest, mergeKey }), guest);
    }
    void first.then((ok) => {
      if (!ok) return;
      s.ready = true;
      changed();
    });
  }

  function follow(state: ShopState, prev?: ShopState) {
    if (!state.restored) return;
    const { isLoggedIn, email } = state.user;
    if (!isLoggedIn) {
      // Signed out: the next sign-in here merges again.
      if (storage.getItem(SYNC_KEY) !== null) storage.removeItem(SYNC_KEY);
      end();
      return;
    }
    // Signed in now, or as someone else: (re)start. A stopped session (expired) stays stopped
    // until the next page load.
    if (!session || session.email !== email) {
      begin(email);
      return;
    }
    if (!prev || state.cart !== prev.cart || state.wishlist !== prev.wishlist) changed();
  }

  async function flush() {
    const s = session;
    if (!s || !live(s)) return;
    await s.inFlight;
    if (s.ready && live(s)) {
      changed(true);
      await s.inFlight;
    }
  }

  const onPageHide = () => changed(true);
  win.addEventListener("pagehide", onPageHide);
  flushRunning = flush;
  const unsubscribe = store.subscribe((state, prev) => follow(state, prev));
  follow(store.getState());
  return () => {
    unsubscribe();
    win.removeEventListener("pagehide", onPageHide);
    if (flushRunning === flush) flushRunning = undefined;
    end();
  };
}
