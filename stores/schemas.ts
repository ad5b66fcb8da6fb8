// What the persisted shopping state holds, as zod schemas: a stored value is parsed with them
// when it is restored (stores/shop-store.ts). Kept apart from the rules so that only the restore
// loads the parser.
// zod/mini: the same parsing at a fraction of the browser bundle of "zod".
import * as z from "zod/mini";
import { MAX_LINE_QUANTITY } from "@/lib/cart/limits";
import { CODE_PATTERN } from "@/lib/promotions/code";

const money = z.int().check(z.minimum(0), z.maximum(10_000_000));
const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

/** What a cart line carries of its product, to render the line without a server round trip. */
export const cartProductSchema = z.object({
  id: text(1, 100),
  name: text(1, 200),
  image: text(0, 500),
  /** Display only: the server prices the order at checkout. */
  price: money,
  finalPrice: money,
  discount: z.int().check(z.minimum(0), z.maximum(90)),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** Which registry item a cart line is bought for, and the registry's title to show on the line. */
export const registryTagSchema = z.object({
  slug: text(1, 100),
  itemId: text(1, 40),
  title: text(1, 100),
});
export type RegistryTag = z.infer<typeof registryTagSchema>;

export const cartLineSchema = z.extend(cartProductSchema, {
  cartItemId: text(1, 40),
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  selectedProductColor: z.optional(text(0, 40)),
  selectedProductSize: z.optional(text(0, 40)),
  /** For a variation product, the chosen colour and size. */
  variation: z.optional(z.object({ color: text(0, 40), size: text(0, 40) })),
  /** Bought for a baby registry: a line of its own, placed for that registry's item (lib/registry). */
  registry: z.optional(registryTagSchema),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Compare and wishlist keep what the header and a list need; screens fetch fresh data by id. */
export const savedItemSchema = z.object({
  id: text(1, 100),
  name: text(1, 200),
  image: text(0, 500),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

/**
 * The promotion code the shopper typed and the cart accepted (only what was typed: the server
 * decides each time whether it applies). A stored code of another shape is dropped on its own,
 * the cart's lines kept.
 */
export const storedCodeSchema = z.catch(z.optional(z.string().check(z.regex(CODE_PATTERN))), undefined);
