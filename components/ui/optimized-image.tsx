import { getImageProps, type ImageProps } from "next/image";

type Props = Omit<ImageProps, "preload" | "priority" | "placeholder" | "blurDataURL" | "onLoad" | "onError" | "fill"> & {
  width: number;
  height: number;
  /**
   * The page's largest image: loaded eagerly at high fetch priority. (Not a ReactDOM.preload()
   * hint: from a server component that hint travels in the RSC payload, so every prefetch of a
   * product link would start downloading that product's main image.)
   */
  preload?: boolean;
};

/**
 * next/image without client JavaScript. getImageProps() (next/image's own API) computes the
 * optimised src, srcset, sizes and intrinsic width/height on the server; a plain <img> renders
 * them. The <Image> component would ship ~6 KB of client code to every page with product cards
 * for nothing a server-rendered <img> cannot do here (no blur placeholders are used).
 *
 * The <picture> wrapper (display: contents) keeps React from adding an image preload hint for
 * every eager <img> to the RSC payload: those hints travel in link prefetches too, so each
 * product card in view made the browser download that product's large main image. The image is
 * in the page's HTML anyway, where the browser finds it at once.
 *
 * An SVG of the shop's own (a path in public/) is vector art: one file serves every width, so it
 * gets no srcset (it would list the same picture at ten URLs, in the HTML and the RSC payload).
 */
export function OptimizedImage({ preload = false, loading, ...rest }: Props) {
  const unoptimized = rest.unoptimized ?? (typeof rest.src === "string" && isOwnSvg(rest.src));
  const { props } = getImageProps({ ...rest, unoptimized, loading: preload ? "eager" : loading });
  // next/image's only style here is `color: transparent` (no fill, no placeholder: see Props),
  // which hides a broken image's alt text; ours have their box and an empty or short alt, and it
  // was repeated on every card (HTML and payload).
  const { style: _transparent, ...imgProps } = props;
  void _transparent;
  return (
    <picture>
      {/* Set only when it says something: an undefined prop is still written in the payload. */}
      <img {...imgProps} alt={props.alt} {...(preload && { fetchPriority: "high" as const })} />
    </picture>
  );
}

/**
 * The URLs OptimizedImage writes for `src` at `width` (square): `srcSet` only for a picture the
 * optimiser resizes. For cards rendered in the browser from data (components/product/product-card.tsx).
 */
export function imageSources(src: string, width: number, sizes: string): { src: string; srcSet?: string } {
  const { props } = getImageProps({ src, alt: "", width, height: width, sizes, unoptimized: isOwnSvg(src) });
  return { src: props.src, ...(props.srcSet !== undefined && { srcSet: props.srcSet }) };
}

/**
 * The one URL of an image shown at `width` CSS pixels (2x for sharp screens: next/image's own
 * choice for a fixed width), for CSS backgrounds that load only when shown: a card's hover image.
 */
export function optimizedImageUrl(src: string, width: number): string {
  return getImageProps({ src, alt: "", width, height: width, unoptimized: isOwnSvg(src) }).props.src;
}

const isOwnSvg = (src: string) => src.startsWith("/") && !src.startsWith("//") && /\.svg(?:$|\?)/i.test(src);
