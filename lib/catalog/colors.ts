// Colour names as the catalogue stores them ("pink", "light blue") -> a swatch colour and a
// translation key. Unknown names still work: they show as text with a neutral swatch.
const SWATCHES: Record<string, string> = {
  white: "#ffffff",
  cream: "#f7f0e1",
  beige: "#e8d8c0",
  black: "#2b2a33",
  grey: "#b9bcc2",
  gray: "#b9bcc2",
  brown: "#a27b5c",
  red: "#e0736a",
  pink: "#f4b6c6",
  orange: "#f2b27a",
  yellow: "#f5dc8a",
  green: "#9fd3a8",
  mint: "#bfe8d6",
  blue: "#9cc3ea",
  navy: "#34466e",
  purple: "#b79be0",
  lilac: "#d9c8f0",
  lavender: "#bfa8e0",
  coral: "#f08a70",
  turquoise: "#8fd6d0",
  gold: "#e3c06b",
  silver: "#c9ccd1",
};

/** The key under "Colors" in messages/*.json, or null when the name has no translation key shape. */
export function colorKey(color: string): string | null {
  const key = color.trim().toLowerCase();
  return /^[a-z]+$/.test(key) ? key : null;
}

/** A CSS colour for the swatch, or null (neutral swatch) when the name is unknown. */
export function swatchOf(color: string): string | null {
  return SWATCHES[color.trim().toLowerCase()] ?? null;
}

type Translator = { has(key: string): boolean; (key: string): string };

/** The colour's name in the current language, falling back to the stored name. */
export function colorLabel(t: Translator, color: string): string {
  const key = colorKey(color);
  return key && t.has(key) ? t(key) : color;
}
