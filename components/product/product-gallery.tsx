import { getImageProps } from "next/image";
import { OptimizedImage } from "@/components/ui/optimized-image";
import type { ZoomImage } from "./gallery-enhancer";
import { GalleryEnhancer } from "./product-islands";
import styles from "./product-gallery.module.css";
// The island's styles (components/ui/island.tsx).
import "@/components/ui/dialog.module.css";
import "./gallery-enhancer.module.css";

export type GalleryImage = { src: string; alt: string };

/** Gallery slides are switched by CSS (:checked radios), so this many rules exist in the CSS. */
export const GALLERY_MAX = 24;

export type GalleryArrangement = "below" | "left" | "right" | "stack" | "slider";

export type GalleryLabels = {
  /** The gallery's group label ("Product images"). */
  gallery: string;
  /** "Show image {index} of {total}", already filled in per image. */
  showImage: (index: number, total: number) => string;
  zoom: string;
  zoomDialog: string;
  close: string;
  previous: string;
  next: string;
  /** "Image {index} of {total}" template, filled in by the browser. */
  position: string;
};

type Props = {
  /** Prefix of the radios' ids; the variant picker checks `${id}-${index}` to show a colour. */
  id: string;
  images: GalleryImage[];
  labels: GalleryLabels;
  arrangement?: GalleryArrangement;
  /** The page's largest image: the first one is loaded at once at high priority. */
  preloadFirst?: boolean;
  /** `sizes` of the main image(s). */
  sizes?: string;
};

const SIZES: Record<GalleryArrangement, string> = {
  below: "(min-width: 1200px) 580px, (min-width: 900px) 48vw, 100vw",
  left: "(min-width: 1200px) 480px, (min-width: 900px) 40vw, 100vw",
  right: "(min-width: 1200px) 480px, (min-width: 900px) 40vw, 100vw",
  stack: "(min-width: 1200px) 580px, (min-width: 900px) 48vw, 100vw",
  slider: "(min-width: 1200px) 480px, (min-width: 600px) 42vw, 80vw",
};

/**
 * The product's images, arranged as the layout says:
 * - "below", "left", "right": one main image and thumbnails. No JavaScript: each thumbnail is the
 *   label of a radio, and CSS shows the slide whose radio is checked, so arrow keys and clicks
 *   switch images; hidden slides are not loaded.
 * - "stack": every image large, one under the other.
 * - "slider": every image in a row that scrolls sideways (touch, trackpad, keyboard, or the
 *   previous/next buttons once JavaScript runs).
 * A zoom button on each image opens a large view (GalleryEnhancer, a small client island).
 */
export function ProductGallery({ id, images: all, labels, arrangement = "below", preloadFirst = true, sizes }: Props) {
  const images = all.slice(0, GALLERY_MAX);
  const withThumbs = arrangement === "below" || arrangement === "left" || arrangement === "right";
  const single = images.length <= 1;
  const radios = withThumbs && !single;
  const imageSizes = sizes ?? SIZES[arrangement];
  // The large versions for the zoomed view (computed here, so the island ships no image logic).
  const zoomImages: ZoomImage[] = images.map((img) => {
    const { props } = getImageProps({ src: img.src, alt: img.alt, width: 1600, height: 1600, sizes: "(min-width: 1000px) 900px, 100vw" });
    return { src: props.src, srcSet: props.srcSet, sizes: props.sizes, alt: img.alt };
  });
  const zoomButton = (index?: number) => (
    <button type="button" className={styles.zoom} data-zoom={index ?? ""} aria-haspopup="dialog">
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
        <circle cx="7.5" cy="7.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m11.8 11.8 4.2 4.2M7.5 5v5M5 7.5h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">
        {labels.zoom}
        {index !== undefined && images.length > 1 ? ` (${labels.showImage(index + 1, images.length)})` : ""}
      </span>
    </button>
  );

  return (
    <div id={`${id}-root`} className={`${styles.gallery} ${styles[arrangement]}`} role="group" aria-label={labels.gallery} data-gallery={arrangement}>
      {radios &&
        images.map((_, i) => (
          <input
            key={i}
            type="radio"
            name={id}
            id={`${id}-${i}`}
            className={styles.radio}
            defaultChecked={i === 0}
            aria-label={labels.showImage(i + 1, images.length)}
          />
        ))}
      {withThumbs ? (
        <div className={styles.main}>
          {images.map((img, i) => (
            <OptimizedImage
              key={`${img.src}-${i}`}
              src={img.src}
              alt={img.alt}
              width={800}
              height={800}
              sizes={imageSizes}
              preload={preloadFirst && i === 0}
              loading={i === 0 ? "eager" : "lazy"}
              className={`${styles.slide} ${single ? styles.only : ""}`}
            />
          ))}
          {zoomButton()}
        </div>
      ) : (
        <ul
          role="list"
          className={styles.track}
          data-track=""
          // A scrollable row must be reachable by keyboard to scroll it.
          tabIndex={arrangement === "slider" ? 0 : undefined}
          aria-label={arrangement === "slider" ? labels.gallery : undefined}
        >
          {images.map((img, i) => (
            <li key={`${img.src}-${i}`} id={`${id}-slide-${i}`} className={styles.item}>
              <OptimizedImage
                src={img.src}
                alt={img.alt}
                width={800}
                height={800}
                sizes={imageSizes}
                preload={preloadFirst && i === 0}
                // The first images are in view at once; the others load as they come near.
                loading={i < (arrangement === "slider" ? 3 : 1) ? "eager" : "lazy"}
                className={styles.itemImage}
              />
              {zoomButton(i)}
            </li>
          ))}
        </ul>
      )}
      {arrangement === "slider" && images.length > 1 && (
        <div className={styles.steps}>
          <button type="button" className={styles.step} data-slide-step="-1">
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">{labels.previous}</span>
          </button>
          <button type="button" className={styles.step} data-slide-step="1">
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">{labels.next}</span>
          </button>
        </div>
      )}
      {radios && (
        <div className={styles.thumbs} aria-hidden="true">
          {images.map((img, i) => (
            <label key={`${img.src}-${i}`} htmlFor={`${id}-${i}`} className={styles.thumb}>
              <OptimizedImage src={img.src} alt="" width={160} height={160} sizes="88px" className={styles.thumbImage} />
            </label>
          ))}
        </div>
      )}
      <GalleryEnhancer
        galleryId={id}
        images={zoomImages}
        labels={{
          dialog: labels.zoomDialog,
          close: labels.close,
          previous: labels.previous,
          next: labels.next,
          position: labels.position,
        }}
      />
    </div>
  );
}
