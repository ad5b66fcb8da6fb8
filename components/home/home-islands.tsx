"use client";
// The home page's islands, each its own chunk (components/ui/island.tsx). Until one has loaded,
// its server HTML works alone: the product panels are all visible with in-page links and the
// newsletter form posts as plain HTML (a server action), so nothing waits for the script.
import { island } from "@/components/ui/island";

export const ProductTabs = island(() => import("./product-tabs").then((m) => m.ProductTabs));
export const Countdown = island(() => import("./deal-countdown").then((m) => m.Countdown));
export const DealGate = island(() => import("./deal-countdown").then((m) => m.DealGate));
export const NewsletterForm = island(() => import("./newsletter-form").then((m) => m.NewsletterForm));
