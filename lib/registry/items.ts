import "server-only";
// A baby registry's items, for its owner: add (the same choice again raises wanted), change wanted
// and the note, remove, reorder. Each write is one optimistic commit guarded by the registry
// document (MAX_REGISTRY_ITEMS and positions hold); `bought` belongs to the order transaction and
// is never overwritten here (see db.ts).
import type { z } from "zod";
import type { DocumentReference, DocumentSnapshot } from "firebase-admin/firestore";
import { fetchProduct } from "@/lib/catalog/db";
import { isVisible } from "@/lib/catalog/visibility";
import { claim, commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { db, itemsOf, owned, parseItem, readRegistryThenItems, registryRef } from "./db";
import { RegistryError } from "./errors";
import {
  addRegistryItemInputSchema,
  MAX_REGISTRY_ITEMS,
  MAX_WANTED,
  registryItemDocSchema,
  reorderRegistryInputSchema,
  updateRegistryItemInputSchema,
  type RegistryItem,
  type RegistryItemDoc,
} from "./schema";
import { isPermutationOf, sameItemChoice } from "./view";

export

/** The product's colour and size as stored for an item; refuses a choice the product does not offer. */
async function checkedChoice(productId: string, color?: string, size?: string): Promise<{ color?: string; size?: string }> {
  const product = await fetchProduct(productId);
  if (!product || !isVisible(product)) throw new RegistryError("product-not-found");
  // A simple product has no choice: whatever came with it is left out.
  if (product.variations.length === 0) return {};
  const variation = product.variations.find((v) => v.color === color);
  if (!variation || !size || !variation.size.some((s) => s.name === size)) throw new RegistryError("bad-choice");
  return { color, size };
}

/**
 * Add a product (with its colour and size) to a registry. The same product, colour and size again
 * raises that item's `wanted` (up to MAX_WANTED) and replaces its note when one is given.
 */
export async function addRegistryItem(
  uid: string,
  raw: z.input<typeof addRegistryItemInputSchema>,
  now = new Date(),
): Promise<{ item: RegistryItem; merged: boolean }> {
  const input = addRegistryItemInputSchema.parse(raw);
  const choice = await checkedChoice(input.productId, input.color, input.size);
  const stamp = now.toISOString();
  const ref = registryRef(input.slug);
  return commitOptimistically<{ item: RegistryItem; merged: boolean }>(db(), async (batch) => {
    const { snap, snaps, items } = await readRegistryThenItems(ref, input.slug);
    owned(snap, uid);
    claim(batch, snap, { updatedAt: stamp });
    const existing = items.find((i) => sameItemChoice(i, { productId: input.productId, ...choice }));
    if (existing) {
      const itemSnap = snaps.find((s) => s.id === existing.id)!;
      const wanted = Math.min(MAX_WANTED, existing.wanted + input.wanted);
      const note = input.note || existing.note;
      batch.update(itemSnap.ref, { wanted, note }, unchangedSince(itemSnap));
      return { result: { item: { ...existing, wanted, note }, merged: true }, batch };
    }
    if (snaps.length >= MAX_REGISTRY_ITEMS) throw new RegistryError("item-limit");
    const position = items.reduce((max, i) => Math.max(max, i.position + 1), 0);
    const itemRef = itemsOf(input.slug).doc();
    const doc: RegistryItemDoc = registryItemDocSchema.parse({
      productId: input.productId,
      ...choice,
      wanted: input.wanted,
      bought: 0,
      note: input.note,
      position,
      addedAt: stamp,
    });
    batch.create(itemRef, doc);
    return { result: { item: { id: itemRef.id, ...doc }, merged: false }, batch };
  });
}

/** The item of an owned registry, with its snapshot (for a guarded write). */
async function ownedItem(uid: string, slug: string, itemId: string): Promise<{ registrySnap: DocumentSnapshot; itemSnap: DocumentSnapshot; item: RegistryItem }> {
  const itemRef: DocumentReference = itemsOf(slug).doc(itemId);
  const [registrySnap, itemSnap] = await Promise.all([registryRef(slug).get(), itemRef.get()]);
  owned(registrySnap, uid);
  const item = parseItem(itemSnap);
  if (!item) throw new RegistryError("item-not-found");
  return { registrySnap, itemSnap, item };
}

/** Change how many are wanted and the note. Fewer than already bought is refused. */
export async function updateRegistryItem(uid: string, raw: z.input<typeof updateRegistryItemInputSchema>): Promise<RegistryItem> {
  const input = updateRegistryItemInputSchema.parse(raw);
  return commitOptimistically(db(), async (batch) => {
    const { itemSnap, item } = await ownedItem(uid, input.slug, input.itemId);
    if (input.wanted < item.bought) throw new RegistryError("below-bought", item.bought);
    // Only these two fields, and only if no order changed `bought` since this read.
    batch.update(itemSnap.ref, { wanted: input.wanted, note: input.note }, unchangedSince(itemSnap));
    return { result: { ...item, wanted: input.wanted, note: input.note }, batch };
  });
}

/** Remove an item (orders that bought it keep their own copy of the line). */
export async function removeRegistryItem(uid: string, slug: string, itemId: string, now = new Date()): Promise<void> {
  await commitOptimistically(db(), async (batch) => {
    const { registrySnap, itemSnap } = await ownedItem(uid, slug, itemId);
    claim(batch, registrySnap, { updatedAt: now.toISOString() });
    batch.delete(itemSnap.ref);
    return { result: undefined, batch };
  });
}

/** Put the items in the given order: `itemIds` must name every item of the registry once. */
export async function reorderRegistryItems(uid: string, raw: z.input<typeof reorderRegistryInputSchema>, now = new Date()): Promise<void> {
  const input = reorderRegistryInputSchema.parse(raw);
  const ref = registryRef(input.slug);
  await commitOptimistically(db(), async (batch) => {
    const { snap, snaps, items } = await readRegistryThenItems(ref, input.slug);
    owned(snap, uid);
    if (!isPermutationOf(input.itemIds, items) || snaps.length !== items.length) throw new RegistryError("reorder-mismatch");
    // Guarded by the registry: an item added or removed meanwhile makes this read again (and refuse).
    claim(batch, snap, { updatedAt: now.toISOString() });
    input.itemIds.forEach((id, position) => {
      const item = items.find((i) => i.id === id)!;
      if (item.position !== position) batch.update(itemsOf(input.slug).doc(id), { position });
    });
    return { result: undefined, batch };
  });
}
