"use server";
// The baby registry's server actions: the parent's screens (/my-account/registry) and the
// "Add to registry" dialog of product pages, quick view and wishlist. Signed-in users only; the
// uid comes from the session, lib/registry/db.ts does the work and checks the owner (another
// person's registry is "not found"), and every write refreshes the registry's guest page.
import { refresh } from "next/cache";
import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/lib/i18n/routing";
import { RegistryError } from "@/lib/registry/errors";
import { createRegistry, deleteRegistry, listRegistriesOf, updateRegistry } from "@/lib/registry/db";
import { addRegistryItem, removeRegistryItem, reorderRegistryItems, updateRegistryItem } from "@/lib/registry/items";
import { revalidateRegistry } from "@/lib/registry/read";
import {
  addRegistryItemInputSchema,
  createRegistryInputSchema,
  MAX_REGISTRIES_PER_USER,
  MAX_REGISTRY_ITEMS,
  registryItemRefInputSchema,
  registryRefInputSchema,
  reorderRegistryInputSchema,
  updateRegistryInputSchema,
  updateRegistryItemInputSchema,
} from "@/lib/registry/schema";
import { ActionError, defineAction, NO_INPUT } from "./define-action";

/** Runs `work`; a RegistryError becomes an ActionError with the registry's own words. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof RegistryError)) throw error;
    const t = await getTranslations("Registry.errors");
    switch (error.code) {
      case "not-found":
        throw new ActionError("not-found", { message: t("notFound") });
      case "item-not-found":
        throw new ActionError("not-found", { message: t("itemNotFound") });
      case "registry-limit":
        throw new ActionError("conflict", { message: t("registryLimit", { max: MAX_REGISTRIES_PER_USER }) });
      case "item-limit":
        throw new ActionError("conflict", { message: t("itemLimit", { max: MAX_REGISTRY_ITEMS }) });
      case "product-not-found":
        throw new ActionError("not-found", { message: t("productNotFound") });
      case "bad-choice":
        throw new ActionError("invalid", { message: t("badChoice") });
      case "below-bought":
        throw new ActionError("invalid", { message: t("belowBought", { bought: error.bought ?? 0 }), fieldErrors: { wanted: t("belowBought", { bought: error.bought ?? 0 }) } });
      case "reorder-mismatch":
        throw new ActionError("conflict", { message: t("reorderMismatch") });
    }
  }
}

/** After a write: the guest page (cached by tag) and the owner's screen show it. */
function changed(slug: string): void {
  revalidateRegistry(slug);
  refresh();
}

/** The signed-in parent's registries, for the "Add to registry" dialog: slug and title only. */
export const listMyRegistries = defineAction({ name: "registry.listMine", access: "user", input: NO_INPUT }, async (_input, { session }) =>
  (await listRegistriesOf(session.uid)).map((r) => ({ slug: r.slug, title: r.title })),
);

export const createMyRegistry = defineAction({ name: "registry.create", access: "user", input: createRegistryInputSchema }, async (input, { session }) => {
  const locale = toLocale(await getLocale());
  const registry = await answering(() => createRegistry(session.uid, input, new Date(), locale));
  refresh();
  return { slug: registry.slug };
});

export const updateMyRegistry = defineAction({ name: "registry.update", access: "user", input: updateRegistryInputSchema }, async (input, { session }) => {
  const locale = toLocale(await getLocale());
  await answering(() => updateRegistry(session.uid, input, new Date(), locale));
  changed(input.slug);
  return { slug: input.slug };
});

export const deleteMyRegistry = defineAction({ name: "registry.delete", access: "user", input: registryRefInputSchema }, async ({ slug }, { session }) => {
  await answering(() => deleteRegistry(session.uid, slug));
  revalidateRegistry(slug);
  return { slug };
});

export const addToMyRegistry = defineAction({ name: "registry.addItem", access: "user", input: addRegistryItemInputSchema }, async (input, { session }) => {
  const { item, merged } = await answering(() => addRegistryItem(session.uid, input));
  revalidateRegistry(input.slug);
  return { itemId: item.id, wanted: item.wanted, merged };
});

export const updateMyRegistryItem = defineAction({ name: "registry.updateItem", access: "user", input: updateRegistryItemInputSchema }, async (input, { session }) => {
  const item = await answering(() => updateRegistryItem(session.uid, input));
  changed(input.slug);
  return { itemId: item.id, wanted: item.wanted, note: item.note };
});

export const removeFromMyRegistry = defineAction({ name: "registry.removeItem", access: "user", input: registryItemRefInputSchema }, async ({ slug, itemId }, { session }) => {
  await answering(() => removeRegistryItem(session.uid, slug, itemId));
  changed(slug);
  return { itemId };
});

export const reorderMyRegistry = defineAction({ name: "registry.reorder", access: "user", input: reorderRegistryInputSchema }, async (input, { session }) => {
  await answering(() => reorderRegistryItems(session.uid, input));
  changed(input.slug);
  return { slug: input.slug };
});
