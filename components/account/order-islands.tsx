"use client";
// The order screens' one island (components/ui/island.tsx): its HTML comes from the server, its
// code (with the cancelOrder action reference) loads after hydration, as its own chunk.
import { island } from "@/components/ui/island";

export const CancelOrder = island(() => import("./cancel-order").then((m) => m.CancelOrder));
