"use client";
// The admin product screens' islands (components/ui/island.tsx), each its own chunk after the
// page: the table's row buttons, and the edit form (which loads the Storage SDK only when an image
// is uploaded, and the Auth SDK with it).
import { island } from "@/components/ui/island";

export const ProductRowControls = island(() => import("./product-row-controls").then((m) => m.ProductRowControls));
export const ProductEditor = island(() => import("./product-editor").then((m) => m.ProductEditor));
