// The rules an offer staff enter in the product editor must keep beyond its schema's shape: a size
// ladder's rungs are sizes the product has, each once, each fitting bigger babies than the one
// before, with no gap between them. Only the admin's input is held to them
// (lib/admin/products/schema.ts): a stored product that no longer keeps them (a size renamed by a
// CSV import) still reads, so its page never breaks. Pure and without zod.
import type { LadderRung } from "./subscription-offer";

/**
 * Why an offer is refused, each a text of its own ("Actions.fields.<problem>", through
 * lib/actions/field-errors.ts) rather than the generic "does not look right".
 */
export const SUBSCRIPTION_PROBLEMS = ["intervalNeeded", "rangeOrder", "sizeUnknown", "sizeTwice", "ladderOrder", "ladderGap"] as const;
export type SubscriptionProblem = (typeof SUBSCRIPTION_PROBLEMS)[number];

export type LadderProblem = { index: number; field: keyof LadderRung; problem: SubscriptionProblem };

/**
 * What is wrong with a ladder for a product whose sizes are `sizes`, rung by rung (empty: nothing).
 * Both ends of a range are included: a rung goes from low to high (weight strictly, age may be one
 * month), and the next rung starts and ends higher (its age may stay the same) and no later than
 * the one before ends, since consecutive nappy sizes overlap (a gap would leave babies without a size).
 */
export function ladderProblems(ladder: readonly LadderRung[], sizes: readonly string[]): LadderProblem[] {
  const out: LadderProblem[] = [];
  ladder.forEach((rung, index) => {
    const add = (field: keyof LadderRung, problem: SubscriptionProblem) => out.push({ index, field, problem });
    if (!sizes.includes(rung.size)) add("size", "sizeUnknown");
    else if (ladder.slice(0, index).some((r) => r.size === rung.size)) add("size", "sizeTwice");
    const kgInOrder = rung.minKg < rung.maxKg;
    const monthsInOrder = rung.minMonths <= rung.maxMonths;
    if (!kgInOrder) add("maxKg", "rangeOrder");
    if (!monthsInOrder) add("maxMonths", "rangeOrder");
    const before = ladder[index - 1];
    if (!before) return;
    if (kgInOrder) {
      if (rung.minKg <= before.minKg || rung.maxKg <= before.maxKg) add("minKg", "ladderOrder");
      else if (rung.minKg > before.maxKg) add("minKg", "ladderGap");
    }
    if (monthsInOrder) {
      if (rung.minMonths < before.minMonths || rung.maxMonths < before.maxMonths) add("minMonths", "ladderOrder");
      else if (rung.minMonths > before.maxMonths) add("minMonths", "ladderGap");
    }
  });
  return out;
}
