import { ladderProblems } from "./subscription-checks";
import { productSubscriptionSchema, type LadderRung } from "./subscription-offer";

const SIZES = ["Size 1", "Size 2", "Size 3"];
const rung = (size: string, minKg: number, maxKg: number, minMonths: number, maxMonths: number): LadderRung => ({ size, minKg, maxKg, minMonths, maxMonths });
const GOOD = [rung("Size 1", 2, 5, 0, 3), rung("Size 2", 4, 8, 1, 6), rung("Size 3", 8, 11, 6, 12)];

describe("ladderProblems", () => {
  it("accepts overlapping or touching rungs that grow, and no ladder at all", () => {
    expect(ladderProblems(GOOD, SIZES)).toEqual([]);
    expect(productSubscriptionSchema.safeParse({ intervals: [2, 4], discountPercent: 10, ladder: GOOD }).success).toBe(true);
    expect(ladderProblems([], SIZES)).toEqual([]);
    // Two sizes for the same ages are fine: weight is what moves a baby up.
    expect(ladderProblems([rung("Size 1", 2, 5, 0, 6), rung("Size 2", 5, 8, 0, 6)], SIZES)).toEqual([]);
  });

  it("names a size the product does not have, and a size given twice", () => {
    expect(ladderProblems([rung("Size 1", 2, 5, 0, 3), rung("Size 9", 4, 8, 1, 6), rung("Size 1", 7, 11, 6, 12)], SIZES)).toEqual([
      { index: 1, field: "size", problem: "sizeUnknown" },
      { index: 2, field: "size", problem: "sizeTwice" },
    ]);
    expect(ladderProblems(GOOD, [])).toHaveLength(3);
  });

  it("names a range that goes down, on its upper end (weight needs a span, age may be one month)", () => {
    expect(ladderProblems([rung("Size 1", 5, 5, 3, 3)], SIZES)).toEqual([{ index: 0, field: "maxKg", problem: "rangeOrder" }]);
    expect(ladderProblems([rung("Size 1", 5, 2, 4, 1)], SIZES)).toEqual([
      { index: 0, field: "maxKg", problem: "rangeOrder" },
      { index: 0, field: "maxMonths", problem: "rangeOrder" },
    ]);
  });

  it("names a rung that does not fit bigger or older babies than the one before it", () => {
    // Smaller than the one before, by weight: out of order.
    expect(ladderProblems([rung("Size 2", 4, 8, 1, 6), rung("Size 1", 2, 5, 0, 3)], SIZES)).toEqual([
      { index: 1, field: "minKg", problem: "ladderOrder" },
      { index: 1, field: "minMonths", problem: "ladderOrder" },
    ]);
    // Inside the one before (starts higher, ends lower): out of order too.
    expect(ladderProblems([rung("Size 1", 2, 9, 0, 12), rung("Size 2", 3, 8, 1, 12)], SIZES)).toEqual([{ index: 1, field: "minKg", problem: "ladderOrder" }]);
  });

  it("names a gap between two rungs, by weight or by age", () => {
    expect(ladderProblems([rung("Size 1", 2, 5, 0, 3), rung("Size 2", 6, 9, 3, 6)], SIZES)).toEqual([{ index: 1, field: "minKg", problem: "ladderGap" }]);
    expect(ladderProblems([rung("Size 1", 2, 5, 0, 3), rung("Size 2", 5, 9, 4, 6)], SIZES)).toEqual([{ index: 1, field: "minMonths", problem: "ladderGap" }]);
  });
});
