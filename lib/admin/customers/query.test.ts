import { parseCustomerQuery, toCustomerSearch } from "./query";
import { setCustomerAdminInputSchema, setCustomerDisabledInputSchema } from "./schema";

const parse = (search: string) => parseCustomerQuery(new URLSearchParams(search));

describe("parseCustomerQuery", () => {
  it("defaults to every customer, newest first", () => {
    expect(parse("")).toEqual({ sort: "newest" });
  });

  it("reads the search, filters, sort and cursor", () => {
    expect(parse("q=Olivia&role=admin&status=disabled&sort=name&cursor=demo-customer-3")).toEqual({
      q: "olivia",
      role: "admin",
      status: "disabled",
      sort: "name",
      cursor: "demo-customer-3",
    });
  });

  it("normalises the search as the stored terms are (case, accents, spaces) and cuts it", () => {
    expect(parse("q=%20%20Zo%C3%AB%20%20M%20").q).toBe("zoe m");
    expect(parse(`q=${"a".repeat(150)}`).q).toHaveLength(32);
  });

  it("drops what it does not know, blank or malformed values, and absurdly long input", () => {
    expect(parse("q=%20%20&role=root&status=gone&sort=oldest&cursor=a%2Fb&x=1")).toEqual({ sort: "newest" });
    expect(parse(`q=${"a".repeat(201)}`)).toEqual({ sort: "newest" });
  });

  it("takes the first of repeated values from a Next searchParams record", () => {
    expect(parseCustomerQuery({ q: ["sam", "x"], sort: ["name"] })).toEqual({ q: "sam", sort: "name" });
  });
});

describe("toCustomerSearch", () => {
  it("writes a canonical search string that parses back to the same query", () => {
    const q = { q: "olivia m", role: "admin", status: "disabled", sort: "name", cursor: "u-1" } as const;
    expect(toCustomerSearch(q)).toBe("?q=olivia+m&role=admin&status=disabled&sort=name&cursor=u-1");
    expect(parse(toCustomerSearch(q).slice(1))).toEqual(q);
    expect(toCustomerSearch({ sort: "newest" })).toBe("");
  });
});

describe("the action inputs", () => {
  it("take a uid and a boolean, nothing else", () => {
    expect(setCustomerAdminInputSchema.safeParse({ uid: "abc", admin: true }).success).toBe(true);
    expect(setCustomerDisabledInputSchema.safeParse({ uid: "abc", disabled: false }).success).toBe(true);
    for (const bad of [{}, { uid: "", admin: true }, { uid: "a/b", admin: true }, { uid: "abc", admin: "yes" }, { uid: "abc", admin: true, extra: 1 }]) {
      expect(setCustomerAdminInputSchema.safeParse(bad).success).toBe(false);
    }
  });
});
