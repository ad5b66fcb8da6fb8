"use client";
// The header's account island, its own chunk (components/ui/island.tsx).
import { island } from "@/components/ui/island";
// Styled from the first paint (see components/shopping/shopping-islands.tsx).
import "./header-account.module.css";

/** The header's sign-in link, or for a signed-in shopper the account panel. */
export const HeaderAccount = island(() => import("./header-account").then((m) => m.HeaderAccount));
