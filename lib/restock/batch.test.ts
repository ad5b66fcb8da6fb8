import { batchSize, dueForRelease, RELEASE_EVERY_MS, RESTOCK_BATCH } from "./batch";

describe("batchSize", () => {
  it.each([
    [0, 0],
    [-2, 0],
    [1, 20],
    [3, 20],
    [7, 21],
    [20, 60],
    [50, 150],
    [1000, 150],
  ])("%i units: tells %i", (units, size) => {
    expect(batchSize(units)).toBe(size);
  });

  it("fits a commit: two writes a notice, with room for the stock change", () => {
    expect(2 * RESTOCK_BATCH.max).toBeLessThanOrEqual(300);
  });
});

describe("dueForRelease", () => {
  const now = new Date("2027-03-01T12:00:00Z");
  it("is due when never released, or RELEASE_EVERY_MS after the last", () => {
    expect(dueForRelease(undefined, now)).toBe(true);
    expect(dueForRelease(new Date(now.getTime() - RELEASE_EVERY_MS).toISOString(), now)).toBe(true);
    expect(dueForRelease(new Date(now.getTime() - RELEASE_EVERY_MS + 1000).toISOString(), now)).toBe(false);
  });
});
