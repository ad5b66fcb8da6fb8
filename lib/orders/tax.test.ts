import type { TaxSettings } from "./config";
import { grossTotal, listedUsStates, orderTax, taxOn, taxRate, usState } from "./tax";

describe("usState", () => {
  it("reads a state's code or its name, in any case and spacing; anything else is no state", () => {
    expect(usState("CA")).toBe("CA");
    expect(usState(" ny ")).toBe("NY");
    expect(usState("California")).toBe("CA");
    expect(usState("new   york")).toBe("NY");
    expect(usState("Calif.")).toBeUndefined();
    expect(usState("")).toBeUndefined();
    expect(usState(undefined)).toBeUndefined();
    expect(usState("XX")).toBeUndefined();
  });
});

describe("taxRate (the shipped table)", () => {
  it("taxes a US address at its state's rate, an unlisted or unknown state at the US rate (0)", () => {
    expect(taxRate({ country: "US", region: "CA" })).toEqual({ place: "US-CA", rate: 725 });
    expect(taxRate({ country: "US", region: "texas" })).toEqual({ place: "US-TX", rate: 625 });
    expect(taxRate({ country: "US", region: "OR" })).toEqual({ place: "US-OR", rate: 0 });
    expect(taxRate({ country: "US", region: "Vermont" })).toEqual({ place: "US", rate: 0 });
    expect(taxRate({ country: "US", region: "" })).toEqual({ place: "US", rate: 0 });
  });

  it("charges no US sales tax abroad (a country not in the table)", () => {
    expect(taxRate({ country: "FR", region: "CA" })).toEqual({ place: "FR", rate: 0 });
  });
});

describe("taxOn: one rounding rule, per amount, half a cent up", () => {
  it("adds tax on top, rounded to the nearest cent with halves up", () => {
    expect(taxOn(1000, 725, false)).toBe(73); // 72.5 -> 73
    expect(taxOn(999, 725, false)).toBe(72); // 72.4275 -> 72
    expect(taxOn(200, 625, false)).toBe(13); // 12.5 -> 13
    expect(taxOn(199, 625, false)).toBe(12); // 12.4375 -> 12
    expect(taxOn(1000, 0, false)).toBe(0);
    expect(taxOn(0, 725, false)).toBe(0);
  });

  it("takes the tax part out of a price that includes it", () => {
    expect(taxOn(1200, 2000, true)).toBe(200); // 1200 / 1.2 = 1000
    expect(taxOn(1075, 750, true)).toBe(75);
    expect(taxOn(1000, 725, true)).toBe(68); // 1000 / 1.0725 = 932.40 -> 932, tax 68
    expect(taxOn(1000, 0, true)).toBe(0);
  });
});

describe("orderTax", () => {
  const added: TaxSettings = { pricesIncludeTax: false, taxDelivery: true, countries: { US: { rate: 0, states: { CA: 725 } }, DE: { rate: 1900 } } };

  it("rounds each line and the delivery, and sums the rounded figures (not the tax of the sum)", () => {
    // Three lines of 10 cents at 7.25 %: 0.725 each -> 1 cent each, 3 in all (the sum's would be 2).
    const { lines, tax } = orderTax([10, 10, 10], 595, { country: "US", region: "CA" }, added);
    expect(lines).toEqual([1, 1, 1]);
    expect(tax).toEqual({ place: "US-CA", rate: 725, included: false, goods: 3, shipping: 43, total: 46 });
    expect(grossTotal(30, 595, tax)).toBe(30 + 595 + 46);
  });

  it("leaves delivery untaxed when the shop says so", () => {
    const { tax } = orderTax([1000], 595, { country: "US", region: "CA" }, { ...added, taxDelivery: false });
    expect(tax).toMatchObject({ goods: 73, shipping: 0, total: 73 });
  });

  it("with prices including tax: shows the tax part and the total stays what the prices add up to", () => {
    const { lines, tax } = orderTax([1190, 2380], 0, { country: "DE" }, { ...added, pricesIncludeTax: true });
    expect(lines).toEqual([190, 380]);
    expect(tax).toEqual({ place: "DE", rate: 1900, included: true, goods: 570, shipping: 0, total: 570 });
    expect(grossTotal(3570, 0, tax)).toBe(3570);
  });

  it("a zero-rate place has no tax, and its total is goods and delivery", () => {
    const { lines, tax } = orderTax([1000, 500], 1995, { country: "FR" }, added);
    expect(lines).toEqual([0, 0]);
    expect(tax.total).toBe(0);
    expect(grossTotal(1500, 1995, tax)).toBe(3495);
  });
});

describe("listedUsStates", () => {
  it("names each state of the table with its rate, by name", () => {
    const states = listedUsStates();
    expect(states.find((s) => s.code === "CA")).toEqual({ code: "CA", name: "California", rate: 725 });
    expect(states.find((s) => s.code === "NY")?.name).toBe("New York");
    expect(states.map((s) => s.name)).toEqual([...states.map((s) => s.name)].sort((a, b) => a.localeCompare(b)));
  });
});
