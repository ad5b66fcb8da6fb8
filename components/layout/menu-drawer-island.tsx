"use client";
// The phone menu's behaviour as a lazy island (components/ui/island.tsx): the drawer opens,
// closes and its links work without it, so its code need not weigh on every page's first load.
import { island } from "@/components/ui/island";

export const MenuDrawer = island(() => import("./menu-drawer").then((m) => m.MenuDrawer));
