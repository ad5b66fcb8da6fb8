import "server-only";
// The baby registry's reads and writes (firebase-admin), for its owner and for its guests (its items
// in items.ts). The uid always comes from the session; a registry of someone else is "not found"
// (RegistryError).
//
// Concurrency: every write that depends on what it read is one optimistic commit
// (lib/firebase/optimistic.ts). Creating and deleting guard the owner's index
// (users/{uid}/state/registries), so MAX_REGISTRIES_PER_USER holds; adding, removing and
// reordering items guard the registry document (and bump its updatedAt), so MAX_REGISTRY_ITEMS,
// "the same choice again raises wanted" and positions hold. `bought` belongs to the order
// transaction: here it is only ever written as 0 on a new item, and wanted/note changes are field
// updates guarded by the item's update time, so a concurrent order is never overwritten.
import type { z } from "zod";
import type { DocumentReference, DocumentSnapshot, Firestore, WriteBatch } from "firebase-admin/firestore";

import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import type { Locale } from "@/lib/i18n/routing";
import { addressInputSchema, uidSchema, type AddressInput } from "@/lib/users/schema";
import { readProfile } from "@/lib/users/profile";
import { STATE_COLLECTION } from "@/lib/users/shopping-state";
import { USERS_COLLECTION } from "@/lib/users/stored-profile";
import { RegistryError } from "./errors";
import {
  createRegistryInputSchema,
  MAX_REGISTRIES_PER_USER,
  REGISTRIES_COLLECTION,
  REGISTRY_ITEMS,
  REGISTRY_OWNER_INDEX_DOC,
  REGISTRY_PRIVATE,
  REGISTRY_PURCHASES,
  REGISTRY_SHIPPING_DOC,
  registryDocSchema,
  registryItemDocSchema,
  registryOwnerIndexSchema,
  registryPurchaseDocSchema,
  registryShippingDocSchema,
  registrySlugSchema,
  updateRegistryInputSchema,
  type Registry,
  type RegistryItem,
  type RegistryPurchaseDoc,
} from "./schema";
import { guestView, newRegistrySlug, ownerDisplayName, sortItems, type GuestRegistry } from "./view";
import { log } from "@/lib/log";

export const db = (): Firestore => firestore();
export const registryRef = (slug: string) => db().collection(REGISTRIES_COLLECTION).doc(registrySlugSchema.parse(slug));
export const itemsOf = (slug: string) => registryRef(slug).collection(REGISTRY_ITEMS);
const shippingRef = (slug: string) => registryRef(slug).collection(REGISTRY_PRIVATE).doc(REGISTRY_SHIPPING_DOC);
const purchasesOf = (slug: string) => registryRef(slug).collection(REGISTRY_PURCHASES);
const ownerIndexRef = (uid: string) => db().collection(USERS_COLLECTION).doc(uidSchema.parse(uid)).collection(STATE_COLLECTION).doc(REGISTRY_OWNER_INDEX_DOC);

export type RegistryPurchase = RegistryPurchaseDoc & { id: string };
/** Everything the owner's screen shows: the registry, its items in order, the address, who bought what. */
export type OwnerRegistry = { registry: Registry; items: RegistryItem[]; shipping: AddressInput | null; purchases: RegistryPurchase[] };
export type RegistrySummary = Registry & { itemCount: number };

function parseRegistry(snap: DocumentSnapshot): Registry | null {
  const doc = parseSnapshot(snap, registryDocSchema);
  return doc && { slug: snap.id, ...doc };
}

export function parseItem(snap: DocumentSnapshot): RegistryItem | null {
  const doc = parseSnapshot(snap, registryItemDocSchema);
  return doc && { id: snap.id, ...doc };
}

/** The registry if `uid` owns it; anything else (missing, unreadable, someone else's) is "not found". */
export function owned(snap: DocumentSnapshot, uid: string): Registry {
  const registry = parseRegistry(snap);
  if (!registry || registry.ownerUid !== uid) throw new RegistryError("not-found");
  return registry;
}

async function readItems(slug: string): Promise<{ snaps: DocumentSnapshot[]; items: RegistryItem[] }> {
  const snap = await itemsOf(slug).get();
  return { snaps: snap.docs, items: sortItems(snap.docs.map((d) => parseItem(d)).filter((i): i is RegistryItem => i !== null)) };
}

/**
 * The registry, then its items, in that order: every item change bumps the registry, so items
 * read after it include every change up to its update time, and a later one fails the guard.
 * (Read side by side, a commit could land between the two reads and slip past the guard.)
 */
export async function readRegistryThenItems(ref: DocumentReference, slug: string) {
  const snap = await ref.get();
  return { snap, ...(await readItems(slug)) };
}

async function readOwnerIndex(uid: string): Promise<{ snap: DocumentSnapshot; slugs: string[] }> {
  const snap = await ownerIndexRef(uid).get();
  const parsed = registryOwnerIndexSchema.safeParse(snap.data() ?? { slugs: [], updatedAt: new Date(0).toISOString() });
  return { snap, slugs: parsed.success ? parsed.data.slugs : [] };
}

/** The owner's index, written only if unchanged since `snap` was read (created when it was missing). */
function writeOwnerIndex(batch: WriteBatch, snap: DocumentSnapshot, slugs: string[], stamp: string): void {
  const doc = registryOwnerIndexSchema.parse({ slugs, updatedAt: stamp });
  if (snap.exists) batch.update(snap.ref, doc, unchangedSince(snap));
  else batch.create(snap.ref, doc);
}

// ---------------------------------------------------------------------------
// The owner's registries.

/** Create a registry (at most MAX_REGISTRIES_PER_USER per account), its address beside it. `locale`: the parent's language, for their emails. */
export async function createRegistry(uid: string, raw: z.input<typeof createRegistryInputSchema>, now = new Date(), locale?: Locale): Promise<Registry> {
  const { shipping, ...fields } = createRegistryInputSchema.parse(raw);
  const profile = await readProfile(uid);
  const ownerName = ownerDisplayName(profile?.firstName ?? "", profile?.lastName ?? "");
  const stamp = now.toISOString();
  return commitOptimistically(db(), async (batch) => {
    const index = await readOwnerIndex(uid);
    if (index.slugs.length >= MAX_REGISTRIES_PER_USER) throw new RegistryError("registry-limit");
    // A new slug per attempt: a taken one fails create() and the next attempt draws again.
    const slug = newRegistrySlug(fields.visibility, fields.title);
    const doc = registryDocSchema.parse({ ...fields, ownerUid: uid, ownerName, ...(locale ? { locale } : {}), createdAt: stamp, updatedAt: stamp });
    batch.create(registryRef(slug), doc);
    batch.create(shippingRef(slug), registryShippingDocSchema.parse({ address: shipping, updatedAt: stamp }));
    writeOwnerIndex(batch, index.snap, [...index.slugs, slug], stamp);
    return { result: { slug, ...doc }, batch };
  });
}

/** Change a registry's fields and its address (the slug, owner and dates of creation stay). */
export async function updateRegistry(uid: string, raw: z.input<typeof updateRegistryInputSchema>, now = new Date(), locale?: Locale): Promise<Registry> {
  const { slug, shipping, ...input } = updateRegistryInputSchema.parse(raw);
  // The parents' language (their emails) follows the last edit's.
  const fields = { ...input, ...(locale ? { locale } : {}) };
  const stamp = now.toISOString();
  return commitOptimistically(db(), async (batch) => {
    const snap = await registryRef(slug).get();
    const registry = owned(snap, uid);
    // Field updates: the owner, name and creation date are never rewritten from the input.
    batch.update(registryRef(slug), { ...fields, updatedAt: stamp }, unchangedSince(snap));
    batch.set(shippingRef(slug), registryShippingDocSchema.parse({ address: addressInputSchema.parse(shipping), updatedAt: stamp }));
    return { result: { ...registry, ...fields, updatedAt: stamp }, batch };
  });
}

/**
 * Delete a registry: first everything under it (items, address, purchases), then the registry and
 * its place in the owner's index, in one commit guarded by the registry (an item added meanwhile
 * makes it start again). In that order a failure half-way leaves the registry listed, to delete
 * again, and once its items are gone no order can buy from it (an order guards the items it
 * counts). `whenEmptied` runs between the two (the account's deletion erases the parents' address
 * from gift orders there). Orders keep their own copy of what they bought.
 */
export async function deleteRegistry(
  uid: string,
  slug: string,
  { now = new Date(), whenEmptied }: { now?: Date; whenEmptied?: (slug: string) => Promise<unknown> } = {},
): Promise<void> {
  const ref = registryRef(slug);
  await commitOptimistically(db(), async (batch) => {
    const [snap, index] = await Promise.all([ref.get(), readOwnerIndex(uid)]);
    owned(snap, uid);
    for (const children of await ref.listCollections()) await db().recursiveDelete(children);
    await whenEmptied?.(slug);
    batch.delete(ref, unchangedSince(snap));
    writeOwnerIndex(batch, index.snap, index.slugs.filter((s) => s !== slug), now.toISOString());
    return { result: undefined, batch };
  });
}

/** Every registry of the account deleted (the account is being deleted); answers their slugs. */
export async function deleteRegistriesOf(uid: string, whenEmptied?: (slug: string) => Promise<unknown>): Promise<string[]> {
  const { slugs } = await readOwnerIndex(uid);
  const deleted: string[] = [];
  for (const slug of slugs) {
    try {
      await deleteRegistry(uid, slug, { whenEmptied });
      deleted.push(slug);
    } catch (error) {
      // An index entry of a registry that is gone (or not theirs) has nothing to delete.
      if (!(error instanceof RegistryError && error.code === "not-found")) throw error;
    }
  }
  return deleted;
}

/** The account's registries, newest first, with their item counts. */
export async function listRegistriesOf(uid: string): Promise<RegistrySummary[]> {
  const { slugs } = await readOwnerIndex(uid);
  if (slugs.length === 0) return [];
  const snaps = await db().getAll(...slugs.map(registryRef));
  const registries = snaps.map(parseRegistry).filter((r): r is Registry => r !== null && r.ownerUid === uid);
  const counts = await Promise.all(registries.map(async (r) => (await itemsOf(r.slug).count().get()).data().count));
  return registries.map((r, i) => ({ ...r, itemCount: counts[i]! })).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A registry with everything its owner sees, or null when it is not theirs (or does not exist). */
export async function getRegistryForOwner(uid: string, slug: string): Promise<OwnerRegistry | null> {
  if (!registrySlugSchema.safeParse(slug).success) return null;
  const registry = parseRegistry(await registryRef(slug).get());
  if (!registry || registry.ownerUid !== uid) return null;
  const [{ items }, shippingSnap, purchasesSnap] = await Promise.all([readItems(slug), shippingRef(slug).get(), purchasesOf(slug).get()]);
  const shipping = registryShippingDocSchema.safeParse(shippingSnap.data());
  const purchases = purchasesSnap.docs.flatMap((d) => {
    const parsed = registryPurchaseDocSchema.safeParse(d.data());
    if (!parsed.success) log.error(`registries/${slug}/purchases/${d.id} does not match the schema: ${parsed.error.message}`);
    return parsed.success ? [{ id: d.id, ...parsed.data }] : [];
  });
  purchases.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { registry, items, shipping: shipping.success ? shipping.data.address : null, purchases };
}

/** What a guest's page shows (lib/registry/read.ts caches it): never the address or the purchases. */
export async function readGuestRegistry(slug: string): Promise<GuestRegistry | null> {
  if (!registrySlugSchema.safeParse(slug).success) return null;
  const [snap, { items }] = await Promise.all([registryRef(slug).get(), readItems(slug)]);
  const registry = parseRegistry(snap);
  return registry ? guestView(registry, items) : null;
}
