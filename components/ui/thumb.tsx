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

/**
 * A product thumbnail for lines known only in the browser (cart, mini-cart, saved lists) or a
 * registry's items: the image through Next's optimiser at 1x/2x, or a neutral square when the
 * stored path is not usable. Decorative: the product's name is always next to it.
 */
export function Thumb({ src, size, className }: { src: string; size: number; className?: string }) {
  const x1 = thumbnail(src, size > 64 ? 128 : 64);
  const x2 = thumbnail(src, size > 64 ? 256 : 128);
  if (!x1 || !x2) return <span className={className} style={{ width: size, height: size }} aria-hidden="true" />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimiser's URL is built in thumbnail(); next/image would add client code
    <img
      // A new element for a new image (the previous one may have been hidden by onError).
      key={x1}
      src={x1}
      srcSet={`${x1} 1x, ${x2} 2x`}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      className={className}
      // A stored path that no longer exists: an empty square rather than a broken-image icon.
      onError={(e) => {
        e.currentTarget.style.visibility = "hidden";
      }}
    />
  );
}
