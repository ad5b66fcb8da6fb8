// What a stored slice may hold, parsed with zod when the persisted state is read back
// (timedStorage in shop-store.ts). A chunk of its own: only a browser with something stored loads
// the parser.
import * as z from "zod/mini";
import { MAX_CART_LINES, MAX_COMPARE_ITEMS, MAX_WISHLIST_ITEMS } from "@/lib/cart/limits";
import { cartLineSchema, savedItemSchema, storedCodeSchema } from "./schemas";

const currencySchema = z.object({
  currencySymbol: z.literal("$"),
  currencyName: z.literal("USD"),
  currencyRate: z.literal(1),
});
const upTo = (max: number) => z.string().check(z.maxLength(max));
const userSchema = z.object({
  isLoggedIn: z.boolean(),
  firstName: upTo(80),
  lastName: upTo(80),
  email: upTo(200),
});

const sliceSchemas = {
  currency: currencySchema,
  cart: z.object({ cartItems: z.array(cartLineSchema).check(z.maxLength(MAX_CART_LINES)), code: storedCodeSchema }),
  compare: z.object({ compareItems: z.array(savedItemSchema).check(z.maxLength(MAX_COMPARE_ITEMS)) }),
  wishlist: z.object({ wishlistItems: z.array(savedItemSchema).check(z.maxLength(MAX_WISHLIST_ITEMS)) }),
  user: userSchema,
};
export type Slices = { [K in keyof typeof sliceSchemas]: z.infer<(typeof sliceSchemas)[K]> };

/** Parse what storage held, slice by slice, into `out` (the empty state): a bad slice stays empty. */
export function sanitizeSlices(raw: unknown, out: Slices): Slices {
  const source = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  for (const key of Object.keys(sliceSchemas) as (keyof Slices)[]) {
    if (!(key in source)) continue;
    const parsed = sliceSchemas[key].safeParse(source[key]);
    if (parsed.success) (out[key] as unknown) = parsed.data;
    else console.warn(`flone: stored "${key}" is invalid and was reset`, parsed.error.issues[0]?.message);
  }
  return out;
}
