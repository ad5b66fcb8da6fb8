// The catalogue as CSV, both ways: one row per product, the columns below, parsed and written by
// a real CSV library (quotes, commas and line breaks inside a description survive a round trip),
// text that a spreadsheet would run as a formula written inert (escapeCell).
// Pure: the import's reading and writing of Firestore is in catalog-import.ts. Each cell is
// turned into its value, then the row is checked by the admin form's own schema (product-input:
// unique colours and sizes, known image sources, an offer end only with a discount), and every
// problem of every row is reported by line and column, so a file is fixed in one go.
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { z } from "zod";
import { categorySchema, productSchema, type Product } from "@/lib/catalog/schema";
import { TRANSLATED_LOCALES, untranslatedFields, type ProductTranslation, type TranslatableField, type TranslatedLocale } from "@/lib/catalog/translations";
import { CATALOG_FIELDS, newProductIdSchema, productFieldsSchema, type ProductFields } from "../products/schema";

/**
 * A product's texts in each other language, five columns per language: name_fr,
 * short_description_fr, full_description_fr, and color_labels_fr and size_labels_fr, each a JSON
 * object of English key -> label ({"white":"Blanc"}). An empty cell is an untranslated field.
 */
const TRANSLATION_PARTS = {
  name: "name",
  short_description: "shortDescription",
  full_description: "fullDescription",
  color_labels: "colors",
  size_labels: "sizes",
} as const satisfies Record<string, keyof ProductTranslation>;
type TranslationPart = keyof typeof TRANSLATION_PARTS;
type TranslationColumn = `${TranslationPart}_${TranslatedLocale}`;
const translationColumn = (part: TranslationPart, locale: TranslatedLocale): TranslationColumn => `${part}_${locale}`;
export const TRANSLATION_COLUMNS: readonly TranslationColumn[] = TRANSLATED_LOCALES.flatMap((locale) =>
  (Object.keys(TRANSLATION_PARTS) as TranslationPart[]).map((part) => translationColumn(part, locale)),
);

/**
 * The columns, in file order: the id, what staff set, then the translations. Ratings, reviews,
 * sales and dates belong to the shop's life, not the file; a subscription offer is set on the
 * product's page (an import keeps it).
 */
export type CsvColumn = "id" | Exclude<(typeof CATALOG_FIELDS)[number], "translations"> | TranslationColumn;
export const CSV_COLUMNS: readonly CsvColumn[] = [
  "id",
  ...CATALOG_FIELDS.filter((f): f is Exclude<typeof f, "translations"> => f !== "translations"),
  ...TRANSLATION_COLUMNS,
];

/** What a file may change of a product: what the admin form sets but the subscription offer, and the id. */
export type CatalogFields = { id: string } & Omit<ProductFields, "subscription">;

/** Limits of one import: a file a person edits, not a database dump. */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_MAX_ROWS = 2000;

/** Lists inside a cell (categories, tags, images) are separated by a vertical bar. */
const LIST_SEPARATOR = "|";

/**
 * A spreadsheet runs a cell that starts with = + - @, a tab or a carriage return as a formula
 * (CSV injection): opening an export must not run what a product's text says. A text cell that
 * starts so, after any apostrophes, gets one more apostrophe in front, which spreadsheets show as
 * text; the import takes exactly one off such a cell, so every text survives a round trip, and a
 * hand-typed '=x is read as =x, as a spreadsheet shows it. The number columns hold digits only
 * and are left alone: there a leading minus would be a value, and the import refuses it anyway.
 */
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;
const FORMULA = /^'*[=+\-@\t\r]/;
const NUMBER_COLUMNS: ReadonlySet<CsvColumn> = new Set(["price", "discount", "stock"]);
/** A text cell made inert for a spreadsheet (any CSV the admin writes: the catalogue, a promotion's codes). */
export const escapeFormula = (cell: string) => (FORMULA.test(cell) ? `'${cell}` : cell);
const escapeCell = (column: CsvColumn, cell: string) => (NUMBER_COLUMNS.has(column) ? cell : escapeFormula(cell));
const unescapeCell = (column: string, cell: string) => (!NUMBER_COLUMNS.has(column as CsvColumn) && ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);

/** Why a cell or the file was refused: a key of the AdminCatalogCsv.errors texts. */
export type CsvProblem = "required" | "invalid" | "duplicate-id" | "columns" | "malformed" | "too-big" | "too-many-rows" | "empty";
export type CsvRowError = { line: number; column: CsvColumn | null; problem: CsvProblem };

export type ParsedCatalog =
  | { ok: true; rows: { line: number; fields: CatalogFields }[] }
  | { ok: false; fileError: { problem: CsvProblem; line?: number; detail?: string } }
  | { ok: false; rowErrors: CsvRowError[]; rowCount: number };

const list = z.string().transform((s) =>
  s
    .split(LIST_SEPARATOR)
    .map((x) => x.trim())
    .filter(Boolean),
);
const optionalText = (s: string) => (s.trim() === "" ? undefined : s.trim());
const shape = productSchema.shape;

/** "12.99" (dollars, a dot, at most two decimals) -> 1299 cents. */
const dollars = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/)
  .transform((s) => {
    const [whole, fraction = ""] = s.split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  })
  .pipe(shape.price);
const wholeNumber = z.string().trim().regex(/^\d+$/).transform(Number);
const yesNo = z
  .string()
  .trim()
  .toLowerCase()
  .transform((s, ctx) => {
    if (["true", "yes", "1"].includes(s)) return true;
    if (["false", "no", "0", ""].includes(s)) return false;
    ctx.addIssue({ code: "custom", message: "invalid" });
    return z.NEVER;
  });
const jsonOr = (empty: unknown) => z.string().transform((s, ctx) => {
  if (s.trim() === "") return empty;
  try {
    return JSON.parse(s) as unknown;
  } catch {
    ctx.addIssue({ code: "custom", message: "invalid" });
    return z.NEVER;
  }
});
const json = jsonOr([]);

/** The translation columns' cells (only those filled), parsed by the admin form's schema with the rest of the row. */
const translationCells = z.object(
  Object.fromEntries(
    TRANSLATION_COLUMNS.map((c) => [c, c.startsWith("color_labels") || c.startsWith("size_labels") ? jsonOr(undefined) : z.string().transform(optionalText)]),
  ) as unknown as Record<TranslationColumn, z.ZodType<unknown, string>>,
);

/** The filled translation cells as the form's `translations` (a language with no cell filled is left out). */
function translationsOf(cells: Partial<Record<TranslationColumn, unknown>>): Partial<Record<TranslatedLocale, Record<string, unknown>>> {
  return Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((locale) => {
      const fields = (Object.keys(TRANSLATION_PARTS) as TranslationPart[]).flatMap((part) => {
        const value = cells[translationColumn(part, locale)];
        return value === undefined ? [] : [[TRANSLATION_PARTS[part], value] as const];
      });
      return fields.length > 0 ? [[locale, Object.fromEntries(fields)]] : [];
    }),
  );
}

/**
 * A record's labels of the product's own colours or sizes only: a label left behind by a colour
 * or size since removed would make the exported file refuse to import.
 */
function ownLabels(labels: Record<string, string>, keys: ReadonlySet<string>): Record<string, string> | undefined {
  const own = Object.entries(labels).filter(([key]) => keys.has(key));
  return own.length > 0 ? Object.fromEntries(own) : undefined;
}

function translationRow(p: Pick<CatalogFields, "translations" | "variations">): Record<TranslationColumn, string> {
  const cells = {} as Record<TranslationColumn, string>;
  const colors = new Set(p.variations.map((v) => v.color));
  const sizes = new Set(p.variations.flatMap((v) => v.size.map((s) => s.name)));
  for (const locale of TRANSLATED_LOCALES) {
    const t = p.translations[locale] ?? {};
    const own = { ...t, colors: t.colors && ownLabels(t.colors, colors), sizes: t.sizes && ownLabels(t.sizes, sizes) };
    for (const part of Object.keys(TRANSLATION_PARTS) as TranslationPart[]) {
      const value = own[TRANSLATION_PARTS[part]];
      cells[translationColumn(part, locale)] = value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
    }
  }
  return cells;
}

/** An age range in months: "0-6" (up to, not including, 6), "36+" (and older), empty = all ages. */
const ageRangeText = z
  .string()
  .trim()
  .transform((s, ctx) => {
    if (s === "") return undefined;
    const m = /^(\d{1,3})\s*(?:-\s*(\d{1,3})|(\+))$/.exec(s);
    if (!m) {
      ctx.addIssue({ code: "custom", message: "invalid" });
      return z.NEVER;
    }
    return m[3] ? { fromMonths: Number(m[1]) } : { fromMonths: Number(m[1]), toMonths: Number(m[2]) };
  })
  .pipe(shape.ageRange);

/** A stored age range as the file writes it (the inverse of ageRangeText). */
const ageRangeCell = (r: CatalogFields["ageRange"]) => (!r ? "" : r.toMonths === undefined ? `${r.fromMonths}+` : `${r.fromMonths}-${r.toMonths}`);

/** One row's cells (strings) -> a product's catalogue fields, through the product's own schema. */
const rowSchema = z.object({
  id: z.string().trim().pipe(newProductIdSchema),
  sku: z.string().trim().pipe(shape.sku),
  name: z.string().trim().pipe(shape.name),
  price: dollars,
  discount: z.string().trim().transform((s) => s || "0").pipe(wholeNumber).pipe(shape.discount.unwrap()),
  offerEnd: z.string().transform(optionalText).pipe(shape.offerEnd),
  new: yesNo,
  archived: yesNo,
  categories: list.pipe(z.array(categorySchema).min(1).max(8)),
  tags: list.pipe(shape.tags.unwrap()),
  ageRange: ageRangeText,
  stock: z.string().trim().transform((s) => s || "0").pipe(wholeNumber).pipe(shape.stock.unwrap()),
  images: list.pipe(shape.images),
  variations: json.pipe(shape.variations.unwrap()),
  shortDescription: z.string().pipe(shape.shortDescription.unwrap()),
  fullDescription: z.string().pipe(shape.fullDescription.unwrap()),
}).merge(translationCells);

/** The key of a column's hint (AdminCatalogCsv.hints): the translation columns share two. */
export function csvHintKey(column: CsvColumn): string {
  if (!(TRANSLATION_COLUMNS as readonly string[]).includes(column)) return column;
  return column.startsWith("color_labels") || column.startsWith("size_labels") ? "translationLabels" : "translationText";
}

/** The column a problem with the form's field `path` belongs to (a translation's: its language's column). */
function columnOf(path: readonly PropertyKey[]): CsvColumn {
  if (path[0] !== "translations") return path[0] as CsvColumn;
  const field = path[2] as keyof ProductTranslation | undefined;
  const part = (Object.keys(TRANSLATION_PARTS) as TranslationPart[]).find((p) => TRANSLATION_PARTS[p] === field) ?? "name";
  return translationColumn(part, path[1] as TranslatedLocale);
}

/** Cells -> values -> the admin form's rules. */
const catalogRowSchema = rowSchema.transform((row, ctx): CatalogFields => {
  const checked = productFieldsSchema.safeParse({ ...row, translations: translationsOf(row) });
  if (checked.success) return { id: row.id, ...checked.data };
  for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: [columnOf(issue.path)], message: issue.message });
  return z.NEVER;
});

/** A product's row, as strings in column order. */
function toRow(p: CatalogFields): string[] {
  const cells: Record<CsvColumn, string> = {
    id: p.id,
    sku: p.sku,
    name: p.name,
    price: (p.price / 100).toFixed(2),
    discount: String(p.discount),
    offerEnd: p.offerEnd ?? "",
    new: p.new ? "true" : "false",
    archived: p.archived ? "true" : "false",
    categories: p.categories.join(LIST_SEPARATOR),
    tags: p.tags.join(LIST_SEPARATOR),
    ageRange: ageRangeCell(p.ageRange),
    stock: String(p.stock),
    images: p.images.join(LIST_SEPARATOR),
    variations: p.variations.length ? JSON.stringify(p.variations) : "",
    shortDescription: p.shortDescription,
    fullDescription: p.fullDescription,
    ...translationRow(p),
  };
  return CSV_COLUMNS.map((c) => escapeCell(c, cells[c]));
}

/** The header line, for a streamed export that writes rows in pages. */
export function csvHeader(): string {
  return stringify([[...CSV_COLUMNS]]);
}

/** Rows without the header (a page of a streamed export). */
export function csvRows(products: readonly CatalogFields[]): string {
  return stringify(products.map(toRow));
}

/** A whole file: the header and one row per product. */
export function toCatalogCsv(products: readonly CatalogFields[]): string {
  return csvHeader() + csvRows(products);
}

/**
 * Read a file. A file that is not a table (bad quoting, a row with another number of cells),
 * too big or without the expected header is refused as a whole; otherwise every row is checked
 * and every bad cell reported. Lines are the file's own (the header is line 1).
 */
export function parseCatalogCsv(text: string): ParsedCatalog {
  if (new TextEncoder().encode(text).length > CSV_MAX_BYTES) return { ok: false, fileError: { problem: "too-big" } };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false, info: true }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, fileError: { problem: "malformed", line: (error as CsvError & { lines?: number }).lines } };
    throw error;
  }
  if (records.length === 0) return { ok: false, fileError: { problem: "empty" } };
  const [header, ...data] = records;
  const names = header!.record.map((h) => h.trim());
  const missing = CSV_COLUMNS.filter((c) => !names.includes(c));
  const unknown = names.filter((n) => !(CSV_COLUMNS as readonly string[]).includes(n));
  if (missing.length || unknown.length) {
    return { ok: false, fileError: { problem: "columns", detail: [...missing, ...unknown].join(", ") } };
  }
  if (data.length === 0) return { ok: false, fileError: { problem: "empty" } };
  if (data.length > CSV_MAX_ROWS) return { ok: false, fileError: { problem: "too-many-rows" } };

  const rows: { line: number; fields: CatalogFields }[] = [];
  const errors: CsvRowError[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { record, info } of data) {
    // info.lines is the line the record ends on; a record spanning lines starts earlier, but
    // spreadsheets show the row where it starts: count back the line breaks inside it.
    const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    const cells = Object.fromEntries(names.map((n, i) => [n, unescapeCell(n, record[i] ?? "")]));
    const parsed = catalogRowSchema.safeParse(cells);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = issue.path[0] as CsvColumn;
        if (seen.has(column)) continue;
        seen.add(column);
        errors.push({ line, column, problem: String(cells[column] ?? "").trim() === "" ? "required" : "invalid" });
      }
      continue;
    }
    const earlier = firstLineOf.get(parsed.data.id);
    if (earlier !== undefined) {
      errors.push({ line, column: "id", problem: "duplicate-id" });
      continue;
    }
    firstLineOf.set(parsed.data.id, line);
    rows.push({ line, fields: parsed.data });
  }
  return errors.length ? { ok: false, rowErrors: errors, rowCount: data.length } : { ok: true, rows };
}

/** The catalogue fields of a stored product (what an export writes and an import compares). */
export function catalogFieldsOf(product: Product): CatalogFields {
  return Object.fromEntries((["id", ...CATALOG_FIELDS] as const).filter((c) => product[c] !== undefined).map((c) => [c, product[c]])) as CatalogFields;
}


/** A row whose product still lacks texts in French or German: its fields to translate, per language. */
export type UntranslatedRow = { line: number; id: string; name: string; missing: Partial<Record<TranslatedLocale, TranslatableField[]>> };

/** The rows of a file that leave their product untranslated somewhere (the dry run lists them). */
export function untranslatedRows(rows: readonly { line: number; fields: CatalogFields }[]): UntranslatedRow[] {
  return rows.flatMap(({ line, fields }) => {
    const missing = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, untranslatedFields(fields, locale)] as const).filter(([, f]) => f.length > 0));
    return Object.keys(missing).length > 0 ? [{ line, id: fields.id, name: fields.name, missing }] : [];
  });
}
