import { testProduct } from "@/tests/fixtures/product";
import { productSchema } from "@/lib/catalog/schema";
import { toFieldErrors } from "@/lib/actions/field-errors";
import {
  addColor,
  addRung,
  addSize,
  emptyProductForm,
  fieldIdOf,
  formToFields,
  move,
  productToForm,
  removeColor,
  removeImage,
  removeRung,
  removeSize,
  setCell,
  setRung,
  textToCents,
  toggleInterval,
  type ProductForm,
} from "./form";
import { changedFields, createProductInputSchema, productFieldsSchema, updateProductInputSchema } from "./schema";

const IMG = "http://127.0.0.1:9199/v0/b/demo/o/products%2Fimages%2Fa.png?alt=media&token=t";

function gridForm() {
  let f: ProductForm = { ...emptyProductForm(), sku: "R-1", name: " Romper ", price: "12,5", discount: "10", categories: ["clothing" as const], tags: "cotton, soft ,", images: [IMG, "/demo/products/x.svg"] };
  f = addColor(addColor(f, "pink"), "blue");
  f = addSize(addSize(addSize(f, "S"), "M"), "L");
  return setCell(setCell(f, 0, 2, "4"), 1, 0, "7");
}

describe("textToCents", () => {
  it("reads dollars as typed in en, fr and de", () => {
    expect(["12.99", "12,99", "12", "12.9", " 1 200.00 ", "0"].map(textToCents)).toEqual([1299, 1299, 1200, 1290, 120000, 0]);
    for (const bad of ["", "12.999", "-1", "1e3", "abc", "12.", ".5"]) expect(textToCents(bad)).toBeNaN();
  });
});

describe("form -> product fields", () => {
  it("turns a colours x sizes grid into variations, each cell its stock, and parses on the server", () => {
    const fields = formToFields(gridForm());
    expect(fields).toMatchObject({ price: 1250, discount: 10, tags: ["cotton", "soft"], stock: 0 });
    expect(fields.variations).toEqual([
      { color: "pink", image: IMG, size: [{ name: "S", stock: 0 }, { name: "M", stock: 0 }, { name: "L", stock: 4 }] },
      { color: "blue", image: IMG, size: [{ name: "S", stock: 7 }, { name: "M", stock: 0 }, { name: "L", stock: 0 }] },
    ]);
    const parsed = productFieldsSchema.parse(fields);
    expect(parsed.name).toBe("Romper");
    expect(createProductInputSchema.safeParse({ id: "soft-romper", fields }).success).toBe(true);
  });

  it("round-trips a stored product through the form unchanged", () => {
    const p = testProduct("roundtrip", {
      price: 1999,
      discount: 20,
      offerEnd: "2030-01-01T10:00:00.000Z",
      tags: ["a", "b"],
      ageRange: { fromMonths: 3, toMonths: 12 },
      variations: [
        { color: "pink", image: "/p.svg", size: [{ name: "S", stock: 1 }, { name: "M", stock: 2 }] },
        { color: "white", image: "/w.svg", size: [{ name: "S", stock: 3 }, { name: "M", stock: 0 }] },
      ],
    });
    const fields = productFieldsSchema.parse(formToFields(productToForm(p)));
    const stored = productSchema.parse(p);
    for (const key of Object.keys(fields) as (keyof typeof fields)[]) if (key !== "stock") expect([key, fields[key]]).toEqual([key, stored[key]]);
    expect(Object.keys(fields).sort()).toEqual(Object.keys(productFieldsSchema.parse(formToFields(productToForm(p)))).sort());
  });

  it("refuses what the form cannot be trusted with: bad numbers, duplicate colours or sizes, foreign images, an offer end without discount, reserved ids", () => {
    const issues = (fields: unknown) => (productFieldsSchema.safeParse(fields).error?.issues ?? []).map((i) => i.path.join("."));
    const base = formToFields(gridForm());
    expect(issues({ ...base, price: Number.NaN })).toEqual(["price"]);
    expect(issues(formToFields(setCell(gridForm(), 1, 2, "x")))).toEqual(["variations.1.size.2.stock"]);
    expect(issues(formToFields({ ...gridForm(), colors: [{ name: "pink", image: "" }, { name: "Pink", image: "" }] }))).toEqual(["variations.1.color"]);
    expect(issues(formToFields({ ...gridForm(), sizes: ["S", "M", "S"] }))).toEqual(["variations.0.size.2.name", "variations.1.size.2.name"]);
    expect(issues({ ...base, images: ["https://evil.example/x.png"] })).toEqual(["images.0"]);
    expect(issues({ ...base, images: ["//evil.example/x.png"] })).toEqual(["images.0"]);
    expect(issues({ ...base, discount: 0, offerEnd: "2030-01-01T00:00:00.000Z" })).toEqual(["offerEnd"]);
    expect(issues({ ...base, categories: [] })).toEqual(["categories"]);
    expect(createProductInputSchema.safeParse({ id: "new", fields: base }).success).toBe(false);
    expect(updateProductInputSchema.safeParse({ id: "x", updatedAt: "yesterday", fields: base }).success).toBe(false);
  });
});

describe("the age range", () => {
  const issues = (fields: unknown) => (productFieldsSchema.safeParse(fields).error?.issues ?? []).map((i) => i.path.join("."));
  it("sends nothing for all ages, a range in months otherwise (no end: and older)", () => {
    expect("ageRange" in formToFields(gridForm())).toBe(false);
    expect(formToFields({ ...gridForm(), ages: "all", ageFrom: "3", ageTo: "6" }).ageRange).toBeUndefined();
    expect(formToFields({ ...gridForm(), ages: "range", ageFrom: " 0 ", ageTo: "6" }).ageRange).toEqual({ fromMonths: 0, toMonths: 6 });
    expect(formToFields({ ...gridForm(), ages: "range", ageFrom: "48", ageTo: "" }).ageRange).toEqual({ fromMonths: 48 });
    expect(productToForm(testProduct("p", { ageRange: { fromMonths: 48 } }))).toMatchObject({ ages: "range", ageFrom: "48", ageTo: "" });
    expect(productToForm(testProduct("p"))).toMatchObject({ ages: "all", ageFrom: "", ageTo: "" });
  });
  it("is checked on the server: a missing or bad start, an end before the start, past 16 years", () => {
    const range = (ageFrom: string, ageTo: string) => formToFields({ ...gridForm(), ages: "range", ageFrom, ageTo });
    expect(issues(range("", "6"))).toEqual(["ageRange.fromMonths"]);
    expect(issues(range("six", ""))).toEqual(["ageRange.fromMonths"]);
    expect(issues(range("12", "6"))).toEqual(["ageRange.toMonths"]);
    expect(issues(range("0", "500"))).toEqual(["ageRange.toMonths"]);
    expect(issues(range("0", "6"))).toEqual([]);
    expect(fieldIdOf("fields.ageRange.fromMonths")).toBe("product-age-from");
    expect(fieldIdOf("fields.ageRange.toMonths")).toBe("product-age-to");
  });
});

describe("grid and image edits", () => {
  it("adds and removes colours and sizes, keeping every cell in its row and column", () => {
    const f = gridForm();
    expect(f.cells).toEqual([["0", "0", "4"], ["7", "0", "0"]]);
    expect(removeSize(f, 0).cells).toEqual([["0", "4"], ["0", "0"]]);
    expect(removeColor(f, 0).cells).toEqual([["7", "0", "0"]]);
    expect(removeColor(f, 0).colors.map((c) => c.name)).toEqual(["blue"]);
  });

  it("moves images and falls a colour back to the first image when its image is removed", () => {
    expect(move(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(move(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    const f = { ...gridForm(), colors: [{ name: "pink", image: "/demo/products/x.svg" }] , cells: [["1", "1", "1"]] };
    const after = removeImage(f, 1);
    expect(after.images).toEqual([IMG]);
    expect(formToFields(after).variations![0]!.image).toBe(IMG);
  });

  it("points a server field error at its input", () => {
    expect(fieldIdOf("fields.variations.1.size.2.stock")).toBe("product-cell-1-2");
    expect(fieldIdOf("fields.variations.0.size.2.name")).toBe("product-size-2");
    expect(fieldIdOf("fields.variations.3.color")).toBe("product-color-3");
    expect(fieldIdOf("fields.price")).toBe("product-price");
    expect(fieldIdOf("fields.tags.2")).toBe("product-tags");
    expect(fieldIdOf("id")).toBe("product-id");
  });
});

describe("the subscription offer", () => {
  const LADDER = [
    { size: "S", minKg: 2, maxKg: 5.5, minMonths: 0, maxMonths: 3 },
    { size: "M", minKg: 5, maxKg: 9, minMonths: 2, maxMonths: 9 },
  ];
  const subscribed = (over: Partial<ProductForm> = {}): ProductForm => ({ ...gridForm(), subscribable: true, intervals: [2, 4], subscriberDiscount: "10", ...over });
  /** The server's answer, field by field, as the form marks it: input id -> reason. */
  const refusals = (f: ProductForm) => {
    const r = productFieldsSchema.safeParse(formToFields(f));
    return r.success ? {} : Object.fromEntries(Object.entries(toFieldErrors(r.error.issues)).map(([path, code]) => [fieldIdOf(path), code]));
  };

  it("sends nothing when the product is not subscribable, so saving removes its offer", () => {
    expect("subscription" in formToFields(gridForm())).toBe(false);
    expect("subscription" in formToFields({ ...subscribed(), subscribable: false })).toBe(false);
    expect(changedFields({ ...productFieldsSchema.parse(formToFields(subscribed())) }, productFieldsSchema.parse(formToFields(gridForm())))).toMatchObject({
      after: { subscription: null },
    });
  });

  it("sends the intervals ascending, the discount and the ladder as numbers (kg with a decimal comma too)", () => {
    let f = toggleInterval(toggleInterval(subscribed({ intervals: [] }), 8, true), 3, true);
    f = toggleInterval(toggleInterval(f, 12, true), 8, false);
    expect(f.intervals).toEqual([3, 12]);
    f = setRung(setRung(addRung(f), 0, "maxKg", "5,5"), 0, "minKg", "2");
    f = { ...f, ladder: [{ ...f.ladder[0]!, minMonths: "0", maxMonths: "3" }] };
    expect(formToFields(f).subscription).toEqual({ intervals: [3, 12], discountPercent: 10, ladder: [{ size: "S", minKg: 2, maxKg: 5.5, minMonths: 0, maxMonths: 3 }] });
    expect(productFieldsSchema.parse(formToFields(f)).subscription).toEqual({ intervals: [3, 12], discountPercent: 10, ladder: [LADDER[0]] });
  });

  it("round-trips a stored offer through the form unchanged", () => {
    const p = testProduct("nappies", {
      variations: [{ color: "white", image: "/w.svg", size: [{ name: "S", stock: 1 }, { name: "M", stock: 2 }] }],
      subscription: { intervals: [2, 3, 4], discountPercent: 15, ladder: LADDER },
    });
    const form = productToForm(p);
    expect(form).toMatchObject({ subscribable: true, intervals: [2, 3, 4], subscriberDiscount: "15" });
    expect(form.ladder[0]).toEqual({ size: "S", minKg: "2", maxKg: "5.5", minMonths: "0", maxMonths: "3" });
    expect(productFieldsSchema.parse(formToFields(form)).subscription).toEqual(productSchema.parse(p).subscription);
    expect(productToForm(testProduct("plain"))).toMatchObject({ subscribable: false, intervals: [], ladder: [] });
  });

  it("adds a rung for the next size not in the ladder, and removes one", () => {
    const f = addRung(addRung(subscribed()));
    expect(f.ladder.map((r) => r.size)).toEqual(["S", "M"]);
    expect(addRung(addRung(f)).ladder.map((r) => r.size)).toEqual(["S", "M", "L", ""]);
    expect(removeRung(f, 0).ladder.map((r) => r.size)).toEqual(["M"]);
  });

  it("is refused field by field with its own reasons: no interval, a discount over 50, a wrong ladder", () => {
    expect(refusals(subscribed())).toEqual({});
    expect(refusals(subscribed({ intervals: [] }))).toEqual({ "product-intervals": "intervalNeeded" });
    expect(refusals(subscribed({ subscriberDiscount: "51" }))).toEqual({ "product-subscriber-discount": "tooLong" });
    const row = (size: string, minKg: string, maxKg: string, minMonths: string, maxMonths: string) => ({ size, minKg, maxKg, minMonths, maxMonths });
    expect(refusals(subscribed({ ladder: [row("S", "2", "5", "0", "3"), row("XL", "5", "4", "3", "2")] }))).toEqual({
      "product-rung-1-size": "sizeUnknown",
      "product-rung-1-maxKg": "rangeOrder",
      "product-rung-1-maxMonths": "rangeOrder",
    });
    expect(refusals(subscribed({ ladder: [row("S", "2", "5", "0", "3"), row("M", "7", "9", "2", "6")] }))).toEqual({ "product-rung-1-minKg": "ladderGap" });
    expect(refusals(subscribed({ ladder: [row("M", "5", "9", "2", "6"), row("S", "2", "5", "0", "3")] }))).toEqual({
      "product-rung-1-minKg": "ladderOrder",
      "product-rung-1-minMonths": "ladderOrder",
    });
    expect(refusals(subscribed({ ladder: [row("S", "2", "five", "0", "3")] }))).toEqual({ "product-rung-0-maxKg": "invalid" });
    // A product without sizes has no ladder to climb.
    expect(refusals({ ...subscribed({ ladder: [row("S", "2", "5", "0", "3")] }), colors: [], sizes: [], cells: [] })).toEqual({ "product-rung-0-size": "sizeUnknown" });
  });

  it("keeps intervals ascending and each once, whatever a caller sends", () => {
    const fields = { ...formToFields(gridForm()), subscription: { intervals: [4, 2, 4], discountPercent: 5 } };
    expect(productFieldsSchema.parse(fields).subscription).toEqual({ intervals: [2, 4], discountPercent: 5 });
    expect(productFieldsSchema.safeParse({ ...fields, subscription: { intervals: [0, 13], discountPercent: 5 } }).success).toBe(false);
  });

  it("points the offer's errors at their inputs", () => {
    expect(fieldIdOf("fields.subscription.intervals")).toBe("product-intervals");
    expect(fieldIdOf("fields.subscription.intervals.0")).toBe("product-intervals");
    expect(fieldIdOf("fields.subscription.discountPercent")).toBe("product-subscriber-discount");
    expect(fieldIdOf("fields.subscription.ladder")).toBe("product-ladder");
    expect(fieldIdOf("fields.subscription.ladder.2.minMonths")).toBe("product-rung-2-minMonths");
    expect(fieldIdOf("fields.subscription.ladder.2")).toBe("product-rung-2-maxKg");
  });
});
