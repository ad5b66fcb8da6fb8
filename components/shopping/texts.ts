// Texts for the shopping islands: the raw messages of a namespace, which the islands fill in
// themselves (lib/i18n/format.ts), so they ship no ICU formatter.
import type { Messages } from "@/lib/i18n/messages";

export type ShoppingTexts = Messages["Shopping"];
export type CartPageTexts = Messages["CartPage"];
export type WishlistPageTexts = Messages["WishlistPage"];
export type ComparePageTexts = Messages["ComparePage"];
export type ColorNames = Record<string, string>;

/**
 * An optimised thumbnail URL (Next's image optimiser at one of its default sizes, 75% quality)
 * for an image path known only in the browser (a stored cart line). Anything but a site path or
 * an https URL (hand-edited storage) gives no image.
 */
export function thumbnail(src: string, width: 64 | 128 | 256 = 128): string | null {
  const local = src.startsWith("/") && !src.startsWith("//");
  if (!local && !src.startsWith("https://")) return null;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
}
