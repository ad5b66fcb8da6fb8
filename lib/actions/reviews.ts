"use server";
// Product reviews from the product page's reviews tab. Thin wrappers (defineAction: a signed-in
// user, zod input): the uid comes from the session, the author name from the shopper's profile
// ("Sam P."), the work from lib/catalog/reviews.ts; after a review the product's cached page and
// the listings (whose cards show the rating) are refreshed.
import { getTranslations } from "next-intl/server";
import { getProduct, revalidateCatalog } from "@/lib/catalog/read";
import { reviewAuthor, reviewOf } from "@/lib/catalog/review-rules";
import { postReview as postReviewInFirestore, ReviewError } from "@/lib/catalog/reviews";
import { reviewInputSchema, reviewRefInputSchema } from "@/lib/schemas";
import { readProfile } from "@/lib/users/profile";
import { ActionError, defineAction } from "./define-action";

/** What the browser may know of its own review: never the uid or the id. */
export type MyReview = { rating: number; text: string; createdAt: string };

/** The signed-in shopper's review of a product (to prefill the form), or null. */
export const getMyReview = defineAction(
  { name: "reviews.getMine", access: "user", input: reviewRefInputSchema },
  async ({ productId }, { session }): Promise<MyReview | null> => {
    // The cached product (tagged product:<id>): every review refreshes it.
    const product = await getProduct(productId);
    const mine = product ? reviewOf(product.reviews, session.uid) : null;
    return mine ? { rating: mine.rating, text: mine.text, createdAt: mine.createdAt } : null;
  },
);

export type PostReviewAnswer = { review: MyReview; rating: number; reviewCount: number; replaced: boolean };

/** Post (or replace) the shopper's review; the product's rating and count change with it. */
export const postReview = defineAction(
  { name: "reviews.post", access: "user", input: reviewInputSchema },
  async ({ productId, rating, text }, { session }): Promise<PostReviewAnswer> => {
    const t = await getTranslations("ProductPage.reviewForm");
    const author = reviewAuthor(await readProfile(session.uid)) ?? t("authorFallback");
    try {
      const posted = await postReviewInFirestore(session.uid, author, productId, { rating, text });
      revalidateCatalog(productId);
      const { review } = posted;
      return { review: { rating: review.rating, text: review.text, createdAt: review.createdAt }, rating: posted.rating, reviewCount: posted.reviewCount, replaced: posted.replaced };
    } catch (error) {
      if (!(error instanceof ReviewError)) throw error;
      if (error.code === "busy") throw new ActionError("busy");
      throw new ActionError("not-found", { message: t("productGone") });
    }
  },
);
