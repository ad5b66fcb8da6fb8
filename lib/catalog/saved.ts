import "server-only";
// Current catalogue data for the wishlist and compare screens. The browser sends ids only
// (what it stored); names, prices and stock always come from the catalogue, never from storage.
import { z } from "zod";
import { getTranslations } from "next-intl/server";
import { colorLabel } from "@/lib/catalog/colors";
import { LOCALES } from "@/lib/i18n/routing";
import { isProductId } from "@/lib/catalog/schema";
import type { CatalogEntry } from "./entry";
import { entryTexts } from "./translations";
import { getEntries } from "./read";

/** What a wishlist or compare screen shows of a product. */
export type SavedProductView = {
  id: string;
  name: string;
  image: string;
  price: number;
  finalPrice: number;
  discount: number;
  stock: number;
  hasVariations: boolean;
  rating: number;
  shortDescription: string;
  colors: { value: string; label: string }[];
  sizes: string[];
};

export const savedProductsInputSchema = (max: number) =>
  z.object({
    // Not productIdSchema here: a stored id that is not a product id is simply "no longer available".
    ids: z.array(z.string().max(100)).max(max),
    locale: z.enum(LOCALES),
  });

export function toSavedView(entry: CatalogEntry, locale: string, color: (value: string) => string): SavedProductView {
  const { name, shortDescription } = entryTexts(entry, locale);
  return {
    id: entry.id,
    name,
    image: entry.images[0] ?? "",
    price: entry.price,
    finalPrice: entry.finalPrice,
    discount: entry.discount,
    stock: entry.stock,
    hasVariations: entry.hasVariations,
    rating: entry.rating,
    shortDescription,
    colors: entry.colors.map((value) => ({ value, label: color(value) })),
    sizes: entry.sizes,
  };
}

export type SavedProductsInput = z.output<ReturnType<typeof savedProductsInputSchema>>;

/**
 * The products with these ids as the catalogue has them now (ids no longer in the catalogue are
 * left out), with names, short descriptions and colours in the shopper's language.
 */
export async function loadSavedProducts({ ids, locale }: SavedProductsInput): Promise<SavedProductView[]> {
  const valid = [...new Set(ids)].filter(isProductId);
  if (valid.length === 0) return [];
  const [entries, t] = await Promise.all([getEntries(valid), getTranslations({ locale, namespace: "Colors" })]);
  return entries.map((e) => toSavedView(e, locale, (c) => colorLabel(t, c)));
}
