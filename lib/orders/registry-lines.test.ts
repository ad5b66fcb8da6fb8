import type { RegistryItemDoc } from "@/lib/registry/schema";
import type { LineProblem, PricedOrder } from "./pricing";
import { registryItemIdsOf, registryLineProblems, registrySlugsOf, unitsPerItem, withRegistryProblems } from "./registry-lines";
import { orderTax } from "./tax";

const item = (over: Partial<RegistryItemDoc> = {}): RegistryItemDoc => ({
  productId: "romper",
  color: "blue",
  size: "S",
  wanted: 3,
  bought: 1,
  note: "",
  position: 0,
  addedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});
const emma = { slug: "emma", itemId: "i1" };
const gift = (quantity = 1, over: object = {}) => ({ id: "romper", color: "blue", size: "S", quantity, registry: emma, ...over });
const registry = { title: "Emma’s registry" };
const names = (id: string) => (id === "romper" ? "Romper" : undefined);

describe("registry lines of an order", () => {
  it("names the registries and items the lines are for, each once, and the units per item", () => {
    const lines = [gift(1), { id: "rattle", quantity: 4 }, gift(2), gift(1, { registry: { slug: "noah", itemId: "i9" } })];
    expect(registrySlugsOf(lines)).toEqual(["emma", "noah"]);
    expect(registrySlugsOf([{ id: "rattle", quantity: 1 }])).toEqual([]);
    expect(registryItemIdsOf(lines)).toEqual(["i1", "i9"]);
    expect(unitsPerItem(lines)).toEqual(new Map([["i1", 3], ["i9", 1]]));
  });

  it("lets a line through while it is the item's choice and within what is still wanted; other lines are not its business", () => {
    const items = new Map([["i1", item()]]);
    expect(registryLineProblems([gift(2), { id: "rattle", quantity: 50 }], registry, items, names)).toEqual([]);
  });

  it("says how many are still wanted when a line (or all lines of the item together) asks for more", () => {
    const items = new Map([["i1", item()]]);
    expect(registryLineProblems([gift(3)], registry, items, names)).toEqual([
      { index: 0, productId: "romper", name: "Romper", color: "blue", size: "S", kind: "over-wanted", requested: 3, available: 2, registry: "Emma’s registry" },
    ]);
    expect(registryLineProblems([gift(1), gift(2)], registry, items, names).map((p) => [p.index, p.kind, p.available])).toEqual([
      [0, "over-wanted", 2],
      [1, "over-wanted", 2],
    ]);
    const done = new Map([["i1", item({ bought: 3 })]]);
    expect(registryLineProblems([gift(1)], registry, done, names)).toMatchObject([{ kind: "no-longer-wanted", available: 0 }]);
    // Over-bought (the parents lowered `wanted`): still nothing wanted, never a negative count.
    const over = new Map([["i1", item({ wanted: 1, bought: 2 })]]);
    expect(registryLineProblems([gift(1)], registry, over, names)).toMatchObject([{ kind: "no-longer-wanted", available: 0 }]);
  });

  it("refuses a line that is not the item's product, colour or size, an item that is gone, or a registry that is gone", () => {
    const items = new Map<string, RegistryItemDoc | null>([["i1", item()], ["i2", null]]);
    const notOn = (line: ReturnType<typeof gift>, reg: { title: string } | null = registry) =>
      registryLineProblems([line], reg, items, names).map((p) => [p.kind, p.available]);
    expect(notOn(gift(1, { color: "pink" }))).toEqual([["not-on-registry", 0]]);
    expect(notOn(gift(1, { size: undefined }))).toEqual([["not-on-registry", 0]]);
    expect(notOn(gift(1, { id: "rattle" }))).toEqual([["not-on-registry", 0]]);
    expect(notOn(gift(1, { registry: { slug: "emma", itemId: "i2" } }))).toEqual([["not-on-registry", 0]]);
    expect(notOn(gift(1, { registry: { slug: "emma", itemId: "i3" } }))).toEqual([["not-on-registry", 0]]);
    expect(registryLineProblems([gift(1)], null, items, names)).toEqual([
      { index: 0, productId: "romper", name: "Romper", color: "blue", size: "S", kind: "not-on-registry", requested: 1, available: 0 },
    ]);
  });
});

describe("withRegistryProblems", () => {
  const priced: PricedOrder = { ok: true, lines: [], subtotal: 0, discount: 0, shipping: 0, tax: orderTax([], 0, { country: "US" }).tax, total: 0, itemCount: 0, promotions: [] };
  const problem = (index: number, kind: LineProblem["kind"]): LineProblem => ({ index, productId: "romper", kind, requested: 1, available: 0 });

  it("keeps a priced order without problems as it is, and refuses it with every problem in line order", () => {
    expect(withRegistryProblems(priced, [])).toBe(priced);
    expect(withRegistryProblems(priced, [problem(1, "no-longer-wanted")])).toEqual({ ok: false, problems: [problem(1, "no-longer-wanted")] });
    const stock = { ok: false as const, problems: [problem(2, "sold-out")] };
    expect(withRegistryProblems(stock, [problem(0, "not-on-registry")])).toEqual({ ok: false, problems: [problem(0, "not-on-registry"), problem(2, "sold-out")] });
  });
});
