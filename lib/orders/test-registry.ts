// Test data for registry gifts (integration tests and e2e): a registry's documents as
// lib/registry/schema.ts stores them, valid by its schemas, written with any firebase-admin
// Firestore (the registry's own writes are lib/registry/db.ts; tests set the scene directly).
import type { Firestore } from "firebase-admin/firestore";
import {
  REGISTRIES_COLLECTION,
  REGISTRY_ITEMS,
  REGISTRY_PRIVATE,
  REGISTRY_SHIPPING_DOC,
  registryDocSchema,
  registryItemDocSchema,
  registryShippingDocSchema,
  type RegistryItemDoc,
} from "@/lib/registry/schema";
import type { AddressInput } from "@/lib/users/schema";
import { TEST_ADDRESS } from "./test-order";

const AT = "2026-10-01T00:00:00.000Z";

/** The parents' private address in test registries. */
export const PARENTS_ADDRESS: AddressInput = { ...TEST_ADDRESS, firstName: "Parent", lastName: "Private", street: "9 Hidden Lane", city: "Secretville", postcode: "62702" };

export type TestRegistrySpec = {
  slug: string;
  title?: string;
  ownerUid?: string;
  /** itemId -> what is wanted (bought defaults to 0). */
  items: Record<string, Pick<RegistryItemDoc, "productId" | "wanted"> & Partial<RegistryItemDoc>>;
  /** The parents' address; null: none given. */
  address?: AddressInput | null;
};

/** Writes the registry, its items and its private address. */
export async function writeTestRegistry(db: Firestore, spec: TestRegistrySpec): Promise<void> {
  const ref = db.collection(REGISTRIES_COLLECTION).doc(spec.slug);
  const batch = db.batch();
  batch.set(
    ref,
    registryDocSchema.parse({
      title: spec.title ?? "Emma’s registry",
      babyName: "Emma",
      dueDate: "2027-01-15",
      message: "",
      visibility: "link",
      surprise: false,
      ownerUid: spec.ownerUid ?? "test-parent",
      ownerName: "Test P.",
      createdAt: AT,
      updatedAt: AT,
    }),
  );
  Object.entries(spec.items).forEach(([id, item], position) => {
    batch.set(ref.collection(REGISTRY_ITEMS).doc(id), registryItemDocSchema.parse({ bought: 0, note: "", position, addedAt: AT, ...item }));
  });
  if (spec.address !== null) {
    batch.set(ref.collection(REGISTRY_PRIVATE).doc(REGISTRY_SHIPPING_DOC), registryShippingDocSchema.parse({ address: spec.address ?? PARENTS_ADDRESS, updatedAt: AT }));
  }
  await batch.commit();
}
