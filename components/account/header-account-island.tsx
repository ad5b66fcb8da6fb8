"use client";
// The header's sign-in link, or for a signed-in shopper the account panel: a lazy island
// (components/ui/island.tsx) apart from the account page's (account-islands.tsx), so every
// storefront page's first load carries only this wrapper.
import { island } from "@/components/ui/island";

export const HeaderAccount = island(() => import("./header-account").then((m) => m.HeaderAccount));
