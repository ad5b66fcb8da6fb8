// One-off: reviews that a product document still carries inline (its `reviews` array, with each
// reviewer's uid, readable by anyone through the Firestore API) move to products/{id}/reviews/{uid}
// (lib/catalog/reviews.ts), and the product gets their figures (reviewCount, ratingSum, rating).
// They are marked not verified: they were written before reviews needed a delivered order. A
// shopper who has posted again since keeps that newer review (one per shopper). Each product is
// one guarded commit, so a review posted meanwhile is never lost, and running it twice changes
// nothing. The seed runs it; a project with such documents runs `npm run migrate:reviews` once.
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { commitOptimistically, unchangedSince } from "@/lib/firebase/optimistic";
import { productDocSchema, reviewDocSchema } from "@/lib/catalog/schema";
import { REVIEWS_COLLECTION, aggregatesAfter } from "./review-rules";
import { updateProductInBatch } from "./write";
import { log } from "@/lib/log";

/** A review as products kept them inline before they were documents of their own. */
export const inlineReviewSchema = reviewDocSchema.omit({ verified: true }).extend({ uid: reviewDocSchema.shape.uid.unwrap(), author: z.string().min(1).max(80) });
export type InlineReview = z.infer<typeof inlineReviewSchema>;

/** Moves every product's inline reviews to their own documents; answers how many products it changed. */
export async function migrateInlineReviews(db: Firestore): Promise<number> {
  const found = await db.collection("products").where("reviews", "!=", null).select().get();
  for (const { ref } of found.docs) {
    await commitOptimistically(db, async (batch) => {
      const snap = await ref.get();
      const inline = snap.get("reviews");
      if (!snap.exists || inline === undefined) return { result: undefined };
      const reviews = (Array.isArray(inline) ? inline : []).flatMap((raw: unknown) => {
        const parsed = inlineReviewSchema.safeParse(raw);
        if (!parsed.success) log.warn(`${ref.path}: an inline review does not parse and is left out: ${parsed.error.message}`);
        return parsed.success ? [parsed.data] : [];
      });
      const uids = [...new Set(reviews.map((r) => r.uid))];
      const existing = uids.length > 0 ? await db.getAll(...uids.map((uid) => ref.collection(REVIEWS_COLLECTION).doc(uid))) : [];
      const taken = new Set(existing.filter((s) => s.exists).map((s) => s.id));
      let figures = productDocSchema.parse(snap.data());
      for (const review of reviews) {
        if (taken.has(review.uid)) continue; // posted again since: the newer review stays
        taken.add(review.uid);
        batch.create(ref.collection(REVIEWS_COLLECTION).doc(review.uid), reviewDocSchema.parse({ ...review, verified: false }));
        figures = { ...figures, ...aggregatesAfter(figures, null, review.rating) };
      }
      updateProductInBatch(db, batch, { id: ref.id, ...figures }, ["reviewCount", "ratingSum", "rating"], unchangedSince(snap));
      batch.update(ref, { reviews: FieldValue.delete() });
      return { result: undefined, batch };
    });
  }
  return found.size;
}
