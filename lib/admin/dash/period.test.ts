import { averageOrderValue, change, DEFAULT_PERIOD, parsePeriod, periodHref, periodWindow } from "./period";

describe("parsePeriod", () => {
  it("accepts 7, 30 and 90", () => {
    expect(parsePeriod("7")).toBe(7);
    expect(parsePeriod("30")).toBe(30);
    expect(parsePeriod("90")).toBe(90);
  });

  it("falls back to the default for anything else", () => {
    expect(DEFAULT_PERIOD).toBe(30);
    for (const raw of [undefined, "", "14", "7.0", " 7", "07", "abc", "-7", ["7", "90"], []]) {
      expect(parsePeriod(raw as string | string[] | undefined)).toBe(DEFAULT_PERIOD);
    }
  });

  it("links to a period, the default without a parameter", () => {
    expect(periodHref("/dash", 7)).toBe("/dash?period=7");
    expect(periodHref("/dash", 90)).toBe("/dash?period=90");
    expect(periodHref("/dash", 30)).toBe("/dash");
  });
});

describe("periodWindow", () => {
  const now = new Date("2031-03-10T15:30:00.000Z");

  it("covers N calendar days ending now, one span per day", () => {
    const w = periodWindow(7, now);
    expect(w.current).toEqual({ start: "2031-03-04T00:00:00.000Z", end: "2031-03-10T15:30:00.000Z" });
    expect(w.days).toHaveLength(7);
    expect(w.days[0]).toEqual({ date: "2031-03-04", start: "2031-03-04T00:00:00.000Z", end: "2031-03-05T00:00:00.000Z" });
    // Today ends now.
    expect(w.days[6]).toEqual({ date: "2031-03-10", start: "2031-03-10T00:00:00.000Z", end: "2031-03-10T15:30:00.000Z" });
    // The days tile the period without gaps.
    for (let i = 1; i < w.days.length; i++) expect(w.days[i]!.start).toBe(w.days[i - 1]!.end);
  });

  it("compares with the same span N days earlier", () => {
    const w = periodWindow(7, now);
    expect(w.previous).toEqual({ start: "2031-02-25T00:00:00.000Z", end: "2031-03-03T15:30:00.000Z" });
    const w90 = periodWindow(90, now);
    expect(w90.days).toHaveLength(90);
    expect(w90.days[0]!.date).toBe("2030-12-11");
    expect(Date.parse(w90.current.start) - Date.parse(w90.previous.start)).toBe(90 * 86_400_000);
    expect(Date.parse(w90.current.end) - Date.parse(w90.previous.end)).toBe(90 * 86_400_000);
  });

  it("crosses a month and a year", () => {
    const w = periodWindow(30, new Date("2031-01-05T00:00:01.000Z"));
    expect(w.days[0]!.date).toBe("2030-12-07");
    expect(w.days.at(-1)!.date).toBe("2031-01-05");
  });
});

describe("change", () => {
  it("gives the difference and the relative change", () => {
    expect(change(150, 100)).toEqual({ value: 150, previous: 100, delta: 50, ratio: 0.5 });
    expect(change(50, 200)).toEqual({ value: 50, previous: 200, delta: -150, ratio: -0.75 });
    expect(change(7, 7)).toEqual({ value: 7, previous: 7, delta: 0, ratio: 0 });
  });

  it("has no ratio when there was nothing before", () => {
    expect(change(10, 0)).toEqual({ value: 10, previous: 0, delta: 10, ratio: null });
    expect(change(0, 0).ratio).toBeNull();
  });

  it("averages orders in whole cents", () => {
    expect(averageOrderValue(1000, 3)).toBe(333);
    expect(averageOrderValue(2000, 3)).toBe(667);
    expect(averageOrderValue(0, 0)).toBe(0);
  });
});
