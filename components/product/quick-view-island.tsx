"use client";
// A product card's "Quick view" (a link to the product page until it runs): its island wrapper
// apart from the product page's (product-islands.tsx), so a listing's first load carries only
// this one. The dialog loads with the product islands' chunk, which it shares the core with.
import { island } from "@/components/ui/island";

export const QuickView = island(() => import("./product-islands-chunk").then((m) => m.QuickView));
