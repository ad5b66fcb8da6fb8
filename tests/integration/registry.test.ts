// The baby registry's lib functions (what lib/actions/registry.ts runs) against the real Firestore
// emulator: create, update and delete; the limits under many requests at once; the same choice
// again raising `wanted`; `wanted` never below `bought`; another account's writes refused with
// nothing written; and the guest's read, which never carries the address or the purchases.
import { randomUUID } from "node:crypto";
import { writeProductInTransaction } from "@/lib/catalog/write";
import { testProduct } from "@/tests/fixtures/product";
import { firestore } from "@/lib/firebase/admin";
import { placeOrder } from "@/lib/orders/db";
import { TEST_ADDRESS } from "@/tests/fixtures/order";
import { createRegistry, deleteRegistry, getRegistryForOwner, listRegistriesOf, readGuestRegistry, updateRegistry } from "@/lib/registry/db";
import { addRegistryItem, removeRegistryItem, reorderRegistryItems, updateRegistryItem } from "@/lib/registry/items";
import { RegistryError } from "@/lib/registry/errors";
import { MAX_REGISTRIES_PER_USER, MAX_REGISTRY_ITEMS, REGISTRY_SECRET_LENGTH, registryItemDocSchema, type RegistryFields } from "@/lib/registry/schema";
import type { Product } from "@/lib/catalog/schema";
import { createProfileIfMissing } from "@/lib/users/profile";
import { uniq } from "./clients";

jest.setTimeout(120_000);

const db = firestore();

async function save(p: Product): Promise<Product> {
  await db.runTransaction(async (tx) => writeProductInTransaction(db, tx, p));
  return p;
}
const romper = () =>
  testProduct(uniq("registry-romper"), {
    name: "Registry Romper",
    variations: [
      { color: "blue", image: "/img/blue.jpg", size: [{ name: "S", stock: 5 }, { name: "M", stock: 0 }] },
      { color: "pink", image: "/img/pink.jpg", size: [{ name: "S", stock: 2 }] },
    ],
  });
const duck = () => testProduct(uniq("registry-duck"), { name: "Registry Duck", stock: 50 });

const fields = (over: Partial<RegistryFields> = {}): RegistryFields => ({
  title: "Olivia's baby",
  babyName: "Olivia",
  dueDate: "2027-04-01",
  message: "Thank you for thinking of us.",
  visibility: "public",
  surprise: false,
  ...over,
});
const refusal = (code: RegistryError["code"]) => expect.objectContaining({ name: "RegistryError", code });

/** A gift of `quantity` ducks for the item `ref`, placed by a buyer named `firstName`, shipped to the parents; answers the order's id. */
async function giftFrom(firstName: string, ref: { slug: string; itemId: string }, quantity = 1): Promise<string> {
  const buyer = { uid: uniq("buyer"), email: `${uniq("buyer")}@example.test` };
  const line = { id: products.duck.id, quantity, registry: ref };
  const outcome = await placeOrder(buyer, {
    idempotencyKey: randomUUID(),
    lines: [line],
    billing: { kind: "new", address: { ...TEST_ADDRESS, firstName } },
    shipping: { kind: "same" },
    shippingMethod: "standard",
    paymentMethod: "cash-on-delivery",
    gift: { shipToParents: true, hideName: false },
  });
  if (outcome.status !== "placed") throw new Error(`gift not placed: ${JSON.stringify(outcome)}`);
  return outcome.orderId;
}

async function parent(): Promise<string> {
  const uid = uniq("parent");
  await createProfileIfMissing(uid, { firstName: "Sam", lastName: "Parent", email: `${uid}@example.test` });
  return uid;
}

/** Every document under a registry (and the registry), with its update time: what a write would change. */
async function stateOf(slug: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const ref = db.doc(`registries/${slug}`);
  const snap = await ref.get();
  if (snap.exists) out.set(ref.path, snap.updateTime!.toDate().toISOString());
  for (const c of await ref.listCollections()) {
    for (const d of (await c.get()).docs) out.set(d.ref.path, d.updateTime.toDate().toISOString());
  }
  return out;
}

let products: { romper: Product; duck: Product; archived: Product };
beforeAll(async () => {
  products = {
    romper: await save(romper()),
    duck: await save(duck()),
    archived: await save(testProduct(uniq("registry-archived"), { archived: true })),
  };
});

describe("registries", () => {
  it("creates a public registry with a readable slug, the owner's short name and its address apart", async () => {
    const uid = await parent();
    const registry = await createRegistry(uid, { ...fields(), shipping: TEST_ADDRESS }, new Date("2026-11-01T00:00:00Z"));
    expect(registry.slug).toMatch(/^olivia-s-baby-[a-z0-9]{6}$/);
    expect(registry).toMatchObject({ ownerUid: uid, ownerName: "Sam P.", title: "Olivia's baby", createdAt: "2026-11-01T00:00:00.000Z" });
    expect((await db.doc(`registries/${registry.slug}`).get()).data()).not.toHaveProperty("shipping");
    expect((await db.doc(`registries/${registry.slug}/private/shipping`).get()).get("address")).toEqual(TEST_ADDRESS);
    expect((await listRegistriesOf(uid)).map((r) => [r.slug, r.itemCount])).toEqual([[registry.slug, 0]]);
  });

  it("a link-only registry's slug is random and long", async () => {
    const registry = await createRegistry(await parent(), { ...fields({ visibility: "link" }), shipping: TEST_ADDRESS });
    expect(registry.slug).toMatch(new RegExp(`^[a-z0-9]{${REGISTRY_SECRET_LENGTH}}$`));
  });

  it("updates the fields and the address; the owner, name and slug stay", async () => {
    const uid = await parent();
    const { slug } = await createRegistry(uid, { ...fields(), shipping: TEST_ADDRESS });
    await updateRegistry(uid, { ...fields({ title: "New title", surprise: true, visibility: "link", babyName: "" }), slug, shipping: { ...TEST_ADDRESS, city: "Chicago" } });
    const mine = await getRegistryForOwner(uid, slug);
    expect(mine?.registry).toMatchObject({ slug, title: "New title", surprise: true, visibility: "link", babyName: "", ownerUid: uid, ownerName: "Sam P." });
    expect(mine?.shipping?.city).toBe("Chicago");
  });

  it("deletes a registry with its items, address and purchases, and frees its place", async () => {
    const uid = await parent();
    const { slug } = await createRegistry(uid, { ...fields(), shipping: TEST_ADDRESS });
    const { item } = await addRegistryItem(uid, { slug, productId: products.duck.id });
    const orderId = await giftFrom("Frida", { slug, itemId: item.id });
    expect((await db.doc(`registries/${slug}/purchases/${orderId}`).get()).exists).toBe(true);
    await deleteRegistry(uid, slug);
    expect((await stateOf(slug)).size).toBe(0);
    expect(await listRegistriesOf(uid)).toEqual([]);
    expect(await readGuestRegistry(slug)).toBeNull();
  });

  it(`holds ${MAX_REGISTRIES_PER_USER} registries per account when many are created at once`, async () => {
    const uid = await parent();
    const results = await Promise.allSettled(Array.from({ length: MAX_REGISTRIES_PER_USER + 4 }, (_, i) => createRegistry(uid, { ...fields({ title: `Registry ${i}` }), shipping: TEST_ADDRESS })));
    const made = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(made).toHaveLength(MAX_REGISTRIES_PER_USER);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toEqual(refusal("registry-limit"));
    expect(await listRegistriesOf(uid)).toHaveLength(MAX_REGISTRIES_PER_USER);
    expect((await db.collection("registries").where("ownerUid", "==", uid).get()).size).toBe(MAX_REGISTRIES_PER_USER);
  });
});

describe("items", () => {
  it("adds a product with its colour and size; the same choice again raises wanted and keeps one item", async () => {
    const uid = await parent();
    const { slug } = await createRegistry(uid, { ...fields(), shipping: TEST_ADDRESS });
    const first = await addRegistryItem(uid, { slug, productId: products.romper.id, color: "blue", size: "S", wanted: 2, note: "For the summer" });
    expect(first).toMatchObject({ merged: false, item: { color: "blue", size: "S", wanted: 2, bought: 0, note: "For the summer", position: 0 } });
    const again = await addRegistryItem(uid, { slug, productId: products.romper.id, color: "blue", size: "S", wanted: 1 });
    expect(again).toMatchObject({ merged: true, item: { id: first.item.id, wanted: 3, note: "For the summer" } });
    const other = await addRegistryItem(uid, { slug, productId: products.romper.id, color: "pink", size: "S" });
    expect(other.merged).toBe(false);
    expect(other.item.position).toBe(1);
    // A simple product has no choice: what came with it is left out.
    const plain = await addRegistryItem(uid, { slug, productId: products.duck.id, color: "yellow" });
    expect(plain.item).not.toHaveProperty("color");
    expect((await getRegistryForOwner(uid, slug))?.items.map((i) => [i.productId, i.color, i.wanted])).toEqual([
      [products.romper.id, "blue", 3],
      [products.romper.id, "pink", 1],
      [products.duck.id, undefined, 1],
    ]);
  });

  it("the same choice added many times at once ends as one item with every unit wanted", async () => {
    const uid = await parent();
    const { slug } = await createRegistry(uid, { ...fields(), shipping: TEST_ADDRESS });
    await Promise.all(Array.from({ length: 8 }, () => addRegistryItem(uid, { slug, productId: products.duck.id })));
    const items = (await getRegistryForOwner(uid, slug))!.items;
    expect(items.map((i) => i.wanted)).toEqual([8]);
  });

  it("refuses products that do not exist or are archived, and a colour or size the product does not offer", async () => {
    const uid = await parent();
    const { slug } = await createRegistry(uid, { ...fields(), shipping: TEST_ADDRESS });
    await expect(addRegistryItem(uid, { slug, productId: uniq("nope") })).rejects.toEqual(refusal("product-not-found"));
    await expect(addRegistryItem(uid, { slug, productId: products.archived.id })).rejects.toEqual(refusal("product-not-found"));
    await expect(addRegistryItem(uid, { slug, productId: products.romper.id })).rejects.toEqual(refusal("bad-choice"));
    await expect(addRegistryItem(uid, { slug, productId: products.romper.id, color: "green", size: "S" })).rejects.toEqual(refusal("bad-choice"));
    await expect(addRegistryItem(uid, { slug, productId: products.romper.id, color: "pink", size: "M" })).rejects.toEqual(refusal("bad-choice"));
    expect((await getRegistryForOwner(uid, slug))!.items).toEqual([]);
  });

  it(`holds ${MAX_REGISTRY_ITEMS} items when the last places are taken by many requests at once`, async () => {
    const uid = await parent();
    const { slug } = await createRegistry(uid, { ...fields(), shipping: TEST_ADDRESS });
    // Fill all but 3 places directly, then race 10 different products for them.
    const batch = db.batch();
    for (let i = 0; i < MAX_REGISTRY_ITEMS - 3; i++) {
      const filler = registryItemDocSchema.parse({ productId: `filler-${i}`, wanted: 1, bought: 0, note: "", position: i, addedAt: "2026-11-01T00:00:00.000Z" });
      batch.set(db.collection(`registries/${slug}/items`).doc(), filler);
    }
    await batch.commit();
    const racers = await Promise.all(Array.from({ length: 10 }, () => save(duck())));
    const results = await Promise.allSettled(racers.map((p) => addRegistryItem(uid, { slug, productId: p.id })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    for (const r of results.filter((r) => r.status === "rejected")) expect((r as PromiseRejectedResult).reason).toEqual(refusal("item-limit"));
    expect((await db.collection(`registries/${slug}/items`).get()).size).toBe(MAX_REGISTRY_ITEMS);
  });

  it("changes wanted and the note, never below what was bought, and never touches bought", async () => {
    const uid = await parent();
    const { slug } = await createRegistry(uid, { ...fields(), shipping: TEST_ADDRESS });
    const { item } = await addRegistryItem(uid, { slug, productId: products.duck.id, wanted: 4 });
    // A gift of 3 of them: the order transaction raises bought.
    await giftFrom("Grandma", { slug, itemId: item.id }, 3);
    await expect(updateRegistryItem(uid, { slug, itemId: item.id, wanted: 2, note: "" })).rejects.toEqual(expect.objectContaining({ code: "below-bought", bought: 3 }));
    const updated = await updateRegistryItem(uid, { slug, itemId: item.id, wanted: 3, note: "Any colour" });
    expect(updated).toMatchObject({ wanted: 3, bought: 3, note: "Any colour" });
    expect((await db.doc(`registries/${slug}/items/${item.id}`).get()).data()).toMatchObject({ wanted: 3, bought: 3, note: "Any colour" });
  });

  it("an edit racing an order never overwrites the order's bought", async () => {
    const uid = await parent();
    const { slug } = await createRegistry(uid, { ...fields(), shipping: TEST_ADDRESS });
    const { item } = await addRegistryItem(uid, { slug, productId: products.duck.id, wanted: 10 });
    const ref = db.doc(`registries/${slug}/items/${item.id}`);
    await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => updateRegistryItem(uid, { slug, itemId: item.id, wanted: 10 + i, note: `note ${i}` })),
      ...Array.from({ length: 5 }, (_, i) => giftFrom(["Ann", "Bea", "Cyd", "Dee", "Eve"][i]!, { slug, itemId: item.id })),
    ]);
    expect((await ref.get()).get("bought")).toBe(5);
  });

  it("reorders (every item once) and removes", async () => {
    const uid = await parent();
    const { slug } = await createRegistry(uid, { ...fields(), shipping: TEST_ADDRESS });
    const a = (await addRegistryItem(uid, { slug, productId: products.duck.id })).item;
    const b = (await addRegistryItem(uid, { slug, productId: products.romper.id, color: "blue", size: "S" })).item;
    const c = (await addRegistryItem(uid, { slug, productId: products.romper.id, color: "pink", size: "S" })).item;
    await reorderRegistryItems(uid, { slug, itemIds: [c.id, a.id, b.id] });
    expect((await getRegistryForOwner(uid, slug))!.items.map((i) => i.id)).toEqual([c.id, a.id, b.id]);
    await expect(reorderRegistryItems(uid, { slug, itemIds: [c.id, a.id] })).rejects.toEqual(refusal("reorder-mismatch"));
    await removeRegistryItem(uid, slug, a.id);
    expect((await getRegistryForOwner(uid, slug))!.items.map((i) => i.id)).toEqual([c.id, b.id]);
    await expect(removeRegistryItem(uid, slug, a.id)).rejects.toEqual(refusal("item-not-found"));
  });
});

describe("another account", () => {
  it("reads nothing of the owner's and every write is 'not found', with nothing written", async () => {
    const owner = await parent();
    const other = await parent();
    const { slug } = await createRegistry(owner, { ...fields(), shipping: TEST_ADDRESS });
    const { item } = await addRegistryItem(owner, { slug, productId: products.duck.id });
    const before = await stateOf(slug);

    expect(await getRegistryForOwner(other, slug)).toBeNull();
    const attempts = [
      updateRegistry(other, { ...fields({ title: "Mine now" }), slug, shipping: TEST_ADDRESS }),
      deleteRegistry(other, slug),
      addRegistryItem(other, { slug, productId: products.duck.id }),
      updateRegistryItem(other, { slug, itemId: item.id, wanted: 9, note: "" }),
      removeRegistryItem(other, slug, item.id),
      reorderRegistryItems(other, { slug, itemIds: [item.id] }),
    ];
    for (const attempt of attempts) await expect(attempt).rejects.toEqual(refusal("not-found"));
    expect(await stateOf(slug)).toEqual(before);
    expect(await listRegistriesOf(other)).toEqual([]);
  });
});

describe("the guest's read", () => {
  it("has the registry and its items, never the address, purchases or owner's uid", async () => {
    const uid = await parent();
    const { slug } = await createRegistry(uid, { ...fields(), shipping: TEST_ADDRESS });
    const { item } = await addRegistryItem(uid, { slug, productId: products.duck.id, wanted: 3, note: "Yellow one" });
    const orderId = await giftFrom("Grandma", { slug, itemId: item.id });
    const view = await readGuestRegistry(slug);
    expect(view).toMatchObject({ slug, title: "Olivia's baby", ownerName: "Sam P.", items: [{ id: item.id, note: "Yellow one", counts: { bought: 1, wanted: 3 }, remaining: 2 }] });
    const text = JSON.stringify(view);
    for (const secret of [TEST_ADDRESS.street, TEST_ADDRESS.phone, "Grandma", orderId, uid]) expect(text).not.toContain(secret);
    expect(await readGuestRegistry(uniq("missing"))).toBeNull();
    expect(await readGuestRegistry("Not A Slug")).toBeNull();
  });
});
