"use client";
// The admin order page's islands (components/ui/island.tsx), each its own chunk after the page.
import { island } from "@/components/ui/island";

export const OrderMoves = island(() => import("./order-moves").then((m) => m.OrderMoves));
export const PrintButton = island(() => import("./print-button").then((m) => m.PrintButton));
