import "server-only";
// Product reviews: one per shopper and product, posted in one optimistic transaction
// (lib/firebase/optimistic.ts) that reads the product, replaces this shopper's review or adds it
// (newest first), recomputes the product's rating (the mean of its reviews, one decimal) and
// commits the product's reviews and rating, its catalogue index entry (rating, reviewCount) and
// the index version at once, guarded by the product being unchanged since it was read.
// Concurrent reviews of one product lose that race and read again, so none is lost. The limits
// (500 reviews, ~600 KB of them per product, the oldest dropped beyond) are in review-rules.ts.
// The caller (lib/actions/reviews.ts) refreshes the cached pages: revalidateCatalog(productId).
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, ContentionError, unchangedSince } from "@/lib/firebase/optimistic";
import { productDocSchema, reviewInputSchema, reviewSchema, uidSchema, type Review } from "@/lib/schemas";
import { withReview } from "./review-rules";
import { isVisible } from "./visibility";
import { updateProductInBatch } from "./write";

/** Expected refusals: the product does not exist (any more) or is archived; too many writes at once on it. */
export class ReviewError extends Error {
  constructor(readonly code: "not-found" | "busy") {
    super(code);
    this.name = "ReviewError";
  }
}

// Reviews of a popular product can arrive together; each lost race reads again.
const COMMIT_ATTEMPTS = 30;

export type PostedReview = {
  review: Review;
  /** The product's rating and review count after this review, as written. */
  rating: number;
  reviewCount: number;
  replaced: boolean;
};

/**
 * Post `uid`'s review of `productId`, signed `author`. Throws ReviewError("not-found") for a
 * missing or archived product, a ZodError for input out of bounds (rating 1-5, text 10-2000
 * characters after trimming), ReviewError("busy") when the product's document stayed contended.
 */
export async function postReview(
  uid: string,
  author: string,
  productId: string,
  input: { rating: number; text: string },
  now: Date = new Date(),
): Promise<PostedReview> {
  const { rating, text } = reviewInputSchema.parse({ productId, ...input });
  const review = reviewSchema.parse({ id: randomUUID(), uid: uidSchema.parse(uid), author, rating, text, createdAt: now.toISOString() });
  const db = firestore();
  const ref = db.collection("products").doc(productId);
  try {
    return await commitOptimistically(
      db,
      async (batch) => {
        const snap = await ref.get();
        if (!snap.exists) throw new ReviewError("not-found");
        const product = productDocSchema.parse(snap.data());
        // An archived product is hidden from the storefront: reviewed by no one until unarchived.
        if (!isVisible(product)) throw new ReviewError("not-found");
        const next = withReview(product.reviews, review);
        updateProductInBatch(db, batch, { id: productId, ...product, reviews: next.reviews, rating: next.rating }, ["reviews", "rating"], unchangedSince(snap));
        return { result: { review, rating: next.rating, reviewCount: next.reviews.length, replaced: next.replaced }, batch };
      },
      COMMIT_ATTEMPTS,
    );
  } catch (error) {
    if (error instanceof ContentionError) throw new ReviewError("busy");
    throw error;
  }
}
