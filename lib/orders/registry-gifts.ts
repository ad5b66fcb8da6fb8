import "server-only";
// The registry side of an order of gifts: what it reads of the registry (registryReads, in the
// same getAll as the rest of placeOrder's reads), what it writes there in the order's commit
// (recordGift), the checkout summary's preview of gift lines, and the counts of gifts given back
// in the commit of a cancel (changeOrderStatus) or of an accepted return (lib/admin/orders/returns.ts). db.ts places and moves the order itself.
import type { DocumentSnapshot, WriteBatch } from "firebase-admin/firestore";
import { firestore } from "@/lib/firebase/admin";
import { enqueueRegistryGift } from "@/lib/mail/registry-mails";
import { registryRef } from "@/lib/registry/db";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import { unchangedSince } from "@/lib/firebase/optimistic";
import {
  REGISTRY_ITEMS,
  REGISTRY_PRIVATE,
  REGISTRY_PURCHASES,
  REGISTRY_SHIPPING_DOC,
  registryDocSchema,
  registryItemDocSchema,
  registryShippingDocSchema,
  type RegistryDoc,
  type RegistryItemDoc,
  type RegistryPurchaseDoc,
} from "@/lib/registry/schema";
import type { Product } from "@/lib/catalog/schema";
import type { AddressInput, Country } from "@/lib/users/schema";
import type { LineProblem, OrderLineInput } from "./pricing";
import { registryItemIdsOf, registryLineProblems, registrySlugsOf, unitsPerItem } from "./registry-lines";
import type { CustomerOrder, Order } from "./schema";
import { USERS_COLLECTION } from "@/lib/users/stored-profile";

/** A registry owner's email address, from their profile ("" when none: no message then). */
export async function ownerEmail(uid: string): Promise<string> {
  const email: unknown = (await firestore().collection(USERS_COLLECTION).doc(uid).get()).get("email");
  return typeof email === "string" ? email : "";
}

/**
 * A gift order's writes to its registry, in the order's commit: each item's `bought` up by what
 * `lines` buy of it, guarded like the stock (two buyers of the last wanted unit cannot both
 * commit: the loser reads again and is refused), the parents' purchase entry (the buyer's name
 * unless hidden) and their message, sent to `parentsEmail`, naming the gifts from `products` (the
 * products the order read) in the parents' language.
 */
export async function recordGift(
  batch: WriteBatch,
  order: CustomerOrder,
  lines: readonly OrderLineInput[],
  read: RegistryRead & { registry: RegistryDoc },
  parentsEmail: string,
  stamp: string,
  products?: ReadonlyMap<string, Product | null>,
): Promise<void> {
  const units = unitsPerItem(lines);
  for (const snap of read.itemSnaps) {
    batch.update(snap.ref, { bought: read.items.get(snap.id)!.bought + units.get(snap.id)! }, unchangedSince(snap));
  }
  const purchase: RegistryPurchaseDoc = {
    orderId: order.id,
    buyerUid: order.uid,
    buyerName: order.registry?.hideName ? null : order.customerName,
    lines: order.lines.flatMap((l) => (l.registry ? [{ itemId: l.registry.itemId, productId: l.productId, name: l.name, quantity: l.quantity }] : [])),
    status: "placed",
    createdAt: stamp,
    updatedAt: stamp,
  };
  batch.create(registryRef(order.registry!.slug).collection(REGISTRY_PURCHASES).doc(order.id), purchase);
  await enqueueRegistryGift(batch, order, read.registry, parentsEmail, stamp, products);
}

/**
 * Gifts given back: each registry item is wanted again (its `bought` down by the units given back,
 * never below 0), in the commit of the cancel or of the accepted return, guarded like the stock.
 * `back`: the units given back per line of the order (a cancel: every unit). The parents' purchase
 * entry says cancelled when the whole order is given back (`wholeOrder`); a part returned leaves it
 * as bought. An item or a registry deleted since has nothing to give back.
 */
export async function returnRegistryCounts(
  batch: WriteBatch,
  order: Order,
  stamp: string,
  back: readonly { index: number; quantity: number }[] = order.lines.map((l, index) => ({ index, quantity: l.quantity })),
  wholeOrder = true,
): Promise<void> {
  const registry = registryRef(order.registry!.slug);
  const units = unitsPerItem(
    back.map(({ index, quantity }) => {
      const line = order.lines[index]!;
      return { id: line.productId, quantity, ...(line.registry ? { registry: line.registry } : {}) };
    }),
  );
  if (units.size === 0) return;
  const itemRefs = [...units.keys()].map((id) => registry.collection(REGISTRY_ITEMS).doc(id));
  const [registrySnap, purchaseSnap, ...itemSnaps] = await firestore().getAll(registry, registry.collection(REGISTRY_PURCHASES).doc(order.id), ...itemRefs);
  if (!registrySnap!.exists) return;
  for (const snap of itemSnaps) {
    const item = parseSnapshot(snap, registryItemDocSchema);
    if (!item) continue;
    batch.update(snap.ref, { bought: Math.max(0, item.bought - units.get(snap.id)!) }, unchangedSince(snap));
  }
  if (wholeOrder && purchaseSnap!.exists) batch.update(purchaseSnap!.ref, { status: "cancelled", updatedAt: stamp }, unchangedSince(purchaseSnap!));
}

export type RegistryRead = {
  registry: RegistryDoc | null;
  items: Map<string, RegistryItemDoc | null>;
  itemSnaps: DocumentSnapshot[];
  /** Asked for (ship to the parents) and given. */
  parentsAddress?: AddressInput;
};

/**
 * What an order reads of the registry its gifts are for (none: nothing): the refs to read (in
 * one getAll with the rest) and how to read their snapshots, in the same order.
 */
export function registryReads(slug: string | undefined, itemIds: readonly string[], withAddress: boolean) {
  if (slug === undefined) return { refs: [], parse: (): RegistryRead => ({ registry: null, items: new Map(), itemSnaps: [] }) };
  const ref = registryRef(slug);
  const refs = [
    ref,
    ...(withAddress ? [ref.collection(REGISTRY_PRIVATE).doc(REGISTRY_SHIPPING_DOC)] : []),
    ...itemIds.map((id) => ref.collection(REGISTRY_ITEMS).doc(id)),
  ];
  const parse = ([registrySnap, ...rest]: DocumentSnapshot[]): RegistryRead => {
    const shippingSnap = withAddress ? rest.shift() : undefined;
    const registry = parseSnapshot(registrySnap!, registryDocSchema);
    const address = shippingSnap && registry ? parseSnapshot(shippingSnap, registryShippingDocSchema)?.address : undefined;
    return {
      registry,
      items: new Map(rest.map((snap) => [snap.id, parseSnapshot(snap, registryItemDocSchema)])),
      itemSnaps: rest,
      ...(address ? { parentsAddress: address } : {}),
    };
  };
  return { refs, parse };
}

/**
 * For the checkout's summary (a preview: placing the order decides again): the gift lines'
 * problems now, and the country and region of the parents' address when the parcel goes to them
 * (they decide the delivery price and the tax; the address itself never leaves the server).
 */
export async function previewRegistryGift(
  lines: readonly OrderLineInput[],
  shipToParents: boolean,
  nameOf: (productId: string) => string | undefined,
): Promise<{ problems: LineProblem[]; country?: Country; region?: string }> {
  const slugs = registrySlugsOf(lines);
  // Two registries: placing the order refuses it, with its own message.
  if (slugs.length !== 1) return { problems: [] };
  const reads = registryReads(slugs[0], registryItemIdsOf(lines), shipToParents);
  const { registry, items, parentsAddress } = reads.parse(await firestore().getAll(...reads.refs));
  return { problems: registryLineProblems(lines, registry, items, nameOf), ...(parentsAddress ? { country: parentsAddress.country, region: parentsAddress.region } : {}) };
}
