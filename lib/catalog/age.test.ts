import { ageBandsOf, ageRangeSchema, monthsOld, nextAgeBand, rangeOfBand, AGE_BAND_IDS } from "./age";

describe("ageBandsOf", () => {
  it("gives every band for all ages", () => {
    expect(ageBandsOf(undefined)).toEqual(AGE_BAND_IDS);
  });
  it("gives the bands a range overlaps, ends exclusive", () => {
    expect(ageBandsOf({ fromMonths: 0, toMonths: 6 })).toEqual(["0-3m", "3-6m"]);
    expect(ageBandsOf({ fromMonths: 5, toMonths: 13 })).toEqual(["3-6m", "6-12m", "12-24m"]);
    expect(ageBandsOf({ fromMonths: 36 })).toEqual(["2-4y", "4y-plus"]);
  });
  it("maps each band's own range back to that band only", () => {
    for (const band of AGE_BAND_IDS) expect(ageBandsOf(rangeOfBand(band))).toEqual([band]);
  });
});

describe("ageRangeSchema", () => {
  it("refuses a range that ends before it starts", () => {
    expect(ageRangeSchema.safeParse({ fromMonths: 6, toMonths: 6 }).success).toBe(false);
    expect(ageRangeSchema.safeParse({ fromMonths: 6, toMonths: 12 }).success).toBe(true);
    expect(ageRangeSchema.safeParse({ fromMonths: -1 }).success).toBe(false);
  });
});

describe("monthsOld and nextAgeBand", () => {
  const today = new Date("2026-11-24T10:00:00Z");
  it("counts whole months", () => {
    expect(monthsOld("2026-11-24", today)).toBe(0);
    expect(monthsOld("2026-10-25", today)).toBe(0);
    expect(monthsOld("2026-10-24", today)).toBe(1);
    expect(monthsOld("2027-01-10", today)).toBeLessThan(0);
  });
  it("suggests the first band before the birth, then the band after the current one", () => {
    expect(nextAgeBand("2027-02-01", today)).toBe("0-3m");
    expect(nextAgeBand("2026-10-01", today)).toBe("3-6m");
    expect(nextAgeBand("2026-01-01", today)).toBe("12-24m");
    expect(nextAgeBand("2020-01-01", today)).toBeNull();
  });
});
