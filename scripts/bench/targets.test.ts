// The speed targets against the floor: medians, bounds, distances, the rows they print and the
// record they write.
import type { LighthouseRun } from "./lighthouse";
import {
  cachedPageRow,
  lighthouseChecks,
  lighthouseHead,
  lighthouseRow,
  median,
  nearestBySize,
  PROTOCOL_HEAD,
  protocolChecks,
  protocolRow,
  recordHeader,
  replaceBlock,
  SIZE_FLOOR_HEAD,
  sizeFloorRow,
  summarize,
} from "./targets";

const run = (over: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 700,
  cls: 0,
  tbtMs: 160,
  failed: [],
  protocol: "h2",
  ...over,
});

test("the median is the middle value, or the mean of the two middle ones", () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([0.1, 0.2])).toBe(0.15);
  expect(() => median([])).toThrow();
});

test("each metric gets its own median and spread, not the values of the run with the median score", () => {
  const s = summarize([run({ performance: 90, lcpMs: 3000 }), run({ performance: 80, lcpMs: 2500 }), run({ performance: 85, lcpMs: 1800, tbtMs: 400 })]);
  expect(s.performance).toEqual({ median: 85, min: 80, max: 90 });
  // The run with the median performance had 1800 ms of LCP and 400 ms of TBT.
  expect(s.lcpMs).toEqual({ median: 2500, min: 1800, max: 3000 });
  expect(s.tbtMs).toEqual({ median: 160, min: 160, max: 400 });
});

describe("Lighthouse targets", () => {
  const floor = summarize([run({ performance: 98, tbtMs: 166 })]);

  test("at the bounds every target passes, with a distance of 0", () => {
    const c = lighthouseChecks(summarize([run({ performance: 95, lcpMs: 2000, tbtMs: 266 })]), floor);
    for (const check of Object.values(c)) expect(check).toMatchObject({ distance: 0, pass: true });
    expect(c.tbtMs.bound).toBe(266);
    expect(c.performance.bound).toBe(95);
  });

  test("one step past each bound misses, the distance signed as value minus bound", () => {
    const c = lighthouseChecks(summarize([run({ performance: 94, accessibility: 96, bestPractices: 99, seo: 92, lcpMs: 2001, tbtMs: 267, cls: 0.001 })]), floor);
    expect(c.performance).toEqual({ bound: 95, distance: -1, pass: false });
    expect(c.accessibility).toEqual({ bound: 100, distance: -4, pass: false });
    expect(c.bestPractices).toEqual({ bound: 100, distance: -1, pass: false });
    expect(c.seo).toEqual({ bound: 100, distance: -8, pass: false });
    expect(c.lcpMs).toEqual({ bound: 2000, distance: 1, pass: false });
    expect(c.tbtMs).toEqual({ bound: 266, distance: 1, pass: false });
    expect(c.cls).toEqual({ bound: 0, distance: 0.001, pass: false });
  });

  test("performance must also be within 4 points of the floor: a floor of 100 asks for 96", () => {
    const perfect = summarize([run({ performance: 100 })]);
    expect(lighthouseChecks(summarize([run({ performance: 95 })]), perfect).performance).toEqual({ bound: 96, distance: -1, pass: false });
    expect(lighthouseChecks(summarize([run({ performance: 96 })]), perfect).performance.pass).toBe(true);
  });

  test("a row shows each median, its spread when the runs differ, the distance and a mark; the head names the bounds", () => {
    const runs = [run({ performance: 90, lcpMs: 2500, failed: ["seo: canonical"] }), run({ performance: 96, lcpMs: 1900 }), run({ performance: 93, lcpMs: 2100 })];
    const row = lighthouseRow("/product/x", { runs, failures: [] }, floor);
    expect(row).toEqual(["/product/x", "93 (90-96) -2 **miss**", "100 0 pass", "100 0 pass", "100 0 pass", "2100 (1900-2500) +100 **miss**", "160 -106 pass", "0 0 pass", "seo: canonical"]);
    expect(lighthouseHead(floor)[1]).toMatch(/^performance \(>= 95:/);
    expect(lighthouseHead(floor)[6]).toMatch(/^TBT ms \(<= 266:/);
  });

  test("failed runs are counted in the row; the others still make the medians", () => {
    const row = lighthouseRow("/", { runs: [run({ lcpMs: 1900 }), run({ lcpMs: 2300 })], failures: ["lighthouse exited 1: the page stopped responding"] }, floor);
    expect(row[5]).toBe("2100 (1900-2300) +100 **miss**");
    expect(row[8]).toBe("1 of 3 runs failed (lighthouse exited 1: the page stopped responding)");
    const none = lighthouseRow("/", { runs: [], failures: ["x", "x"] }, floor);
    expect(none).toEqual(["/", "-", "-", "-", "-", "-", "-", "-", "2 of 2 runs failed (x)"]);
  });
});

test("a shop page is compared with the bare page nearest its size", () => {
  const pages = [
    { path: "/", bytes: 5_000 },
    { path: "/cards/150", bytes: 100_000 },
    { path: "/cards/160", bytes: 106_500 },
  ];
  expect(nearestBySize(pages, 103_000).path).toBe("/cards/150");
  expect(nearestBySize(pages, 104_000).path).toBe("/cards/160");
  expect(nearestBySize(pages, 1_000).path).toBe("/");
  expect(() => nearestBySize([], 1)).toThrow();
});

test("a cached page passes at 0.8 of the bare page's req/s and misses below", () => {
  const bare = { path: "/cards/160", bytes: 106_496, rps: 1000 };
  expect(cachedPageRow("/product/x", { bytes: 107_000, rps: 800 }, bare)).toEqual(["/product/x", "104.5 KB", "800", "/cards/160", "104 KB", "1000", "0.80 0 pass"]);
  expect(cachedPageRow("/product/x", { bytes: 107_000, rps: 790 }, bare)[6]).toBe("0.79 -0.01 **miss**");
});

test("a page beside the bare page of its size: both sides' medians (spread) and the page's medians minus the bare page's", () => {
  const page = { runs: [run({ performance: 93, lcpMs: 2400, tbtMs: 210 }), run({ performance: 90, lcpMs: 2900, tbtMs: 260 }), run({ performance: 95, lcpMs: 2300, tbtMs: 180 })], failures: [] };
  const bare = { runs: [run({ performance: 99, lcpMs: 1600, tbtMs: 120 }), run({ performance: 96, lcpMs: 2100, tbtMs: 190 }), run({ performance: 99, lcpMs: 1000, tbtMs: 100 })], failures: [] };
  const row = sizeFloorRow("/product/x", page, "/cards/180 (119.9 KB)", bare);
  expect(row).toEqual(["/product/x", "93 (90-95)", "2400 (2300-2900)", "210 (180-260)", "/cards/180 (119.9 KB)", "99 (96-99)", "1600 (1000-2100)", "120 (100-190)", "-6 / +800 / +90"]);
  expect(row).toHaveLength(SIZE_FLOOR_HEAD.length);
  // A side whose every run failed has no figures and no difference.
  const none = sizeFloorRow("/product/x", page, "/cards/180", { runs: [], failures: ["no LCP"] });
  expect(none.slice(5)).toEqual(["-", "-", "-", "-"]);
});

describe("HTTP/2 and HTTP/1.1 against the bare page of the same size", () => {
  const bare = summarize([run({ performance: 99, lcpMs: 1500, tbtMs: 120 })]);

  test("over HTTP/2, at the bounds every target passes: performance 95 and the bare page's - 3, LCP 2000, TBT the bare page's + 100", () => {
    const c = protocolChecks("h2", summarize([run({ performance: 96, lcpMs: 2000, tbtMs: 220 })]), bare);
    expect(c.performance).toEqual({ bound: 96, distance: 0, pass: true });
    expect(c.lcpMs).toEqual({ bound: 2000, distance: 0, pass: true });
    expect(c.tbtMs).toEqual({ bound: 220, distance: 0, pass: true });
    for (const m of ["accessibility", "bestPractices", "seo", "cls"] as const) expect(c[m]).toMatchObject({ distance: 0, pass: true });
    // A slow bare page does not lower the bar under 95.
    expect(protocolChecks("h2", summarize([run({ performance: 94 })]), summarize([run({ performance: 90 })])).performance).toEqual({ bound: 95, distance: -1, pass: false });
  });

  test("over HTTP/1.1, LCP is held to the bare page's + 300 ms; performance and TBT have no target", () => {
    const c = protocolChecks("http/1.1", summarize([run({ performance: 80, lcpMs: 1801, tbtMs: 900 })]), bare);
    expect(c.lcpMs).toEqual({ bound: 1800, distance: 1, pass: false });
    expect(c.performance).toBeUndefined();
    expect(c.tbtMs).toBeUndefined();
    expect(protocolChecks("http/1.1", summarize([run({ cls: 0.02 })]), bare).cls).toEqual({ bound: 0, distance: 0.02, pass: false });
  });

  test("a row: the protocols seen, each median vs the bare page's, their difference, and the target's distance where there is one", () => {
    const page = { runs: [run({ performance: 93, lcpMs: 2100, tbtMs: 200, protocol: "http/1.1" }), run({ performance: 97, lcpMs: 1900, tbtMs: 240, protocol: "http/1.1" })], failures: [] };
    const bareAudit = { runs: [run({ performance: 99, lcpMs: 1500, tbtMs: 120, protocol: "http/1.1" })], failures: ["lighthouse exited 1"] };
    const row = protocolRow("/product/x", "http/1.1", page, "/cards/150 (98 KB)", bareAudit);
    expect(row).toEqual([
      "/product/x",
      "HTTP/1.1: http/1.1 / http/1.1",
      "/cards/150 (98 KB)",
      "95 (93-97) vs 99: -4",
      "100 vs 100: 0; 0 pass",
      "100 vs 100: 0; 0 pass",
      "100 vs 100: 0; 0 pass",
      "2000 (1900-2100) vs 1500: +500; +200 **miss**",
      "220 (200-240) vs 120: +100",
      "0 vs 0: 0; 0 pass",
      "bare page: 1 of 2 runs failed (lighthouse exited 1)",
    ]);
    expect(row).toHaveLength(PROTOCOL_HEAD.length);
    const h2 = protocolRow("/", "h2", { runs: [run({ performance: 95, failed: ["seo: canonical"] })], failures: [] }, "/cards/300", { runs: [run({ protocol: "http/1.1" })], failures: [] });
    expect(h2[1]).toBe("HTTP/2: h2 / http/1.1");
    expect(h2[3]).toBe("95 vs 99: -4; -1 **miss**");
    expect(h2[10]).toBe("seo: canonical");
  });

  test("a side without a successful run leaves the figures out and says why", () => {
    const row = protocolRow("/cart", "h2", { runs: [], failures: ["x"] }, "/cards/40", { runs: [run()], failures: [] });
    expect(row.slice(3, 10)).toEqual(["-", "-", "-", "-", "-", "-", "-"]);
    expect(row[1]).toBe("HTTP/2: - / h2");
    expect(row[10]).toBe("1 of 1 runs failed (x)");
  });
});

test("the record's header says the command, the commit and its changes, the time and the load at both ends", () => {
  const header = recordHeader({
    command: "npm run bench -- --lighthouse --runs 5",
    commit: "abc1234",
    dirty: true,
    start: new Date("2026-11-26T09:00:12Z"),
    end: new Date("2026-11-26T09:41:50Z"),
    loadStart: [0.5, 0.61, 1],
    loadEnd: [1.234, 1, 0.9],
  });
  expect(header.split("  \n")).toEqual([
    "Command: `npm run bench -- --lighthouse --runs 5`",
    "Commit: abc1234 + changes",
    "Run: 2026-11-26 09:00 UTC to 2026-11-26 09:41 UTC",
    "Load average (1 / 5 / 15 min): 0.50 / 0.61 / 1.00 at the start, 1.23 / 1.00 / 0.90 at the end",
  ]);
  expect(recordHeader({ command: "c", commit: "abc1234", dirty: false, start: new Date(0), end: new Date(0), loadStart: [0, 0, 0], loadEnd: [0, 0, 0] })).toContain("Commit: abc1234  \n");
});

describe("the record in BENCHMARKS.md", () => {
  const M = "<!-- bench:demo+lighthouse+floor -->";

  test("replaces only the block between its own markers", () => {
    const text = `# B\n<!-- bench:demo+lighthouse -->\nold 15\n<!-- bench:demo+lighthouse -->\n\n${M}\nold\n${M}\nafter\n`;
    expect(replaceBlock(text, M, "new")).toBe(`# B\n<!-- bench:demo+lighthouse -->\nold 15\n<!-- bench:demo+lighthouse -->\n\n${M}\nnew\n${M}\nafter\n`);
  });

  test("is appended when its markers are not there yet", () => {
    expect(replaceBlock("# B\n\n", M, "new")).toBe(`# B\n\n${M}\nnew\n${M}\n`);
  });

  test("a marker left without its closing one is an error, not a second block", () => {
    expect(() => replaceBlock(`# B\n${M}\nold\n`, M, "new")).toThrow(/does not close/);
  });
});
