// The rules of product reviews, as pure functions (unit-tested; lib/catalog/reviews.ts applies
// them in its transactions):
// - only a shopper who received the product may review it: an order of theirs with the product
//   (any colour or size) that was delivered, or delivered and then refunded in part or in full (a
//   shopper who sent back a faulty product has the most to say about it);
// - one review per shopper: a second one replaces the first;
// - every review counts: the product keeps the count and the sum of the ratings, and its `rating`
//   is their mean to one decimal. No review is ever dropped to make room for another (each is its
//   own document, so a product has no size limit on its reviews);
// - an account posts at most REVIEW_RATE_RULE.max reviews (replacements too) in a rolling day.
import type { RateRule } from "@/lib/contact/rate-limit";
import type { OrderStatus } from "@/lib/orders/status";
import type { ReviewDoc, ShownReview } from "@/lib/catalog/schema";

/** products/{id}/reviews: also the collection group that finds a person's reviews. */
export const REVIEWS_COLLECTION = "reviews";

/** Orders whose products their buyer has received. */
export const REVIEWABLE_STATUSES = ["delivered", "partly-refunded", "refunded"] as const satisfies readonly OrderStatus[];

/** Reviews per account in a rolling 24 hours: a parent reviewing a whole order, not a flood. */
export const REVIEW_RATE_RULE: RateRule = { max: 10, windowMs: 24 * 3_600_000 };

/** The newest reviews the product page shows (the average and the count are of all of them). */
export const REVIEWS_SHOWN = 20;

/** Did any of these orders (already filtered to REVIEWABLE_STATUSES) bring the product? */
export function receivedProduct(orders: readonly { lines: readonly { productId: string }[] }[], productId: string): boolean {
  return orders.some((order) => order.lines.some((line) => line.productId === productId));
}

/** The product's rating from its reviews' sum and count: their mean to one decimal, 0 without reviews. */
export function ratingOf(ratingSum: number, reviewCount: number): number {
  return reviewCount > 0 ? Math.round((ratingSum / reviewCount) * 10) / 10 : 0;
}

export type ReviewAggregates = { reviewCount: number; ratingSum: number; rating: number };

/** The product's figures once a review of `rating` is posted, replacing one of `previous` stars (null: a first review). */
export function aggregatesAfter(current: Pick<ReviewAggregates, "reviewCount" | "ratingSum">, previous: number | null, rating: number): ReviewAggregates {
  const reviewCount = current.reviewCount + (previous === null ? 1 : 0);
  const ratingSum = current.ratingSum - (previous ?? 0) + rating;
  return { reviewCount, ratingSum, rating: ratingOf(ratingSum, reviewCount) };
}

/** What the page may show of a stored review: everything but the uid. */
export function shownReview({ uid: _uid, ...shown }: ReviewDoc): ShownReview {
  void _uid;
  return shown;
}

/** A stored author name ("Sam P."): reviewDocSchema allows 80 characters. */
const MAX_AUTHOR = 80;

/**
 * The name a review is signed with: first name and last initial ("Sam P."), the first name alone,
 * or null when the profile has neither (the caller then uses a translated "Customer"). Only the
 * initial of the last name is ever published.
 */
export function reviewAuthor(names: { firstName?: string; lastName?: string } | null | undefined): string | null {
  const first = (names?.firstName ?? "").trim().replace(/\s+/g, " ");
  const last = (names?.lastName ?? "").trim();
  if (!first) return null;
  const initial = Array.from(last)[0]?.toLocaleUpperCase();
  const suffix = initial ? ` ${initial}.` : "";
  return `${Array.from(first).slice(0, MAX_AUTHOR - suffix.length).join("").trim()}${suffix}`;
}
