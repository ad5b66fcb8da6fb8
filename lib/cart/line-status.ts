// The server's side of the cart check: the browser's lines parsed, and each line against the
// product as it is now: its document (checkout's pricing) or its catalogue index entry (the cart
// screen's check, which reads no document). Both give the same answer.
import { z } from "zod";
import { entryChoiceStock, type CatalogEntry } from "@/lib/catalog/entry";
import { finalPrice, type Product } from "@/lib/catalog/schema";
import { entryTexts, productTexts } from "@/lib/catalog/translations";
import { LOCALES } from "@/lib/i18n/routing";
import { MAX_CART_LINES } from "./limits";
import type { CartCheckLine, LineStatus } from "./check";

/** At most one cart's worth of lines: ids and choices only. */
export const cartCheckLinesSchema = z
  .array(
    z.object({
      cartItemId: z.string().min(1).max(40),
      id: z.string().min(1).max(100),
      color: z.string().max(40).optional(),
      size: z.string().max(40).optional(),
    }),
  )
  .max(MAX_CART_LINES) satisfies z.ZodType<CartCheckLine[]>;

/** The lines, and the language their names are shown in. */
export const cartCheckInputSchema = z.object({ lines: cartCheckLinesSchema, locale: z.enum(LOCALES) });

/** What a line's status needs of a product: its shown name, its prices, and the units left of a choice (undefined: not sold that way). */
type Offer = { name: string; price: number; finalPrice: number; discount: number; stockOf: (color: string | undefined, size: string | undefined) => number | undefined };

function statusOf(offer: Offer | null, line: CartCheckLine): LineStatus {
  const stock = offer?.stockOf(line.color, line.size);
  if (!offer || stock === undefined) return { cartItemId: line.cartItemId, state: "gone" };
  return { cartItemId: line.cartItemId, state: "available", name: offer.name, price: offer.price, finalPrice: offer.finalPrice, discount: offer.discount, stock };
}

/**
 * A line against the product as it is now: gone when the product no longer exists, or when the
 * chosen colour and size (or the lack of a choice) no longer match how the product is sold.
 */
export function lineStatus(product: Product | null, line: CartCheckLine, locale: string): LineStatus {
  return statusOf(
    product && {
      name: productTexts(product, locale).name,
      price: product.price,
      finalPrice: finalPrice(product),
      discount: product.discount,
      stockOf: (color, size) => {
        if (product.variations.length === 0) return color === undefined && size === undefined ? product.stock : undefined;
        return product.variations.find((v) => v.color === color)?.size.find((s) => s.name === size)?.stock;
      },
    },
    line,
  );
}

/** The same, from the product's catalogue index entry (in its deal state; null: not in the storefront's index). */
export function entryLineStatus(entry: CatalogEntry | null, line: CartCheckLine, locale: string): LineStatus {
  return statusOf(entry && { name: entryTexts(entry, locale).name, price: entry.price, finalPrice: entry.finalPrice, discount: entry.discount, stockOf: (color, size) => entryChoiceStock(entry, color, size) }, line);
}

/**
 * Every line's status from the storefront's index entries of their products (`entriesOf`): no
 * product document is read, whatever ids are sent. Only a product whose entry predates `cellStock`
 * is read (`productOf`), and only if the index knows it. Injected, so tests use the real index.
 */
export async function checkLines(
  lines: readonly CartCheckLine[],
  locale: string,
  entriesOf: (ids: string[]) => Promise<CatalogEntry[]>,
  productOf: (id: string) => Promise<Product | null>,
): Promise<LineStatus[]> {
  const entries = new Map((await entriesOf([...new Set(lines.map((l) => l.id))])).map((e) => [e.id, e]));
  const older = [...entries.values()].filter((e) => e.hasVariations && e.cellStock === undefined);
  const products = new Map(await Promise.all(older.map(async (e) => [e.id, await productOf(e.id)] as const)));
  return lines.map((l) => (products.has(l.id) ? lineStatus(products.get(l.id)!, l, locale) : entryLineStatus(entries.get(l.id) ?? null, l, locale)));
}
