import { adminOrderHref, adminOrdersHref } from "@/lib/admin/routes";
import { dayAfter, isFiltered, normaliseCustomer, normaliseOrderIdSearch, parseOrderQuery, toOrderSearch } from "./query";
import { moveOrdersInputSchema } from "./schema";

const parse = (search: string) => parseOrderQuery(new URLSearchParams(search));

describe("parseOrderQuery", () => {
  it("reads every field of the URL", () => {
    expect(parse("status=paid&from=2026-10-01&to=2026-10-31&customer=Olivia.Martin@Example.test&q=fl-7k&sort=total&cursor=FL-ABCDEFGH")).toEqual({
      status: "paid",
      from: "2026-10-01",
      to: "2026-10-31",
      customer: "olivia.martin@example.test",
      q: "FL-7K",
      sort: "total",
      cursor: "FL-ABCDEFGH",
    });
  });

  it("defaults to the newest orders, unfiltered", () => {
    expect(parse("")).toEqual({ sort: "newest" });
    expect(isFiltered(parse(""))).toBe(false);
    expect(isFiltered(parse("status=paid"))).toBe(true);
  });

  it("drops malformed values instead of failing", () => {
    expect(parse("status=lost&from=2026-13-01&to=yesterday&customer=a%20b&q=O0I1&sort=price&cursor=FL-0000")).toEqual({ sort: "newest" });
    expect(parse("from=2026-02-30")).toEqual({ sort: "newest" });
    expect(parse("status=&q=%20%20")).toEqual({ sort: "newest" });
  });

  it("swaps a range given backwards", () => {
    expect(parse("from=2026-10-31&to=2026-10-01")).toMatchObject({ from: "2026-10-01", to: "2026-10-31" });
  });

  it("accepts a record of search params (a page's searchParams), taking the first of repeated values", () => {
    expect(parseOrderQuery({ status: ["shipped", "paid"], sort: "oldest", other: "x" })).toEqual({ status: "shipped", sort: "oldest" });
  });
});

describe("normalising searches", () => {
  it("order ids: with or without FL-, any case, spaces ignored", () => {
    expect(normaliseOrderIdSearch(" fl-7k2m ")).toBe("FL-7K2M");
    expect(normaliseOrderIdSearch("7k2m")).toBe("FL-7K2M");
    expect(normaliseOrderIdSearch("FL-")).toBeUndefined();
    expect(normaliseOrderIdSearch("FL-ABCDEFGHJ")).toBeUndefined(); // 9 characters
    expect(normaliseOrderIdSearch("FL-O1")).toBeUndefined(); // letters never used
  });

  it("customers: an email (lower-cased) or an account id", () => {
    expect(normaliseCustomer(" Sam@Example.TEST ")).toBe("sam@example.test");
    expect(normaliseCustomer("demo-customer-1")).toBe("demo-customer-1");
    expect(normaliseCustomer("not an id")).toBeUndefined();
    expect(normaliseCustomer("@")).toBeUndefined();
  });
});

describe("toOrderSearch", () => {
  it("writes a canonical string: fixed order, defaults left out", () => {
    expect(toOrderSearch({ sort: "newest" })).toBe("");
    expect(toOrderSearch({ cursor: "FL-ABCDEFGH", sort: "oldest", status: "paid", q: "FL-7K" })).toBe("?q=FL-7K&status=paid&sort=oldest&cursor=FL-ABCDEFGH");
    expect(toOrderSearch({ customer: "a+b@example.test" })).toBe("?customer=a%2Bb%40example.test");
  });

  it("round-trips with parseOrderQuery", () => {
    const search = "?q=FL-7K&status=cancelled&from=2026-09-01&to=2026-09-30&customer=sam%40example.test&sort=total&cursor=FL-ABCDEFGH";
    expect(toOrderSearch(parse(search))).toBe(search);
    expect(toOrderSearch(parse("sort=price&status=paid&junk=1"))).toBe("?status=paid");
  });
});

describe("URLs and inputs", () => {
  it("builds the admin order URLs", () => {
    expect(adminOrdersHref()).toBe("/orders");
    expect(adminOrdersHref({ status: "pending", sort: "newest" })).toBe("/orders?status=pending");
    expect(adminOrderHref("FL-ABCDEFGH")).toBe("/orders/FL-ABCDEFGH");
  });

  it("a date range ends after its last day", () => {
    expect(dayAfter("2026-12-31")).toBe("2027-01-01T00:00:00.000Z");
  });

  it("a bulk move takes 1 to 50 order ids, once each", () => {
    const ids = Array.from({ length: 51 }, (_, i) => `FL-AAAAAA${"23456789ABCDEFGHJKMNPQRSTUVWXYZ"[i % 31]}${"23456789"[Math.floor(i / 31)]}`);
    expect(moveOrdersInputSchema.safeParse({ orderIds: ids, to: "paid" }).success).toBe(false);
    expect(moveOrdersInputSchema.safeParse({ orderIds: [], to: "paid" }).success).toBe(false);
    expect(moveOrdersInputSchema.parse({ orderIds: ["FL-ABCDEFGH", "FL-ABCDEFGH"], to: "paid" }).orderIds).toEqual(["FL-ABCDEFGH"]);
    expect(moveOrdersInputSchema.safeParse({ orderIds: ["FL-ABCDEFGH"], to: "lost" }).success).toBe(false);
  });
});
