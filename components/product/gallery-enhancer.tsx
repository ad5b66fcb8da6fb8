"use client";
// The gallery's only JavaScript: the zoomed view (a native modal <dialog>: focus stays inside,
// Escape closes it, focus goes back to the zoom button) and the slider's previous/next buttons.
// The gallery itself is server-rendered and works without it; this island shows the zoom and
// step buttons (data-ready) and listens to clicks on them.
import { useEffect, useRef, useState } from "react";
import { CloseButton, Dialog } from "@/components/ui/dialog";
import styles from "./gallery-enhancer.module.css";
import { fill } from "@/lib/i18n/format";

export type ZoomImage = { src: string; srcSet?: string; sizes?: string; alt: string };

type Props = {
  galleryId: string;
  images: ZoomImage[];
  labels: { dialog: string; close: string; previous: string; next: string; position: string };
};

export function GalleryEnhancer({ galleryId, images, labels }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [index, setIndex] = useState(0);
  const [magnified, setMagnified] = useState<{ x: number; y: number } | null>(null);
  // The large image exists only while the view is open: an <img> in the closed dialog would be
  // downloaded (and preloaded by React) with every product page.
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const root = document.getElementById(`${galleryId}-root`);
    if (!root) return;
    root.setAttribute("data-ready", "");
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      const zoom = target?.closest<HTMLElement>("[data-zoom]");
      if (zoom && root.contains(zoom)) {
        // The main image's button zooms the image shown (the checked radio); the others their own.
        const own = zoom.dataset.zoom;
        const radios = [...root.querySelectorAll<HTMLInputElement>(`input[name="${galleryId}"]`)];
        const checked = radios.findIndex((r) => r.checked);
        setIndex(own ? Number(own) : Math.max(0, checked));
        setMagnified(null);
        opener.current = zoom;
        setOpen(true);
        dialog.current?.showModal();
        return;
      }
      const step = target?.closest<HTMLElement>("[data-slide-step]");
      const track = root.querySelector<HTMLElement>("[data-track]");
      if (step && track) {
        const item = track.firstElementChild as HTMLElement | null;
        const by = (item?.getBoundingClientRect().width ?? track.clientWidth) * Number(step.dataset.slideStep);
        track.scrollBy({ left: by, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
      }
    };
    root.addEventListener("click", onClick);
    return () => {
      root.removeEventListener("click", onClick);
      root.removeAttribute("data-ready");
    };
  }, [galleryId]);

  const count = images.length;
  const go = (delta: number) => {
    setIndex((i) => (i + delta + count) % count);
    setMagnified(null);
  };
  const image = images[index];

  return (
    <Dialog
      dialogRef={dialog}
      size="wide"
      aria-label={labels.dialog}
      onClose={() => {
        setOpen(false);
        setMagnified(null);
        opener.current?.focus();
      }}
      onKeyDown={(e) => {
        if (count > 1 && e.key === "ArrowRight") go(1);
        if (count > 1 && e.key === "ArrowLeft") go(-1);
      }}
    >
      <div className={styles.content}>
        <div className={styles.bar}>
          {count > 1 && (
            <p className={styles.position} aria-live="polite">
              {fill(labels.position, { index: index + 1, total: count })}
            </p>
          )}
          <CloseButton label={labels.close} className={styles.close} autoFocus />
        </div>
        {open && image && (
          <div className={styles.stage}>
            {/* A click magnifies twice where it lands, a second click returns; the buttons and arrow keys browse. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- the large version is computed by next/image on the server */}
            <img
              key={image.src}
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.sizes}
              alt={image.alt}
              width={1600}
              height={1600}
              className={`${styles.image} ${magnified ? styles.magnified : ""}`}
              style={magnified ? { transformOrigin: `${magnified.x}% ${magnified.y}%` } : undefined}
              onClick={(e) => {
                if (magnified) return setMagnified(null);
                const box = e.currentTarget.getBoundingClientRect();
                setMagnified({ x: ((e.clientX - box.left) / box.width) * 100, y: ((e.clientY - box.top) / box.height) * 100 });
              }}
            />
          </div>
        )}
        {count > 1 && (
          <div className={styles.steps}>
            <button type="button" className={styles.step} onClick={() => go(-1)}>
              <span aria-hidden="true">←</span> {labels.previous}
            </button>
            <button type="button" className={styles.step} onClick={() => go(1)}>
              {labels.next} <span aria-hidden="true">→</span>
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
