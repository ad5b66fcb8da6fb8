// What a subscribable product offers (products/{id}.subscription): set by staff in the product
// editor, shown on the product page, and what a subscription (lib/subscriptions) may choose from.
// No imports from lib/subscriptions: the catalogue's schema embeds it.
import { z } from "zod";

/** The intervals staff may offer, in weeks. */
export const MIN_INTERVAL_WEEKS = 1;
export const MAX_INTERVAL_WEEKS = 12;
export const intervalWeeksSchema = z.number().int().min(MIN_INTERVAL_WEEKS).max(MAX_INTERVAL_WEEKS);

/** The subscriber discount a product may give, in whole percent. */
export const MAX_SUBSCRIBER_DISCOUNT = 50;

/**
 * One rung of a size ladder: a size of the product (its variations' size name) and the baby it
 * fits, by weight (kg, one decimal) and by age (months). Rungs are in order, smallest first.
 */
export const ladderRungSchema = z
  .object({
    size: z.string().min(1).max(40),
    minKg: z.number().min(0).max(40),
    maxKg: z.number().min(0).max(40),
    minMonths: z.number().int().min(0).max(72),
    maxMonths: z.number().int().min(0).max(72),
  })
  .refine((r) => r.minKg < r.maxKg && r.minMonths <= r.maxMonths, "a rung's ranges go from low to high");
export type LadderRung = z.infer<typeof ladderRungSchema>;

/** What a subscribable product offers (products/{id}.subscription): set by staff in the product editor. */
export const productSubscriptionSchema = z.object({
  /** The intervals offered, in weeks, ascending, no repeats. */
  intervals: z
    .array(intervalWeeksSchema)
    .min(1)
    .max(MAX_INTERVAL_WEEKS)
    .refine((xs) => xs.every((x, i) => i === 0 || x > xs[i - 1]!), "intervals ascending, each once"),
  /** Off each delivery's goods (the product's own price that day, after its own discount). */
  discountPercent: z.number().int().min(0).max(MAX_SUBSCRIBER_DISCOUNT),
  /** The sizes that follow each other as the baby grows (a size step moves one rung up). */
  ladder: z.array(ladderRungSchema).max(12).optional(),
});
export type ProductSubscription = z.infer<typeof productSubscriptionSchema>;
