"use client";
// The header's categories menu as a lazy island (components/ui/island.tsx): a <details> element
// whose links work before its code arrives, so that code need not weigh on every page's first
// load. The code only closes the menu (a followed link, Escape, a click elsewhere).
import { island } from "@/components/ui/island";

export const CategoriesMenu = island(() => import("./categories-menu").then((m) => m.CategoriesMenu));
