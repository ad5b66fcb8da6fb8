import "server-only";
// users/{uid}/state/shopping: the cart and wishlist an account carries across devices, in one
// document of ids and choices ({ cart: [{ id, color?, size?, quantity, registry? }], wishlist: [id],
// code?, updatedAt }; `code`: the promotion code typed for the cart), never prices or names.
// Written by the server only (firestore.rules let the owner read it). The rules of combining
// states are in lib/cart/merge.ts.
import { FieldValue } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { EMPTY_SHOPPING, keepProducts, mergeShopping, productIdsOf, type SavedShopping } from "@/lib/cart/merge";
import { storedShoppingSchema } from "@/lib/cart/schema";
import { uidSchema } from "@/lib/users/schema";
import { STATE_COLLECTION, USERS_COLLECTION } from "./stored-profile";
import { log } from "@/lib/log";
import { runTransaction } from "@/lib/firebase/optimistic";

export { STATE_COLLECTION };
export const SHOPPING_DOC = "shopping";

/** The ids of these that are still products (the catalogue decides; injected, so tests use the real index). */
export type CatalogueCheck = (ids: string[]) => Promise<ReadonlySet<string>>;

const stateRef = (uid: string) =>
  firestore().collection(USERS_COLLECTION).doc(uidSchema.parse(uid)).collection(STATE_COLLECTION).doc(SHOPPING_DOC);

/** Merge keys remembered: enough for the sign-ins of several devices in a row. */
const MERGE_KEYS_KEPT = 20;

/** The stored state (and its merge keys), or empty when there is none; a document that does not parse counts as empty (and is logged). */
function parseStoredDoc(uid: string, data: unknown): SavedShopping & { mergeKeys: string[] } {
  if (data === undefined) return { ...EMPTY_SHOPPING, mergeKeys: [] };
  const parsed = storedShoppingSchema.safeParse(data);
  if (!parsed.success) {
    log.error(`users/${uid}/state/shopping does not match the schema: ${parsed.error.message}`);
    return { ...EMPTY_SHOPPING, mergeKeys: [] };
  }
  const { cart, wishlist, code, mergeKeys } = parsed.data;
  return { cart, wishlist, ...(code !== undefined ? { code } : {}), mergeKeys };
}
function parseStored(uid: string, data: unknown): SavedShopping {
  const { cart, wishlist, code } = parseStoredDoc(uid, data);
  return { cart, wishlist, ...(code !== undefined ? { code } : {}) };
}

async function onlyProducts(state: SavedShopping, inCatalogue: CatalogueCheck): Promise<SavedShopping> {
  const ids = productIdsOf(state);
  return ids.length === 0 ? state : keepProducts(state, await inCatalogue(ids));
}

/** The account's state as stored, without products that are gone. */
export async function readShoppingState(uid: string, inCatalogue: CatalogueCheck): Promise<SavedShopping> {
  const snap = await stateRef(uid).get();
  return onlyProducts(parseStored(uid, snap.data()), inCatalogue);
}

/**
 * Sign-in: the guest's cart and wishlist merged into the account's (lib/cart/merge.ts), gone
 * products dropped, written back. Read, merge and write run in one transaction, so two devices
 * signing in at once both end up in the result (Firestore retries the one that lost the race).
 * The catalogue is asked before the transaction (which ids of the guest's and the account's are
 * gone), so the transaction holds its document only for a read and a write; an id another device
 * added meanwhile was checked by that device. A merge whose `mergeKey` was applied already (the
 * browser sent it again: its page left before the answer) changes nothing and answers the state.
 */
export async function mergeShoppingState(
  uid: string,
  guest: SavedShopping,
  mergeKey: string,
  inCatalogue: CatalogueCheck,
  now: () => Date = () => new Date(),
): Promise<SavedShopping> {
  const db = firestore();
  const ref = stateRef(uid);
  const before = parseStored(uid, (await ref.get()).data());
  const ids = productIdsOf(mergeShopping(before, guest));
  const known = ids.length === 0 ? new Set<string>() : await inCatalogue(ids);
  const gone = new Set(ids.filter((id) => !known.has(id)));
  return runTransaction(db, async (tx) => {
    const { mergeKeys, ...account } = parseStoredDoc(uid, (await tx.get(ref)).data());
    const applied = mergeKeys.includes(mergeKey);
    const merged = applied ? account : mergeShopping(account, guest);
    const kept = { ...merged, cart: merged.cart.filter((l) => !gone.has(l.id)), wishlist: merged.wishlist.filter((id) => !gone.has(id)) };
    if (applied) return kept;
    tx.set(ref, { ...kept, mergeKeys: [...mergeKeys, mergeKey].slice(-MERGE_KEYS_KEPT), updatedAt: now().toISOString() });
    return kept;
  });
}

/**
 * A device's state replaces the account's. Last write wins: the browser merges what the account
 * held when it loaded (lib/cart/merge.ts rebaseShopping) before it saves, so only two devices
 * saving within the same moment can overwrite each other's latest change.
 */
export async function saveShoppingState(
  uid: string,
  state: SavedShopping,
  inCatalogue: CatalogueCheck,
  now: () => Date = () => new Date(),
): Promise<SavedShopping> {
  const clean = await onlyProducts(mergeShopping(EMPTY_SHOPPING, state), inCatalogue);
  // merge: the merge keys stay (and a code no longer typed goes).
  await stateRef(uid).set({ code: FieldValue.delete(), ...clean, updatedAt: now().toISOString() }, { merge: true });
  return clean;
}
