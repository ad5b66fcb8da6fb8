// Demo product and blog illustrations, drawn here in code so the repo owns every image
// (nothing downloaded, no licences to track). Run once; the output under public/demo is committed:
//
//   npx tsx scripts/seed/images.ts
//
// One flat drawing per product type, in each colour the catalogue uses it in, on a soft
// background: public/demo/products/<type>-<color>.svg (600 x 600). Blog covers:
// public/demo/blog/<n>.svg (1200 x 800). Every file stays well under 3 KB (blog covers under 6 KB).
// Dark outlines (#2F3747) keep pale colours (white, beige) readable on the light background.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BLOG_COVER_COUNT, usedProductImages } from "./catalog";

const INK = "#2F3747";
const CREAM = "#FDF8F1";

/** Colour names used by the catalogue (lowercase CSS colour keywords) and how they are painted. */
export const PALETTE: Record<string, string> = {
  white: "#FAF8F3",
  pink: "#F4A6B8",
  blue: "#86BDE3",
  green: "#9BCB9F",
  yellow: "#F7D25E",
  grey: "#AEB5BD",
  beige: "#DCC29C",
  lavender: "#BFA8E0",
  navy: "#3C5A88",
  coral: "#F08A70",
  red: "#E2605E",
  black: "#4A505B",
  brown: "#B98559",
  orange: "#F5A04A",
};

interface Tones {
  /** main colour */ f: string;
  /** darker shade */ d: string;
  /** light tint */ l: string;
  name: string;
}

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return (
    "#" +
    pa
      .map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * t).toString(16).padStart(2, "0"))
      .join("")
      .toUpperCase()
  );
}

function tones(color: string): Tones {
  const f = PALETTE[color];
  if (!f) throw new Error(`No palette entry for colour "${color}"`);
  if (color === "white") return { f, d: "#DCD6C8", l: "#E6EDF3", name: color };
  return { f, d: mix(f, "#1E2230", 0.22), l: mix(f, "#FFFFFF", 0.62), name: color };
}

/** Points of a five-pointed star, for paths. */
function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${Math.round(cx + rr * Math.cos(a))} ${Math.round(cy + rr * Math.sin(a))}`);
  }
  return `M${pts.join("L")}z`;
}

const SKIN = "#F6D5B8";
const METAL = "#D5DAE1";
const WOOD = "#E9C89A";

const DIAPER = (c: Tones) =>
  `<path d="M110 170h380v60c0 90-50 160-120 200v60H230v-60c-70-40-120-110-120-200z" fill="${c.f}"/>` +
  `<rect x="110" y="170" width="380" height="52" rx="12" fill="${c.l}"/>` +
  `<rect x="84" y="182" width="52" height="66" rx="14" fill="${c.d}"/><rect x="464" y="182" width="52" height="66" rx="14" fill="${c.d}"/>` +
  `<path d="M176 300q50 70 70 150M424 300q-50 70-70 150" fill="none" stroke="${c.d}" stroke-width="7"/>` +
  `<g fill="#86BDE3" stroke="none"><path d="${star(300, 300, 24)}"/><path d="${star(250, 360, 18)}"/><path d="${star(350, 370, 18)}"/></g>`;

interface Drawing {
  label: string;
  draw: (c: Tones) => string;
}

/** One drawing per product type. Keys are the type slugs used in image file names. */
export const DRAWINGS: Record<string, Drawing> = {
  // ---------------------------------------------------------------- feeding
  bottle: {
    label: "feeding bottle",
    draw: (c) =>
      `<path d="M300 62c-20 0-26 20-26 40v22h52v-22c0-20-6-40-26-40z" fill="#F6DDB6"/>` +
      `<rect x="252" y="118" width="96" height="18" rx="9" fill="#F6DDB6"/>` +
      `<rect x="228" y="132" width="144" height="58" rx="14" fill="${c.f}"/>` +
      `<path d="M260 150v22M287 150v22M313 150v22M340 150v22" stroke="${c.d}" stroke-width="7"/>` +
      `<rect x="222" y="186" width="156" height="316" rx="44" fill="#fff"/>` +
      `<path d="M233 310h134v140a40 40 0 0 1-40 40h-54a40 40 0 0 1-40-40z" fill="#FFF1D2" stroke="none"/>` +
      `<path d="M334 236h24M334 276h24M334 316h24M334 356h24" stroke="${c.d}" stroke-width="7"/>` +
      `<path d="M272 236c-12-16-38-4-27 14l27 24 27-24c11-18-15-30-27-14z" fill="${c.f}" stroke-width="6"/>`,
  },
  bib: {
    label: "baby bib",
    draw: (c) =>
      `<path d="M180 120h70a50 50 0 0 0 100 0h70c30 60 40 120 40 200a160 160 0 0 1-320 0c0-80 10-140 40-200z" fill="${c.f}"/>` +
      `<path d="M190 360h220a110 95 0 0 1-220 0z" fill="${c.d}"/>` +
      `<path d="M300 248c-18-26-58-10-42 18l42 36 42-36c16-28-24-44-42-18z" fill="#fff" stroke-width="7"/>` +
      `<circle cx="214" cy="142" r="10" fill="#fff" stroke-width="6"/><circle cx="386" cy="142" r="10" fill="#fff" stroke-width="6"/>`,
  },
  "high-chair": {
    label: "high chair",
    draw: (c) =>
      `<path d="M218 330h34l-42 180h-34zM348 330h34l42 180h-34z" fill="${c.d}"/>` +
      `<rect x="196" y="430" width="208" height="22" rx="10" fill="${c.d}"/>` +
      `<rect x="212" y="86" width="176" height="234" rx="56" fill="${c.f}"/>` +
      `<rect x="240" y="116" width="120" height="120" rx="36" fill="${c.l}"/>` +
      `<rect x="190" y="300" width="220" height="48" rx="18" fill="${c.f}"/>` +
      `<path d="M140 236h320v26a14 14 0 0 1-14 14H154a14 14 0 0 1-14-14z" fill="#fff"/>` +
      `<path d="M172 276l28 28M428 276l-28 28" stroke-width="14"/>`,
  },
  "sippy-cup": {
    label: "sippy cup with handles",
    draw: (c) => {
      const h = "M228 300h-44a30 30 0 0 0-30 30v40a30 30 0 0 0 30 30h44M372 300h44a30 30 0 0 1 30 30v40a30 30 0 0 1-30 30h-44";
      return (
        `<path d="${h}" fill="none" stroke-width="36"/><path d="${h}" fill="none" stroke="${c.d}" stroke-width="16"/>` +
        `<path d="M222 240h156l-16 236a28 28 0 0 1-28 26h-68a28 28 0 0 1-28-26z" fill="${c.f}"/>` +
        `<path d="M268 204c0-44 12-92 32-92s32 48 32 92z" fill="#fff"/>` +
        `<rect x="204" y="196" width="192" height="54" rx="18" fill="#fff"/>` +
        `<g fill="#fff" stroke="none"><circle cx="262" cy="330" r="13"/><circle cx="330" cy="360" r="16"/><circle cx="276" cy="420" r="11"/></g>`
      );
    },
  },
  "bowl-set": {
    label: "bowl set with spoon",
    draw: (c) =>
      `<ellipse cx="240" cy="290" rx="150" ry="32" fill="${c.l}"/>` +
      `<path d="M260 300L380 130" stroke-width="32"/><path d="M260 300L380 130" stroke="#fff" stroke-width="16"/>` +
      `<ellipse cx="384" cy="124" rx="22" ry="30" transform="rotate(35 384 124)" fill="#fff"/>` +
      `<path d="M90 290a150 32 0 0 0 300 0a150 150 0 0 1-300 0z" fill="${c.f}"/>` +
      `<ellipse cx="420" cy="390" rx="105" ry="24" fill="${c.l}"/>` +
      `<path d="M315 390a105 24 0 0 0 210 0a105 100 0 0 1-210 0z" fill="${c.d}"/>`,
  },
  "spoon-set": {
    label: "set of soft-tip baby spoons",
    draw: (c) =>
      `<defs><g id="sp"><path d="M300 500V250" stroke-width="36"/><path d="M300 500V250" stroke="${c.f}" stroke-width="18"/>` +
      `<ellipse cx="300" cy="176" rx="50" ry="82" fill="${c.l}"/></g></defs>` +
      `<use href="#sp" transform="rotate(-28 300 520)"/><use href="#sp" transform="rotate(28 300 520)"/><use href="#sp"/>`,
  },
  // ---------------------------------------------------------------- nursery
  crib: {
    label: "baby crib",
    draw: (c) =>
      `<rect x="150" y="330" width="300" height="70" fill="#fff"/>` +
      `<path d="M190 205v200M230 205v200M270 205v200M310 205v200M350 205v200M390 205v200M420 205v200" stroke="${c.d}" stroke-width="14"/>` +
      `<rect x="136" y="184" width="328" height="28" rx="10" fill="${c.f}"/><rect x="136" y="396" width="328" height="30" rx="10" fill="${c.f}"/>` +
      `<rect x="106" y="150" width="44" height="360" rx="14" fill="${c.f}"/><rect x="450" y="150" width="44" height="360" rx="14" fill="${c.f}"/>` +
      `<circle cx="128" cy="140" r="22" fill="${c.d}"/><circle cx="472" cy="140" r="22" fill="${c.d}"/>` +
      `<circle cx="128" cy="526" r="16" fill="${INK}"/><circle cx="472" cy="526" r="16" fill="${INK}"/>`,
  },
  mobile: {
    label: "hanging cot mobile with star, moon and cloud",
    draw: (c) =>
      `<path d="M300 50v96M160 166v118M300 140v170M440 166v118" stroke-width="5"/>` +
      `<path d="M130 176Q300 100 470 176" fill="none" stroke-width="26"/><path d="M130 176Q300 100 470 176" fill="none" stroke="${c.d}" stroke-width="10"/>` +
      `<circle cx="300" cy="138" r="18" fill="${c.f}"/>` +
      `<path d="${star(160, 340, 62)}" fill="#F7D25E"/>` +
      `<path d="M318 300a78 78 0 1 0 50 118a62 62 0 1 1-50-118z" fill="${c.f}"/>` +
      `<path d="M396 346a32 32 0 0 1 12-58a44 44 0 0 1 82 8a28 28 0 0 1 2 50z" fill="#fff"/>`,
  },
  "night-lamp": {
    label: "night light lamp",
    draw: (c) =>
      `<path d="M300 70v-28M160 130l-20-20M440 130l20-20M110 260H82M490 260h28" stroke="#F2B53C" stroke-width="12"/>` +
      `<circle cx="300" cy="260" r="140" fill="#FFF4C4"/>` +
      `<path d="M246 262q16 16 32 0M322 262q16 16 32 0" fill="none" stroke-width="8"/>` +
      `<g fill="${c.f}" stroke="none"><circle cx="228" cy="298" r="16"/><circle cx="372" cy="298" r="16"/></g>` +
      `<path d="M210 384h180l24 110H186z" fill="${c.f}"/>` +
      `<rect x="196" y="370" width="208" height="30" rx="12" fill="${c.d}"/>` +
      `<circle cx="300" cy="446" r="15" fill="#fff"/>`,
  },
  blanket: {
    label: "folded baby blanket",
    draw: (c) => {
      const outline = "M148 120h304a28 28 0 0 1 28 28v192L340 480H148a28 28 0 0 1-28-28V148a28 28 0 0 1 28-28z";
      return (
        `<defs><pattern id="bl" width="52" height="52" patternUnits="userSpaceOnUse"><circle cx="26" cy="26" r="7" fill="#fff" fill-opacity=".75" stroke="none"/></pattern></defs>` +
        `<path d="${outline}" fill="${c.f}"/><path d="${outline}" fill="url(#bl)" stroke="none"/>` +
        `<path d="M455 330V160a15 15 0 0 0-15-15H160a15 15 0 0 0-15 15v280a15 15 0 0 0 15 15h170" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="14 12"/>` +
        `<path d="M480 340L340 480V340z" fill="${c.l}"/>`
      );
    },
  },
  "baby-monitor": {
    label: "baby monitor camera and parent unit",
    draw: (c) =>
      `<rect x="195" y="320" width="30" height="100" fill="${c.d}"/>` +
      `<ellipse cx="210" cy="430" rx="74" ry="22" fill="${c.f}"/>` +
      `<rect x="128" y="170" width="164" height="170" rx="72" fill="${c.f}"/>` +
      `<circle cx="210" cy="252" r="46" fill="${INK}"/><circle cx="210" cy="252" r="20" fill="#5B6B86" stroke="none"/><circle cx="196" cy="238" r="8" fill="#fff" stroke="none"/>` +
      `<path d="M450 200v-70" stroke-width="14"/>` +
      `<rect x="320" y="196" width="172" height="290" rx="26" fill="${c.f}"/>` +
      `<rect x="342" y="222" width="128" height="142" rx="10" fill="#D8EEF8"/>` +
      `<circle cx="406" cy="296" r="36" fill="${SKIN}" stroke-width="7"/>` +
      `<path d="M388 296q6 6 12 0M412 296q6 6 12 0" fill="none" stroke-width="5"/>` +
      `<circle cx="372" cy="424" r="15" fill="#fff"/><circle cx="440" cy="424" r="15" fill="#fff"/>`,
  },
  "sleep-bag": {
    label: "baby sleeping bag",
    draw: (c) =>
      `<path d="M240 110q60 50 120 0l30 10q0 60 50 70v210a140 110 0 0 1-280 0V190q50-10 50-70z" fill="${c.f}"/>` +
      `<path d="M300 152v290" stroke="${c.d}" stroke-width="9"/>` +
      `<rect x="286" y="150" width="28" height="42" rx="9" fill="#fff"/>` +
      `<g fill="#fff" stroke="none"><path d="${star(220, 270, 22)}"/><path d="${star(380, 330, 22)}"/><path d="${star(230, 420, 18)}"/><path d="${star(370, 450, 16)}"/></g>`,
  },
  // ---------------------------------------------------------------- clothing
  bodysuit: {
    label: "short-sleeve baby bodysuit",
    draw: (c) =>
      `<path d="M230 110q70 55 140 0l100 55-40 85-40-20v150q0 40-40 60l-20 50h-60l-20-50q-40-20-40-60V230l-40 20-40-85z" fill="${c.f}"/>` +
      `<path d="M230 110q70 55 140 0" fill="none" stroke="${c.d}" stroke-width="16"/>` +
      `<path d="M300 238c-14-20-46-8-34 14l34 28 34-28c12-22-20-34-34-14z" fill="${c.l}" stroke-width="7"/>` +
      `<g fill="#fff" stroke-width="5"><circle cx="276" cy="474" r="8"/><circle cx="300" cy="474" r="8"/><circle cx="324" cy="474" r="8"/></g>`,
  },
  hat: {
    label: "knitted baby beanie with pompom",
    draw: (c) =>
      `<path d="M150 380c0-120 60-200 150-200s150 80 150 200z" fill="${c.f}"/>` +
      `<path d="M230 240q-14 60-14 130M300 204v166M370 240q14 60 14 130" fill="none" stroke="${c.d}" stroke-width="7"/>` +
      `<circle cx="300" cy="168" r="52" fill="${c.l}"/>` +
      `<rect x="128" y="360" width="344" height="92" rx="34" fill="${c.d}"/>` +
      `<path d="M176 378v56M216 378v56M256 378v56M296 378v56M336 378v56M376 378v56M416 378v56" stroke="${c.f}" stroke-width="8"/>`,
  },
  socks: {
    label: "pair of baby socks",
    draw: (c) =>
      `<g id="sk"><path d="M120 150h120v180l70 30a52 52 0 0 1-24 96H190a70 70 0 0 1-70-70z" fill="${c.f}"/>` +
      `<path d="M120 370v16a70 70 0 0 0 70 70h16v-44a36 36 0 0 1-36-36v-6z" fill="${c.d}" stroke-width="7"/>` +
      `<rect x="110" y="120" width="140" height="60" rx="16" fill="${c.d}"/>` +
      `<path d="M140 134v32M170 134v32M200 134v32M230 134v32" stroke="${c.l}" stroke-width="7"/></g>` +
      `<use href="#sk" transform="translate(150 20)"/>`,
  },
  sleepsuit: {
    label: "footed baby sleepsuit",
    draw: (c) =>
      `<path d="M240 100q60 45 120 0l90 40 60 150-40 18-60-110v152l10 140q0 30-30 30h-60l-10-150h-40l-10 150h-60q-30 0-30-30l10-140V198l-60 110-40-18 60-150z" fill="${c.f}"/>` +
      `<path d="M300 136v232" stroke="${c.d}" stroke-width="9"/>` +
      `<path d="M212 480h66l2 40h-60q-12 0-8-40zM322 480h66q4 40-8 40h-60z" fill="${c.d}" stroke-width="7"/>` +
      `<path d="M466 304l40-18M134 304l-40-18" stroke="${c.d}" stroke-width="14"/>` +
      `<circle cx="250" cy="220" r="16" fill="#fff" stroke-width="6"/>`,
  },
  mittens: {
    label: "pair of baby mittens",
    draw: (c) =>
      `<g id="mt"><path d="M180 260c-30-10-50 10-50 35s20 45 50 40z" fill="${c.f}"/>` +
      `<path d="M180 330V180a70 70 0 0 1 140 0v150z" fill="${c.f}"/>` +
      `<rect x="170" y="320" width="160" height="72" rx="18" fill="${c.d}"/>` +
      `<path d="M200 334v44M230 334v44M260 334v44M290 334v44" stroke="${c.l}" stroke-width="7"/></g>` +
      `<use href="#mt" transform="matrix(-1 0 0 1 660 0)"/>` +
      `<path d="M190 392c0 90 220 90 220 0" fill="none" stroke-width="6" transform="translate(0 0)"/>`,
  },
  cardigan: {
    label: "knitted baby cardigan",
    draw: (c) =>
      `<path d="M230 110l-90 40-60 200 50 20 40-130v200h260V240l40 130 50-20-60-200-90-40-70 130z" fill="${c.f}"/>` +
      `<path d="M300 240v200" stroke="${c.d}" stroke-width="8"/>` +
      `<path d="M172 410h256M84 336l50 20M516 336l-50 20" stroke="${c.d}" stroke-width="8"/>` +
      `<rect x="196" y="320" width="64" height="56" rx="10" fill="${c.d}"/><rect x="340" y="320" width="64" height="56" rx="10" fill="${c.d}"/>` +
      `<g fill="#fff" stroke-width="6"><circle cx="300" cy="284" r="11"/><circle cx="300" cy="330" r="11"/><circle cx="300" cy="376" r="11"/></g>`,
  },
  // ---------------------------------------------------------------- toys
  "teddy-bear": {
    label: "teddy bear",
    draw: (c) =>
      `<circle cx="205" cy="132" r="46" fill="${c.f}"/><circle cx="395" cy="132" r="46" fill="${c.f}"/>` +
      `<circle cx="205" cy="132" r="22" fill="${c.l}" stroke="none"/><circle cx="395" cy="132" r="22" fill="${c.l}" stroke="none"/>` +
      `<ellipse cx="178" cy="360" rx="44" ry="74" transform="rotate(34 178 360)" fill="${c.f}"/><ellipse cx="422" cy="360" rx="44" ry="74" transform="rotate(-34 422 360)" fill="${c.f}"/>` +
      `<ellipse cx="300" cy="400" rx="130" ry="118" fill="${c.f}"/><ellipse cx="300" cy="410" rx="70" ry="68" fill="${c.l}" stroke="none"/>` +
      `<ellipse cx="212" cy="494" rx="62" ry="44" fill="${c.f}"/><ellipse cx="388" cy="494" rx="62" ry="44" fill="${c.f}"/>` +
      `<circle cx="212" cy="494" r="22" fill="${c.l}" stroke="none"/><circle cx="388" cy="494" r="22" fill="${c.l}" stroke="none"/>` +
      `<circle cx="300" cy="214" r="112" fill="${c.f}"/><ellipse cx="300" cy="252" rx="52" ry="40" fill="${c.l}"/>` +
      `<ellipse cx="300" cy="236" rx="17" ry="12" fill="${INK}"/><path d="M300 248v14m-18 6q18 12 36 0" fill="none" stroke-width="6"/>` +
      `<circle cx="260" cy="194" r="10" fill="${INK}" stroke="none"/><circle cx="340" cy="194" r="10" fill="${INK}" stroke="none"/>`,
  },
  rattle: {
    label: "baby rattle",
    draw: (c) =>
      `<rect x="278" y="300" width="44" height="170" rx="20" fill="${c.d}"/>` +
      `<circle cx="300" cy="492" r="42" fill="none" stroke-width="32"/><circle cx="300" cy="492" r="42" fill="none" stroke="${c.f}" stroke-width="16"/>` +
      `<circle cx="300" cy="206" r="122" fill="${c.f}"/>` +
      `<ellipse cx="300" cy="332" rx="46" ry="20" fill="${c.l}"/>` +
      `<g fill="#fff" stroke="none"><circle cx="248" cy="160" r="14"/><circle cx="338" cy="146" r="12"/><circle cx="300" cy="222" r="16"/><circle cx="226" cy="246" r="12"/><circle cx="372" cy="232" r="14"/></g>`,
  },
  "stacking-blocks": {
    label: "stacking blocks with letters",
    draw: (c) => {
      const block = (x: number, y: number, front: string, letter: string, ink: string) =>
        `<path d="M${x} ${y}l30-30h140l-30 30z" fill="${mix(front, "#FFFFFF", 0.35)}"/>` +
        `<path d="M${x + 140} ${y}l30-30v140l-30 30z" fill="${mix(front, "#1E2230", 0.25)}"/>` +
        `<rect x="${x}" y="${y}" width="140" height="140" rx="10" fill="${front}"/>` +
        `<text x="${x + 70}" y="${y + 102}" fill="${ink}" stroke="none">${letter}</text>`;
      return (
        `<g font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="96" text-anchor="middle">` +
        block(130, 330, c.f, "A", INK) +
        block(300, 330, c.d, "B", "#fff") +
        block(215, 160, c.l, "C", INK) +
        `</g>`
      );
    },
  },
  "ring-stacker": {
    label: "stacking ring toy",
    draw: (c) =>
      `<rect x="286" y="150" width="28" height="320" rx="12" fill="${WOOD}"/>` +
      `<rect x="160" y="460" width="280" height="44" rx="20" fill="${c.d}"/>` +
      `<rect x="180" y="404" width="240" height="58" rx="29" fill="${c.f}"/>` +
      `<rect x="200" y="348" width="200" height="58" rx="29" fill="${c.l}"/>` +
      `<rect x="220" y="292" width="160" height="58" rx="29" fill="${c.d}"/>` +
      `<rect x="240" y="236" width="120" height="58" rx="29" fill="${c.f}"/>` +
      `<circle cx="300" cy="204" r="34" fill="${c.l}"/>`,
  },
  "pull-duck": {
    label: "pull-along wooden duck on wheels",
    draw: (c) =>
      `<path d="M450 436c70 0 60-90 100-120" fill="none" stroke-width="6"/><circle cx="552" cy="312" r="14" fill="${c.d}"/>` +
      `<path d="M186 332L140 250l96 44z" fill="${c.f}"/>` +
      `<ellipse cx="290" cy="362" rx="140" ry="78" fill="${c.f}"/>` +
      `<path d="M232 356c40-30 104-20 124 20-40 30-100 24-124-20z" fill="${c.d}"/>` +
      `<path d="M452 232l66 14-66 22z" fill="${PALETTE.orange}"/>` +
      `<circle cx="400" cy="246" r="66" fill="${c.f}"/><circle cx="418" cy="228" r="10" fill="${INK}" stroke="none"/>` +
      `<rect x="150" y="420" width="300" height="36" rx="14" fill="${WOOD}"/>` +
      `<circle cx="206" cy="472" r="38" fill="${c.d}"/><circle cx="394" cy="472" r="38" fill="${c.d}"/>` +
      `<circle cx="206" cy="472" r="10" fill="#fff"/><circle cx="394" cy="472" r="10" fill="#fff"/>`,
  },
  xylophone: {
    label: "wooden xylophone with mallets",
    draw: (c) => {
      const bars = ["#E2605E", "#F5A04A", "#F7D25E", "#9BCB9F", "#86BDE3", "#BFA8E0"]
        .map((col, i) => {
          const x = 128 + i * 58;
          const h = 290 - i * 22;
          const y = 300 - h / 2;
          return `<rect x="${x}" y="${y}" width="46" height="${h}" rx="12" fill="${col}"/><circle cx="${x + 23}" cy="${y + 28}" r="5" fill="#fff"/><circle cx="${x + 23}" cy="${y + h - 28}" r="5" fill="#fff"/>`;
        })
        .join("");
      return (
        `<rect x="100" y="168" width="400" height="30" rx="12" fill="${c.f}" transform="rotate(4 300 183)"/>` +
        `<rect x="100" y="400" width="400" height="30" rx="12" fill="${c.f}" transform="rotate(-4 300 415)"/>` +
        bars +
        `<path d="M300 530l160-70M340 546l150-110" stroke-width="12"/>` +
        `<circle cx="462" cy="458" r="24" fill="${c.d}"/><circle cx="492" cy="432" r="24" fill="${c.d}"/>`
      );
    },
  },
  // ---------------------------------------------------------------- bath
  bathtub: {
    label: "baby bathtub with bubbles",
    draw: (c) =>
      `<g fill="#fff"><circle cx="222" cy="206" r="36"/><circle cx="296" cy="164" r="26"/><circle cx="356" cy="204" r="42"/><circle cx="186" cy="158" r="16"/></g>` +
      `<path d="M430 232a28 28 0 1 1 0 1z" fill="#F7D25E"/><path d="M450 222l24 6-24 10z" fill="${PALETTE.orange}" stroke-width="6"/>` +
      `<path d="M180 470l-20 42M420 470l20 42" stroke-width="18"/>` +
      `<path d="M100 270h400l-40 170a40 40 0 0 1-40 30H180a40 40 0 0 1-40-30z" fill="${c.f}"/>` +
      `<rect x="84" y="250" width="432" height="40" rx="20" fill="${c.d}"/>` +
      `<path d="M170 340c30 14 60 14 90 0s60-14 90 0 60 14 90 0" fill="none" stroke="#fff" stroke-width="8"/>`,
  },
  "hooded-towel": {
    label: "hooded baby towel with bear ears",
    draw: (c) =>
      `<rect x="120" y="290" width="360" height="200" rx="30" fill="${c.f}"/>` +
      `<path d="M120 360h360" stroke="${c.d}" stroke-width="8"/>` +
      `<path d="M140 462h320" stroke="#fff" stroke-width="5" stroke-dasharray="12 10"/>` +
      `<circle cx="196" cy="150" r="38" fill="${c.f}"/><circle cx="404" cy="150" r="38" fill="${c.f}"/>` +
      `<circle cx="196" cy="150" r="17" fill="${c.l}" stroke="none"/><circle cx="404" cy="150" r="17" fill="${c.l}" stroke="none"/>` +
      `<path d="M160 320c0-120 60-190 140-190s140 70 140 190z" fill="${c.f}"/>` +
      `<ellipse cx="300" cy="274" rx="42" ry="30" fill="${c.l}"/><ellipse cx="300" cy="262" rx="14" ry="10" fill="${INK}"/>` +
      `<circle cx="258" cy="226" r="10" fill="${INK}" stroke="none"/><circle cx="342" cy="226" r="10" fill="${INK}" stroke="none"/>`,
  },
  "rubber-duck": {
    label: "rubber bath duck",
    draw: (c) =>
      `<path d="M128 282c40 70 40 190 170 190h90c90 0 120-50 110-100-10-36-50-48-90-40L200 340c-30 0-52-22-72-58z" fill="${c.f}"/>` +
      `<path d="M250 388c40-26 104-16 126 24-40 30-104 22-126-24z" fill="${c.d}"/>` +
      `<circle cx="380" cy="252" r="86" fill="${c.f}"/>` +
      `<path d="M452 244c34-12 66-2 76 16-12 22-50 32-80 20z" fill="${PALETTE.orange}"/>` +
      `<circle cx="402" cy="226" r="12" fill="${INK}" stroke="none"/><circle cx="398" cy="222" r="4" fill="#fff" stroke="none"/>` +
      `<path d="M70 480c40-24 80-24 120 0s80 24 120 0 80-24 120 0 80 24 120 0" fill="none" stroke="#5FA8D8" stroke-width="12"/>`,
  },
  "baby-wash": {
    label: "baby wash pump bottle",
    draw: (c) =>
      `<rect x="282" y="96" width="36" height="70" fill="#fff"/>` +
      `<path d="M250 84h146a12 12 0 0 1 0 24H250a12 12 0 0 1 0-24z" fill="#fff"/>` +
      `<rect x="246" y="150" width="108" height="48" rx="10" fill="${c.d}"/>` +
      `<rect x="186" y="190" width="228" height="320" rx="62" fill="${c.f}"/>` +
      `<rect x="218" y="266" width="164" height="164" rx="20" fill="#fff"/>` +
      `<path d="M300 296c-30 40-42 60-42 78a42 42 0 0 0 84 0c0-18-12-38-42-78z" fill="#86BDE3"/>` +
      `<g fill="#fff"><circle cx="452" cy="170" r="18"/><circle cx="484" cy="120" r="11"/><circle cx="440" cy="96" r="8"/></g>`,
  },
  washcloth: {
    label: "stack of folded washcloths",
    draw: (c) =>
      `<rect x="140" y="392" width="330" height="92" rx="26" fill="${c.d}"/>` +
      `<rect x="120" y="306" width="340" height="92" rx="26" fill="${c.l}"/>` +
      `<rect x="140" y="220" width="320" height="92" rx="26" fill="${c.f}"/>` +
      `<path d="M190 236v60M170 322v60M190 408v60" stroke="${INK}" stroke-width="6"/>` +
      `<path d="M220 266h210M200 352h230M220 438h220" stroke="#fff" stroke-width="5" stroke-dasharray="12 10"/>` +
      `<path d="M400 222c0-50 46-50 46 0" fill="none" stroke-width="8"/>`,
  },
  // ---------------------------------------------------------------- strollers and car seats
  stroller: {
    label: "baby stroller",
    draw: (c) =>
      `<path d="M200 470L300 340L410 470M380 340L470 130" fill="none" stroke-width="14"/>` +
      `<path d="M454 132l48-14" stroke-width="22"/>` +
      `<path d="M150 330h250l-10 40c-10 30-40 40-80 40H210c-40 0-60-30-60-80z" fill="${c.d}"/>` +
      `<path d="M140 320a170 170 0 0 1 170-170h20v170z" fill="${c.f}"/>` +
      `<path d="M200 212l60 108M258 170l36 150" stroke="${c.d}" stroke-width="7"/>` +
      `<circle cx="200" cy="474" r="44" fill="${INK}"/><circle cx="200" cy="474" r="16" fill="${METAL}"/>` +
      `<circle cx="410" cy="474" r="44" fill="${INK}"/><circle cx="410" cy="474" r="16" fill="${METAL}"/>`,
  },
  pram: {
    label: "pram with bassinet",
    draw: (c) =>
      `<path d="M210 470l50-90h110l50 90M440 320l60-120" fill="none" stroke-width="12"/>` +
      `<path d="M490 196h40" stroke-width="20"/>` +
      `<path d="M110 300h360a180 110 0 0 1-360 0z" fill="${c.f}"/>` +
      `<path d="M110 300a140 150 0 0 1 140-150h20v150z" fill="${c.d}"/>` +
      `<path d="M150 234l80 66M196 180l52 120" stroke="${c.f}" stroke-width="7"/>` +
      `<path d="M130 330h320" stroke="#fff" stroke-width="6" stroke-dasharray="14 10"/>` +
      `<g stroke-width="6"><circle cx="210" cy="480" r="54" fill="#fff"/><circle cx="430" cy="480" r="54" fill="#fff"/>` +
      `<path d="M210 426v108M156 480h108M430 426v108M376 480h108"/></g>`,
  },
  "car-seat": {
    label: "child car seat",
    draw: (c) =>
      `<path d="M150 250c0-44 16-64 46-64h40v250h-86zM450 250c0-44-16-64-46-64h-40v250h86z" fill="${c.d}"/>` +
      `<path d="M200 120a100 50 0 0 1 200 0v280H200z" fill="${c.f}"/>` +
      `<rect x="210" y="104" width="180" height="114" rx="40" fill="${c.d}"/>` +
      `<rect x="230" y="236" width="140" height="170" rx="30" fill="${c.l}"/>` +
      `<rect x="140" y="384" width="320" height="112" rx="40" fill="${c.f}"/>` +
      `<path d="M248 236l44 176M352 236l-44 176" stroke-width="18"/>` +
      `<rect x="268" y="316" width="64" height="24" rx="8" fill="${METAL}"/><rect x="278" y="404" width="44" height="44" rx="8" fill="${METAL}"/>`,
  },
  carrier: {
    label: "baby carrier",
    draw: (c) => {
      const straps = "M200 260c-14-80 0-150 40-176M400 260c14-80 0-150-40-176";
      return (
        `<path d="${straps}" fill="none" stroke-width="42"/><path d="${straps}" fill="none" stroke="${c.d}" stroke-width="24"/>` +
        `<circle cx="300" cy="184" r="68" fill="${SKIN}"/>` +
        `<path d="M272 190q10 10 20 0M308 190q10 10 20 0" fill="none" stroke-width="6"/><path d="M294 118q10-20 24-10" fill="none" stroke-width="6"/>` +
        `<path d="M200 232h200c20 0 32 20 30 40l-20 150H190l-20-150c-2-20 10-40 30-40z" fill="${c.f}"/>` +
        `<circle cx="218" cy="256" r="20" fill="${SKIN}"/><circle cx="382" cy="256" r="20" fill="${SKIN}"/>` +
        `<rect x="118" y="410" width="364" height="62" rx="24" fill="${c.d}"/>` +
        `<rect x="268" y="418" width="64" height="46" rx="8" fill="${INK}"/>`
      );
    },
  },
  // ---------------------------------------------------------------- diapering
  diaper: {
    label: "baby diaper",
    draw: (c) => DIAPER(c),
  },
  "changing-mat": {
    label: "contoured changing mat with a diaper on it",
    draw: (c) =>
      `<rect x="80" y="180" width="440" height="260" rx="70" fill="${c.f}"/>` +
      `<rect x="130" y="222" width="340" height="176" rx="40" fill="${c.l}"/>` +
      `<rect x="146" y="238" width="44" height="144" rx="20" fill="${c.f}" stroke-width="7"/>` +
      `<g transform="translate(192 172) scale(.42)" stroke-width="18">${DIAPER(tones("white"))}</g>`,
  },
  wipes: {
    label: "pack of baby wipes",
    draw: (c) =>
      `<rect x="110" y="232" width="380" height="240" rx="60" fill="${c.f}"/>` +
      `<path d="M250 232c4-56 22-96 50-96s28 28 50 24c-4 26 0 50 6 72z" fill="#fff"/>` +
      `<rect x="200" y="214" width="200" height="62" rx="26" fill="${c.d}"/>` +
      `<path d="M300 300c-22 30-32 46-32 60a32 32 0 0 0 64 0c0-14-10-30-32-60z" fill="#86BDE3"/>` +
      `<text x="300" y="446" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="40" text-anchor="middle" fill="${INK}" stroke="none">wipes</text>`,
  },
  "diaper-bag": {
    label: "diaper bag backpack",
    draw: (c) => {
      const handle = "M250 148c0-56 100-56 100 0";
      return (
        `<path d="${handle}" fill="none" stroke-width="30"/><path d="${handle}" fill="none" stroke="${c.d}" stroke-width="14"/>` +
        `<rect x="150" y="140" width="300" height="360" rx="70" fill="${c.f}"/>` +
        `<path d="M150 230a80 80 0 0 1 80-90h140a80 80 0 0 1 80 90v40c0 28-18 40-40 40H190c-22 0-40-12-40-40z" fill="${c.d}"/>` +
        `<rect x="280" y="288" width="40" height="42" rx="8" fill="${WOOD}"/>` +
        `<rect x="196" y="370" width="208" height="100" rx="24" fill="${c.l}"/>` +
        `<path d="M222 394h156" stroke-width="6"/>`
      );
    },
  },
  "diaper-cream": {
    label: "tube of diaper cream",
    draw: (c) =>
      `<g transform="rotate(-14 300 300)">` +
      `<rect x="196" y="90" width="208" height="42" rx="8" fill="${METAL}"/>` +
      `<path d="M232 96v30M268 96v30M304 96v30M340 96v30M376 96v30" stroke-width="5"/>` +
      `<path d="M205 132h190l-40 300H245z" fill="#fff"/>` +
      `<path d="M214 200h172l-16 120H230z" fill="${c.f}"/>` +
      `<path d="M300 236c-12-16-38-4-27 14l27 24 27-24c11-18-15-30-27-14z" fill="#fff" stroke-width="6"/>` +
      `<rect x="240" y="428" width="120" height="80" rx="14" fill="${c.d}"/></g>`,
  },
  // ---------------------------------------------------------------- health and safety
  thermometer: {
    label: "digital thermometer",
    draw: (c) =>
      `<g transform="rotate(-30 300 300)">` +
      `<rect x="440" y="282" width="100" height="36" rx="18" fill="#fff"/>` +
      `<path d="M516 282h8a18 18 0 0 1 0 36h-8z" fill="${METAL}"/>` +
      `<path d="M160 236h240l60 40v48l-60 40H160a64 64 0 0 1 0-128z" fill="${c.f}"/>` +
      `<rect x="150" y="260" width="180" height="80" rx="12" fill="#E4F4EA"/>` +
      `<text x="240" y="316" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="46" text-anchor="middle" fill="${INK}" stroke="none">37.2°</text>` +
      `<circle cx="378" cy="300" r="20" fill="#fff"/></g>`,
  },
  "safety-gate": {
    label: "baby safety gate",
    draw: (c) =>
      `<path d="M22 80h36v430H22zM542 80h36v430h-36z" fill="#EADFCF" stroke-width="7"/><path d="M22 510h556" stroke-width="8"/>` +
      `<path d="M180 196v268M225 196v268M270 196v268M315 196v268M360 196v268M405 196v268" stroke="${c.d}" stroke-width="14"/>` +
      `<rect x="130" y="170" width="340" height="320" rx="18" fill="none" stroke-width="44"/><rect x="130" y="170" width="340" height="320" rx="18" fill="none" stroke="${c.f}" stroke-width="26"/>` +
      `<path d="M78 210h30M78 450h30M492 210h30M492 450h30" stroke-width="14"/>` +
      `<rect x="60" y="190" width="22" height="40" rx="6" fill="${METAL}"/><rect x="60" y="430" width="22" height="40" rx="6" fill="${METAL}"/>` +
      `<rect x="518" y="190" width="22" height="40" rx="6" fill="${METAL}"/><rect x="518" y="430" width="22" height="40" rx="6" fill="${METAL}"/>` +
      `<rect x="360" y="144" width="74" height="48" rx="12" fill="${c.d}"/>`,
  },
  "nail-clipper": {
    label: "baby nail care set with scissors, clipper and file",
    draw: (c) =>
      `<path d="M214 380L314 130M314 380L214 130" stroke-width="30"/><path d="M214 380L314 130M314 380L214 130" stroke="${METAL}" stroke-width="14"/>` +
      `<circle cx="264" cy="256" r="10" fill="${INK}"/>` +
      `<circle cx="196" cy="430" r="44" fill="none" stroke-width="34"/><circle cx="196" cy="430" r="44" fill="none" stroke="${c.f}" stroke-width="18"/>` +
      `<circle cx="332" cy="430" r="44" fill="none" stroke-width="34"/><circle cx="332" cy="430" r="44" fill="none" stroke="${c.f}" stroke-width="18"/>` +
      `<rect x="420" y="120" width="54" height="330" rx="27" fill="${c.d}" transform="rotate(12 447 285)"/>` +
      `<path d="M436 170l10 230" stroke="${c.l}" stroke-width="6" stroke-dasharray="4 10" transform="rotate(12 447 285)"/>` +
      `<path d="M350 520h130a18 18 0 0 0 0-36H350z" fill="${c.f}"/><path d="M352 476l146-44a11 11 0 0 1 6 21l-146 44z" fill="${METAL}"/><circle cx="466" cy="488" r="7" fill="${INK}"/>`,
  },
  "nasal-aspirator": {
    label: "nasal aspirator bulb",
    draw: (c) =>
      `<path d="M266 210l14-112a20 20 0 0 1 40 0l14 112z" fill="${c.l}"/>` +
      `<path d="M300 180c80 0 140 100 140 180a140 140 0 0 1-280 0c0-80 60-180 140-180z" fill="${c.f}"/>` +
      `<path d="M190 330q110 36 220 0" fill="none" stroke="${c.d}" stroke-width="8"/>` +
      `<path d="M216 410q-8-60 24-100" fill="none" stroke="#fff" stroke-width="14"/>`,
  },
  "corner-guard": {
    label: "soft corner guard on a table corner",
    draw: (c) =>
      `<path d="M300 380v130M86 296v110M514 288v110" stroke-width="22"/>` +
      `<path d="M60 250L330 160l230 80-260 100z" fill="${WOOD}"/>` +
      `<path d="M60 250l240 90v44L60 294zM300 340l260-100v44L300 384z" fill="#D2A872"/>` +
      `<path d="M250 318l50 18 50-18c12 34 8 66-16 80l-34 12-34-12c-24-14-28-46-16-80z" fill="${c.f}"/>` +
      `<path d="M258 324l42 16 42-16" fill="none" stroke="${c.l}" stroke-width="6"/>` +
      `<path d="M150 230l60-20M330 200l80 26" stroke="#C9A06E" stroke-width="6"/>`,
  },
  "first-aid-kit": {
    label: "first aid kit",
    draw: (c) => {
      const cross = c.name === "white" ? PALETTE.red! : "#fff";
      return (
        `<path d="M240 190v-40a20 20 0 0 1 20-20h80a20 20 0 0 1 20 20v40" fill="none" stroke-width="22"/>` +
        `<rect x="120" y="180" width="360" height="290" rx="40" fill="${c.f}"/>` +
        `<path d="M120 250h360" stroke="${c.d}" stroke-width="10"/>` +
        `<path d="M270 284h60v40h40v60h-40v40h-60v-40h-40v-60h40z" fill="${cross}"/>`
      );
    },
  },
};

const PRODUCT_BG_OUTER = CREAM;

export function productSvg(type: string, color: string): string {
  const d = DRAWINGS[type];
  if (!d) throw new Error(`No drawing for product type "${type}"`);
  const c = tones(color);
  const label = `${color} ${d.label}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-label="${label}"><title>${label}</title>` +
    `<rect width="600" height="600" fill="${PRODUCT_BG_OUTER}"/><circle cx="300" cy="300" r="250" fill="${c.l}"/>` +
    `<g stroke="${INK}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">${d.draw(c)}</g></svg>\n`
  );
}

// ------------------------------------------------------------------ blog covers (1200 x 800)

interface Scene {
  label: string;
  bg: string;
  items: { type: string; color: string; x: number; y: number; s: number }[];
  extra?: string;
}

/** Blog cover n (1-based) is BLOG_SCENES[n - 1]; the posts in catalog.ts use the same numbers. */
export const BLOG_SCENES: Scene[] = [
  {
    label: "Crib under a night sky with moon and stars",
    bg: "#DCE6F5",
    items: [{ type: "crib", color: "white", x: 330, y: 130, s: 1 }],
    extra:
      `<path d="M990 150a80 80 0 1 0 60 130a64 64 0 1 1-60-130z" fill="#F7D25E"/>` +
      `<g fill="#fff" stroke="none"><path d="${star(180, 180, 34)}"/><path d="${star(1010, 520, 26)}"/><path d="${star(140, 560, 22)}"/><path d="${star(880, 300, 18)}"/></g>`,
  },
  {
    label: "Bowl, spoon and feeding bottle",
    bg: "#FCE7D6",
    items: [
      { type: "bowl-set", color: "green", x: 170, y: 150, s: 0.95 },
      { type: "bottle", color: "coral", x: 600, y: 140, s: 0.9 },
    ],
  },
  {
    label: "Baby bathtub with bubbles and a bath duck",
    bg: "#D7EEF7",
    items: [
      { type: "bathtub", color: "blue", x: 140, y: 130, s: 1 },
      { type: "rubber-duck", color: "yellow", x: 700, y: 250, s: 0.7 },
    ],
  },
  {
    label: "Child car seat and stroller",
    bg: "#E3E8EE",
    items: [
      { type: "car-seat", color: "navy", x: 150, y: 150, s: 0.9 },
      { type: "stroller", color: "grey", x: 620, y: 160, s: 0.88 },
    ],
  },
  {
    label: "Packed diaper bag with a bodysuit and a hat",
    bg: "#F4E9DA",
    items: [
      { type: "diaper-bag", color: "beige", x: 110, y: 130, s: 0.95 },
      { type: "bodysuit", color: "white", x: 560, y: 120, s: 0.6 },
      { type: "hat", color: "pink", x: 800, y: 360, s: 0.55 },
    ],
  },
  {
    label: "First toys: stacking blocks, rattle and teddy bear",
    bg: "#FDEFC8",
    items: [
      { type: "teddy-bear", color: "brown", x: 80, y: 150, s: 0.95 },
      { type: "stacking-blocks", color: "blue", x: 560, y: 250, s: 0.8 },
    ],
    extra: `<g transform="translate(930 60) rotate(20) scale(.6)"><circle cx="300" cy="206" r="122" fill="#F4A6B8"/><rect x="278" y="300" width="44" height="170" rx="20" fill="#C98798"/></g>`,
  },
  {
    label: "Safety gate and soft corner guard",
    bg: "#E4F1E4",
    items: [
      { type: "safety-gate", color: "white", x: 130, y: 150, s: 0.95 },
      { type: "corner-guard", color: "coral", x: 640, y: 180, s: 0.85 },
    ],
  },
];

export function blogSvg(n: number): string {
  const scene = BLOG_SCENES[n - 1];
  if (!scene) throw new Error(`No blog scene ${n}`);
  const items = scene.items
    .map(({ type, color, x, y, s }) => {
      const d = DRAWINGS[type];
      if (!d) throw new Error(`No drawing for product type "${type}"`);
      // ids inside a drawing (patterns, <use> targets) would clash across items: suffix them.
      const body = d.draw(tones(color)).replace(/(id="|href="#|url\(#)([a-z]+)/g, `$1$2${x}`);
      return `<g transform="translate(${x} ${y}) scale(${s})">${body}</g>`;
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" role="img" aria-label="${scene.label}"><title>${scene.label}</title>` +
    `<rect width="1200" height="800" fill="${scene.bg}"/>` +
    `<circle cx="1080" cy="740" r="260" fill="#fff" fill-opacity=".35"/><circle cx="90" cy="60" r="200" fill="#fff" fill-opacity=".35"/>` +
    `<g stroke="${INK}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">${items}${scene.extra ?? ""}</g></svg>\n`
  );
}

// ------------------------------------------------------------------ writing the files

export const PUBLIC_DIR = path.join(__dirname, "..", "..", "public");

export function writeAll(publicDir = PUBLIC_DIR): { files: number; bytes: number } {
  const productsDir = path.join(publicDir, "demo", "products");
  const blogDir = path.join(publicDir, "demo", "blog");
  for (const dir of [productsDir, blogDir]) {
    // Generated folders: start clean so renamed types leave no stale files behind.
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  let files = 0;
  let bytes = 0;
  const write = (file: string, svg: string) => {
    writeFileSync(file, svg);
    files++;
    bytes += Buffer.byteLength(svg);
  };
  for (const { type, color } of usedProductImages()) {
    write(path.join(productsDir, `${type}-${color}.svg`), productSvg(type, color));
  }
  for (let n = 1; n <= BLOG_COVER_COUNT; n++) write(path.join(blogDir, `${n}.svg`), blogSvg(n));
  return { files, bytes };
}

if (process.argv[1] && /images\.ts$/.test(process.argv[1])) {
  const { files, bytes } = writeAll();
  const dir = path.join(PUBLIC_DIR, "demo", "products");
  console.log(
    `Wrote ${files} SVG files (${(bytes / 1024).toFixed(1)} KB) under public/demo ` +
      `(${readdirSync(dir).length} product images, ${BLOG_COVER_COUNT} blog covers).`,
  );
}
