"use client";
// The management screen's island (components/ui/island.tsx): the bulk action bar loads as its own
// chunk after the page; its HTML (with the apply button disabled) comes from the server.
import { island } from "@/components/ui/island";

export const BulkBar = island(() => import("./bulk-bar").then((m) => m.BulkBar));
