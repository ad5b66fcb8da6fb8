// The admin product form's state (what the inputs hold: text, as typed) and its conversion to and
// from what the server stores. Prices are typed in dollars ("12.99", or "12,99") and stored in
// cents; the colours x sizes grid is one list of colours, one list of sizes and a stock per cell;
// a subscription offer is the intervals ticked, its discount and the size ladder's rows.
// Pure and light (no zod), so the form's island uses it; the server parses the result again
// (lib/admin/products/schema.ts), so nothing here is trusted.
import type { Category, Product } from "@/lib/catalog/schema";
import { TRANSLATED_LOCALES, untranslatedFields, type TranslatableField, type TranslatedLocale } from "@/lib/catalog/translations.client";
import type { LadderRung } from "@/lib/catalog/subscription-offer";
import type { ProductFieldsInput } from "./schema";
import { centsToText, textToCents, textToDecimal, textToInt } from "../typed-values";

export { centsToText, textToCents, textToInt } from "../typed-values";

export type GridColor = { name: string; image: string };

/** A product's texts in one other language as typed; an empty field shows the English one. Labels are keyed by the English colour or size. */
export type TranslationForm = { name: string; shortDescription: string; fullDescription: string; colors: Record<string, string>; sizes: Record<string, string> };

const emptyTranslation = (): TranslationForm => ({ name: "", shortDescription: "", fullDescription: "", colors: {}, sizes: {} });

/** One rung of the size ladder as typed: a size of the grid and its ranges. */
export type LadderRow = { size: string; minKg: string; maxKg: string; minMonths: string; maxMonths: string };
/** A rung's fields, in the order of the ladder's columns (and of its inputs' ids: product-rung-<row>-<field>). */
export const RUNG_FIELDS = ["size", "minKg", "maxKg", "minMonths", "maxMonths"] as const satisfies readonly (keyof LadderRung)[];

export type ProductForm = {
  id: string;
  sku: string;
  name: string;
  price: string;
  discount: string;
  /** A local date and time ("2026-12-01T18:00", the datetime-local input's value) or "". */
  offerEnd: string;
  isNew: boolean;
  archived: boolean;
  categories: Category[];
  /** Comma-separated. */
  tags: string;
  /** All ages, or a range of months: from `ageFrom` up to (not including) `ageTo`, "" = and older. */
  ages: "all" | "range";
  ageFrom: string;
  ageTo: string;
  /** Stock of a product without colours. */
  stock: string;
  colors: GridColor[];
  sizes: string[];
  /** cells[colour][size]: units in stock. */
  cells: string[][];
  images: string[];
  shortDescription: string;
  fullDescription: string;
  /** Sold by subscription too; unticked, the offer below is kept in the form but not saved (the product's is removed). */
  subscribable: boolean;
  /** The delivery intervals ticked, in weeks, ascending. */
  intervals: number[];
  /** The subscriber discount, whole percent. */
  subscriberDiscount: string;
  /** The size ladder, smallest size first (empty: none). */
  ladder: LadderRow[];
  translations: Record<TranslatedLocale, TranslationForm>;
};

export const emptyProductForm = (): ProductForm => ({
  id: "",
  sku: "",
  name: "",
  price: "",
  discount: "0",
  offerEnd: "",
  isNew: false,
  archived: false,
  categories: [],
  tags: "",
  ages: "all",
  ageFrom: "",
  ageTo: "",
  stock: "0",
  colors: [],
  sizes: [],
  cells: [],
  images: [],
  shortDescription: "",
  fullDescription: "",
  subscribable: false,
  intervals: [],
  subscriberDiscount: "0",
  ladder: [],
  translations: { fr: emptyTranslation(), de: emptyTranslation() },
});

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as the datetime-local input shows it, in the browser's time zone. */
export function toLocalDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A stored product as the form shows it. Colours with different sizes share one list of sizes; a size a colour lacks shows 0. */
export function productToForm(p: Product): ProductForm {
  const sizes: string[] = [];
  for (const v of p.variations) for (const s of v.size) if (!sizes.includes(s.name)) sizes.push(s.name);
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    price: centsToText(p.price),
    discount: String(p.discount),
    offerEnd: p.offerEnd ? toLocalDateTime(p.offerEnd) : "",
    isNew: p.new,
    archived: p.archived,
    categories: [...p.categories],
    tags: p.tags.join(", "),
    ages: p.ageRange ? "range" : "all",
    ageFrom: p.ageRange ? String(p.ageRange.fromMonths) : "",
    ageTo: p.ageRange?.toMonths !== undefined ? String(p.ageRange.toMonths) : "",
    stock: String(p.stock),
    colors: p.variations.map((v) => ({ name: v.color, image: v.image })),
    sizes,
    cells: p.variations.map((v) => sizes.map((name) => String(v.size.find((s) => s.name === name)?.stock ?? 0))),
    images: [...p.images],
    shortDescription: p.shortDescription,
    fullDescription: p.fullDescription,
    subscribable: p.subscription !== undefined,
    intervals: [...(p.subscription?.intervals ?? [])],
    subscriberDiscount: String(p.subscription?.discountPercent ?? 0),
    ladder: (p.subscription?.ladder ?? []).map((r) => ({
      size: r.size,
      minKg: String(r.minKg),
      maxKg: String(r.maxKg),
      minMonths: String(r.minMonths),
      maxMonths: String(r.maxMonths),
    })),
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => {
        const t = p.translations[locale] ?? {};
        return [locale, { name: t.name ?? "", shortDescription: t.shortDescription ?? "", fullDescription: t.fullDescription ?? "", colors: { ...t.colors }, sizes: { ...t.sizes } }];
      }),
    ) as ProductForm["translations"],
  };
}

/** The filled labels of the colours or sizes the grid has now (a renamed or removed one's label goes). */
function labelsOf(labels: Record<string, string>, keys: readonly string[]): Record<string, string> | undefined {
  const kept = keys.flatMap((k) => (labels[k]?.trim() ? [[k, labels[k]!] as const] : []));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** The translations as the server takes them: only filled fields, and a language only when it has one. */
function translationsToFields(f: ProductForm): ProductFieldsInput["translations"] {
  return Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((locale) => {
      const t = f.translations[locale];
      const colors = labelsOf(t.colors, f.colors.map((c) => c.name));
      const sizes = labelsOf(t.sizes, f.sizes);
      const fields = {
        ...(t.name.trim() ? { name: t.name } : {}),
        ...(t.shortDescription.trim() ? { shortDescription: t.shortDescription } : {}),
        ...(t.fullDescription.trim() ? { fullDescription: t.fullDescription } : {}),
        ...(colors ? { colors } : {}),
        ...(sizes ? { sizes } : {}),
      };
      return Object.keys(fields).length > 0 ? [[locale, fields]] : [];
    }),
  );
}

/** The fields of `locale` still to translate, as the form stands (the editor's markers). */
export function untranslatedOfForm(f: ProductForm, locale: TranslatedLocale): TranslatableField[] {
  const variations = f.colors.map((c) => ({ color: c.name, size: f.sizes.map((name) => ({ name })) }));
  return untranslatedFields({ name: f.name, shortDescription: f.shortDescription, fullDescription: f.fullDescription, translations: translationsToFields(f) ?? {}, variations }, locale);
}

/** One field of one language's texts changed. */
export function setTranslation<K extends keyof TranslationForm>(f: ProductForm, locale: TranslatedLocale, field: K, value: TranslationForm[K]): ProductForm {
  return { ...f, translations: { ...f.translations, [locale]: { ...f.translations[locale], [field]: value } } };
}

/** What the form sends to the server. Unparseable numbers stay NaN so the server names the field. */
export function formToFields(f: ProductForm): ProductFieldsInput {
  const offerEnd = f.offerEnd.trim() ? new Date(f.offerEnd) : null;
  return {
    sku: f.sku,
    name: f.name,
    price: textToCents(f.price),
    discount: textToInt(f.discount),
    ...(offerEnd ? { offerEnd: Number.isNaN(offerEnd.getTime()) ? f.offerEnd : offerEnd.toISOString() } : {}),
    new: f.isNew,
    archived: f.archived,
    categories: f.categories,
    tags: f.tags
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
    ...(f.ages === "range" ? { ageRange: { fromMonths: textToInt(f.ageFrom), ...(f.ageTo.trim() ? { toMonths: textToInt(f.ageTo) } : {}) } } : {}),
    // Without colours the product has one stock; with them, every cell has its own.
    stock: f.colors.length === 0 ? textToInt(f.stock) : 0,
    variations: f.colors.map((c, ci) => ({
      color: c.name,
      image: c.image || f.images[0] || "",
      size: f.sizes.map((name, si) => ({ name, stock: textToInt(f.cells[ci]?.[si] ?? "") })),
    })),
    images: f.images,
    shortDescription: f.shortDescription,
    fullDescription: f.fullDescription,
    translations: translationsToFields(f),
    ...(f.subscribable
      ? {
          subscription: {
            intervals: [...f.intervals].sort((a, b) => a - b),
            discountPercent: textToInt(f.subscriberDiscount),
            ...(f.ladder.length > 0
              ? {
                  ladder: f.ladder.map((r) => ({
                    size: r.size,
                    minKg: textToDecimal(r.minKg),
                    maxKg: textToDecimal(r.maxKg),
                    minMonths: textToInt(r.minMonths),
                    maxMonths: textToInt(r.maxMonths),
                  })),
                }
              : {}),
          },
        }
      : {}),
  };
}

// ---- The grid's edits (immutable: each returns the next form).

export function addColor(f: ProductForm, name = ""): ProductForm {
  return { ...f, colors: [...f.colors, { name, image: "" }], cells: [...f.cells, f.sizes.map(() => "0")] };
}

export function removeColor(f: ProductForm, index: number): ProductForm {
  return { ...f, colors: f.colors.filter((_, i) => i !== index), cells: f.cells.filter((_, i) => i !== index) };
}

export function addSize(f: ProductForm, name = ""): ProductForm {
  return { ...f, sizes: [...f.sizes, name], cells: f.cells.map((row) => [...row, "0"]) };
}

export function removeSize(f: ProductForm, index: number): ProductForm {
  return { ...f, sizes: f.sizes.filter((_, i) => i !== index), cells: f.cells.map((row) => row.filter((_, i) => i !== index)) };
}

export function setCell(f: ProductForm, color: number, size: number, value: string): ProductForm {
  return { ...f, cells: f.cells.map((row, ci) => (ci === color ? row.map((v, si) => (si === size ? value : v)) : row)) };
}

// ---- The subscription offer's edits.

/** Tick or untick an interval, keeping them ascending. */
export function toggleInterval(f: ProductForm, weeks: number, on: boolean): ProductForm {
  const rest = f.intervals.filter((w) => w !== weeks);
  return { ...f, intervals: (on ? [...rest, weeks] : rest).sort((a, b) => a - b) };
}

/** A new rung at the end of the ladder, for the first size of the grid not in it yet (or none). */
export function addRung(f: ProductForm): ProductForm {
  const size = f.sizes.find((s) => s.trim() && !f.ladder.some((r) => r.size === s)) ?? "";
  return { ...f, ladder: [...f.ladder, { size, minKg: "", maxKg: "", minMonths: "", maxMonths: "" }] };
}

export function removeRung(f: ProductForm, index: number): ProductForm {
  return { ...f, ladder: f.ladder.filter((_, i) => i !== index) };
}

export function setRung(f: ProductForm, index: number, field: keyof LadderRow, value: string): ProductForm {
  return { ...f, ladder: f.ladder.map((r, i) => (i === index ? { ...r, [field]: value } : r)) };
}

/** Move an item of a list by `by` places (clamped): image reordering. */
export function move<T>(list: readonly T[], index: number, by: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, index + by));
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Remove an image; a colour that showed it falls back to the first image left. */
export function removeImage(f: ProductForm, index: number): ProductForm {
  const gone = f.images[index];
  return { ...f, images: f.images.filter((_, i) => i !== index), colors: f.colors.map((c) => (c.image === gone ? { ...c, image: "" } : c)) };
}

/** The id of the input a server field error belongs to ("fields.variations.1.size.2.stock" -> "product-cell-1-2"). */
export function fieldIdOf(path: string): string {
  const p = path.replace(/^fields\./, "").split(".");
  if (p[0] === "variations" && p.length >= 3) {
    const ci = p[1];
    if (p[2] === "color") return `product-color-${ci}`;
    if (p[2] === "image") return `product-color-image-${ci}`;
    if (p[2] === "size" && p.length >= 5) return p[4] === "name" ? `product-size-${p[3]}` : `product-cell-${ci}-${p[3]}`;
    return "product-grid";
  }
  if (p[0] === "variations") return "product-grid";
  if (p[0] === "translations" && p[1]) {
    const known: Record<string, string> = { name: "name", shortDescription: "short", fullDescription: "full", colors: "colors", sizes: "sizes" };
    return `product-${p[1]}-${known[p[2] ?? ""] ?? "name"}`;
  }
  if (p[0] === "tags") return "product-tags";
  if (p[0] === "images") return "product-images";
  if (p[0] === "categories") return "product-categories";
  if (p[0] === "ageRange") return p[1] === "toMonths" ? "product-age-to" : "product-age-from";
  if (p[0] === "subscription") {
    if (p[1] === "ladder" && p.length >= 3) {
      const field = (RUNG_FIELDS as readonly string[]).includes(p[3] ?? "") ? p[3] : "maxKg";
      return `product-rung-${p[2]}-${field}`;
    }
    return p[1] === "ladder" ? "product-ladder" : p[1] === "discountPercent" ? "product-subscriber-discount" : "product-intervals";
  }
  const known: Record<string, string> = { new: "product-new", offerEnd: "product-offer-end", shortDescription: "product-short", fullDescription: "product-full" };
  return known[p[0]!] ?? `product-${p[0]}`;
}
