import "server-only";
// Promotions for a price shown before an order is placed (the cart, the checkout's summary): the
// same reads and the same engine input as the checkout's own commit (lib/promotions/usage.ts), read
// once, so the saving shown is the saving the order gets unless something changes meanwhile; the
// checkout then decides again and says why.
import { firestore } from "@/lib/firebase/admin";
import type { PromotionInput } from "./engine";
import { checkoutPromotions } from "./usage";

export async function promotionInputFor(buyer: { uid: string; email: string } | null, code: string | undefined, now = new Date()): Promise<PromotionInput> {
  const promotions = await checkoutPromotions(buyer, code);
  const snaps = promotions.refs.length > 0 ? await firestore().getAll(...promotions.refs) : [];
  return promotions.input(snaps, now);
}
