"use client";
// The confirmation's island (components/ui/island.tsx): its code loads after hydration, as its own chunk.
import { island } from "@/components/ui/island";

/** Refreshes the confirmation while a card payment is being confirmed. */
export const PaymentWatch = island(() => import("./payment-watch").then((m) => m.PaymentWatch));
