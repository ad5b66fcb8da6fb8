// Subscriptions' timing, in one place. Days are the shop's days (UTC, SHOP_TIME_ZONE).

/** The reminder of a delivery (date, contents, amount, "skip" and "change" links) goes this many days before it. */
export const REMINDER_DAYS_BEFORE = 3;
/** The size step looks at the baby this many days before a ladder product's delivery. */
export const SIZE_CHECK_DAYS_BEFORE = 7;
/** Changes to the next delivery (variant, quantity, skip) are taken until this many hours before its day starts. */
export const CHANGE_CUTOFF_HOURS = 48;
/** A declined charge is tried again after these many days (counted from the first decline); then the subscription pauses. */
export const DECLINE_RETRY_DAYS: readonly number[] = [1, 3, 5];
/** A saved card that expires before the next delivery: the parent is told this many days ahead. */
export const CARD_EXPIRY_WARNING_DAYS = 30;
/** Links in a reminder (skip, change) stay valid this long. */
export const LINK_TOKEN_DAYS = 14;
/** Units of one product a delivery may hold (the product page's choice knows it too, without zod). */
export { MAX_SUBSCRIPTION_QUANTITY } from "@/lib/catalog/subscription-offer.client";
