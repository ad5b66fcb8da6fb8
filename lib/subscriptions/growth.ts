// The size step: how heavy the baby probably is now, and whether the current size still fits.
//
// The estimate, in this order:
// - the last weight the parent entered, plus what a baby of that age gains since (the table
//   below), when the birth date is known too;
// - the last weight entered, as it is;
// - the table's weight at the baby's age, from the birth date.
// The table is the WHO Child Growth Standards' weight-for-age median (50th percentile), the mean of
// the boys' and girls' tables, in kg by month of age, 0 to 36 months (linear between the months
// given; the last value past 36): https://www.who.int/tools/child-growth-standards/standards/weight-for-age
import type { LadderRung } from "@/lib/catalog/subscription-offer";

/** [month, kg]: WHO weight-for-age medians, boys' and girls' mean. */
export const WEIGHT_FOR_AGE: readonly (readonly [number, number])[] = [
  [0, 3.25], [1, 4.35], [2, 5.35], [3, 6.1], [4, 6.7], [5, 7.2], [6, 7.6], [7, 7.95], [8, 8.25], [9, 8.55], [10, 8.85],
  [11, 9.05], [12, 9.25], [15, 9.95], [18, 10.55], [21, 11.2], [24, 11.85], [30, 13.0], [36, 14.1],
];

const MONTH_MS = (365.25 / 12) * 24 * 60 * 60 * 1000;

/** The baby's age in months (fractional) at `at`. */
export const ageInMonths = (birthDate: string, at: Date): number => Math.max(0, (at.getTime() - Date.parse(`${birthDate}T00:00:00Z`)) / MONTH_MS);

/** The table's weight at `months` of age. */
export function medianWeight(months: number): number {
  const table = WEIGHT_FOR_AGE;
  if (months >= table.at(-1)![0]) return table.at(-1)![1];
  const i = table.findIndex(([m]) => m > months);
  const [m0, w0] = table[i - 1]!;
  const [m1, w1] = table[i]!;
  return w0 + ((w1 - w0) * (months - m0)) / (m1 - m0);
}

export type Baby = { birthDate?: string; weights: readonly { kg: number; at: string }[] };

/** The baby's estimated weight at `at` (kg, one decimal), or null with neither a birth date nor a weight. */
export function estimatedWeight(baby: Baby, at: Date): number | null {
  const last = [...baby.weights].sort((a, b) => b.at.localeCompare(a.at))[0];
  const round = (kg: number) => Math.round(kg * 10) / 10;
  if (last && baby.birthDate) {
    const gained = medianWeight(ageInMonths(baby.birthDate, at)) - medianWeight(ageInMonths(baby.birthDate, new Date(last.at)));
    return round(last.kg + Math.max(0, gained));
  }
  if (last) return round(last.kg);
  if (baby.birthDate) return round(medianWeight(ageInMonths(baby.birthDate, at)));
  return null;
}

/** The rung that fits a baby of `kg` best: the smallest whose range holds it, or the first/last. */
export function rungFor(ladder: readonly LadderRung[], kg: number): LadderRung {
  return ladder.find((r) => kg >= r.minKg && kg <= r.maxKg) ?? (kg < ladder[0]!.minKg ? ladder[0]! : ladder.at(-1)!);
}

/** The next size when a baby of `kg` has outgrown `size` (above its range), or null while it fits. */
export function outgrown(ladder: readonly LadderRung[], size: string, kg: number): LadderRung | null {
  const at = ladder.findIndex((r) => r.size === size);
  if (at < 0 || at === ladder.length - 1) return null;
  return kg > ladder[at]!.maxKg ? ladder[at + 1]! : null;
}
