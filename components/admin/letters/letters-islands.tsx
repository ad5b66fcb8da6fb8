"use client";
// The letters screen's island (components/ui/island.tsx): the composer loads as its own chunk.
import { island } from "@/components/ui/island";

export const LetterComposer = island(() => import("./letter-composer").then((m) => m.LetterComposer));
