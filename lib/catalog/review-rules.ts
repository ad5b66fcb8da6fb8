// What posting a review does to a product's reviews, as pure functions (unit-tested; the
// transaction in lib/catalog/reviews.ts applies them):
// - one review per shopper: a second one replaces the first (new text, rating and date);
// - reviews are kept newest first, the order the reviews tab shows them;
// - the product's `rating` is the mean of its reviews' ratings, to one decimal (reviewAverage);
// - a product keeps at most MAX_REVIEWS_PER_PRODUCT reviews, and their stored size stays under
//   MAX_REVIEWS_BYTES (a product document must stay under Firestore's 1 MiB, with a 10,000-
//   character description beside them). Past either limit the OLDEST reviews are dropped, never
//   the new one, and the rating and count are then those of the reviews kept: they describe
//   the product as recent shoppers see it.
import type { Review } from "@/lib/schemas";
import { reviewAverage } from "./structured-data";

export const MAX_REVIEWS_PER_PRODUCT = 500;
export const MAX_REVIEWS_BYTES = 600_000;
/** A stored author name ("Sam P."): reviewSchema allows 80 characters. */
const MAX_AUTHOR = 80;

const encoder = new TextEncoder();
/** About what a review weighs in a Firestore document (UTF-8 of its JSON: names, values, quotes). */
export const reviewBytes = (review: Review): number => encoder.encode(JSON.stringify(review)).length;

/** The product's rating from its reviews: their mean to one decimal, 0 without reviews. */
export const ratingOf = (reviews: readonly Pick<Review, "rating">[]): number => reviewAverage(reviews) ?? 0;

export type ReviewsAfterPost = {
  /** Newest first; `review` first of all. */
  reviews: Review[];
  rating: number;
  /** This shopper had a review, now replaced. */
  replaced: boolean;
  /** Old reviews dropped to stay within the limits. */
  dropped: number;
};

/** The reviews of a product once `review` is posted (replacing its author's earlier one). */
export function withReview(
  current: readonly Review[],
  review: Review,
  limits: { count: number; bytes: number } = { count: MAX_REVIEWS_PER_PRODUCT, bytes: MAX_REVIEWS_BYTES },
): ReviewsAfterPost {
  const others = current.filter((r) => r.uid !== review.uid);
  const replaced = others.length !== current.length;
  // Newest first; equal dates keep their stored order (sort is stable).
  const kept = [...others].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  let bytes = reviewBytes(review) + kept.reduce((sum, r) => sum + reviewBytes(r), 0);
  let dropped = 0;
  while (kept.length > 0 && (kept.length + 1 > limits.count || bytes > limits.bytes)) {
    bytes -= reviewBytes(kept.pop()!);
    dropped++;
  }
  const reviews = [review, ...kept];
  return { reviews, rating: ratingOf(reviews), replaced, dropped };
}

/** This shopper's review of the product, if any. */
export function reviewOf(reviews: readonly Review[], uid: string): Review | null {
  return reviews.find((r) => r.uid === uid) ?? null;
}

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
