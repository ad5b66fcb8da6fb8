// Which colour and size the product page has chosen, read the way the page's variant picker
// reads it (components/product/variant-picker.tsx): the URL's ?color= and ?size= when they
// exist, else the first colour with stock, and a colour's only size when it has one.
export type PurchaseVariant = { color: string; image: string; sizes: { name: string; stock: number }[] };
export type Choice = { color: PurchaseVariant; size: { name: string; stock: number } | null };

export function resolveChoice(variants: PurchaseVariant[], color: string | null, size: string | null): Choice | null {
  const chosen =
    variants.find((v) => v.color === color) ?? variants.find((v) => v.sizes.some((s) => s.stock > 0)) ?? variants[0];
  if (!chosen) return null;
  const chosenSize = chosen.sizes.find((s) => s.name === size) ?? (chosen.sizes.length === 1 ? chosen.sizes[0]! : null);
  return { color: chosen, size: chosenSize };
}
