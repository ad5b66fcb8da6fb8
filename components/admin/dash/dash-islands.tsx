"use client";
// The overview's one island (components/ui/island.tsx): the chart of sales per day. Its code and
// the charting library (uPlot) load as their own chunks, after hydration and on /dash only, so
// neither is in any page's first-load JavaScript, and never in the storefront's.
import { island } from "@/components/ui/island";

export const SalesChart = island(() => import("./sales-chart").then((m) => m.SalesChart));
