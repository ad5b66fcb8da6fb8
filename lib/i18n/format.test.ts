import { fill, formatDate, formatDateTime, plural, pluralForm } from "./format";

describe("fill", () => {
  it("fills placeholders and leaves unknown ones", () => {
    expect(fill("Add {name} to cart", { name: "Glass Bottle" })).toBe("Add Glass Bottle to cart");
    expect(fill("Only {count} left, {other}", { count: 3 })).toBe("Only 3 left, {other}");
    expect(fill("{n} of {n}", { n: 2 })).toBe("2 of 2");
  });
});

describe("plural", () => {
  it("picks the plural form of the language", () => {
    const forms = { one: "{count} item", other: "{count} items" };
    expect(plural("en", forms, 1)).toBe("1 item");
    expect(plural("en", forms, 0)).toBe("0 items");
    expect(plural("fr", { one: "{count} article", other: "{count} articles" }, 0)).toBe("0 article");
    expect(plural("de", { one: "{count} Produkt", other: "{count} Produkte" }, 2)).toBe("2 Produkte");
    expect(pluralForm("de", { one: "eins", other: "mehr" }, 0)).toBe("mehr");
  });
});

describe("dates", () => {
  it("writes dates in the language, in UTC", () => {
    expect(formatDate("2026-05-12T23:30:00.000Z", "en")).toBe("May 12, 2026");
    expect(formatDate("2026-05-12T23:30:00.000Z", "fr")).toBe("12 mai 2026");
    expect(formatDateTime("2026-05-12T14:05:00.000Z", "en")).toMatch(/May 12, 2026.*02:05.PM UTC/);
    expect(formatDateTime("2026-05-12T14:05:00.000Z", "de")).toMatch(/12\. Mai 2026.*14:05 UTC/);
  });
});
