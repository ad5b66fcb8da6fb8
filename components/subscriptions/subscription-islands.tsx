"use client";
// The subscription screens' islands (components/ui/island.tsx): server HTML at once, their code
// (the actions' references) loaded as chunks of their own after hydration.
import { island } from "@/components/ui/island";

export const SubscriptionControls = island(() => import("./subscription-controls").then((m) => m.SubscriptionControls));
export const SubscribeForm = island(() => import("./subscribe-form").then((m) => m.SubscribeForm));
