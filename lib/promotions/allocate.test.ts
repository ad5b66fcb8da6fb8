import { allocate } from "./allocate";

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

describe("allocate", () => {
  it("shares in proportion when it divides evenly", () => {
    expect(allocate(600, [100, 200, 300])).toEqual([100, 200, 300]);
    expect(allocate(300, [100, 200, 300])).toEqual([50, 100, 150]);
  });

  it("gives the cents left to the largest remainders", () => {
    // Quotas 3.33.., 3.33.., 3.33..; then 1.5, 8.5: ties go to the earlier index.
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(10, [1, 5])).toEqual([2, 8]);
    // Quotas 1.4, 2.8, 5.6 -> floors 1, 2, 5; the cent left goes to the largest remainder (.8).
    expect(allocate(10, [1, 2, 4])).toEqual([1, 3, 6]);
  });

  it("puts 1 cent over 3 equal lines on the first", () => {
    expect(allocate(1, [500, 500, 500])).toEqual([1, 0, 0]);
    expect(allocate(2, [500, 500, 500])).toEqual([1, 1, 0]);
  });

  it("gives a zero weight nothing, even with cents to place", () => {
    expect(allocate(5, [0, 3, 0, 3])).toEqual([0, 3, 0, 2]);
    expect(allocate(7, [0, 1, 1, 1, 0])).toEqual([0, 3, 2, 2, 0]);
  });

  it("shares 0 as zeros, even over zero weights, and the whole as the weights", () => {
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
    expect(allocate(0, [])).toEqual([]);
    expect(allocate(1234, [1000, 34, 200])).toEqual([1000, 34, 200]);
  });

  it("never gives a share above its weight when the total is at most their sum, and always adds up", () => {
    // A small deterministic generator: many shapes, checked against the two promises.
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let run = 0; run < 500; run++) {
      const weights = Array.from({ length: 1 + next(8) }, () => (next(4) === 0 ? 0 : next(5000)));
      if (sum(weights) === 0) continue;
      const total = next(sum(weights) + 1);
      const shares = allocate(total, weights);
      expect(sum(shares)).toBe(total);
      shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(weights[i]!));
      shares.forEach((s) => expect(s).toBeGreaterThanOrEqual(0));
    }
  });

  it("is exact with big numbers (products past 2^53)", () => {
    const weights = [999_999_999, 999_999_998, 3];
    const shares = allocate(999_999_997, weights);
    expect(sum(shares)).toBe(999_999_997);
    // Quotas 499999998.0000000015, 499999997.500000003, 1.4999999955: the cent left goes to the .500000003.
    expect(shares).toEqual([499_999_998, 499_999_998, 1]);
    expect(allocate(1_000_000_000, [1_000_000_000, 1_000_000_000, 1_000_000_000])).toEqual([333_333_334, 333_333_333, 333_333_333]);
  });

  it("refuses what cannot be shared", () => {
    expect(() => allocate(1, [0, 0])).toThrow(RangeError);
    expect(() => allocate(1, [])).toThrow(RangeError);
    expect(() => allocate(-1, [1])).toThrow(RangeError);
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(1, [-1, 2])).toThrow(RangeError);
  });
});
