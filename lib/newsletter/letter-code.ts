import "server-only";
// The code a newsletter letter may carry: the shared code of an active code promotion that is
// for subscribers only (the checkout checks that the shopper is one: lib/promotions/usage.ts).
// Staff choose it on /letters; the server checks it again when previewing and sending.
import { firestore } from "@/lib/firebase/admin";
import { PROMOTIONS_COLLECTION, promotionIdSchema, type Promotion } from "@/lib/promotions/schema";
import { parsePromotion } from "@/lib/promotions/usage";

export type LetterCodeOption = { promotionId: string; name: string; code: string };

const fits = (p: Promotion | null): p is Promotion & { code: string } =>
  Boolean(p && p.status === "active" && p.trigger === "code" && p.code && p.conditions.subscribersOnly);

/** The promotions whose code a letter may carry, by name. */
export async function letterCodeOptions(): Promise<LetterCodeOption[]> {
  const snap = await firestore()
    .collection(PROMOTIONS_COLLECTION)
    .where("status", "==", "active")
    .where("trigger", "==", "code")
    .where("conditions.subscribersOnly", "==", true)
    .limit(100)
    .get();
  return snap.docs
    .map(parsePromotion)
    .filter(fits)
    .map((p) => ({ promotionId: p.id, name: p.name, code: p.code }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The code of promotion `id` if a letter may carry it now, else null. */
export async function letterCodeOf(id: string): Promise<string | null> {
  const parsed = promotionIdSchema.safeParse(id);
  if (!parsed.success) return null;
  const promotion = parsePromotion(await firestore().collection(PROMOTIONS_COLLECTION).doc(parsed.data).get());
  return fits(promotion) ? promotion.code : null;
}
