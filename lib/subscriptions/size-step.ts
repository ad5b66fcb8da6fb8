// The size step's decision for a subscription's next delivery, from the baby's estimated weight on
// that delivery's day (lib/subscriptions/growth.ts): its size still fits, or the baby has outgrown
// it and the next rung of the product's ladder is switched to (the parent allowed it: autoSize) or
// proposed. Pure: the job and the parent's new weight (recordWeight) decide alike.
import type { Product } from "@/lib/catalog/schema";
import { estimatedWeight, outgrown } from "./growth";
import { startOf } from "./schedule";
import type { Subscription } from "./schema";

export type SizeDecision = { kind: "stay"; kg: number } | { kind: "switch" | "propose"; size: string; kg: number };

/** Null: nothing to decide (no ladder, no baby, no size, no weight or birth date to estimate from). */
export function sizeStep(sub: Pick<Subscription, "baby" | "size" | "color" | "nextDate">, product: Pick<Product, "subscription" | "variations">): SizeDecision | null {
  const ladder = product.subscription?.ladder;
  if (!ladder?.length || !sub.baby || !sub.size) return null;
  const kg = estimatedWeight(sub.baby, startOf(sub.nextDate));
  if (kg === null) return null;
  const next = outgrown(ladder, sub.size, kg);
  // Only a size the product sells in the subscribed colour (the ladder and the variations are edited apart).
  const sold = next && product.variations.some((v) => v.color === sub.color && v.size.some((s) => s.name === next.size));
  if (!next || !sold) return { kind: "stay", kg };
  return { kind: sub.baby.autoSize ? "switch" : "propose", size: next.size, kg };
}
