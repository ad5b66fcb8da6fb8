import { scopedId } from "./scoped-id";

describe("scopedId", () => {
  it("is stable for one scope and differs between scopes", () => {
    expect(scopedId("listing-sort", "?category=toys")).toBe(scopedId("listing-sort", "?category=toys"));
    expect(scopedId("listing-sort", "?category=toys")).not.toBe(scopedId("listing-sort", "?category=bath"));
    expect(scopedId("listing-sort", "")).not.toBe(scopedId("listing-sort", "?page=2"));
  });

  it("is a valid id: the base, a dash, then letters and digits", () => {
    expect(scopedId("filters", "?q=bébé &x")).toMatch(/^filters-[a-z0-9]+$/);
  });
});
