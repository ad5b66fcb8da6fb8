"use client";
// The registry screens' client islands, each its own chunk (components/ui/island.tsx): the server
// renders their HTML, their code (with the actions' references) loads after the page.
import { island } from "@/components/ui/island";

export const RegistryForm = island(() => import("./registry-form").then((m) => m.RegistryForm));
export const RegistryItemsEditor = island(() => import("./registry-items-editor").then((m) => m.RegistryItemsEditor));
export const DeleteRegistry = island(() => import("./delete-registry").then((m) => m.DeleteRegistry));
export const CopyLink = island(() => import("@/components/ui/copy-link").then((m) => m.CopyLink));
/** The guest page's "Add to cart" of one item (for that registry item, at most what is still wanted). */
export const RegistryCartButton = island(() => import("./registry-cart-button").then((m) => m.RegistryCartButton));
