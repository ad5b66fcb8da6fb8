import { createPromotionInputSchema, promotionFieldsSchema } from "./schema";
import { emptyPromotionForm, fieldIdOf, formToInput, isoToShopTime, promotionToForm, shopTimeToIso, type PromotionForm } from "./form";
import { codesCsv } from "./codes-csv";
import type { Promotion } from "@/lib/promotions/schema";

const form = (over: Partial<PromotionForm> = {}): PromotionForm => ({ ...emptyPromotionForm(), name: "Spring", code: "spring10", percent: "10", ...over });
const parse = (over: Partial<PromotionForm> = {}) => promotionFieldsSchema.safeParse(formToInput(form(over)));
const issuePaths = (over: Partial<PromotionForm>) => {
  const result = parse(over);
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
};

describe("dates in the shop's time zone (UTC)", () => {
  it("reads the datetime-local value as UTC and writes it back the same", () => {
    expect(shopTimeToIso("2026-12-01T18:30")).toBe("2026-12-01T18:30:00.000Z");
    expect(isoToShopTime("2026-12-01T18:30:00.000Z")).toBe("2026-12-01T18:30");
    // An instant stored with an offset shows as its UTC time.
    expect(isoToShopTime("2026-12-01T23:30:00.000Z")).toBe("2026-12-01T23:30");
  });

  it("leaves what is no date and minute as typed, for the server to refuse", () => {
    for (const bad of ["2026-02-30T10:00", "2026-12-01", "tomorrow", "2026-12-01T25:00"]) expect(shopTimeToIso(bad)).toBe(bad);
    expect(issuePaths({ startsAt: "2026-02-30T10:00" })).toEqual(["conditions.startsAt"]);
  });

  it("refuses an end at or before the start, on the end", () => {
    expect(issuePaths({ startsAt: "2026-12-01T10:00", endsAt: "2026-12-01T10:00" })).toEqual(["conditions.endsAt"]);
    expect(parse({ startsAt: "2026-12-01T10:00", endsAt: "2026-12-01T10:01" }).success).toBe(true);
  });
});

describe("amounts in dollars become cents", () => {
  it("converts the benefit's amount, the minimum subtotal and the budget", () => {
    const input = formToInput(form({ kind: "order-amount", amount: "5,5", minSubtotal: "30", budget: "1 000.00" }));
    expect(input.benefit).toEqual({ kind: "order-amount", amount: 550 });
    expect(input.conditions).toMatchObject({ minSubtotal: 3000 });
    expect(input.limits).toEqual({ budget: 100000 });
  });

  it("keeps an unreadable amount as NaN, which the server refuses on its field", () => {
    expect(issuePaths({ kind: "order-amount", amount: "5.999" })).toEqual(["benefit.amount"]);
    expect(issuePaths({ budget: "lots" })).toEqual(["limits.budget"]);
    expect(issuePaths({ totalUses: "-1" })).toEqual(["limits.totalUses"]);
  });

  it("leaves empty limits and conditions out (no limit), never as 0", () => {
    const input = formToInput(form());
    expect(input.limits).toEqual({});
    expect(input.conditions).toEqual({ firstOrderOnly: false, subscribersOnly: false, excludeDiscounted: false });
  });
});

describe("conditional fields", () => {
  it("sends only the chosen benefit's fields", () => {
    const typed = { percent: "15", amount: "4.00", productIds: "a-duck, b-towel  c-bib", categories: ["bath" as const], methods: ["express" as const], buy: "2", get: "1", maxFree: "" };
    expect(formToInput(form({ ...typed, kind: "order-percent" })).benefit).toEqual({ kind: "order-percent", percent: 15 });
    expect(formToInput(form({ ...typed, kind: "product-amount" })).benefit).toEqual({ kind: "product-amount", amount: 400, target: { productIds: ["a-duck", "b-towel", "c-bib"], categories: ["bath"] } });
    expect(formToInput(form({ ...typed, kind: "free-delivery" })).benefit).toEqual({ kind: "free-delivery", methods: ["express"] });
    expect(formToInput(form({ ...typed, kind: "buy-x-get-y" })).benefit).toEqual({ kind: "buy-x-get-y", buy: 2, get: 1, target: { productIds: ["a-duck", "b-towel", "c-bib"], categories: ["bath"] } });
    expect(formToInput(form({ ...typed, kind: "buy-x-get-y", maxFree: "3" })).benefit).toMatchObject({ maxFree: 3 });
  });

  it("needs a product or a category for a product benefit", () => {
    expect(issuePaths({ kind: "product-percent", productIds: " , ", categories: [] })).toEqual(["benefit.target"]);
  });

  it("sends the code only with the code trigger, and refuses a code on an automatic promotion", () => {
    expect(formToInput(form({ trigger: "automatic" }))).not.toHaveProperty("code");
    expect(formToInput(form({ trigger: "code", code: "  " }))).not.toHaveProperty("code");
    expect(promotionFieldsSchema.parse(formToInput(form())).code).toBe("SPRING10");
    expect(promotionFieldsSchema.safeParse({ ...formToInput(form({ trigger: "automatic" })), code: "X-123" }).error?.issues.map((i) => i.path.join("."))).toEqual(["code"]);
    expect(issuePaths({ code: "no spaces" })).toEqual(["code"]);
  });

  it("a stored promotion shows in the form and converts back to itself", () => {
    const stored: Promotion = {
      id: "spring-abc123",
      name: "Spring",
      description: "note",
      trigger: "code",
      code: "SPRING10",
      status: "active",
      benefit: { kind: "buy-x-get-y", buy: 2, get: 1, maxFree: 3, target: { productIds: ["a-duck"], categories: ["bath"] } },
      conditions: { startsAt: "2026-03-01T00:00:00.000Z", endsAt: "2026-04-01T12:30:00.000Z", minSubtotal: 2550, minQuantity: 2, firstOrderOnly: true, subscribersOnly: false, excludeDiscounted: true },
      limits: { totalUses: 100, perAccount: 1, budget: 50000 },
      combinesWith: { product: false, order: true, delivery: true },
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    const shown = promotionToForm(stored);
    expect(shown).toMatchObject({ startsAt: "2026-03-01T00:00", endsAt: "2026-04-01T12:30", minSubtotal: "25.50", budget: "500.00", productIds: "a-duck", maxFree: "3" });
    const { name, description, trigger, code, benefit, conditions, limits, combinesWith } = stored;
    expect(createPromotionInputSchema.parse({ fields: formToInput(shown) }).fields).toEqual({ name, description, trigger, code, benefit, conditions, limits, combinesWith });
  });
});

describe("fieldIdOf", () => {
  it.each([
    ["fields.name", "promotion-name"],
    ["fields.code", "promotion-code"],
    ["fields.benefit.percent", "promotion-percent"],
    ["fields.benefit.target", "promotion-product-ids"],
    ["fields.benefit.target.productIds.3", "promotion-product-ids"],
    ["fields.benefit.target.categories.0", "promotion-categories"],
    ["fields.conditions.endsAt", "promotion-ends-at"],
    ["fields.limits.budget", "promotion-budget"],
    ["fields.combinesWith.order", "promotion-combines"],
  ])("%s -> %s", (path, id) => {
    expect(fieldIdOf(path)).toBe(id);
  });
  it("names no field for a path the form has none for", () => expect(fieldIdOf("updatedAt")).toBeNull());
});

describe("codesCsv", () => {
  it("writes a header and a row a code, oldest first, with the catalogue's formula escaping", () => {
    const csv = codesCsv([
      { code: "B-2", createdAt: "2026-01-02T00:00:00.000Z" },
      { code: "A-1", orderId: "=HYPERLINK(1)", createdAt: "2026-01-01T00:00:00.000Z" },
    ]);
    expect(csv.trim().split("\n")).toEqual(["code,used_by_order,created_at", "A-1,'=HYPERLINK(1),2026-01-01T00:00:00.000Z", "B-2,,2026-01-02T00:00:00.000Z"]);
  });
});
