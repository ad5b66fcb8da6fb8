import "server-only";
// Product reviews. Each review is its own document, products/{id}/reviews/{uid} (one per shopper,
// replaced by their next post), which only the server reads: the product document, public to the
// browser, carries only the figures (reviewCount, ratingSum, rating), never who wrote what.
//
// Posting (postReview) is one optimistic transaction (lib/firebase/optimistic.ts): read the
// product, this shopper's earlier review and their rate-limit record (users/{uid}/state/reviews),
// check the rules (review-rules.ts: received the product, under the daily limit), then commit at
// once the review, the product's figures, its catalogue index entry (rating, reviewCount), the
// index version and the rate-limit record, each guarded by "unchanged since read". Concurrent
// reviews of one product lose that race and read again, so none is lost and every one counts.
// The caller (lib/actions/reviews.ts) refreshes the cached pages: revalidateCatalog(productId).
import { randomUUID } from "node:crypto";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { decideRate, storedTimes } from "@/lib/contact/rate-limit";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, ContentionError, unchangedSince } from "@/lib/firebase/optimistic";
import { parseSnapshot } from "@/lib/firebase/parse-snapshot";
import { ORDERS_COLLECTION, orderLineSchema } from "@/lib/orders/schema";
import { productDocSchema, reviewDocSchema, reviewInputSchema, type ReviewDoc, type ShownReview } from "@/lib/catalog/schema";
import { uidSchema } from "@/lib/users/schema";
import { STATE_COLLECTION } from "@/lib/users/shopping-state";
import { USERS_COLLECTION } from "@/lib/users/stored-profile";
import { REVIEWABLE_STATUSES, REVIEW_RATE_RULE, REVIEWS_COLLECTION, REVIEWS_SHOWN, aggregatesAfter, receivedProduct, shownReview } from "./review-rules";
import { isVisible } from "./visibility";
import { updateProductInBatch } from "./write";

/** users/{uid}/state/reviews: the times of the account's recent posts (the rate limit). */
const RATE_DOC = "reviews";

/**
 * Expected refusals: the product does not exist (any more) or is archived; the account has not
 * received it; too many reviews from it today (`retryAfterMs`); too many writes at once on it.
 */
export class ReviewError extends Error {
  constructor(
    readonly code: "not-found" | "not-verified" | "rate-limited" | "busy",
    readonly retryAfterMs = 0,
  ) {
    super(code);
    this.name = "ReviewError";
  }
}

// Reviews of a popular product can arrive together; each lost race reads again.
const COMMIT_ATTEMPTS = 30;

const productReviews = (db: Firestore, productId: string) => db.collection("products").doc(productId).collection(REVIEWS_COLLECTION);
const rateRef = (db: Firestore, uid: string) => db.collection(USERS_COLLECTION).doc(uid).collection(STATE_COLLECTION).doc(RATE_DOC);
const receivedLinesSchema = z.array(orderLineSchema.pick({ productId: true }));

/** Has `uid` received `productId` (an order of theirs holding it, delivered or refunded since)? */
export async function hasReceived(uid: string, productId: string): Promise<boolean> {
  const snap = await firestore()
    .collection(ORDERS_COLLECTION)
    .where("uid", "==", uidSchema.parse(uid))
    .where("status", "in", [...REVIEWABLE_STATUSES])
    .select("lines")
    .get();
  return receivedProduct(
    snap.docs.map((d) => ({ lines: receivedLinesSchema.catch([]).parse(d.get("lines")) })),
    productId,
  );
}

export type PostedReview = {
  review: ReviewDoc;
  /** The product's figures after this review, as written. */
  rating: number;
  reviewCount: number;
  replaced: boolean;
};

/**
 * Post `uid`'s review of `productId`, signed `author`. Throws ReviewError for a missing or archived
 * product ("not-found"), an account that has not received it ("not-verified"), one past its daily
 * limit ("rate-limited") or a product that stayed contended ("busy"); a ZodError for input out of
 * bounds (rating 1-5, text 10-2000 characters after trimming).
 */
export async function postReview(
  uid: string,
  author: string,
  productId: string,
  input: { rating: number; text: string },
  now: Date = new Date(),
): Promise<PostedReview> {
  const { rating, text } = reviewInputSchema.parse({ productId, ...input });
  const owner = uidSchema.parse(uid);
  const review = reviewDocSchema.parse({ id: randomUUID(), uid: owner, author, rating, text, createdAt: now.toISOString(), verified: true });
  const db = firestore();
  const productRef = db.collection("products").doc(productId);
  const reviewRef = productReviews(db, productId).doc(owner);
  const limitRef = rateRef(db, owner);
  // Orders only ever move on from delivered to (partly) refunded: read once, beside the first attempt.
  const received = hasReceived(owner, productId);
  received.catch(() => {}); // awaited below; a product refusal may come first
  try {
    return await commitOptimistically(
      db,
      async (batch) => {
        const [productSnap, previousSnap, limitSnap] = await db.getAll(productRef, reviewRef, limitRef);
        if (!productSnap!.exists) throw new ReviewError("not-found");
        const product = productDocSchema.parse(productSnap!.data());
        // An archived product is hidden from the storefront: reviewed by no one until unarchived.
        if (!isVisible(product)) throw new ReviewError("not-found");
        if (!(await received)) throw new ReviewError("not-verified");
        const limit = decideRate(storedTimes(limitSnap!.get("times")), now.getTime(), REVIEW_RATE_RULE);
        if (!limit.allowed) throw new ReviewError("rate-limited", limit.retryAfterMs);

        const previous = parseSnapshot(previousSnap!, reviewDocSchema);
        const figures = aggregatesAfter(product, previous?.rating ?? null, rating);
        if (previousSnap!.exists) batch.update(reviewRef, review, unchangedSince(previousSnap!));
        else batch.create(reviewRef, review);
        const record = { times: limit.times, expiresAt: new Date(now.getTime() + REVIEW_RATE_RULE.windowMs).toISOString() };
        if (limitSnap!.exists) batch.update(limitRef, record, unchangedSince(limitSnap!));
        else batch.create(limitRef, record);
        updateProductInBatch(db, batch, { id: productId, ...product, ...figures }, ["reviewCount", "ratingSum", "rating"], unchangedSince(productSnap!));
        return { result: { review, rating: figures.rating, reviewCount: figures.reviewCount, replaced: previousSnap!.exists }, batch };
      },
      COMMIT_ATTEMPTS,
    );
  } catch (error) {
    if (error instanceof ContentionError) throw new ReviewError("busy");
    throw error;
  }
}

/** The product's newest reviews (at most `limit`), without uids: what its page shows. */
export async function readProductReviews(productId: string, limit: number = REVIEWS_SHOWN): Promise<ShownReview[]> {
  const snap = await productReviews(firestore(), productId).orderBy("createdAt", "desc").limit(limit).get();
  return snap.docs.flatMap((d) => {
    const review = parseSnapshot(d, reviewDocSchema);
    return review ? [shownReview(review)] : [];
  });
}

/** The shopper's own review of a product (or null), and whether they may post one. */
export async function myReview(uid: string, productId: string): Promise<{ review: ReviewDoc | null; canReview: boolean }> {
  const owner = uidSchema.parse(uid);
  const [snap, canReview] = await Promise.all([productReviews(firestore(), productId).doc(owner).get(), hasReceived(owner, productId)]);
  return { review: parseSnapshot(snap, reviewDocSchema), canReview };
}

/** One of a person's reviews, for "download my data". */
export type AccountReview = { productId: string; rating: number; text: string; createdAt: string; verified: boolean };

const byUid = (uid: string) => firestore().collectionGroup(REVIEWS_COLLECTION).where("uid", "==", uidSchema.parse(uid));
const productIdOf = (ref: DocumentReference) => ref.parent.parent!.id;

/** Every review `uid` has written (one per product), newest first. */
export async function reviewsOf(uid: string): Promise<AccountReview[]> {
  const snap = await byUid(uid).get();
  return snap.docs
    .flatMap((d) => {
      const review = parseSnapshot(d, reviewDocSchema);
      return review ? [{ productId: productIdOf(d.ref), rating: review.rating, text: review.text, createdAt: review.createdAt, verified: review.verified }] : [];
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

// A deleted account's reviews are kept: the text and rating stay (and so the product's figures),
// the uid and the name go. Each moves to a document keyed by its own review id, in one guarded
// commit per review (a review the person replaced meanwhile is read again).
const ANONYMIZE_ROUNDS = 5;

/**
 * Anonymize `uid`'s reviews (account deletion): author null (shown as "Former customer"), no uid.
 * Returns the ids of the products whose pages show them: the caller revalidates those
 * (revalidateProducts), as this runs without a request too.
 */
export async function anonymizeReviewsOf(uid: string): Promise<string[]> {
  const db = firestore();
  const products = new Set<string>();
  // A review posted while this runs is found by the next round.
  for (let round = 0; round < ANONYMIZE_ROUNDS; round++) {
    const found = await byUid(uid).select().get();
    if (found.empty) return [...products];
    for (const { ref } of found.docs) {
      await commitOptimistically(db, async (batch) => {
        const snap = await ref.get();
        const review = parseSnapshot(snap, reviewDocSchema);
        if (!review || review.uid === null) return { result: undefined };
        batch.create(ref.parent.doc(review.id), reviewDocSchema.parse({ ...review, uid: null, author: null }));
        batch.delete(ref, unchangedSince(snap));
        return { result: undefined, batch };
      });
      products.add(productIdOf(ref));
    }
  }
  throw new Error(`reviews of ${uid} kept appearing while they were anonymized`);
}
