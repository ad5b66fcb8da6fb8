import { OptimizedImage } from "@/components/ui/optimized-image";
import styles from "./gallery.module.css";

export type GalleryImage = { src: string; alt: string };

/** Gallery slides are switched by CSS (:checked radios), so this many rules exist in the CSS. */
export const GALLERY_MAX = 24;

type Props = {
  /** Prefix of the radios' ids; the variant picker checks `${id}-${index}` to show a colour. */
  id: string;
  images: GalleryImage[];
  label: string;
  showImageLabel: (index: number, total: number) => string;
};

/**
 * The product's images: a main image (the first one preloaded: it is the page's largest paint)
 * and thumbnails. No JavaScript: each thumbnail is the label of a radio, and CSS shows the slide
 * whose radio is checked, so arrow keys and clicks switch images; hidden slides are not loaded.
 */
export function Gallery({ id, images: all, label, showImageLabel }: Props) {
  const images = all.slice(0, GALLERY_MAX);
  const single = images.length <= 1;
  return (
    <div className={styles.gallery} role="group" aria-label={label}>
      {!single &&
        images.map((_, i) => (
          <input
            key={i}
            type="radio"
            name={id}
            id={`${id}-${i}`}
            className={styles.radio}
            defaultChecked={i === 0}
            aria-label={showImageLabel(i + 1, images.length)}
          />
        ))}
      <div className={styles.main}>
        {images.map((img, i) => (
          <OptimizedImage
            key={`${img.src}-${i}`}
            src={img.src}
            alt={img.alt}
            width={800}
            height={800}
            sizes="(min-width: 1200px) 580px, (min-width: 900px) 48vw, 100vw"
            preload={i === 0}
            className={`${styles.slide} ${single ? styles.only : ""}`}
          />
        ))}
      </div>
      {!single && (
        <div className={styles.thumbs} aria-hidden="true">
          {images.map((img, i) => (
            <label key={`${img.src}-${i}`} htmlFor={`${id}-${i}`} className={styles.thumb}>
              <OptimizedImage src={img.src} alt="" width={160} height={160} sizes="88px" className={styles.thumbImage} />
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
