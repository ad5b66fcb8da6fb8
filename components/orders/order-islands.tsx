"use client";
// The order screens' islands (components/ui/island.tsx): their HTML comes from the server, their
// code (the cancel button's with the cancelOrder action reference) loads after hydration, each as its own chunk.
import { island } from "@/components/ui/island";

export const CancelOrder = island(() => import("./cancel-order").then((m) => m.CancelOrder));

export const PayNow = island(() => import("./pay-now").then((m) => m.PayNow));
/** "Ask to return" on a delivered order. */
export const ReturnForm = island(() => import("./return-form").then((m) => m.ReturnForm));

/** Focus on the order a "show more" link landed on (the URL's fragment). */
export const OrderArrival = island(() => import("./order-arrival").then((m) => m.OrderArrival));
