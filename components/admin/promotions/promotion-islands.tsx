"use client";
// The admin promotion screens' islands (components/ui/island.tsx): the edit form, its own chunk after the page.
import { island } from "@/components/ui/island";

export const PromotionEditor = island(() => import("./promotion-editor").then((m) => m.PromotionEditor));
