import { channelTiming, invalidate, isLive, tagDocId, tagDocSchema, trusts } from "./tag-rules";

describe("invalidate (Next's updateTags rule, applied at a given moment)", () => {
  it("expires at once without durations, keeping an earlier stale mark", () => {
    expect(invalidate(undefined, null, 1000)).toEqual({ expired: 1000 });
    expect(invalidate({ stale: 500 }, null, 1000)).toEqual({ stale: 500, expired: 1000 });
  });
  it("marks stale now and expired `expire` seconds later with durations", () => {
    expect(invalidate(undefined, { expire: 0 }, 1000)).toEqual({ stale: 1000, expired: 1000 });
    expect(invalidate({ expired: 10 }, { expire: 60 }, 1000)).toEqual({ stale: 1000, expired: 61_000 });
    expect(invalidate({ expired: 10 }, {}, 1000)).toEqual({ stale: 1000, expired: 10 });
  });
});

describe("tagDocId", () => {
  it("makes a valid Firestore id of any tag, apart from the heartbeat's", () => {
    expect(tagDocId("product:baby-bottle")).toBe("t:product%3Ababy-bottle");
    expect(tagDocId("_N_T_/en/product/layout")).not.toContain("/");
    expect(tagDocId("heartbeat")).not.toBe("heartbeat");
  });
});

describe("tagDocSchema", () => {
  it("reads invalidations and heartbeats, and refuses anything else", () => {
    expect(tagDocSchema.parse({ kind: "tag", tag: "catalog", durations: { expire: 0 }, at: 1, by: "a" }).kind).toBe("tag");
    expect(tagDocSchema.parse({ kind: "beat", at: 1, by: "a" }).kind).toBe("beat");
    expect(tagDocSchema.safeParse({ kind: "tag", tag: "", durations: null, at: 1, by: "a" }).success).toBe(false);
    expect(tagDocSchema.safeParse({ kind: "tag", tag: "catalog", at: 1, by: "a" }).success).toBe(false);
    expect(tagDocSchema.safeParse({ kind: "other", at: 1, by: "a" }).success).toBe(false);
  });
});

describe("channel health and the safety lifetime", () => {
  const timing = channelTiming(60);
  it("derives heartbeats and the allowed silence from the safety lifetime", () => {
    expect(timing).toEqual({ safetyMs: 60_000, silenceMs: 30_000, beatMs: 10_000 });
  });
  it("is live only after a delivery, and for the allowed silence after the last one", () => {
    expect(isLive({ lastDeliveryAt: undefined }, timing, 0)).toBe(false);
    expect(isLive({ lastDeliveryAt: 100_000 }, timing, 129_999)).toBe(true);
    expect(isLive({ lastDeliveryAt: 100_000 }, timing, 130_000)).toBe(false);
  });
  it("trusts any entry while live, and only entries younger than the safety lifetime while down", () => {
    const live = { lastDeliveryAt: 1_000_000 };
    const down = { lastDeliveryAt: 1_000_000 - 40_000 };
    expect(trusts(live, timing, 0, 1_000_000)).toBe(true);
    expect(trusts(down, timing, 1_000_000 - 59_999, 1_000_000)).toBe(true);
    expect(trusts(down, timing, 1_000_000 - 60_000, 1_000_000)).toBe(false);
    expect(trusts({ lastDeliveryAt: undefined }, timing, 0, 1_000_000)).toBe(false);
  });
});
