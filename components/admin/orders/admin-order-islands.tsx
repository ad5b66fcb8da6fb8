"use client";
// The admin order page's own island (components/ui/island.tsx), its own chunk after the page.
// Its status buttons are the record pages' RecordActions (components/admin/admin-record-islands.tsx).
import { island } from "@/components/ui/island";

export const PrintButton = island(() => import("./print-button").then((m) => m.PrintButton));
export const ReturnAnswerForm = island(() => import("./return-answer-form").then((m) => m.ReturnAnswerForm));
