// The demo baby registry: the demo shopper's public registry at /registry/sam-and-alex-baby, with
// six items from different categories (a colour and size where the product has them), a due date
// four months after the seed's reference day, its address, and no purchases. Written whole each
// time (the old one and everything under it goes first), so seeding twice gives the same registry.
import type { Firestore } from "firebase-admin/firestore";
import {
  MAX_REGISTRIES_PER_USER,
  REGISTRIES_COLLECTION,
  REGISTRY_ITEMS,
  REGISTRY_OWNER_INDEX_DOC,
  REGISTRY_PRIVATE,
  REGISTRY_SHIPPING_DOC,
  registryDocSchema,
  registryItemDocSchema,
  registryOwnerIndexSchema,
  registryShippingDocSchema,
  type RegistryItemDoc,
} from "@/lib/registry/schema";
import { ownerDisplayName } from "@/lib/registry/view";
import type { AddressInput } from "@/lib/users/schema";
import type { Product } from "@/lib/catalog/schema";
import { STATE_COLLECTION } from "@/lib/users/shopping-state";
import { USERS_COLLECTION } from "@/lib/users/stored-profile";
import { DEMO_USERS } from "./users";

export const DEMO_REGISTRY_SLUG = "sam-and-alex-baby";
const ITEM_COUNT = 6;
const NOTES = ["Our first choice!", "", "Any colour is lovely.", "", "For the nursery.", ""];

export const DEMO_REGISTRY_ADDRESS: AddressInput = {
  firstName: "Sam",
  lastName: "Parent",
  company: "",
  country: "US",
  street: "12 Maple Avenue",
  city: "Portland",
  region: "OR",
  postcode: "97205",
  phone: "+1 503 555 0142",
};

/** A colour and size of the product in stock (none for a simple product), or null when it has none left. */
function choiceInStock(p: Product): { color?: string; size?: string } | null {
  if (p.variations.length === 0) return p.stock > 0 ? {} : null;
  for (const v of p.variations) {
    const size = v.size.find((s) => s.stock > 0);
    if (size) return { color: v.color, size: size.name };
  }
  return null;
}

/** Six products of six different categories (the first one in stock of each, in catalogue order). */
export function demoRegistryItems(products: readonly Product[], addedAt: string): { id: string; doc: RegistryItemDoc }[] {
  const seen = new Set<string>();
  const picked: Product[] = [];
  for (const p of products) {
    const category = p.categories[0]!;
    if (seen.has(category) || p.archived || !choiceInStock(p)) continue;
    seen.add(category);
    picked.push(p);
    if (picked.length === ITEM_COUNT) break;
  }
  return picked.map((p, i) => ({
    id: `demo-item-${i + 1}`,
    doc: registryItemDocSchema.parse({
      productId: p.id,
      ...choiceInStock(p),
      wanted: 1 + (i % 3),
      bought: 0,
      note: NOTES[i] ?? "",
      position: i,
      addedAt,
    }),
  }));
}

export async function seedRegistry(db: Firestore, products: readonly Product[], now: Date): Promise<number> {
  const owner = DEMO_USERS.find((u) => u.uid === "demo-shopper")!;
  const ref = db.collection(REGISTRIES_COLLECTION).doc(DEMO_REGISTRY_SLUG);
  await db.recursiveDelete(ref);
  const stamp = now.toISOString();
  const due = new Date(now.getTime() + 120 * 86_400_000).toISOString().slice(0, 10);
  const items = demoRegistryItems(products, stamp);
  const batch = db.batch();
  batch.set(
    ref,
    registryDocSchema.parse({
      title: "Sam and Alex's baby",
      babyName: "Lily",
      dueDate: due,
      message: "We can't wait to meet our little one. Thank you for helping us get ready!",
      visibility: "public",
      surprise: false,
      ownerUid: owner.uid,
      ownerName: ownerDisplayName(owner.firstName, owner.lastName),
      createdAt: stamp,
      updatedAt: stamp,
    }),
  );
  batch.set(ref.collection(REGISTRY_PRIVATE).doc(REGISTRY_SHIPPING_DOC), registryShippingDocSchema.parse({ address: DEMO_REGISTRY_ADDRESS, updatedAt: stamp }));
  for (const { id, doc } of items) batch.set(ref.collection(REGISTRY_ITEMS).doc(id), doc);
  // The owner's index: the demo registry, plus any the shopper made in the shop that still exist.
  const indexRef = db.collection(USERS_COLLECTION).doc(owner.uid).collection(STATE_COLLECTION).doc(REGISTRY_OWNER_INDEX_DOC);
  const current = registryOwnerIndexSchema.safeParse((await indexRef.get()).data());
  const others = current.success ? current.data.slugs.filter((s) => s !== DEMO_REGISTRY_SLUG) : [];
  const kept = others.length > 0 ? (await db.getAll(...others.map((s) => db.collection(REGISTRIES_COLLECTION).doc(s)))).filter((s) => s.exists).map((s) => s.id) : [];
  batch.set(indexRef, registryOwnerIndexSchema.parse({ slugs: [DEMO_REGISTRY_SLUG, ...kept].slice(0, MAX_REGISTRIES_PER_USER), updatedAt: stamp }));
  await batch.commit();
  return items.length;
}
