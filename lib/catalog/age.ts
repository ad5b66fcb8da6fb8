// Shop by age: the age bands a product fits, the one place that decides them. A product stores
// the age range it suits in months (`ageRange`, absent = all ages); the catalogue index and the
// listing's "Age" facet use the bands that range overlaps, and a registry's due date picks the
// band its baby grows into next. Pure (no I/O), shared by server and client code.
import { z } from "zod";

import { AGE_BANDS, AGE_BAND_IDS, type AgeBand } from "./age.client";

export { AGE_BANDS, AGE_BAND_IDS, type AgeBand };
export const ageBandSchema = z.enum(AGE_BAND_IDS);

/** Months a range may name (up to 16 years). */
export const MAX_AGE_MONTHS = 192;

/**
 * The ages a product suits, in whole months: from `fromMonths` up to (not including) `toMonths`;
 * no `toMonths` = and older. A product without a range suits all ages.
 */
export const ageRangeSchema = z
  .object({
    fromMonths: z.number().int().min(0).max(MAX_AGE_MONTHS - 1),
    toMonths: z.number().int().min(1).max(MAX_AGE_MONTHS).optional(),
  })
  .refine((r) => r.toMonths === undefined || r.toMonths > r.fromMonths, { message: "the range ends before it starts", path: ["toMonths"] });
export type AgeRange = z.infer<typeof ageRangeSchema>;

/** The bands a range overlaps, youngest first (every band for "all ages"). */
export function ageBandsOf(range: AgeRange | undefined): AgeBand[] {
  if (!range) return [...AGE_BAND_IDS];
  const end = range.toMonths ?? Infinity;
  return AGE_BANDS.filter((b) => range.fromMonths < (b.to ?? Infinity) && b.from < end).map((b) => b.id);
}

/** The range a band stands for (the admin form's presets use these). */
export function rangeOfBand(band: AgeBand): AgeRange {
  const b = AGE_BANDS.find((x) => x.id === band)!;
  return b.to === null ? { fromMonths: b.from } : { fromMonths: b.from, toMonths: b.to };
}

/** Whole months from `birth` (YYYY-MM-DD) to `today`; negative before the birth. */
export function monthsOld(birth: string, today: Date): number {
  const [y, m, d] = birth.split("-").map(Number) as [number, number, number];
  let months = (today.getUTCFullYear() - y) * 12 + (today.getUTCMonth() + 1 - m);
  if (today.getUTCDate() < d) months -= 1;
  return months;
}

/**
 * The band a baby born (or due) on `birth` grows into next: before the birth, the first band;
 * afterwards the band after the one they are in now; null once past the last band.
 */
export function nextAgeBand(birth: string, today: Date): AgeBand | null {
  const age = monthsOld(birth, today);
  if (age < 0) return AGE_BANDS[0].id;
  const current = AGE_BANDS.findIndex((b) => age >= b.from && (b.to === null || age < b.to));
  return AGE_BANDS[current + 1]?.id ?? null;
}
