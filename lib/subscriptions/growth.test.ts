import { estimatedWeight, medianWeight, outgrown, rungFor } from "./growth";

const ladder = [
  { size: "Size 1", minKg: 2, maxKg: 5, minMonths: 0, maxMonths: 3 },
  { size: "Size 2", minKg: 3, maxKg: 6, minMonths: 1, maxMonths: 4 },
  { size: "Size 3", minKg: 5, maxKg: 9, minMonths: 3, maxMonths: 12 },
];

test("the table's median weight, between the months it gives and past its end", () => {
  expect(medianWeight(0)).toBeCloseTo(3.25);
  expect(medianWeight(12)).toBeCloseTo(9.25);
  expect(medianWeight(13.5)).toBeCloseTo(9.6); // half-way from 9.25 (12) to 9.95 (15)
  expect(medianWeight(60)).toBeCloseTo(14.1);
});

test("the estimate: a weight entered, grown on by the table since; else the weight; else the age", () => {
  const at = new Date("2026-07-01T00:00:00Z");
  // Born 2026-01-01: 6 months at `at` (7.6 kg by the table); weighed 5.0 kg at 3 months (6.1 by the table).
  expect(estimatedWeight({ birthDate: "2026-01-01", weights: [{ kg: 5.0, at: "2026-04-02T00:00:00Z" }] }, at)).toBeCloseTo(6.5, 1);
  expect(estimatedWeight({ weights: [{ kg: 5.0, at: "2026-04-02T00:00:00Z" }, { kg: 5.6, at: "2026-05-02T00:00:00Z" }] }, at)).toBe(5.6);
  expect(estimatedWeight({ birthDate: "2026-01-01", weights: [] }, at)).toBeCloseTo(7.6, 1);
  expect(estimatedWeight({ weights: [] }, at)).toBeNull();
});

test("a size is outgrown above its weight range: the next rung is proposed; the last rung is never outgrown", () => {
  expect(outgrown(ladder, "Size 1", 5)).toBeNull();
  expect(outgrown(ladder, "Size 1", 5.1)?.size).toBe("Size 2");
  expect(outgrown(ladder, "Size 3", 12)).toBeNull();
  expect(outgrown(ladder, "Size 9", 12)).toBeNull();
  expect(rungFor(ladder, 4).size).toBe("Size 1");
  expect(rungFor(ladder, 8).size).toBe("Size 3");
  expect(rungFor(ladder, 1).size).toBe("Size 1");
  expect(rungFor(ladder, 20).size).toBe("Size 3");
});
