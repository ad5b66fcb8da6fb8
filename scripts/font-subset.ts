// npm run font:subset -> components/layout/fonts/geist-latin.woff2
// The shop's font is Geist (the `geist` package's variable font), cut down to what the shop
// prints: the Latin letters of its locales (en, de, fr) and of names in other Latin-script
// languages, the punctuation its texts use, and the weights its CSS uses (400-700). The full
// file is 68 KB, this one 25 KB, and every first visit downloads it (next/font preloads it). A
// character outside these ranges (a customer's name in another script) is drawn by the fallback
// font, character by character. The output is committed, so builds need neither the tool nor
// the time; re-run this after updating `geist` or changing the ranges.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const SOURCE = "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2";
export const SUBSET_FILE = "components/layout/fonts/geist-latin.woff2";

/** Inclusive code point ranges kept in the subset. */
export const FONT_SUBSET_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0x17f], // Latin-1 Supplement, Latin Extended-A (œ, ł, š ...)
  [0x2013, 0x2014], // en and em dash
  [0x2018, 0x201e], // quotation marks (’ “ ” „)
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
  [0x20ac, 0x20ac], // euro
  [0x2122, 0x2122], // trade mark
  [0x2212, 0x2212], // minus
];
/** The weights the CSS uses; the variable font keeps this part of its weight axis. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

export function inSubset(char: string): boolean {
  const code = char.codePointAt(0)!;
  return FONT_SUBSET_RANGES.some(([from, to]) => code >= from && code <= to);
}

async function main() {
  const { default: subsetFont } = await import("subset-font");
  let text = "";
  for (const [from, to] of FONT_SUBSET_RANGES) for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  const source = readFileSync(SOURCE);
  const subset = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: FONT_WEIGHTS } });
  writeFileSync(SUBSET_FILE, subset);
  console.log(`${SUBSET_FILE}: ${(subset.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void main();
