import { INVALID_SLUG_SEGMENT, NO_QUERY_SEGMENT, internalPath, searchOfSegments } from "./routes.server";
import { slugSchema } from "./catalog/schema";

const sp = (s: string) => new URLSearchParams(s);

describe("a post's public URL", () => {
  it("the proxy rewrites ?post=<slug> to the prerendered path", () => {
    expect(internalPath("/blog-details-standard", sp("post=safe-sleep"))).toBe("/blog-details-standard/safe-sleep");
    expect(internalPath("/blog-details-standard/", sp("post=a1&lng=fr"))).toBe("/blog-details-standard/a1");
  });

  it("leaves other URLs alone, and sends a value that is no slug to the 404", () => {
    expect(internalPath("/blog-details-standard", sp(""))).toBeNull();
    expect(internalPath("/about", sp("post=x"))).toBeNull();
    for (const bad of ["", "../etc", "UPPER", "a/b", "__x__", "-x", "x".repeat(101)]) {
      expect(internalPath("/blog-details-standard", sp(`post=${encodeURIComponent(bad)}`))).toBe(
        `/blog-details-standard/${INVALID_SLUG_SEGMENT}`,
      );
      expect(slugSchema.safeParse(bad).success).toBe(false);
    }
    expect(slugSchema.safeParse(INVALID_SLUG_SEGMENT).success).toBe(false);
  });
});

describe("query pages (listings, search, blog lists) served from their canonical query's path", () => {
  /** What the page route sees: the proxy's path, split into the base and the [...query] segments. */
  const routeOf = (path: string, search: string) => {
    const internal = internalPath(path, sp(search))!;
    const segments = internal.slice(path.length + 1).split("/");
    return { internal, segments, search: searchOfSegments(path, segments) };
  };

  it("rewrites every spelling of one listing to one path, and the page reads the query back", () => {
    const a = routeOf("/shop-grid-standard", "sort=price-asc&category=toys&color=pink&category=bath&page=2");
    const b = routeOf("/shop-grid-standard/", "page=2&color=pink&category=bath&category=toys&sort=price-asc&utm_source=x&lng=fr");
    expect(a.internal).toBe(b.internal.replace("/shop-grid-standard//", "/shop-grid-standard/"));
    expect(a.search).toEqual({ category: ["bath", "toys"], color: "pink", sort: "price-asc", page: "2" });
  });

  it("a listing without a query (or only ignored values) is the one prerendered path", () => {
    for (const search of ["", "sort=default&page=1", "junk=1&color=", "page=-3"]) {
      expect(internalPath("/shop-list-standard", sp(search))).toBe(`/shop-list-standard/${NO_QUERY_SEGMENT}`);
    }
    expect(searchOfSegments("/search", [NO_QUERY_SEGMENT])).toEqual({});
  });

  it("search and the blog lists use their own canonical query", () => {
    expect(routeOf("/search", "q=  Bébé bottle ").search).toEqual({ q: "Bébé bottle" });
    expect(routeOf("/blog-standard", "tag=sleep&page=2&q=").search).toEqual({ tag: "sleep", page: "2" });
    expect(internalPath("/blog-no-sidebar", sp("sort=price-asc"))).toBe(`/blog-no-sidebar/${NO_QUERY_SEGMENT}`);
  });

  it("only the canonical encoding decodes: anything else is a 404 (and never a second cached page)", () => {
    const { segments } = routeOf("/shop-grid-standard", "category=toys&sort=newest");
    expect(searchOfSegments("/shop-grid-standard", segments)).not.toBeNull();
    const nonCanonical = btoa("sort=newest&category=toys").replace(/=+$/, "");
    for (const bad of [[nonCanonical], ["!!"], [], ["x", "y"], [btoa("junk=1").replace(/=+$/, "")], [segments[0] + "A"]]) {
      expect(searchOfSegments("/shop-grid-standard", bad)).toBeNull();
    }
    expect(searchOfSegments("/about", [NO_QUERY_SEGMENT])).toBeNull();
  });

  it("splits a long query into segments short enough for the page cache's file names", () => {
    const colors = Array.from({ length: 12 }, (_, i) => `colour-${i}-ünïcode`);
    const { segments, search } = routeOf("/shop-grid-standard", colors.map((c) => `color=${encodeURIComponent(c)}`).join("&"));
    expect(segments.length).toBeGreaterThan(1);
    for (const s of segments) expect(s.length).toBeLessThanOrEqual(200);
    expect(search?.color).toEqual([...colors].sort());
  });

  it("a query too long for the page cache goes to the 404", () => {
    const q = Array.from({ length: 80 }, (_, i) => `tag=${"t".repeat(38)}${i.toString().padStart(2, "0")}`).join("&");
    const { segments, search } = routeOf("/shop-grid-standard", q);
    expect(segments).toEqual(["-"]);
    expect(search).toBeNull();
  });
});
