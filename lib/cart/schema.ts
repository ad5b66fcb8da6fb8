// The account's saved cart and wishlist (users/{uid}/state/shopping): ids and choices only.
// Ids are any short string here, not productIdSchema: a stored id that is no product any more is
// dropped as "gone" (lib/cart/merge.ts keepProducts), it does not make the whole state invalid.
import { z } from "zod";
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_WISHLIST_ITEMS } from "@/lib/cart/limits";
import type { SavedShopping } from "@/lib/cart/merge";
import { codeSchema } from "@/lib/promotions/schema";

export const savedCartLineSchema = z.object({
  id: z.string().min(1).max(100),
  color: z.string().max(40).optional(),
  size: z.string().max(40).optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** Bought for a registry item (stores/schemas.ts registryTagSchema): its own line. */
  registry: z
    .object({ slug: z.string().min(1).max(100), itemId: z.string().min(1).max(40), title: z.string().min(1).max(100) })
    .optional(),
});

/** What the browser sends (unknown keys such as prices are stripped, never stored). */
export const savedShoppingSchema = z.object({
  cart: z.array(savedCartLineSchema).max(MAX_CART_LINES),
  wishlist: z.array(z.string().min(1).max(100)).max(MAX_WISHLIST_ITEMS),
  /** The promotion code typed for the cart: only what was typed, the server decides when pricing. */
  code: codeSchema.optional(),
}) satisfies z.ZodType<SavedShopping>;

/**
 * A sign-in's merge, once: the browser keeps its key until the answer arrives, so a merge sent
 * again (the page left before the answer) is not applied twice.
 */
export const mergeKeySchema = z.string().regex(/^[\w-]{12,64}$/);
export const mergeShoppingInputSchema = savedShoppingSchema.extend({ mergeKey: mergeKeySchema });

/** The stored document; `mergeKeys`: the latest merges applied (MERGE_KEYS_KEPT). A code of another shape is dropped, the rest kept. */
export const storedShoppingSchema = savedShoppingSchema.extend({
  code: codeSchema.optional().catch(undefined),
  updatedAt: z.string().datetime(),
  mergeKeys: z.array(z.string()).default([]),
});

