// lib/users/shopping-state.ts against the Firestore emulator: the account's saved cart and
// wishlist (users/{uid}/state/shopping), merged at sign-in inside a transaction, replaced by a
// save, and never naming a product that is gone. The catalogue check is the real one: the
// catalogue index in Firestore (lib/catalog/db.ts), as the actions use it through its cache.
//
// This file deletes a product, so it works in a Firestore project of its own (the emulator keeps
// projects apart); the id is set before the first firestore() call.
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { loadCatalogIndex } from "@/lib/catalog/db";
import { deleteCollection, deleteProductInTransaction, replaceCatalog } from "@/lib/catalog/write";
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_WISHLIST_ITEMS } from "@/lib/cart/limits";
import type { SavedShopping } from "@/lib/cart/merge";
import type { Product } from "@/lib/catalog/schema";
import { mergeShoppingState, readShoppingState, saveShoppingState, type CatalogueCheck } from "@/lib/users/shopping-state";
import { makeProducts } from "@/scripts/seed/catalog";
import { uniq } from "./clients";

process.env.FIREBASE_PROJECT_ID = `demo-flone-sync-${randomUUID().slice(0, 8)}`;
jest.setTimeout(60_000);

let products: Product[];
let ids: string[];
const inCatalogue: CatalogueCheck = async (wanted) => {
  const known = new Set((await loadCatalogIndex()).map((e) => e.id));
  return new Set(wanted.filter((id) => known.has(id)));
};
const stored = async (uid: string) => (await firestore().doc(`users/${uid}/state/shopping`).get()).data();
const NOW = () => new Date("2026-11-20T10:00:00.000Z");
const mergeKey = () => uniq("sign-in-merge");

beforeAll(async () => {
  products = makeProducts(30, new Date("2026-11-01T00:00:00.000Z"));
  ids = products.map((p) => p.id);
  await replaceCatalog(firestore(), products);
});

afterAll(async () => {
  for (const name of ["products", "catalogIndex"]) await deleteCollection(firestore(), name);
});

describe("mergeShoppingState", () => {
  it("without a saved state: the guest's state is stored, ids and choices only, with updatedAt", async () => {
    const uid = uniq("u");
    const guest: SavedShopping = { cart: [{ id: ids[0]!, color: "white", size: "0-3M", quantity: 2 }], wishlist: [ids[1]!] };
    const key = mergeKey();
    expect(await mergeShoppingState(uid, guest, key, inCatalogue, NOW)).toEqual(guest);
    expect(await stored(uid)).toEqual({ ...guest, mergeKeys: [key], updatedAt: "2026-11-20T10:00:00.000Z" });
  });

  it("guest (2 lines) + account (1 line, one the same): quantities of the same choice add, the other is new", async () => {
    const uid = uniq("u");
    await saveShoppingState(uid, { cart: [{ id: ids[0]!, quantity: 1 }], wishlist: [ids[2]!] }, inCatalogue);
    const merged = await mergeShoppingState(uid, { cart: [{ id: ids[0]!, quantity: 2 }, { id: ids[1]!, quantity: 1 }], wishlist: [ids[3]!, ids[2]!] },
      mergeKey(),
      inCatalogue,
    );
    expect(merged).toEqual({ cart: [{ id: ids[0]!, quantity: 3 }, { id: ids[1]!, quantity: 1 }], wishlist: [ids[2]!, ids[3]!] });
    expect(await readShoppingState(uid, inCatalogue)).toEqual(merged);
  });

  it("a registry gift stays its own line, registry and all, through a merge and a save", async () => {
    const uid = uniq("u");
    const registry = { slug: "emma-k3j", itemId: "item-1", title: "Emma’s registry" };
    await saveShoppingState(uid, { cart: [{ id: ids[0]!, quantity: 1 }, { id: ids[0]!, quantity: 1, registry }], wishlist: [] }, inCatalogue);
    const merged = await mergeShoppingState(uid, { cart: [{ id: ids[0]!, quantity: 2, registry }, { id: ids[0]!, quantity: 1 }], wishlist: [] }, mergeKey(), inCatalogue);
    expect(merged.cart).toEqual([{ id: ids[0]!, quantity: 2 }, { id: ids[0]!, quantity: 3, registry }]);
    expect(await readShoppingState(uid, inCatalogue)).toEqual(merged);
  });

  it("a merge sent again with its key (the page left before the answer) changes nothing; a save keeps the keys", async () => {
    const uid = uniq("again");
    await saveShoppingState(uid, { cart: [{ id: ids[0]!, quantity: 1 }], wishlist: [] }, inCatalogue);
    const guest = { cart: [{ id: ids[0]!, quantity: 2 }], wishlist: [ids[1]!] };
    const key = mergeKey();
    const first = await mergeShoppingState(uid, guest, key, inCatalogue);
    expect(first.cart).toEqual([{ id: ids[0]!, quantity: 3 }]);
    const updated = (await stored(uid))!.updatedAt;
    expect(await mergeShoppingState(uid, guest, key, inCatalogue)).toEqual(first);
    expect((await stored(uid))!.updatedAt).toBe(updated);
    await saveShoppingState(uid, { cart: [{ id: ids[0]!, quantity: 4 }], wishlist: [] }, inCatalogue);
    expect((await mergeShoppingState(uid, guest, key, inCatalogue)).cart).toEqual([{ id: ids[0]!, quantity: 4 }]);
    // Another sign-in (a new key) merges.
    expect((await mergeShoppingState(uid, guest, mergeKey(), inCatalogue)).cart).toEqual([{ id: ids[0]!, quantity: 6 }]);
  });

  it("10 devices signing in at once: every line of every device is kept, none counted twice", async () => {
    const uid = uniq("race");
    await saveShoppingState(uid, { cart: [{ id: ids[0]!, quantity: 1 }], wishlist: [] }, inCatalogue);
    const devices = Array.from({ length: 10 }, (_, i) => ({
      cart: [{ id: ids[i + 1]!, quantity: i + 1 }, { id: ids[0]!, quantity: 1 }],
      wishlist: [ids[i + 11]!],
    }));
    await Promise.all(devices.map((d) => mergeShoppingState(uid, d, mergeKey(), inCatalogue)));
    const result = await readShoppingState(uid, inCatalogue);
    expect(result.cart).toHaveLength(11);
    expect(result.cart.find((l) => l.id === ids[0])?.quantity).toBe(11);
    for (let i = 0; i < 10; i++) expect(result.cart).toContainEqual({ id: ids[i + 1]!, quantity: i + 1 });
    expect([...result.wishlist].sort()).toEqual(ids.slice(11, 21).sort());
  });

  it("keeps to the limits: quantities capped, no line past the cart's limit, no entry past the wishlist's", async () => {
    const uid = uniq("u");
    // The ids need not be products to be counted against the limits; this catalogue check knows them all.
    const everything: CatalogueCheck = async (wanted) => new Set(wanted);
    const many = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
    await saveShoppingState(uid, { cart: many(MAX_CART_LINES - 1, "a").map((id) => ({ id, quantity: 900 })), wishlist: many(MAX_WISHLIST_ITEMS, "w") }, everything);
    const merged = await mergeShoppingState(uid, { cart: [{ id: "a-0", quantity: 900 }, { id: "b-0", quantity: 1 }, { id: "b-1", quantity: 1 }], wishlist: ["new"] },
      mergeKey(),
      everything,
    );
    expect(merged.cart).toHaveLength(MAX_CART_LINES);
    expect(merged.cart[0]).toEqual({ id: "a-0", quantity: MAX_LINE_QUANTITY });
    expect(merged.cart.at(-1)).toEqual({ id: "b-0", quantity: 1 });
    expect(merged.wishlist).toHaveLength(MAX_WISHLIST_ITEMS);
    expect(merged.wishlist).not.toContain("new");
  });

  it("a product that is gone is dropped from the saved state and the answer", async () => {
    const uid = uniq("u");
    const doomed = products.at(-1)!.id;
    await saveShoppingState(uid, { cart: [{ id: doomed, quantity: 1 }, { id: ids[0]!, quantity: 1 }], wishlist: [doomed] }, inCatalogue);
    expect((await stored(uid))?.cart).toHaveLength(2);
    await firestore().runTransaction(async (tx) => deleteProductInTransaction(firestore(), tx, doomed));

    expect(await readShoppingState(uid, inCatalogue)).toEqual({ cart: [{ id: ids[0]!, quantity: 1 }], wishlist: [] });
    const merged = await mergeShoppingState(uid, { cart: [{ id: doomed, quantity: 2 }, { id: "no-such-product", quantity: 1 }], wishlist: [] }, mergeKey(), inCatalogue);
    expect(merged).toEqual({ cart: [{ id: ids[0]!, quantity: 1 }], wishlist: [] });
    expect(await stored(uid)).toMatchObject({ cart: [{ id: ids[0]!, quantity: 1 }], wishlist: [] });
  });

  it("a stored document that does not parse counts as empty (and is logged), and is repaired by the merge", async () => {
    const uid = uniq("u");
    const logged = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    await firestore().doc(`users/${uid}/state/shopping`).set({ cart: "nope", wishlist: [] });
    expect(await readShoppingState(uid, inCatalogue)).toEqual({ cart: [], wishlist: [] });
    const merged = await mergeShoppingState(uid, { cart: [{ id: ids[0]!, quantity: 1 }], wishlist: [] }, mergeKey(), inCatalogue);
    expect(merged.cart).toEqual([{ id: ids[0]!, quantity: 1 }]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`users/${uid}/state/shopping does not match`));
    logged.mockRestore();
  });

  it("refuses a uid that would be a path", async () => {
    await expect(mergeShoppingState("a/b", { cart: [], wishlist: [] }, mergeKey(), inCatalogue)).rejects.toThrow();
  });
});

describe("saveShoppingState", () => {
  it("replaces the account's state (last write wins), normalized", async () => {
    const uid = uniq("u");
    await saveShoppingState(uid, { cart: [{ id: ids[0]!, quantity: 5 }], wishlist: [ids[1]!] }, inCatalogue);
    const saved = await saveShoppingState(
      uid,
      { cart: [{ id: ids[2]!, quantity: 1 }, { id: ids[2]!, quantity: 1 }], wishlist: [ids[3]!, ids[3]!] },
      inCatalogue,
      NOW,
    );
    expect(saved).toEqual({ cart: [{ id: ids[2]!, quantity: 2 }], wishlist: [ids[3]!] });
    expect(await stored(uid)).toEqual({ ...saved, updatedAt: NOW().toISOString() });
  });

  it("an empty state is stored as empty (a cleared cart stays cleared on every device)", async () => {
    const uid = uniq("u");
    await saveShoppingState(uid, { cart: [{ id: ids[0]!, quantity: 5 }], wishlist: [ids[1]!] }, inCatalogue);
    await saveShoppingState(uid, { cart: [], wishlist: [] }, inCatalogue);
    expect(await readShoppingState(uid, inCatalogue)).toEqual({ cart: [], wishlist: [] });
  });
});

describe("the cart's promotion code", () => {
  it("sign-in: the guest's code if typed, else the account's, stored with the merge", async () => {
    const uid = uniq("code");
    await saveShoppingState(uid, { cart: [{ id: ids[0]!, quantity: 1 }], wishlist: [], code: "FIRST5" }, inCatalogue);
    expect((await mergeShoppingState(uid, { cart: [], wishlist: [] }, mergeKey(), inCatalogue)).code).toBe("FIRST5");
    const merged = await mergeShoppingState(uid, { cart: [{ id: ids[1]!, quantity: 1 }], wishlist: [], code: "WELCOME10" }, mergeKey(), inCatalogue);
    expect(merged).toEqual({ cart: [{ id: ids[0]!, quantity: 1 }, { id: ids[1]!, quantity: 1 }], wishlist: [], code: "WELCOME10" });
    expect(await readShoppingState(uid, inCatalogue)).toEqual(merged);
  });

  it("a save keeps the code the browser has, and removes one it no longer has", async () => {
    const uid = uniq("code");
    await saveShoppingState(uid, { cart: [{ id: ids[0]!, quantity: 1 }], wishlist: [], code: "WELCOME10" }, inCatalogue);
    expect((await stored(uid))!.code).toBe("WELCOME10");
    await saveShoppingState(uid, { cart: [{ id: ids[0]!, quantity: 2 }], wishlist: [] }, inCatalogue);
    expect(await stored(uid)).not.toHaveProperty("code");
    expect(await readShoppingState(uid, inCatalogue)).toEqual({ cart: [{ id: ids[0]!, quantity: 2 }], wishlist: [] });
  });

  it("a stored code of another shape is dropped; the cart and wishlist are kept", async () => {
    const uid = uniq("code");
    // Malformed on purpose: a code no schema of ours writes.
    await firestore().doc(`users/${uid}/state/shopping`).set({ cart: [{ id: ids[0]!, quantity: 1 }], wishlist: [ids[1]!], code: "not a code!", updatedAt: NOW().toISOString() });
    expect(await readShoppingState(uid, inCatalogue)).toEqual({ cart: [{ id: ids[0]!, quantity: 1 }], wishlist: [ids[1]!] });
  });
});
