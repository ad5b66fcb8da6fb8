"use client";
// The variant picker with its URL-less first render (loaded as its own chunk: see product-islands.tsx).
// VariantPicker reads the choice from the URL (useSearchParams), so a prerendered page holds
// VariantPickerView (nothing chosen) until the browser knows the URL.
import { Suspense, type ComponentProps } from "react";
import { VariantPicker, VariantPickerView } from "./variant-picker";

export function VariantChoice(props: ComponentProps<typeof VariantPicker>) {
  return (
    <Suspense fallback={<VariantPickerView {...props} color={null} size={null} />}>
      <VariantPicker {...props} />
    </Suspense>
  );
}
