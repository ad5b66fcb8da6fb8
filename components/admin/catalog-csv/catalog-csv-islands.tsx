"use client";
// The CSV screen's island (components/ui/island.tsx): the import form loads as its own chunk.
import { island } from "@/components/ui/island";

export const CsvImport = island(() => import("./csv-import").then((m) => m.CsvImport));
