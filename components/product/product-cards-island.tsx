"use client";
// The product cards (product-card.tsx) as an island: their code loads as its own chunk, so it
// weighs nothing on a listing's first-load JavaScript; their HTML is the server's until then.
import { island } from "@/components/ui/island";

export const ProductCards = island(() => import("./product-card").then((m) => m.ProductCardList));
