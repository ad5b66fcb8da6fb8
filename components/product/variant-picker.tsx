"use client";
// Colour, then size, with the stock of that choice. The choice lives in the URL (?color=&size=),
// written with history.replaceState (Next keeps useSearchParams in sync; no server round trip),
// so a shared link opens on the same variant. Every text arrives translated from the server,
// including each colour x size stock status, so this island ships no i18n code.
import { useEffect, useState } from "react";
import { useSearchParams } from "next/navigation";
import styles from "./variant-picker.module.css";
import { fill } from "@/lib/i18n/format";

export type StockTone = "ok" | "low" | "out";
/** `name` is the size's English key (URL, cart); `label` is what the shopper reads. */
export type SizeOption = { name: string; label: string; status: string; tone: StockTone };
export type ColorOption = {
  value: string;
  label: string;
  swatch: string | null;
  /** Index of this colour's image in the gallery, or -1. */
  imageIndex: number;
  soldOut: boolean;
  sizes: SizeOption[];
};
export type PickerLabels = {
  color: string;
  size: string;
  chosen: string; // "{label}: {value}" already split: see chosenLabel()
  chooseSize: string;
  soldOutColor: string;
  soldOut: string;
};

type Props = {
  colors: ColorOption[];
  labels: PickerLabels;
  /** The gallery's radio id prefix, to show the chosen colour's image. */
  galleryId: string;
};

const chosenLabel = (template: string, label: string, value: string) => fill(template, { label, value });

/** Reads the choice from the URL. Render inside <Suspense> (useSearchParams), with VariantPickerView as fallback. */
export function VariantPicker(props: Props) {
  const params = useSearchParams();
  return <VariantPickerView {...props} color={params.get("color")} size={params.get("size")} />;
}

export function VariantPickerView({
  colors,
  labels,
  galleryId,
  color: urlColor,
  size: urlSize,
}: Props & { color: string | null; size: string | null }) {
  // The choice shows at once (local state) and is written to the URL; a URL changed from
  // elsewhere (a link to another variant) replaces it.
  const [wanted, setWanted] = useState({ color: urlColor, size: urlSize });
  const [fromUrl, setFromUrl] = useState({ color: urlColor, size: urlSize });
  if (fromUrl.color !== urlColor || fromUrl.size !== urlSize) {
    setFromUrl({ color: urlColor, size: urlSize });
    setWanted({ color: urlColor, size: urlSize });
  }

  const color = colors.find((c) => c.value === wanted.color) ?? colors.find((c) => !c.soldOut) ?? colors[0];
  // A colour with a single size ("One size") has nothing to choose: that size is the choice.
  const size = color?.sizes.find((s) => s.name === wanted.size) ?? (color?.sizes.length === 1 ? color.sizes[0]! : null);
  const colorChosen = color !== undefined && color.value === wanted.color;

  // Show the chosen colour's picture (once a colour has been chosen, here or in the URL).
  useEffect(() => {
    if (!colorChosen || !color || color.imageIndex < 0) return;
    const radio = document.getElementById(`${galleryId}-${color.imageIndex}`);
    if (radio instanceof HTMLInputElement) radio.checked = true;
    // A gallery without thumbnails (the slider layout): bring that image into its row.
    const slide = document.getElementById(`${galleryId}-slide-${color.imageIndex}`);
    const track = slide?.parentElement;
    if (slide && track && track.scrollWidth > track.clientWidth) {
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: still ? "auto" : "smooth" });
    }
  }, [colorChosen, color, galleryId]);

  if (!color) return null;

  function choose(next: { color?: string; size?: string }) {
    const params = new URLSearchParams(window.location.search);
    const nextColor = next.color ?? color!.value;
    let nextSize = next.size ?? size?.name ?? null;
    // Keep the size when the new colour has it too.
    if (!colors.find((c) => c.value === nextColor)?.sizes.some((s) => s.name === nextSize)) nextSize = null;
    params.set("color", nextColor);
    if (nextSize) params.set("size", nextSize);
    else params.delete("size");
    setWanted({ color: nextColor, size: nextSize });
    // null state: Next.js syncs useSearchParams with history calls that are not its own.
    window.history.replaceState(null, "", `?${params.toString()}`);
  }

  const status = size
    ? { text: size.status, tone: size.tone }
    : color.soldOut
      ? { text: labels.soldOutColor, tone: "out" as const }
      : { text: labels.chooseSize, tone: "hint" as const };

  return (
    <div className={styles.picker}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{chosenLabel(labels.chosen, labels.color, color.label)}</legend>
        <div className={styles.choices}>
          {colors.map((c) => (
            <label key={c.value} className={styles.choice}>
              <input
                type="radio"
                name="color"
                value={c.value}
                checked={c.value === color.value}
                onChange={() => choose({ color: c.value })}
                className={styles.input}
              />
              <span className={`${styles.face} ${styles.colorFace} ${c.soldOut ? styles.out : ""}`}>
                <span aria-hidden="true" className={styles.swatch} style={c.swatch ? { background: c.swatch } : undefined} />
                {c.label}
                {c.soldOut && <span className="visually-hidden"> ({labels.soldOut})</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{size ? chosenLabel(labels.chosen, labels.size, size.label) : labels.size}</legend>
        <div className={styles.choices}>
          {color.sizes.map((s) => (
            <label key={s.name} className={styles.choice}>
              <input
                type="radio"
                name="size"
                value={s.name}
                checked={s.name === size?.name}
                onChange={() => choose({ size: s.name })}
                className={styles.input}
              />
              <span className={`${styles.face} ${s.tone === "out" ? styles.out : ""}`}>
                {s.label}
                {s.tone === "out" && <span className="visually-hidden"> ({labels.soldOut})</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <p className={`${styles.status} ${styles[status.tone]}`} aria-live="polite" data-testid="stock-status">
        {status.text}
      </p>
    </div>
  );
}
