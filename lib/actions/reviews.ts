"use server";
// Product reviews from the product page's reviews tab. Thin wrappers (defineAction: a signed-in
// user, zod input): the uid comes from the session, the author name from the shopper's profile
// ("Sam P."), the work and the rules (received the product, daily limit) from
// lib/catalog/reviews.ts; after a review the product's cached page and the listings (whose cards
// show the rating) are refreshed.
import { getTranslations } from "next-intl/server";
import { revalidateCatalog } from "@/lib/catalog/read";
import { REVIEW_RATE_RULE, reviewAuthor } from "@/lib/catalog/review-rules";
import { myReview, postReview as postReviewInFirestore, ReviewError } from "@/lib/catalog/reviews";
import { reviewInputSchema, reviewRefInputSchema, type ReviewDoc } from "@/lib/catalog/schema";
import { readProfile } from "@/lib/users/profile";
import { ActionError, defineAction } from "./define-action";

/** What the browser may know of its own review: never the uid or the id. */
export type MyReview = { rating: number; text: string; createdAt: string };
/** The shopper's review of a product, and whether they may post one (they received it). */
export type MyReviewState = { review: MyReview | null; canReview: boolean };

const mine = (review: ReviewDoc): MyReview => ({ rating: review.rating, text: review.text, createdAt: review.createdAt });

/** The signed-in shopper's review of a product (to prefill the form) and whether the form is theirs to use. */
export const getMyReview = defineAction(
  { name: "reviews.getMine", access: "user", input: reviewRefInputSchema },
  async ({ productId }, { session }): Promise<MyReviewState> => {
    const { review, canReview } = await myReview(session.uid, productId);
    return { review: review ? mine(review) : null, canReview };
  },
);

export type PostReviewAnswer = { review: MyReview; rating: number; reviewCount: number; replaced: boolean };

const HOUR = 3_600_000;

/** Post (or replace) the shopper's review; the product's rating and count change with it. */
export const postReview = defineAction(
  { name: "reviews.post", access: "user", input: reviewInputSchema },
  async ({ productId, rating, text }, { session }): Promise<PostReviewAnswer> => {
    const t = await getTranslations("ProductPage.reviewForm");
    const author = reviewAuthor(await readProfile(session.uid)) ?? t("authorFallback");
    try {
      const posted = await postReviewInFirestore(session.uid, author, productId, { rating, text });
      revalidateCatalog(productId);
      return { review: mine(posted.review), rating: posted.rating, reviewCount: posted.reviewCount, replaced: posted.replaced };
    } catch (error) {
      if (!(error instanceof ReviewError)) throw error;
      switch (error.code) {
        case "busy":
          throw new ActionError("busy");
        case "not-verified":
          throw new ActionError("forbidden", { message: t("notVerified") });
        case "rate-limited":
          throw new ActionError("busy", { message: t("rateLimited", { max: REVIEW_RATE_RULE.max, hours: Math.ceil(error.retryAfterMs / HOUR) }) });
        case "not-found":
          throw new ActionError("not-found", { message: t("productGone") });
      }
    }
  },
);
