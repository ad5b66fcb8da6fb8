"use client";
// The admin record pages' islands (components/ui/island.tsx), each its own chunk after the page.
import { island } from "@/components/ui/island";

export const RecordActions = island(() => import("./record-actions").then((m) => m.RecordActions));
export const RecordForm = island(() => import("./record-form").then((m) => m.RecordForm));
