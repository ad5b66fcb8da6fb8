import { parseSubscriptionOrdersCursor, parseSubscriptionQuery, toSubscriptionSearch } from "./query";
import { staffSubscriptionChangeSchema } from "./schema";

const parse = (search: string) => parseSubscriptionQuery(new URLSearchParams(search));

describe("parseSubscriptionQuery", () => {
  it("defaults to every subscription, newest first", () => {
    expect(parse("")).toEqual({ sort: "newest" });
  });

  it("reads the status, the failures filter, the sort and the cursor", () => {
    expect(parse("status=paused&payment=failures&sort=next&cursor=SUB-7KQ2M9XWTR")).toEqual({ status: "paused", failures: true, sort: "next", cursor: "SUB-7KQ2M9XWTR" });
  });

  it("drops unknown, blank and malformed values", () => {
    expect(parse("status=gone&payment=all&sort=oldest&cursor=SUB-1&x=1")).toEqual({ sort: "newest" });
    expect(parse("status=%20&payment=&cursor=..%2Fusers")).toEqual({ sort: "newest" });
  });

  it("takes the first of repeated values from a Next searchParams record", () => {
    expect(parseSubscriptionQuery({ status: ["active", "paused"], sort: ["next"] })).toEqual({ status: "active", sort: "next" });
  });
});

describe("toSubscriptionSearch", () => {
  it("writes a canonical search string that parses back to the same query", () => {
    const q = { status: "active", failures: true, sort: "next", cursor: "SUB-7KQ2M9XWTR" } as const;
    expect(toSubscriptionSearch(q)).toBe("?status=active&payment=failures&sort=next&cursor=SUB-7KQ2M9XWTR");
    expect(parse(toSubscriptionSearch(q).slice(1))).toEqual(q);
  });

  it("leaves defaults out", () => {
    expect(toSubscriptionSearch({ sort: "newest" })).toBe("");
    expect(toSubscriptionSearch({ sort: "newest", failures: false })).toBe("");
  });
});

describe("parseSubscriptionOrdersCursor", () => {
  it("is an order id or nothing", () => {
    expect(parseSubscriptionOrdersCursor(new URLSearchParams("orders=FL-ABCD2345"))).toBe("FL-ABCD2345");
    expect(parseSubscriptionOrdersCursor(new URLSearchParams("orders=SUB-7KQ2M9XWTR"))).toBeUndefined();
  });
});

describe("staffSubscriptionChangeSchema", () => {
  it("takes pause (until a day or not), resume and cancel of a subscription id", () => {
    for (const input of [
      { subscriptionId: "SUB-7KQ2M9XWTR", action: "pause" },
      { subscriptionId: "SUB-7KQ2M9XWTR", action: "pause", until: "2015-06-01" },
      { subscriptionId: "SUB-7KQ2M9XWTR", action: "resume" },
      { subscriptionId: "SUB-7KQ2M9XWTR", action: "cancel" },
    ]) {
      expect(staffSubscriptionChangeSchema.safeParse(input).success).toBe(true);
    }
  });

  it("refuses another action, a bad id or day, and an end on anything but a pause", () => {
    for (const input of [
      { subscriptionId: "SUB-7KQ2M9XWTR", action: "skip" },
      { subscriptionId: "FL-ABCD2345", action: "cancel" },
      { subscriptionId: "SUB-7KQ2M9XWTR", action: "pause", until: "next week" },
      { subscriptionId: "SUB-7KQ2M9XWTR", action: "cancel", until: "2015-06-01" },
    ]) {
      expect(staffSubscriptionChangeSchema.safeParse(input).success).toBe(false);
    }
  });
});
