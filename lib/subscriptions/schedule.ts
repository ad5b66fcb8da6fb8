// When things happen to a subscription: pure date rules on "YYYY-MM-DD" days of the shop (UTC),
// tested without a clock. A delivery is placed on the day of its `nextDate`, by the first run of
// the delivery job that day.
import { CARD_EXPIRY_WARNING_DAYS, CHANGE_CUTOFF_HOURS, DECLINE_RETRY_DAYS, REMINDER_DAYS_BEFORE, SIZE_CHECK_DAYS_BEFORE } from "./config";
import type { SavedCard, SubscriptionDoc } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's day of an instant. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number): string => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
export const addWeeks = (day: string, weeks: number): string => addDays(day, 7 * weeks);
/** When `day` starts. */
export const startOf = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** Is the next delivery due at `now` (active, its day come)? */
export const isDue = (s: Pick<SubscriptionDoc, "status" | "nextDate">, now: Date): boolean => s.status === "active" && s.nextDate <= dayOf(now);

/** Will its next delivery come by itself: active, or paused until a day (the job resumes it then)? A pause with no day waits for the parent. */
export const isComing = (s: Pick<SubscriptionDoc, "status" | "pausedUntil">): boolean => s.status === "active" || (s.status === "paused" && s.pausedUntil !== undefined);

/** Until when the next delivery may still be changed or skipped. */
export const changeCutoff = (nextDate: string): Date => new Date(startOf(nextDate).getTime() - CHANGE_CUTOFF_HOURS * 3_600_000);
export const canChangeNext = (nextDate: string, now: Date): boolean => now.getTime() < changeCutoff(nextDate).getTime();

/** The day the reminder of the next delivery goes, and the day the size step looks at the baby. */
export const reminderDay = (nextDate: string) => addDays(nextDate, -REMINDER_DAYS_BEFORE);
export const sizeCheckDay = (nextDate: string) => addDays(nextDate, -SIZE_CHECK_DAYS_BEFORE);

/**
 * After a decline of attempt number `attempts` (1: the first charge), when to try again: the
 * retry days count from the first decline (`firstAt`). Null once every retry has been used.
 */
export function retryAt(firstAt: Date, attempts: number): Date | null {
  const days = DECLINE_RETRY_DAYS[attempts - 1];
  return days === undefined ? null : new Date(firstAt.getTime() + days * DAY_MS);
}

/**
 * The next delivery's day once a paused subscription resumes at `now`: its planned day if that is
 * still ahead, else tomorrow (the job never places a delivery for a day that has gone by).
 */
export const resumeDate = (nextDate: string, now: Date): string => (nextDate > dayOf(now) ? nextDate : addDays(dayOf(now), 1));

/**
 * The day after a delivery planned for `nextDate` has been placed (or skipped) on `today`: one
 * interval on, and as many more as it takes to be after today. A job that was stopped for weeks
 * catches up with one delivery, not one per missed interval.
 */
export function nextAfter(nextDate: string, intervalWeeks: number, today: string): string {
  let next = addWeeks(nextDate, intervalWeeks);
  while (next <= today) next = addWeeks(next, intervalWeeks);
  return next;
}

/** A card's expiry as the card shows it and `expiryWarnedFor` keeps it: "MM/YYYY". */
export const cardExpiryLabel = (card: Pick<SavedCard, "expMonth" | "expYear">): string => `${String(card.expMonth).padStart(2, "0")}/${card.expYear}`;

/** The first day a card no longer pays: it is valid to the end of its expiry month. */
export const cardExpiredFrom = (card: Pick<SavedCard, "expMonth" | "expYear">): string =>
  card.expMonth === 12 ? `${card.expYear + 1}-01-01` : `${card.expYear}-${String(card.expMonth + 1).padStart(2, "0")}-01`;

/**
 * The first delivery (`nextDate`, then every `intervalWeeks`) the saved card can no longer pay,
 * and the day its parent is told: CARD_EXPIRY_WARNING_DAYS before that delivery.
 */
export function cardExpiryWarning(card: Pick<SavedCard, "expMonth" | "expYear">, nextDate: string, intervalWeeks: number): { delivery: string; warnOn: string } {
  const expired = Date.parse(`${cardExpiredFrom(card)}T00:00:00Z`);
  const step = intervalWeeks * 7 * DAY_MS;
  const intervals = Math.max(0, Math.ceil((expired - startOf(nextDate).getTime()) / step));
  const delivery = addWeeks(nextDate, intervals * intervalWeeks);
  return { delivery, warnOn: addDays(delivery, -CARD_EXPIRY_WARNING_DAYS) };
}
