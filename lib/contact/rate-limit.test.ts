import { decideRate, storedTimes } from "./rate-limit";

describe("decideRate", () => {
  const minute = { max: 1, windowMs: 60_000 };

  it("allows the first send and records it", () => {
    expect(decideRate(undefined, 1000, minute)).toEqual({ allowed: true, times: [1000], retryAfterMs: 0 });
  });

  it("refuses a second send inside the window, saying how long to wait", () => {
    const d = decideRate([1000], 31_000, minute);
    expect(d.allowed).toBe(false);
    expect(d.retryAfterMs).toBe(30_000);
    expect(d.times).toEqual([1000]);
  });

  it("allows again once the window has passed, forgetting old sends", () => {
    expect(decideRate([1000], 61_001, minute)).toEqual({ allowed: true, times: [61_001], retryAfterMs: 0 });
  });

  it("counts several sends per window", () => {
    const rule = { max: 3, windowMs: 1000 };
    expect(decideRate([100, 200], 500, rule).allowed).toBe(true);
    const d = decideRate([100, 200, 300], 500, rule);
    expect(d.allowed).toBe(false);
    expect(d.retryAfterMs).toBe(600); // when the send at 100 leaves the window
  });

  it("ignores garbage and future times", () => {
    expect(decideRate([Number.NaN, 10_000_000], 1000, minute).allowed).toBe(true);
  });
});

describe("storedTimes", () => {
  it("keeps the numbers of a stored list, and reads anything else as no sends", () => {
    expect(storedTimes([1000, "x", 2000, null])).toEqual([1000, 2000]);
    expect(storedTimes(undefined)).toEqual([]);
    expect(storedTimes("1000")).toEqual([]);
  });
});
