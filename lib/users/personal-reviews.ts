import "server-only";
// THE PLUG-IN POINT FOR REVIEWS in an account's data export and deletion (lib/users/data-export.ts,
// lib/users/account.ts): the only place either reads or changes reviews. Written against today's
// storage (an array of reviews in each product document, each with its author's uid), which has no
// index by author, so both scan the products' reviews. When reviews move to their own collection,
// these two bodies become `reviewsOf(uid)` and `anonymizeReviewsOf(uid)` of lib/catalog/reviews.ts.
import { randomUUID } from "node:crypto";
import { firestore } from "@/lib/firebase/admin";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { productDocSchema, reviewSchema, type Review } from "@/lib/schemas";

/** What a review keeps of its author once their account is deleted. */
export const FORMER_CUSTOMER = "Former customer";

export type PersonalReview = Omit<Review, "uid"> & { productId: string };

const products = () => firestore().collection("products");

/** The products holding a review by `uid`. */
async function reviewedBy(uid: string): Promise<{ id: string; reviews: Review[] }[]> {
  const snap = await products().select("reviews").get();
  return snap.docs.flatMap((d) => {
    const reviews = reviewSchema.array().safeParse(d.get("reviews") ?? []);
    const mine = reviews.success ? reviews.data.filter((r) => r.uid === uid) : [];
    return mine.length > 0 ? [{ id: d.id, reviews: mine }] : [];
  });
}

/** The reviews `uid` wrote, newest first, with their product. */
export async function personalReviews(uid: string): Promise<PersonalReview[]> {
  const found = await reviewedBy(uid);
  return found
    .flatMap(({ id, reviews }) => reviews.map((r) => ({ productId: id, id: r.id, author: r.author, rating: r.rating, text: r.text, createdAt: r.createdAt })))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * The reviews of `uid` lose their author: signed FORMER_CUSTOMER, under a random uid that links
 * them to nobody (text, rating and date stay, and so does the product's rating). One commit per
 * product, guarded like a review being posted. Returns the products changed (their cached pages
 * show the old name until revalidated).
 */
export async function anonymizePersonalReviews(uid: string): Promise<string[]> {
  const found = await reviewedBy(uid);
  for (const { id } of found) {
    await commitOptimistically(firestore(), async (batch) => {
      const snap = await products().doc(id).get();
      const product = productDocSchema.safeParse(snap.data());
      if (!product.success) return { result: undefined };
      const reviews = product.data.reviews.map((r) => (r.uid === uid ? { ...r, uid: `former-${randomUUID()}`, author: FORMER_CUSTOMER } : r));
      batch.update(snap.ref, { reviews }, unchangedSince(snap));
      return { result: undefined, batch };
    });
  }
  return found.map((p) => p.id);
}
