"use server";
// The cart screen's check: every line against the catalogue as it is now. The browser sends
// product ids and the chosen colour/size only; prices and stock come from the server.
import { headers } from "next/headers";
import { z } from "zod";
import { getSession } from "@/lib/auth/access";
import { cartCheckInputSchema, checkLines } from "@/lib/cart/line-status";
import { getEntries, getProduct } from "@/lib/catalog/read";
import type { Product } from "@/lib/catalog/schema";
import { contactClientOf } from "@/lib/contact/send";
import { MAX_CART_LINES } from "@/lib/cart/limits";
import { priceOrder } from "@/lib/orders/pricing";
import { orderLineInputSchema } from "@/lib/orders/schema";
import type { AppliedPromotion } from "@/lib/promotions/schema";
import { promotionCodeInputSchema } from "@/lib/promotions/schema";
import { promotionInputFor } from "@/lib/promotions/quote";
import { refusalText, type CodeAnswer } from "@/lib/promotions/refusal-text";
import { countUnknownCode, waitBeforeCode } from "@/lib/promotions/tries";
import { defineAction } from "./define-action";

/**
 * Current price and stock of each line (or that it is gone). Anyone may ask: no session needed.
 * Answered from the catalogue index this server holds (no document read), so ids made up by the
 * caller cost nothing.
 */
export const checkCart = defineAction({ name: "cart.checkCart", access: "public", input: cartCheckInputSchema }, ({ lines, locale }) =>
  checkLines(lines, locale, getEntries, getProduct),
);

const cartQuoteInputSchema = z.object({
  lines: z.array(orderLineInputSchema.omit({ registry: true })).min(1).max(MAX_CART_LINES),
  code: promotionCodeInputSchema.optional(),
});

/** The cart's promotions: what each takes off, per line and in all; a code that gives nothing says why. */
export type CartQuote = {
  promotions: AppliedPromotion[];
  /** Per cart line (same order): its share of the promotions' discount, in cents. */
  lineDiscounts: number[];
  /** The code typed was refused: why, in the shopper's words. */
  refusal?: { reason: CodeAnswer["reason"]; message: string };
};

/**
 * The cart's lines priced with the promotions that apply and the code the shopper typed, by the
 * checkout's own priceOrder (lib/orders/pricing.ts). Anyone may ask; a code that is none of ours
 * counts as a try (lib/promotions/tries.ts: 10 a minute per client and per account).
 */
export const quoteCart = defineAction({ name: "cart.quoteCart", access: "public", input: cartQuoteInputSchema }, async (input): Promise<CartQuote> => {
  const session = await getSession();
  const trier = { clientId: contactClientOf(await headers()), ...(session ? { uid: session.uid } : {}) };
  const refused = async (answer: CodeAnswer): Promise<CartQuote> => ({ promotions: [], lineDiscounts: input.lines.map(() => 0), refusal: { reason: answer.reason, message: await refusalText(answer) } });
  const waitFirst = await waitBeforeCode(trier, input.code);
  if (input.code && waitFirst > 0) return refused({ code: input.code, reason: "too-many-tries", retryAfterSeconds: waitFirst });
  const ids = [...new Set(input.lines.map((l) => l.id))];
  const products = new Map<string, Product | null>(await Promise.all(ids.map(async (id) => [id, await getProduct(id)] as const)));
  const buyer = session ? { uid: session.uid, email: session.email ?? "" } : null;
  const pricing = priceOrder(products, input.lines, { method: "standard", country: "US" }, await promotionInputFor(buyer, input.code));
  // A line that cannot be bought (gone, sold out): the cart says so itself; no promotion is shown.
  if (!pricing.ok) return { promotions: [], lineDiscounts: input.lines.map(() => 0) };
  const refusal = pricing.codeRefusal;
  const wait = await countUnknownCode(trier, refusal);
  if (refusal && wait > 0) return refused({ code: refusal.code, reason: "too-many-tries", retryAfterSeconds: wait });
  return {
    promotions: pricing.promotions,
    lineDiscounts: pricing.lines.map((l) => l.promotionDiscount),
    ...(refusal ? { refusal: { reason: refusal.reason, message: await refusalText(refusal) } } : {}),
  };
});
