// The cart, wishlist and compare screens' words: the raw messages of their namespaces, which the
// islands fill in themselves (lib/i18n/format.ts), so they ship no ICU formatter.
import type { Messages } from "@/lib/i18n/messages";

export type CartPageTexts = Messages["CartPage"];
export type WishlistPageTexts = Messages["WishlistPage"];
export type ComparePageTexts = Messages["ComparePage"];

/** The "Promotions" messages: the coupon field's and the savings' words. */
export type PromotionTexts = Messages["Promotions"];
