// The /dash overview's period and its arithmetic. Pure (no I/O): the page parses `?period=`,
// lib/admin/dash/figures.ts turns the period into time windows, and both are unit-tested here.
//
// A period of N days is the N calendar days (UTC) ending today: from midnight UTC N-1 days ago up
// to `now` (today so far). It is compared with the same span just before it, shifted back by N
// days: from midnight UTC 2N-1 days ago up to `now` minus N days. Both spans have the same length,
// so a period that ends in the middle of today is not compared with N whole days.
import { z } from "zod";

export const PERIODS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: PeriodDays = 30;

const DAY = 86_400_000;

/** `?period=7|30|90`; anything else (absent, repeated, "abc", "14") is the default period. */
export const periodParamSchema = z
  .union([z.literal("7"), z.literal("30"), z.literal("90")])
  .transform((v) => Number(v) as PeriodDays);

export function parsePeriod(raw: string | string[] | undefined): PeriodDays {
  const parsed = periodParamSchema.safeParse(raw);
  return parsed.success ? parsed.data : DEFAULT_PERIOD;
}

/** The URL of the overview for a period (the default period has no parameter). */
export function periodHref(path: string, period: PeriodDays): string {
  return period === DEFAULT_PERIOD ? path : `${path}?period=${period}`;
}

/** A half-open time span [start, end) as ISO strings, the form orders and profiles store. */
export type Span = { start: string; end: string };
/** One day of the chart: its date (YYYY-MM-DD, UTC) and span (today's ends at `now`). */
export type DaySpan = Span & { date: string };
export type PeriodWindow = { current: Span; previous: Span; days: DaySpan[] };

const iso = (ms: number) => new Date(ms).toISOString();
const startOfUtcDay = (ms: number) => Math.floor(ms / DAY) * DAY;

export function periodWindow(periodDays: PeriodDays, now: Date): PeriodWindow {
  const t = now.getTime();
  const first = startOfUtcDay(t) - (periodDays - 1) * DAY;
  const days: DaySpan[] = Array.from({ length: periodDays }, (_, i) => {
    const start = first + i * DAY;
    return { date: iso(start).slice(0, 10), start: iso(start), end: iso(Math.min(start + DAY, t)) };
  });
  return {
    current: { start: iso(first), end: iso(t) },
    previous: { start: iso(first - periodDays * DAY), end: iso(t - periodDays * DAY) },
    days,
  };
}

/** A figure and how it moved: `ratio` is the relative change (0.25 = +25 %), null when the previous value was 0. */
export type Change = { value: number; previous: number; delta: number; ratio: number | null };

export function change(value: number, previous: number): Change {
  return { value, previous, delta: value - previous, ratio: previous === 0 ? null : (value - previous) / previous };
}

/** Average order value in whole cents (0 without orders). */
export const averageOrderValue = (revenue: number, orders: number): number => (orders === 0 ? 0 : Math.round(revenue / orders));
