import { centsToDollars, countryName, formatPrice, formatTaxRate } from "./format";

// Intl output uses narrow no-break spaces in some locales; compare without them.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatPrice", () => {
  it("formats cents as US dollars in each shop language", () => {
    expect(formatPrice(1999, "en")).toBe("$19.99");
    expect(plain(formatPrice(1999, "fr"))).toBe("19,99 $US");
    expect(plain(formatPrice(1999, "de"))).toBe("19,99 $");
  });
  it("handles zero and large amounts", () => {
    expect(formatPrice(0, "en")).toBe("$0.00");
    expect(formatPrice(123456789, "en")).toBe("$1,234,567.89");
  });
});

describe("centsToDollars", () => {
  it("rounds down by default and up when asked", () => {
    expect(centsToDollars(1999)).toBe(19);
    expect(centsToDollars(1999, "ceil")).toBe(20);
    expect(centsToDollars(2000, "ceil")).toBe(20);
  });
});

describe("formatTaxRate", () => {
  it("writes basis points as a percentage in the locale's way", () => {
    expect(formatTaxRate(725, "en")).toBe("7.25%");
    expect(formatTaxRate(400, "en")).toBe("4%");
    expect(plain(formatTaxRate(725, "de"))).toBe("7,25 %");
  });
});

describe("countryName", () => {
  it("names the country in the language, or keeps its code", () => {
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("not a code", "en")).toBe("not a code");
  });
});
