"use client";
// The not-found screen (not-found-screen.tsx) as an island: its own chunk, loaded only on a 404.
import { island } from "@/components/ui/island";

export const NotFoundIsland = island(() => import("./not-found-screen").then((m) => m.NotFoundScreen));
